import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../../../test/mock-fetch';
import { renderRoute } from '../../../test/render';
import { makeOrder, PLAIN_LINE, toPublicOrder, VARIANT_LINE } from '../test/order-fixtures';

const PATH = '/order/status/trk_5f0c2a9d8e7b6a5c4d3e2f1a';

describe('/order/status/{trakingid}', () => {
  it('shows the order, the steps, the items and the city to a visitor without logging in', async () => {
    const order = makeOrder({
      shippingStatus: 'Shipped',
      timeline: [
        { state: 'Placed', at: '2026-11-20T04:00:00.000Z' },
        { state: 'Packed', at: '2026-11-20T08:00:00.000Z' },
        { state: 'Shipped', at: '2026-11-21T10:10:00.000Z' },
      ],
    });
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/order/trk_5f0c2a9d8e7b6a5c4d3e2f1a': {
        body: { status: 'success', data: toPublicOrder(order) },
      },
    });
    renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order OD000000012345' }),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText(/Delivering to Jaipur/)).toBeTruthy();
    expect(within(main).getByText('05-Mar-2024')).toBeTruthy();

    const steps = within(main).getByRole('list', { name: 'Delivery progress' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.track-step-label')?.textContent)).toEqual([
      'Placed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.textContent).toContain('21-Nov-2026, 3:40 pm');

    expect(within(main).getByText('Voltmart Ergonomic Wireless Mouse')).toBeTruthy();
    expect(within(main).getByText('Qty 2')).toBeTruthy();
    // Read-only: nothing to cancel, no invoice, no login dialog, nothing personal.
    expect(within(main).queryByRole('button', { name: 'Cancel Request' })).toBeNull();
    expect(within(main).queryByRole('button', { name: 'Download Invoice' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(main.textContent).not.toMatch(/Meera|9876543210|Johari/);
  });

  it("shows each parcel: its shop, its courier and number, the courier's page and the dates", async () => {
    const order = makeOrder({
      shippingStatus: 'Packed',
      products: [PLAIN_LINE, VARIANT_LINE],
      shipments: [
        {
          shopName: 'Kanchi Weaves',
          state: 'Shipped',
          courier: 'Delhivery',
          trackingNumber: '1490837465021',
          trackingUrl: 'https://www.delhivery.com/track/package/1490837465021',
          packedAt: '2026-11-20T08:00:00.000Z',
          shippedAt: '2026-11-21T10:10:00.000Z',
          deliveredAt: null,
          returnToSeller: null,
          returnedAt: null,
          productIDs: [PLAIN_LINE.productID],
          lineIDs: [PLAIN_LINE.lineID],
          parcel: null,
        },
        {
          shopName: 'Voltmart',
          state: 'Packed',
          courier: null,
          trackingNumber: null,
          trackingUrl: null,
          packedAt: '2026-11-20T09:00:00.000Z',
          shippedAt: null,
          deliveredAt: null,
          returnToSeller: null,
          returnedAt: null,
          productIDs: [VARIANT_LINE.productID],
          lineIDs: [VARIANT_LINE.lineID],
          parcel: null,
        },
      ],
    });
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/order/trk_5f0c2a9d8e7b6a5c4d3e2f1a': {
        body: { status: 'success', data: toPublicOrder(order) },
      },
    });
    renderRoute(PATH);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Your 2 parcels' })).closest(
      'section',
    )!;
    const [shipped, packed] = within(card).getAllByTestId('order-shipment');
    expect(shipped!.textContent).toContain('From Kanchi Weaves');
    expect(shipped!.textContent).toContain('On its way');
    expect(shipped!.textContent).toContain(`In this parcel: ${PLAIN_LINE.title}`);
    expect(within(shipped!).getByText('Delhivery')).toBeTruthy();
    expect(within(shipped!).getByText('1490837465021')).toBeTruthy();
    const courierPage = within(shipped!).getByRole('link', {
      name: "Track on Delhivery's site (opens in a new tab)",
    });
    expect(courierPage.getAttribute('href')).toBe(
      'https://www.delhivery.com/track/package/1490837465021',
    );
    expect(courierPage.getAttribute('rel')).toBe('noopener noreferrer');
    expect(shipped!.textContent).toContain('Shipped on 21-Nov-2026');

    expect(packed!.textContent).toContain('From Voltmart');
    expect(packed!.textContent).toContain(
      'The courier and tracking number show here once the seller ships it.',
    );
    expect(within(packed!).queryByRole('link')).toBeNull();
  });

  it('a cancelled order ends its steps with Cancelled', async () => {
    const order = makeOrder({
      statusName: 'Cancel',
      shippingStatus: 'Cancelled',
      status: -1,
      timeline: [
        { state: 'Placed', at: '2026-11-20T04:00:00.000Z' },
        { state: 'Cancelled', at: '2026-11-20T05:00:00.000Z' },
      ],
    });
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/order/trk_5f0c2a9d8e7b6a5c4d3e2f1a': {
        body: { status: 'success', data: toPublicOrder(order) },
      },
    });
    renderRoute(PATH);
    const steps = await screen.findByRole('list', { name: 'Delivery progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.track-step-label')?.textContent),
    ).toEqual(['Placed', 'Cancelled']);
  });

  it('an unknown tracking id says so clearly', async () => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/order/nope': { status: 404, body: { message: 'Order not found.' } },
    });
    renderRoute('/order/status/nope');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not find an order with this tracking link.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
