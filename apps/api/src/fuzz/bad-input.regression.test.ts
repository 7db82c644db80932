// Bad input that once answered 500, kept as plain tests next to the fuzz suite: a NUL byte in JSON
// strings, path parameters and query values on the routes where it answered 500; the seller form's
// malformed, empty and prototype-keyed bodies; the operator's routes refusing a customer before the
// body; and the broken multipart bodies the fuzz suite found on the order cancel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzz, type CallerName, type Fuzz } from '../../test/fuzz/harness.ts';
import type { FuzzRequest } from '../../test/fuzz/inputs.ts';
import { judge } from '../../test/fuzz/judge.ts';

let fuzz: Fuzz;
let as: Record<CallerName, Record<string, string>>;
beforeAll(async () => {
  fuzz = await startFuzz();
  as = {
    'signed out': {},
    customer: (await fuzz.headers('customer'))[0]!,
    operator: (await fuzz.headers('operator'))[0]!,
  };
});
afterAll(async () => fuzz.close());

async function send(request: FuzzRequest) {
  const res = await fuzz.t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const answer = {
    status: res.statusCode,
    contentType: String(res.headers['content-type'] ?? ''),
    body: res.body,
  };
  const jsonRoute =
    !request.url.startsWith('/api/payments') && !request.url.startsWith('/api/customer/invoice');
  return { ...answer, verdict: judge(request, answer, { jsonRoute }) };
}

