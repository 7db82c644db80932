import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartAnswer, CheckoutSummary } from '@haat/contract';
import { dismissAllToasts } from '../../../components/ui/toast';
import { closeLoginModal } from '../../../lib/login-modal';
import { setToken } from '../../../lib/storage';
import { renderRoute } from '../../../test/render';
import { makeLiveToken } from '../../../test/tokens';
import { paymentPage } from './checkout-view';

interface Reply {
  status?: number;
  body: unknown;
}
type Route = (url: URL, init: RequestInit | undefined) => Reply | Promise<Reply>;

/** fetch by `METHOD /path`, each handler seeing the URL (the summary's couponeid is in the query). */
function stubApi(routes: Record<string, Route>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${key}${url.search}`);
    const route = routes[key];
    if (!route) throw new Error(`Unexpected call in test: ${key}`);
    const reply = await route(url, init);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const option = (deliveryDate: string) => ({ sellerID: 'sl_1', deliveryDate, deliveryDays: 4 });

const mouseLine = {
  productID: 'p_22',
  title: 'Voltmart Ergonomic Wireless Mouse',
  pieces: 1,
  mrPrice: 1709,
  salePrice: 939,
  weight: 480,
  weightUnit: 'g',
  images: [{ fileUrl: '/media/mouse.svg' }],
  total: 939,
};
const cart: CartAnswer = { status: 'success', data: { products: [mouseLine] } };

function summaryFor(
  addressID: string,
  paymentType: 'cod' | 'prepaid',
  coupon: string | null,
  overrides: Partial<CheckoutSummary> = {},
): CheckoutSummary {
  const discount = coupon ? 100 : 0;
  return {
    addressID,
    paymentType,
    products: [{ ...mouseLine, deliveryAvailablity: true }],
    sub_total: 939,
    shippingCharges: 80,
    plateformCharges: 5,
    total: 1024,
    couponeid: coupon,
    couponeamount: discount,
    payableamount: 1024 - discount,
    deliveryAvailablity: true,
    deliveryData: { C: [option('2026-11-27')], P: [option('2026-11-28')] },
    ...overrides,
  };
}

const addresses = [
  {
    addressID: 'addr_jaipur',
    _id: 'addr_jaipur',
    name: 'Asha Verma',
    mobile: '9876543210',
    zipcode: '302001',
    landmark: 'Near Panch Batti',
    address: 'Flat 302, MI Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    country: 'India',
    allternateMobile: '',
  },
  {
    addressID: 'addr_far',
    _id: 'addr_far',
    name: 'Asha Verma',
    mobile: '9876543210',
    zipcode: '744101',
    landmark: '',
    address: 'Aberdeen Bazaar',
    city: 'Port Blair',
    state: 'Andaman and Nicobar Islands',
    country: 'India',
    allternateMobile: '',
  },
];

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="184" height="48" viewBox="0 0 184 48"><path d="M1 1h2v2h-2z"/></svg>';

const whatsappChoice = (available: boolean, orderUpdates: boolean) => ({
  status: 'success',
  data: { available, orderUpdates, mobile: '9876543210', source: orderUpdates ? 'account' : null },
});

function baseRoutes(summaryOverrides: (url: URL) => Partial<CheckoutSummary> = () => ({})) {
  let captchas = 0;
  const routes: Record<string, Route> = {
    'GET /api/public/menus': () => ({ body: { status: 'success', data: [] } }),
    'GET /api/public/categories': () => ({ body: { status: 'success', data: [] } }),
    'GET /api/customer/wishlist': () => ({ body: { status: 'success', data: { productID: [] } } }),
    'GET /api/customer/cart': () => ({ body: cart }),
    'GET /api/customer/addresses': () => ({ body: { status: 'success', data: addresses } }),
    'GET /api/customer/whatsapp': () => ({ body: whatsappChoice(false, false) }),
    'GET /api/customer/captcha': () => {
      captchas += 1;
      return { body: { status: 'success', data: { captchaID: `cap_${captchas}`, svg: SVG } } };
    },
  };
  for (const address of addresses) {
    for (const type of ['cod', 'prepaid'] as const) {
      routes[`GET /api/customer/order-checkout/${address.addressID}/${type}`] = (url) => ({
        body: {
          status: 1,
          data: summaryFor(
            address.addressID,
            type,
            type === 'prepaid' ? url.searchParams.get('couponeid') : null,
            summaryOverrides(url),
          ),
        },
      });
    }
  }
  return routes;
}

beforeEach(() => setToken(makeLiveToken()));
afterEach(() => {
  dismissAllToasts();
  closeLoginModal();
});

async function openCheckout(routes: Record<string, Route>) {
  const calls = stubApi(routes);
  const view = renderRoute('/checkout');
  await screen.findByRole('heading', { level: 2, name: 'Order summary' });
  return { calls, ...view };
}

const totals = () => screen.getByTestId('checkout-totals');

/** The server's answer to a COD order whose captcha answer is wrong. */
const CAPTCHA_REFUSED = {
  status: 400,
  body: {
    status: 'error',
    code: 'VALIDATION_FAILED',
    message: 'Captcha Not Match.',
    validation: { captcha: 'Captcha Not Match.' },
  },
};

describe('/checkout', () => {
  it('sends a guest home with the login modal open', async () => {
    window.localStorage.clear();
    stubApi(baseRoutes());
    const { router } = renderRoute('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('on a Hindi page, brings a guest who logs in from home back to checkout, under /hi', async () => {
    window.localStorage.clear();
    const token = makeLiveToken('c_5');
    stubApi({
      ...baseRoutes(),
      'POST /api/auth/login': () => ({ body: { status: 'success', message: 'Welcome.', token } }),
      'POST /api/customer/multi-product/cart': () => ({ body: cart }),
    });
    const { router } = renderRoute('/hi/checkout', { basename: '/hi' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(await within(dialog).findByLabelText(/User Name/), 'meera@example.in');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'mango-season-2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/checkout'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order summary' })).toBeTruthy();
  });

  it('shows every charge of the server’s summary for the first address, prepaid by default', async () => {
    const { calls } = await openCheckout(baseRoutes());
    expect(screen.getByRole('radio', { name: /Asha Verma 302001/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('radio', { name: /Pay online/ })).toHaveProperty('checked', true);
    expect(calls).toContain('GET /api/customer/order-checkout/addr_jaipur/prepaid');
    const rows = within(totals())
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Subtotal=₹939.00',
      'Shipping=₹80.00',
      'Platform charge=₹5.00',
      'Coupon discount=₹0.00',
      'Total=₹1,024.00',
      'Payable=₹1,024.00',
    ]);
    expect(screen.getByText('Delivery by Sat, 28 Nov')).toBeTruthy();
    expect(screen.getByText('₹939.00 × 1 = ₹939.00')).toBeTruthy();
  });

  it('disables COD where the address has no COD delivery data, and ONLINE likewise', async () => {
    const routes = baseRoutes((url) =>
      url.pathname.includes('addr_far')
        ? { deliveryData: { C: [option('2026-11-30')], P: [] } }
        : { deliveryData: { C: [], P: [option('2026-11-28')] } },
    );
    await openCheckout(routes);
    const cod = screen.getByRole('radio', { name: /Cash on delivery/ });
    const online = screen.getByRole('radio', { name: /Pay online/ });
    await waitFor(() => expect(cod).toHaveProperty('disabled', true));
    expect(online).toHaveProperty('disabled', false);
    expect(online).toHaveProperty('checked', true);

    // The other address offers COD only: the page moves to COD by itself.
    await userEvent.click(screen.getByRole('radio', { name: /744101/ }));
    await waitFor(() => expect(online).toHaveProperty('disabled', true));
    expect(cod).toHaveProperty('disabled', false);
    await waitFor(() => expect(cod).toHaveProperty('checked', true));
  });

  it('choosing COD reloads the summary for COD, locks the coupon box and shows the captcha', async () => {
    const { calls } = await openCheckout(baseRoutes());
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await waitFor(() =>
      expect(calls).toContain('GET /api/customer/order-checkout/addr_jaipur/cod'),
    );
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Coupons apply to online payment only.')).toBeTruthy();
    const picture = await screen.findByRole('img', { name: /Captcha/ });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The code is a picture, never text in the page.
    expect(document.body.innerHTML).not.toContain('<path d="M1 1h2v2h-2z"');
  });

  it('applies a coupon: checks it, then reloads the summary with ?couponeid=, and Cancel clears it', async () => {
    const routes = baseRoutes();
    const checks: unknown[] = [];
    routes['POST /api/customer/coupon/check'] = (_url, init) => {
      checks.push(JSON.parse(String(init?.body)));
      return { body: { Status: 'success', Payload: 100 } };
    };
    const { calls } = await openCheckout(routes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'welcome 100 ');
    // Capitals, no spaces, as the shopper types.
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveProperty(
      'value',
      'WELCOME100',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('WELCOME100 applied: you save ₹100.00.')).toBeTruthy();
    expect(checks).toEqual([{ couponeid: 'WELCOME100', addressID: 'addr_jaipur' }]);
    await waitFor(() => expect(screen.getByTestId('checkout-payable').textContent).toBe('₹924.00'));
    expect(calls).toContain(
      'GET /api/customer/order-checkout/addr_jaipur/prepaid?couponeid=WELCOME100',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveProperty('value', '');
    await waitFor(() =>
      expect(screen.getByTestId('checkout-payable').textContent).toBe('₹1,024.00'),
    );
  });

  it('shows why a coupon failed, or the fallback when the check could not be made', async () => {
    const routes = baseRoutes();
    let reachable = true;
    routes['POST /api/customer/coupon/check'] = () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return {
        body: { Status: 'failed', Payload: 'Add items worth ₹60.00 more to use this coupon.' },
      };
    };
    await openCheckout(routes);
    const box = screen.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(box, 'WELCOME100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Add items worth ₹60.00 more to use this coupon.')).toBeTruthy();

    reachable = false;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Unable to process your request, please try again'),
    ).toBeTruthy();
  });

  it('selecting another address reloads the summary and resets the coupon', async () => {
    const routes = baseRoutes();
    routes['POST /api/customer/coupon/check'] = () => ({
      body: { Status: 'success', Payload: 100 },
    });
    // The new address's summary answers only when the test lets it: the page must not assume
    // it has arrived by the time the request was sent (it once failed on a slow machine for that).
    const farSummary = routes['GET /api/customer/order-checkout/addr_far/prepaid']!;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    routes['GET /api/customer/order-checkout/addr_far/prepaid'] = async (url, init) => {
      await released;
      return farSummary(url, init);
    };
    const { calls } = await openCheckout(routes);
    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME100');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('WELCOME100 applied: you save ₹100.00.');
    await userEvent.click(screen.getByRole('radio', { name: /744101/ }));
    await waitFor(() =>
      expect(calls).toContain('GET /api/customer/order-checkout/addr_far/prepaid'),
    );
    expect(screen.queryByText('WELCOME100 applied: you save ₹100.00.')).toBeNull();
    release();
    const couponBox = await screen.findByRole('textbox', { name: 'Coupon code' });
    expect(couponBox).toHaveProperty('value', '');
    expect(calls.filter((call) => call.includes('couponeid'))).not.toContain(
      'GET /api/customer/order-checkout/addr_far/prepaid?couponeid=WELCOME100',
    );
  });

  it('says when the address cannot be delivered to, per item, with a remove button', async () => {
    const routes = baseRoutes((url) =>
      url.pathname.includes('addr_far')
        ? {
            deliveryAvailablity: false,
            products: [{ ...mouseLine, deliveryAvailablity: false }],
          }
        : {},
    );
    const removals: unknown[] = [];
    routes['POST /api/customer/cart'] = (_url, init) => {
      removals.push(JSON.parse(String(init?.body)));
      return { body: cart };
    };
    await openCheckout(routes);
    await userEvent.click(screen.getByRole('radio', { name: /744101/ }));
    expect(await screen.findByText('Sorry, delivery is not available')).toBeTruthy();
    expect(screen.getByText('This Item Is Not Deliverable At Selected Address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', true);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Remove Voltmart Ergonomic Wireless Mouse from the cart',
      }),
    );
    await waitFor(() =>
      expect(removals).toEqual([{ productID: 'p_22', colorID: '0', sizeID: '0', pieces: 0 }]),
    );
  });

  it('places a COD order with the captcha and goes to /order/{id}', async () => {
    const routes = baseRoutes();
    const orders: Array<Record<string, unknown>> = [];
    routes['POST /api/customer/addorder'] = (_url, init) => {
      orders.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return { body: { status: 1, data: 'ORD-1001' } };
    };
    routes['GET /api/customer/order-status/ORD-1001'] = () => ({
      body: { status: 1, data: { orderStatus: 'success', orderID: 'ORD-1001' } },
    });
    const { router } = await openCheckout(routes);
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await screen.findByRole('img', { name: /Captcha/ });
    const captcha = screen.getByLabelText<HTMLInputElement>('Type the characters you see');
    await userEvent.type(captcha, ' ');
    expect(captcha.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Type the 6 characters from the picture.')).toBeTruthy();
    expect(orders).toEqual([]);

    // Typed in lower case (the box shows capitals); sent as typed, the server compares without case.
    await userEvent.type(captcha, 'abc234');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/ORD-1001'));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      addressID: 'addr_jaipur',
      paymentType: 'cod',
      sub_total: 939,
      shippingCharges: 80,
      plateformCharges: 5,
      total: 1024,
      couponeid: null,
      couponeamount: 0,
      payableamount: 1024,
      captchaID: 'cap_1',
      captcha: 'abc234',
    });
    expect(String(orders[0]?.idempotencyKey).length).toBeGreaterThanOrEqual(16);
    expect(await screen.findByRole('heading', { name: 'Your Order is Completed!' })).toBeTruthy();
  });

  it('on a captcha mismatch says so, clears the box and shows a new picture', async () => {
    const routes = baseRoutes();
    routes['POST /api/customer/addorder'] = () => CAPTCHA_REFUSED;
    const { calls } = await openCheckout(routes);
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await screen.findByRole('img', { name: /Captcha/ });
    const answer = screen.getByLabelText('Type the characters you see');
    await userEvent.type(answer, 'ZZZ999');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Captcha Not Match.')).toBeTruthy();
    expect(answer).toHaveProperty('value', '');
    await waitFor(() =>
      expect(calls.filter((call) => call === 'GET /api/customer/captcha')).toHaveLength(2),
    );
  });

  it('after a refused answer, waits for the next picture before an answer can be sent', async () => {
    const routes = baseRoutes();
    const firstCaptcha = routes['GET /api/customer/captcha']!;
    let releaseNext = () => {};
    let captchas = 0;
    routes['GET /api/customer/captcha'] = async (url, init) => {
      captchas += 1;
      if (captchas === 2) await new Promise<void>((resolve) => (releaseNext = resolve));
      return firstCaptcha(url, init);
    };
    const orders: unknown[] = [];
    routes['POST /api/customer/addorder'] = (_url, init) => {
      orders.push(JSON.parse(String(init?.body)));
      return CAPTCHA_REFUSED;
    };
    await openCheckout(routes);
    await userEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    await screen.findByRole('img', { name: /Captcha/ });
    const answer = screen.getByLabelText('Type the characters you see');
    await userEvent.type(answer, 'ZZZ999');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Captcha Not Match.')).toBeTruthy();
    // The used code's picture is gone, and nothing can be sent with it.
    await waitFor(() => expect(screen.queryByRole('img', { name: /Captcha/ })).toBeNull());
    expect(answer).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', true);
    releaseNext();
    await screen.findByRole('img', { name: /Captcha/ });
    await waitFor(() => expect(answer).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false);
    expect(orders).toHaveLength(1);
  });

  it('sends an online order to the payment page (status 2)', async () => {
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const routes = baseRoutes();
    routes['POST /api/customer/addorder'] = () => ({
      body: { status: 2, data: { url: '/api/payments/sandbox/ORD-2002?sig=abc' } },
    });
    await openCheckout(routes);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/api/payments/sandbox/ORD-2002?sig=abc'),
    );
    expect(screen.getByRole('button', { name: 'Taking you to the payment page…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offers WhatsApp updates off until ticked, with the number, and sends the tick with the order', async () => {
    vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const routes = baseRoutes();
    routes['GET /api/customer/whatsapp'] = () => ({ body: whatsappChoice(true, false) });
    let sent: unknown;
    routes['POST /api/customer/addorder'] = (_url, init) => {
      sent = JSON.parse(String(init?.body));
      return { body: { status: 2, data: { url: '/api/payments/sandbox/ORD-2003?sig=abc' } } };
    };
    await openCheckout(routes);
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Send my order updates on WhatsApp to +91 98765 43210',
    });
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(sent).toMatchObject({ whatsappUpdates: true }));
  });

  it('leaves the choice alone when the box is not touched, and offers none without WhatsApp', async () => {
    vi.spyOn(paymentPage, 'open').mockImplementation(() => {});
    const routes = baseRoutes();
    let sent: Record<string, unknown> = {};
    routes['POST /api/customer/addorder'] = (_url, init) => {
      sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return { body: { status: 2, data: { url: '/api/payments/sandbox/ORD-2004?sig=abc' } } };
    };
    const { calls } = await openCheckout(routes);
    await waitFor(() => expect(calls).toContain('GET /api/customer/whatsapp'));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(sent.addressID).toBe('addr_jaipur'));
    expect('whatsappUpdates' in sent).toBe(false);
  });

  it('shows a changed price, reloads the summary, and says so on a network error', async () => {
    const routes = baseRoutes();
    let reply: 'moved' | 'offline' = 'moved';
    routes['POST /api/customer/addorder'] = () => {
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return {
        status: 409,
        body: {
          status: 'error',
          code: 'PRICE_CHANGED',
          message:
            'The order total has changed to ₹1,100.00. Please review your order and place it again.',
        },
      };
    };
    const { calls } = await openCheckout(routes);
    const before = calls.filter((call) =>
      call.startsWith('GET /api/customer/order-checkout'),
    ).length;
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(
      await screen.findByText(
        'The order total has changed to ₹1,100.00. Please review your order and place it again.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.startsWith('GET /api/customer/order-checkout')).length,
      ).toBe(before + 1),
    );

    reply = 'offline';
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });
});
