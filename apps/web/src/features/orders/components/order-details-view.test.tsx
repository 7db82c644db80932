import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@haat/contract';
import { dismissAllToasts } from '../../../components/ui/toast';
import { closeLoginModal } from '../../../lib/login-modal';
import { setToken } from '../../../lib/storage';
import { EMPTY_CATALOG, mockFetch, type MockAnswer } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';
import { makeDeliveredOrder, makeOrder, PLAIN_LINE, VARIANT_LINE } from '../test/order-fixtures';

afterEach(() => {
  act(() => {
    dismissAllToasts();
    // The modal's state is a module store: the guest test must not leave it open for the next.
    closeLoginModal();
  });
});

const PATH = '/order/details/OD000000012345';

interface Server {
  /** What GET /customer/order answers now; a test changes it to play the server's side. */
  order: Order;
  cancel?: (form: FormData) => MockAnswer;
  cancelItems?: (body: Record<string, unknown>) => MockAnswer;
  review?: (body: Record<string, unknown>) => MockAnswer;
  requestReturn?: (body: Record<string, unknown>) => MockAnswer;
}

function openDetails(server: Server) {
  setToken(makeLiveToken());
  const fetchMock = mockFetch({
    ...EMPTY_CATALOG,
    'GET /api/customer/order': () => ({ body: { status: 'success', data: server.order } }),
    'PUT /api/customer/order/cancel': (init) =>
      server.cancel?.(init?.body as FormData) ?? { status: 500, body: {} },
    'PUT /api/customer/order/cancel-items': (init) =>
      server.cancelItems?.(JSON.parse(String(init?.body)) as Record<string, unknown>) ?? {
        status: 500,
        body: {},
      },
    'POST /api/customer/returns': (init) =>
      server.requestReturn?.(JSON.parse(String(init?.body)) as Record<string, unknown>) ?? {
        status: 500,
        body: {},
      },
    'POST /api/customer/review': (init) =>
      server.review?.(JSON.parse(String(init?.body)) as Record<string, unknown>) ?? {
        status: 500,
        body: {},
      },
  });
  renderRoute(PATH);
  const callsTo = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    );
  return { fetchMock, callsTo };
}

async function findHeading() {
  return screen.findByRole('heading', { level: 1, name: 'Order OD000000012345' });
}

describe('/order/details/{id}', () => {
  it('a visitor who is not logged in gets the login dialog, and no order is asked for', async () => {
    const fetchMock = mockFetch(EMPTY_CATALOG);
    renderRoute(PATH);
    // The page and the login dialog are chunks of their own; each is waited for, in either order.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in to see this order' }),
    ).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(asked).not.toContain('/api/customer/order');
  });

  it('shows the lines, the address, the payment, every charge and the timeline in IST', async () => {
    openDetails({
      order: makeOrder({
        shippingStatus: 'Shipped',
        shippingCharges: 160,
        discount: 100,
        timeline: [
          { state: 'Placed', at: '2024-03-05T06:30:00.000Z' },
          { state: 'Packed', at: '2024-03-05T10:00:00.000Z' },
          { state: 'Shipped', at: '2024-03-06T10:10:00.000Z' },
        ],
      }),
    });
    await findHeading();
    expect(screen.getAllByTestId('order-line-sum').map((line) => line.textContent)).toEqual([
      '₹939.00 × 2 = ₹1,878.00',
      '₹1,299.50 × 1 = ₹1,299.50',
    ]);
    expect(screen.getByText('Rust Orange · M')).toBeTruthy();
    expect(screen.getByText('120 g')).toBeTruthy();
    expect(screen.getByText('12 Johari Bazaar')).toBeTruthy();
    expect(screen.getByText('Jaipur, Rajasthan 302001')).toBeTruthy();
    expect(screen.getByTestId('order-payment-type').textContent).toBe('Cash on delivery (COD)');
    const charges = screen.getByTestId('order-charges');
    expect(
      within(charges)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['₹3,177.50', '₹160.00', '₹5.00', '−₹100.00', '₹3,182.50', '₹3,182.50']);
    const progress = screen.getByRole('region', { name: 'Order progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Placed · 05-Mar-2024, 12:00 pm',
      'Packed · 05-Mar-2024, 3:30 pm',
      'Shipped · 06-Mar-2024, 3:40 pm',
    ]);
  });

  it('an order of someone else, or none at all, is not found', async () => {
    setToken(makeLiveToken());
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/customer/order': { status: 404, body: { message: 'Order not found.' } },
    });
    renderRoute(PATH);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not find this order in your account.',
      }),
    ).toBeTruthy();
  });
});