const json = (caller: CallerName, method: string, url: string, body: unknown): FuzzRequest => ({
  method,
  url,
  headers: { ...as[caller], 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});
const get = (caller: CallerName, url: string, method = 'GET'): FuzzRequest => ({
  method,
  url,
  headers: { ...as[caller] },
});
const multipart = (fields: Record<string, string>): FuzzRequest => ({
  method: 'PUT',
  url: '/api/customer/order/cancel',
  headers: { ...as.customer, 'content-type': 'multipart/form-data; boundary=fuzz' },
  payload:
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + '--fuzz--\r\n',
});

const NUL = 'a\u0000b';
const nulCases = (): [string, FuzzRequest][] => {
  const [productID, addressID, orderID, sellerID] = [
    'productID',
    'addressID',
    'orderID',
    'sellerID',
  ].map((key) => String(fuzz.hints[key])) as [string, string, string, string];
  return [
    [
      'login (JSON e-mail)',
      json('signed out', 'POST', '/api/auth/login', { email: `a\u0000@example.in`, password: 'x' }),
    ],
    [
      'login (JSON password)',
      json('signed out', 'POST', '/api/auth/login', { email: 'someone@example.in', password: NUL }),
    ],
    [
      'operator login',
      json('signed out', 'POST', '/api/admin/login', { email: 'admin@haat.in', password: NUL }),
    ],
    ['product (query)', get('signed out', '/api/public/product?productID=p%00')],
    [
      'pin-code availability (path)',
      get('signed out', `/api/public/availability/pincode/302%0001?productID=${productID}`),
    ],
    [
      'pin-code availability (query)',
      get('signed out', `/api/public/availability/pincode/302001?productID=a%00b`),
    ],
    ['pin-code lookup (path)', get('signed out', '/api/location/pincode/%00')],
    ['public tracking (path)', get('signed out', '/api/public/order/OD%00')],
    ['seller form (JSON)', json('signed out', 'POST', '/api/public/seller', { firstName: NUL })],
    [
      'cart (JSON)',
      json('customer', 'POST', '/api/customer/cart', {
        productID: NUL,
        colorID: '0',
        sizeID: '0',
        pieces: 1,
      }),
    ],
    [
      'cart merge (JSON)',
      json('customer', 'POST', '/api/customer/multi-product/cart', {
        products: [{ productID: NUL, colorID: '0', sizeID: '0', pieces: 1 }],
      }),
    ],
    ['wishlist add (JSON)', json('customer', 'POST', '/api/customer/wishlist', { productID: NUL })],
    ['wishlist remove (query)', get('customer', '/api/customer/wishlist?productID=%00', 'DELETE')],
    ['address (query)', get('customer', '/api/customer/address?addressID=%00')],
    ['address delete (query)', get('customer', '/api/customer/address?addressID=a%00b', 'DELETE')],
    [
      'address create (JSON)',
      json('customer', 'POST', '/api/customer/address', {
        name: NUL,
        mobile: '9876543210',
        pincode: '302001',
        address: NUL,
      }),
    ],
    [
      'address update (JSON)',
      json('customer', 'PUT', '/api/customer/address', { addressID: NUL, name: 'Asha Verma' }),
    ],
    ['checkout summary (path)', get('customer', '/api/customer/order-checkout/%00')],
    [
      'checkout summary (query)',
      get('customer', `/api/customer/order-checkout/${addressID}/prepaid?couponeid=%00`),
    ],
    [
      'coupon check (JSON)',
      json('customer', 'POST', '/api/customer/coupon/check', { couponeid: NUL, addressID }),
    ],
    [
      'place order (JSON)',
      json('customer', 'POST', '/api/customer/addorder', {
        addressID: NUL,
        paymentType: 'prepaid',
      }),
    ],
    ['order status (path)', get('customer', '/api/customer/order-status/%00')],
    ['order (query)', get('customer', '/api/customer/order?orderID=OD%00')],
    ['orders (query)', get('customer', '/api/customer/orders?status=%00')],
    ['cancel (multipart remark)', multipart({ orderID, remark: `Changed my mind ${NUL}` })],
    ['cancel (multipart order id)', multipart({ orderID: NUL, remark: 'Changed my mind, sorry.' })],
    [
      'review (JSON)',
      json('customer', 'POST', '/api/customer/review', {
        productID,
        orderID,
        colorID: '0',
        sizeID: '0',
        rating: 4,
        remark: `Nice ${NUL} product`,
      }),
    ],
    ['invoice (path)', get('customer', '/api/customer/invoice/%00')],
    ['profile (JSON)', json('customer', 'PUT', '/api/customer/profile', { firstName: NUL })],
    ['operator orders (query)', get('operator', '/api/admin/orders?status=%00')],
    ['operator advance (path)', get('operator', '/api/admin/orders/%00/advance', 'POST')],
    [
      'operator state (JSON)',
      json('operator', 'PUT', `/api/admin/orders/${orderID}/state`, {
        state: 'Cancelled',
        reason: NUL,
      }),
    ],
    [
      'operator stock (JSON)',
      json('operator', 'PUT', '/api/admin/stock', { productID: NUL, stock: 1 }),
    ],
    [
      'operator coupon (JSON)',
      json('operator', 'POST', '/api/admin/coupons', {
        code: 'NUL0',
        kind: 'flat',
        value: 1,
        startsAt: `2026${NUL}`,
      }),
    ],
    [
      'operator seller approval (path)',
      get('operator', `/api/admin/sellers/${sellerID}%00/approve`, 'POST'),
    ],
    [
      'operator create (JSON)',
      json('operator', 'POST', '/api/admin/admins', {
        email: `x${NUL}@example.in`,
        password: 'Secret@12345',
      }),
    ],
    ['sandbox payment page (path)', get('signed out', '/api/payments/sandbox/%00?sig=%00')],
    [
      'sandbox payment callback (form)',
      {
        method: 'POST',
        url: `/api/payments/sandbox/${orderID}?sig=a%00`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=%00&sig=%00',
      },
    ],
  ];
};

describe('a NUL byte in a JSON string, a path parameter or a query value', () => {
  it('is refused with a 400 in the envelope on every route that once answered 500', async () => {
    const wrong: string[] = [];
    for (const [name, request] of nulCases()) {
      const answer = await send(request);
      if (answer.verdict || answer.status !== 400 || !answer.body.includes('"VALIDATION_FAILED"')) {
        wrong.push(
          `${name}: ${request.method} ${request.url} → ${answer.status} ${answer.body.slice(0, 200)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the seller form', () => {
  it.each([
    ['malformed JSON', '{"firstName": "Asha",'],
    ['an empty body', ''],
    ['a __proto__ key', '{"__proto__": {"isAdmin": true}, "firstName": "Asha"}'],
    ['a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}}'],
    ['an array', '[{"firstName": "Asha"}]'],
  ])(
    'refuses %s as a client error in the envelope or its own form, polluting nothing',
    async (_name, payload) => {
      const answer = await send({
        method: 'POST',
        url: '/api/public/seller',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.status).toBe(400);
      expect(answer.verdict).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    },
  );
});

describe('the operator routes', () => {
  it('refuse a customer with 403 before looking at a bad coupon body', async () => {
    for (const body of ['{"code": 1}', '{', '']) {
      const answer = await send({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: { ...as.customer, 'content-type': 'application/json' },
        payload: body,
      });
      expect(answer.status, body).toBe(403);
      expect(answer.verdict, body).toBeUndefined();
    }
  });

  it('refuse a signed-out caller with 401 before looking at a bad coupon body', async () => {
    const answer = await send({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(answer.status).toBe(401);
    expect(answer.verdict).toBeUndefined();
  });
});

describe('a broken multipart cancel body', () => {
  it.each([
    ['a part without headers and no closing boundary', '--fuzz\r\n\r\n"x"\r\n'],
    ['a body cut after the first boundary', '--fuzz\r\nbroken'],
    [
      'a __proto__ field',
      '--fuzz\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--fuzz--\r\n',
    ],
    ['no parts at all', '--fuzz--\r\n'],
  ])('with %s is a client error in the envelope, not a 500', async (_name, payload) => {
    const answer = await send({
      method: 'PUT',
      url: '/api/customer/order/cancel',
      headers: { ...as.customer, 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload,
    });
    expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.verdict, answer.body).toBeUndefined();
  });
});

describe('an operator coupon with money past ₹2,14,74,836 (the paise columns are 32-bit)', () => {
  it.each([
    ['a flat value', { code: 'HUGEFLAT1', kind: 'flat', value: 30_000_000 }],
    ['a cap', { code: 'HUGECAP1', kind: 'percent', value: 10, maxDiscount: 30_000_000 }],
    ['a minimum order', { code: 'HUGEMIN1', kind: 'percent', value: 10, minOrder: 938_923_088 }],
  ])('with %s is refused as a client error, not a 500', async (_name, body) => {
    const answer = await send(json('operator', 'POST', '/api/admin/coupons', body));
    expect(answer.status, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.verdict, answer.body).toBeUndefined();
  });
});