describe('Cancel Request', () => {
  it('needs a reason; Confirm For Cancel then cancels, reloads the order, closes the box and toasts', async () => {
    const server: Server = { order: makeOrder() };
    let sent: FormData | undefined;
    server.cancel = (form) => {
      sent = form;
      server.order = makeOrder({
        statusName: 'Cancel',
        shippingStatus: 'Cancelled',
        status: -1,
        timeline: [...makeOrder().timeline, { state: 'Cancelled', at: '2024-03-05T08:00:00.000Z' }],
      });
      return { body: { status: 'success', message: 'Cancellation Success.' } };
    };
    const { callsTo } = openDetails(server);
    await findHeading();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
    const reason = screen.getByRole('textbox', { name: 'Why do you want to cancel?' });
    expect(document.activeElement).toBe(reason);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm For Cancel' }));
    expect(screen.getByText('Please tell us why you are cancelling.')).toBeTruthy();
    expect(callsTo('PUT', '/api/customer/order/cancel')).toHaveLength(0);

    await userEvent.type(reason, 'Ordered the wrong size.');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm For Cancel' }));

    expect(await screen.findByText('Cancellation Success.')).toBeTruthy();
    // The reloaded order, now cancelled, shows without the Cancel Request button.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull(),
    );
    expect(sent?.get('orderID')).toBe('OD000000012345');
    expect(sent?.get('remark')).toBe('Ordered the wrong size.');
    expect(sent?.has('file')).toBe(true);
    expect(callsTo('GET', '/api/customer/order')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Why do you want to cancel?' })).toBeNull();
    const badge = document.querySelector('.order-head .order-status');
    expect([badge?.textContent, badge?.getAttribute('data-tone')]).toEqual([
      'Cancelled',
      'cancelled',
    ]);
  });

  it('cancels one item on its own before the order ships, and shows it cancelled', async () => {
    const server: Server = { order: makeOrder() };
    let sent: unknown;
    server.cancelItems = (body) => {
      sent = body;
      server.order = makeOrder({ products: [PLAIN_LINE, { ...VARIANT_LINE, cancelled: true }] });
      return {
        body: {
          status: 'success',
          message: 'Cancelled. ₹1,299.50 goes back the way you paid.',
          data: { refund: 1299.5 },
        },
      };
    };
    openDetails(server);
    await findHeading();
    await userEvent.click(
      screen.getByRole('button', { name: `Cancel this item: ${VARIANT_LINE.title}` }),
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why do you want to cancel it?' }),
      'Ordered twice.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Cancelled. ₹1,299.50 goes back the way you paid.'),
    ).toBeTruthy();
    expect(sent).toEqual({
      orderID: 'OD000000012345',
      lineIDs: ['ol_2'],
      remark: 'Ordered twice.',
    });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    // The last item left is not cancelled on its own: that is the whole order's Cancel Request.
    expect(screen.queryByRole('button', { name: /^Cancel this item/ })).toBeNull();
  });

  it("'Cancel' closes the box without asking the server", async () => {
    const { callsTo } = openDetails({ order: makeOrder() });
    await findHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
    await userEvent.click(screen.getByRole('button', { name: /^Cancel$/ }));
    expect(screen.queryByRole('textbox', { name: 'Why do you want to cancel?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Request' })).toBeTruthy();
    expect(callsTo('PUT', '/api/customer/order/cancel')).toHaveLength(0);
  });

  it("shows the server's refusal, and the network message when it cannot be reached", async () => {
    const server: Server = {
      order: makeOrder(),
      cancel: () => ({
        status: 409,
        body: { message: 'This order has shipped and can no longer be cancelled.' },
      }),
    };
    openDetails(server);
    await findHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why do you want to cancel?' }),
      'Changed my mind.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm For Cancel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order has shipped and can no longer be cancelled.',
    );

    server.cancel = () => {
      throw new TypeError('Failed to fetch');
    };
    await userEvent.click(screen.getByRole('button', { name: 'Confirm For Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Unable to cancel the order. Please try again.',
      ),
    );
  });

  it('after shipping, shows the fee and what comes back before confirming, and sends the fee', async () => {
    const server: Server = {
      order: makeOrder({
        shippingStatus: 'Shipped',
        paymentType: 'prepaid',
        cancellation: { afterShipping: true, fee: 99, refund: 3083.5 },
      }),
    };
    let sent: FormData | undefined;
    server.cancel = (form) => {
      sent = form;
      return { body: { status: 'success', message: 'Cancellation Success.' } };
    };
    openDetails(server);
    await findHeading();
    expect(
      screen.queryByText('This order has shipped, so it can no longer be cancelled.'),
    ).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Request' }));
    expect(screen.getByTestId('cancel-fee').textContent).toBe(
      'This order has shipped. Cancelling it now costs ₹99.00 for bringing it back, kept from your refund: ₹3,083.50 comes back to you.',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why do you want to cancel?' }),
      'Found it cheaper.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm For Cancel (₹99.00 fee)' }));
    expect(await screen.findByText('Cancellation Success.')).toBeTruthy();
    expect(sent?.get('fee')).toBe('99');
  });

  it('is not offered once the server says it can no longer be cancelled, which the page explains', async () => {
    openDetails({
      order: makeOrder({ shippingStatus: 'Out for delivery', cancellation: null }),
    });
    await findHeading();
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull();
    expect(
      screen.getByText('This order has shipped, so it can no longer be cancelled.'),
    ).toBeTruthy();
  });
  it("is not offered once a seller's parcel is delivered, and the page says to return those items", async () => {
    const base = makeOrder();
    const [parcel] = base.shipments;
    openDetails({
      order: makeOrder({
        shippingStatus: 'Out for delivery',
        cancellation: null,
        shipments: [
          {
            ...parcel!,
            state: 'Delivered',
            courier: 'Delhivery',
            trackingNumber: '1490837465021',
            deliveredAt: '2024-03-08T09:45:00.000Z',
            productIDs: [PLAIN_LINE.productID],
            lineIDs: [PLAIN_LINE.lineID],
          },
          {
            ...parcel!,
            shopName: 'Jaipur Prints',
            state: 'Shipped',
            courier: 'Delhivery',
            trackingNumber: '1490837465022',
            productIDs: [VARIANT_LINE.productID],
            lineIDs: [VARIANT_LINE.lineID],
          },
        ],
      }),
    });
    await findHeading();
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull();
    expect(
      screen.getByText(
        'Part of this order has been delivered, so it can no longer be cancelled. Ask for a return of the delivered items on this page; the rest can be returned once it arrives.',
      ),
    ).toBeTruthy();
    expect(
      screen.queryByText('This order has shipped, so it can no longer be cancelled.'),
    ).toBeNull();
  });
});

describe('reviews', () => {
  it('stars first, then a text box and Submit; after the submit the line shows filled stars and the text as text', async () => {
    const server: Server = { order: makeDeliveredOrder() };
    let sent: Record<string, unknown> | undefined;
    server.review = (body) => {
      sent = body;
      const [first, second] = makeDeliveredOrder().products;
      if (!first || !second) throw new Error('fixture');
      server.order = makeDeliveredOrder({ products: [{ ...first, rating: 4 }, second] });
      return { body: { status: 'success', message: 'Thank you for your review.' } };
    };
    openDetails(server);
    await findHeading();

    const group = screen.getByRole('group', {
      name: 'Rate this product: Voltmart Ergonomic Wireless Mouse',
    });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('textbox', { name: 'Your review' })).toBeNull();

    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    const text = screen.getByRole('textbox', { name: 'Your review' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please write a few words about the product.')).toBeTruthy();

    await userEvent.type(text, 'Works well <b>really</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const stars = await screen.findByRole('img', { name: 'Your rating: 4 stars out of 5' });
    expect(stars.getAttribute('data-stars')).toBe('4');
    expect(sent).toEqual({
      productID: 'p_000022',
      orderID: 'OD000000012345',
      colorID: '0',
      sizeID: '0',
      rating: 4,
      remark: 'Works well <b>really</b>',
    });
    const remark = screen.getByText('Works well <b>really</b>');
    expect(remark.querySelector('b')).toBeNull();
    expect(
      screen.queryByRole('group', { name: 'Rate this product: Voltmart Ergonomic Wireless Mouse' }),
    ).toBeNull();
    // The other line can still be rated, with its colour and size.
    expect(
      screen.getByRole('group', { name: 'Rate this product: Gulabi Nagri Block Print Kurta' }),
    ).toBeTruthy();
  });

  it('is not offered before delivery', async () => {
    openDetails({ order: makeOrder({ shippingStatus: 'Out for delivery' }) });
    await findHeading();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText('You can rate this product once it is delivered.')).toBeTruthy();
  });

  it('a rated line of a delivered order shows filled stars instead of the form', async () => {
    const [first, second] = makeDeliveredOrder().products;
    if (!first || !second) throw new Error('fixture');
    openDetails({
      order: makeDeliveredOrder({
        products: [
          { ...first, rating: 5 },
          { ...second, rating: 3 },
        ],
      }),
    });
    await findHeading();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Your rating: 5 stars out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your rating: 3 stars out of 5' })).toBeTruthy();
  });

  it("a failed submit says 'Internal Server Error.'", async () => {
    openDetails({ order: makeDeliveredOrder(), review: () => ({ status: 500, body: {} }) });
    await findHeading();
    const group = screen.getByRole('group', {
      name: 'Rate this product: Voltmart Ergonomic Wireless Mouse',
    });
    await userEvent.click(within(group).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Lovely.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Internal Server Error.');
  });
});

describe('returns', () => {
  const until = '2024-03-23T09:45:00.000Z';
  /** The plain line (one piece) delivered, still returnable. */
  const returnOf = (line: typeof PLAIN_LINE) => ({
    ...line,
    return: { state: 'open' as const, pieces: 1, until },
  });

  it('a delivered line offers Return till its last day; the form needs a reason and sends the pieces', async () => {
    const server: Server = {
      order: makeDeliveredOrder({ paymentType: 'prepaid', products: [returnOf(PLAIN_LINE)] }),
    };
    server.requestReturn = (body) => {
      expect(body).toEqual({
        orderID: 'OD000000012345',
        lineID: PLAIN_LINE.lineID,
        pieces: 1,
        reason: 'damaged',
        details: 'Cracked lid.',
        photoIDs: [],
      });
      return { status: 500, body: {} };
    };
    openDetails(server);
    await findHeading();
    expect(screen.getByText('Return available till 23-Mar-2024')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Return ${PLAIN_LINE.title}` }));
    const form = screen.getByRole('form', { name: `Return ${PLAIN_LINE.title}` });
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));
    expect(within(form).getByText('Choose why you are returning it.')).toBeTruthy();
    expect(
      within(form).queryByRole('group', { name: 'Where should we send your refund?' }),
    ).toBeNull();
    await userEvent.selectOptions(
      within(form).getByLabelText('Why are you returning it?'),
      'damaged',
    );
    await userEvent.type(
      within(form).getByLabelText('Tell the seller more (optional)'),
      'Cracked lid.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));
    expect(
      await within(form).findByText('The return could not be sent. Please try again.'),
    ).toBeTruthy();
  });

  it('a cash on delivery order asks where to send the refund before sending anything', async () => {
    const server: Server = {
      order: makeDeliveredOrder({ paymentType: 'cod', products: [returnOf(PLAIN_LINE)] }),
    };
    const { callsTo } = openDetails(server);
    await findHeading();
    await userEvent.click(screen.getByRole('button', { name: `Return ${PLAIN_LINE.title}` }));
    const form = screen.getByRole('form', { name: `Return ${PLAIN_LINE.title}` });
    await userEvent.selectOptions(
      within(form).getByLabelText('Why are you returning it?'),
      'changed-mind',
    );
    const payee = within(form).getByRole('group', { name: 'Where should we send your refund?' });
    await userEvent.type(within(payee).getByLabelText('UPI ID'), 'not a upi');
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for the return' }));
    expect(within(payee).getByText('Enter a UPI ID such as name@okhdfcbank.')).toBeTruthy();
    expect(callsTo('POST', '/api/customer/returns')).toHaveLength(0);
  });

  it('shows each return with its state, the refund, where it goes and every step by whom', async () => {
    openDetails({
      order: makeDeliveredOrder({
        products: [{ ...PLAIN_LINE, return: { state: 'open', pieces: 0, until } }],
        returns: [
          {
            returnID: 'rt_1',
            orderID: 'OD000000012345',
            lineID: PLAIN_LINE.lineID,
            productID: PLAIN_LINE.productID,
            title: PLAIN_LINE.title,
            variant: null,
            pieces: 1,
            reason: 'damaged',
            details: 'Cracked lid.',
            photos: [],
            status: 'approved',
            refund: 499,
            decisionNote: null,
            refundTo: 'UPI me•••@okicici',
            hasCreditNote: false,
            pickup: null,
            pickupByHand: null,
            courierPart: false,
            createdAt: '2024-03-09T04:00:00.000Z',
            timeline: [
              { state: 'requested', at: '2024-03-09T04:00:00.000Z', by: 'shopper', note: null },
              { state: 'approved', at: '2024-03-09T08:00:00.000Z', by: 'seller', note: null },
            ],
          },
        ],
      }),
    });
    await findHeading();
    const card = screen.getByRole('region', { name: 'Your return' });
    expect(within(card).getByText('Approved: pickup soon')).toBeTruthy();
    expect(within(card).getByText('Refund: ₹499.00 once it reaches the seller')).toBeTruthy();
    expect(within(card).getByText('Refund to: UPI me•••@okicici')).toBeTruthy();
    expect(within(card).getByText('Return requested, by you')).toBeTruthy();
    expect(within(card).getByText('Approved: pickup soon, by the seller')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel this return' })).toBeTruthy();
    expect(screen.getByText('Every piece of this item is being returned.')).toBeTruthy();
  });

  it("shows a return's pickup by the courier: where it stands, the courier, the AWB, its link and scans", async () => {
    const at = '2024-03-10T06:30:00.000Z';
    openDetails({
      order: makeDeliveredOrder({
        products: [{ ...PLAIN_LINE, return: { state: 'open', pieces: 0, until } }],
        returns: [
          {
            returnID: 'rt_2',
            orderID: 'OD000000012345',
            lineID: PLAIN_LINE.lineID,
            productID: PLAIN_LINE.productID,
            title: PLAIN_LINE.title,
            variant: null,
            pieces: 1,
            reason: 'size-or-fit',
            details: '',
            photos: [],
            status: 'picked-up',
            refund: 499,
            decisionNote: null,
            refundTo: null,
            hasCreditNote: false,
            pickup: {
              courierName: 'Delhivery Surface',
              awb: '14112600000002',
              trackingUrl: 'https://shiprocket.co/tracking/14112600000002',
              state: 'picked-up',
              expectedAt: null,
              scans: [{ at, place: 'Jaipur_Malviya', activity: 'PICKED UP', state: 'picked-up' }],
              ndr: null,
            },
            pickupByHand: null,
            courierPart: true,
            createdAt: '2024-03-09T04:00:00.000Z',
            timeline: [
              { state: 'requested', at: '2024-03-09T04:00:00.000Z', by: 'shopper', note: null },
              { state: 'approved', at: '2024-03-09T08:00:00.000Z', by: 'seller', note: null },
              { state: 'picked-up', at, by: 'courier', note: null },
            ],
          },
        ],
      }),
    });
    await findHeading();
    const pickup = screen.getByTestId('return-pickup');
    expect(within(pickup).getByText('Pickup by the courier')).toBeTruthy();
    expect(within(pickup).getByText('Picked up from you')).toBeTruthy();
    expect(within(pickup).getByText('14112600000002')).toBeTruthy();
    expect(
      within(pickup)
        .getByRole('link', { name: /courier’s tracking page/ })
        .getAttribute('href'),
    ).toBe('https://shiprocket.co/tracking/14112600000002');
    expect(within(pickup).getByTestId('parcel-scans').textContent).toContain('Jaipur_Malviya');
    expect(screen.getByText('Picked up, by the courier')).toBeTruthy();
  });
});

describe('Download Invoice', () => {
  it.each([
    ['an invoice on a delivered order', true, makeDeliveredOrder()],
    ['no invoice yet', false, makeOrder({ invoiceFile: null })],
    [
      'a cancelled order, even with a file',
      false,
      makeOrder({
        statusName: 'Cancel',
        shippingStatus: 'Cancelled',
        status: -1,
        invoiceFile: '/api/customer/invoice/OD000000012345',
      }),
    ],
  ])('with %s the button shows: %s', async (_, shown, order) => {
    openDetails({ order });
    await findHeading();
    expect(screen.queryByRole('button', { name: 'Download Invoice' }) !== null).toBe(shown);
  });

  it('fetches the PDF with the token and saves it as invoice.pdf', async () => {
    openDetails({ order: makeDeliveredOrder() });
    const jsonFetch = globalThis.fetch;
    const pdfFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/customer/invoice/OD000000012345') {
        return new Response(new TextEncoder().encode('%PDF-1.7'), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      }
      return jsonFetch(input, init);
    });
    vi.stubGlobal('fetch', pdfFetch);
    const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.size}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    await findHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Download Invoice' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:test/8', download: 'invoice.pdf' }]),
    );
    const headers = new Headers(
      pdfFetch.mock.calls.find(([input]) => String(input).includes('invoice'))?.[1]?.headers,
    );
    expect(headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('of a shipped order cancelled, offers the credit note instead and saves credit-note.pdf', async () => {
    openDetails({
      order: makeOrder({
        statusName: 'Cancel',
        shippingStatus: 'Cancelled',
        status: -1,
        cancellation: null,
        creditNoteFile: '/api/customer/credit-note/OD000000012345',
      }),
    });
    const jsonFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input) === '/api/customer/credit-note/OD000000012345'
          ? new Response(new TextEncoder().encode('%PDF-1.7 cn'), { status: 200 })
          : jsonFetch(input, init),
      ),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:test/cn', revokeObjectURL: vi.fn() }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await findHeading();
    expect(screen.queryByRole('button', { name: 'Download Invoice' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download Credit Note' }));
    await waitFor(() => expect(saved).toEqual(['credit-note.pdf']));
  });
});

describe('a shipped order cancelled with a fee', () => {
  it('says in the price details and the Refund card what was kept and why, to the paisa', async () => {
    openDetails({
      order: makeOrder({
        statusName: 'Cancel',
        shippingStatus: 'Cancelled',
        status: -1,
        paymentType: 'prepaid',
        sub_total: 339,
        shippingCharges: 80,
        plateformCharges: 5,
        total: 424,
        payableamount: 424,
        cancellation: null,
        keptFee: { fee: 149, paid: 424, refund: 275, itemsRefund: 0, parcel: 'out-for-delivery' },
        refunds: [
          {
            amount: 275,
            status: 'processing',
            reference: null,
            requestedAt: '2024-03-08T05:00:00.000Z',
            refundedAt: null,
          },
        ],
      }),
    });
    await findHeading();
    const charges = screen.getByTestId('order-charges');
    const rows = [...charges.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows.slice(-3)).toEqual([
      ['Amount payable', '₹424.00'],
      ['Cancellation fee kept', '₹149.00'],
      ['Refund', '₹275.00'],
    ]);
    const why =
      'Cancellation fee kept: ₹149.00 — the parcel was already out for delivery when you cancelled.';
    expect(screen.getByRole('region', { name: 'Price details' }).textContent).toContain(why);
    const refund = screen.getByRole('region', { name: 'Refund' });
    expect(within(refund).getByTestId('order-kept-fee').textContent).toBe(
      `${why}You paid ₹424.00: ₹275.00 comes back to you, and ₹149.00 was kept for bringing the parcel back.`,
    );
    expect(within(refund).getByTestId('order-refund').textContent).toContain('₹275.00');
  });

  it('after an item cancelled before shipping, refunds the payable less the fee and says the whole order in the Refund card', async () => {
    openDetails({
      order: makeOrder({
        statusName: 'Cancel',
        shippingStatus: 'Cancelled',
        status: -1,
        paymentType: 'prepaid',
        sub_total: 339,
        shippingCharges: 80,
        plateformCharges: 5,
        total: 424,
        payableamount: 424,
        cancellation: null,
        // ₹723.50 paid: ₹299.50 back for the item cancelled first, ₹275 now, ₹149 kept.
        keptFee: { fee: 149, paid: 723.5, refund: 574.5, itemsRefund: 299.5, parcel: 'shipped' },
        refunds: [299.5, 275].map((amount, index) => ({
          amount,
          status: 'processing' as const,
          reference: null,
          requestedAt: `2024-03-0${index + 7}T05:00:00.000Z`,
          refundedAt: null,
        })),
      }),
    });
    await findHeading();
    const rows = [...screen.getByTestId('order-charges').querySelectorAll('div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows.slice(-3)).toEqual([
      ['Amount payable', '₹424.00'],
      ['Cancellation fee kept', '₹149.00'],
      ['Refund', '₹275.00'],
    ]);
    const refund = screen.getByRole('region', { name: 'Refund' });
    expect(within(refund).getByTestId('order-kept-fee').textContent).toContain(
      'You paid ₹723.50: ₹574.50 comes back to you (₹299.50 of it for the items you cancelled before it shipped), and ₹149.00 was kept for bringing the parcel back.',
    );
    expect(within(refund).getAllByTestId('order-refund')).toHaveLength(2);
  });

  it('says nothing of a fee when none was kept', async () => {
    openDetails({
      order: makeOrder({
        statusName: 'Cancel',
        shippingStatus: 'Cancelled',
        status: -1,
        cancellation: null,
      }),
    });
    await findHeading();
    expect(screen.queryByText(/Cancellation fee kept/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refund' })).toBeNull();
  });
});

describe('Download Invoice when the server refuses', () => {
  it('saves nothing and says the invoice could not be downloaded', async () => {
    openDetails({ order: makeDeliveredOrder() });
    const jsonFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/invoice/')
          ? new Response(JSON.stringify({ message: 'Invoice not found.' }), { status: 404 })
          : jsonFetch(input, init),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await findHeading();
    await userEvent.click(screen.getByRole('button', { name: 'Download Invoice' }));
    expect(
      await screen.findByText('The invoice could not be downloaded. Please try again.'),
    ).toBeTruthy();
    expect(click).not.toHaveBeenCalled();
  });
});

describe('tracking link', () => {
  it("links to the public tracking page and copies its address with 'Copied.'", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openDetails({ order: makeOrder() });
    await findHeading();
    expect(screen.getByRole('link', { name: 'Open tracking page' }).getAttribute('href')).toBe(
      '/order/status/trk_5f0c2a9d8e7b6a5c4d3e2f1a',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy tracking link' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/order/status/trk_5f0c2a9d8e7b6a5c4d3e2f1a`,
    );
    expect(await screen.findByText('Copied.')).toBeTruthy();
  });
});
