import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { buildPath } from './route-path.ts';
import { endpoints } from './endpoints.ts';
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from './endpoint.ts';
import type { LoginAnswer } from './auth.ts';
import type { CartUpdateBodyInput } from './cart.ts';
import { selectProductsCall } from './catalog.ts';

const expected: Array<[keyof typeof endpoints, Endpoint['method'], string]> = [
  ['health', 'GET', '/health'],
  ['ready', 'GET', '/ready'],
  ['shopPolicy', 'GET', '/public/shop-policy'],
  ['login', 'POST', '/auth/login'],
  ['sendOtp', 'POST', '/auth/send/otp'],
  ['verifyOtp', 'GET', '/auth/verify/otp'],
  ['verifyOtpPost', 'POST', '/auth/verify/otp'],
  ['logout', 'POST', '/auth/logout'],
  ['createCustomer', 'POST', '/public/customer'],
  ['searchProducts', 'GET', '/public/products'],
  ['demoProducts', 'GET', '/public/products'],
  ['listProducts', 'GET', '/public/products'],
  ['product', 'GET', '/public/product'],
  ['sellerPage', 'GET', '/public/sellers/:slug'],
  ['categories', 'GET', '/public/categories'],
  ['menus', 'GET', '/public/menus'],
  ['homeOffer', 'GET', '/public/home/offer'],
  ['pincodeAvailability', 'GET', '/public/availability/pincode/:pincode'],
  ['pincodeLookup', 'GET', '/location/pincode/:pincode'],
  ['trackOrder', 'GET', '/public/order/:trakingid'],
  ['registerSeller', 'POST', '/public/seller'],
  ['contact', 'POST', '/public/contact'],
  ['subscribe', 'POST', '/public/subscribe'],
  ['cart', 'GET', '/customer/cart'],
  ['cartUpdate', 'POST', '/customer/cart'],
  ['cartMerge', 'POST', '/customer/multi-product/cart'],
  ['wishlist', 'GET', '/customer/wishlist'],
  ['wishlistAdd', 'POST', '/customer/wishlist'],
  ['wishlistRemove', 'DELETE', '/customer/wishlist'],
  ['addresses', 'GET', '/customer/addresses'],
  ['address', 'GET', '/customer/address'],
  ['addressCreate', 'POST', '/customer/address'],
  ['addressUpdate', 'PUT', '/customer/address'],
  ['addressDelete', 'DELETE', '/customer/address'],
  ['orderCheckout', 'GET', '/customer/order-checkout/:addressID'],
  ['orderCheckoutByPayment', 'GET', '/customer/order-checkout/:addressID/:paymentType'],
  ['couponCheck', 'POST', '/customer/coupon/check'],
  ['captcha', 'GET', '/customer/captcha'],
  ['addOrder', 'POST', '/customer/addorder'],
  ['orders', 'GET', '/customer/orders'],
  ['order', 'GET', '/customer/order'],
  ['orderStatus', 'GET', '/customer/order-status/:id'],
  ['orderCancel', 'PUT', '/customer/order/cancel'],
  ['review', 'POST', '/customer/review'],
  ['invoice', 'GET', '/customer/invoice/:orderID'],
  ['creditNote', 'GET', '/customer/credit-note/:orderID'],
  ['orderCancelItems', 'PUT', '/customer/order/cancel-items'],
  ['orderReattempt', 'POST', '/customer/order/reattempt'],
  ['returnPhoto', 'POST', '/customer/return-photo'],
  ['returnRequest', 'POST', '/customer/returns'],
  ['returnCancel', 'PUT', '/customer/returns/:returnID/cancel'],
  ['returnCreditNote', 'GET', '/customer/returns/:returnID/credit-note'],
  ['profile', 'GET', '/customer/profile'],
  ['profileUpdate', 'PUT', '/customer/profile'],
  ['passwordChange', 'PUT', '/customer/password'],
  ['entityDetails', 'GET', '/public/entity'],
  ['grievanceFile', 'POST', '/customer/grievances'],
  ['grievanceStatus', 'GET', '/public/grievances/:ticket'],
  ['personalData', 'GET', '/customer/personal-data'],
  ['marketingConsent', 'GET', '/customer/marketing-consent'],
  ['marketingConsentUpdate', 'PUT', '/customer/marketing-consent'],
  ['accountDeletionOtp', 'POST', '/customer/account/deletion-otp'],
  ['accountDelete', 'POST', '/customer/account/delete'],
  ['whatsappAvailability', 'GET', '/public/whatsapp'],
  ['whatsappChoice', 'GET', '/customer/whatsapp'],
  ['whatsappChoiceUpdate', 'PUT', '/customer/whatsapp'],
];

const allEndpoints: Array<[string, Endpoint]> = Object.entries(endpoints);

describe('the endpoint map', () => {
  it.each(expected)('%s is %s %s', (name, method, path) => {
    expect(endpoints[name].method).toBe(method);
    expect(endpoints[name].path).toBe(path);
  });

  it('holds exactly the agreed calls, no more', () => {
    expect(Object.keys(endpoints).sort()).toEqual(expected.map(([name]) => name).sort());
  });

  it('asks for a signed-in customer on every /customer call and logout, and on no other', () => {
    for (const [name, endpoint] of allEndpoints) {
      const isSignedIn = endpoint.path.startsWith('/customer/') || name === 'logout';
      const expectedAuth = isSignedIn ? 'customer' : 'public';
      expect({ name, auth: endpoint.auth }).toEqual({ name, auth: expectedAuth });
    }
  });

  it('names every :param of a path in its params schema', () => {
    for (const [name, endpoint] of allEndpoints) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
      const inSchema =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect({ name, params: inSchema.sort() }).toEqual({ name, params: inPath.sort() });
    }
  });

  it('sends the order cancel and a complaint as multipart, the invoice and credit notes as PDFs, and nothing else so', () => {
    const multipart = allEndpoints
      .filter(([, endpoint]) => endpoint.multipart)
      .map(([name]) => name);
    const pdf = allEndpoints.filter(([, endpoint]) => endpoint.produces).map(([name]) => name);
    expect(multipart).toEqual(['orderCancel', 'grievanceFile']);
    expect(pdf).toEqual(['invoice', 'creditNote', 'returnCreditNote']);
  });

  it('gives every JSON answer a schema the server can serialise (no one-way transforms)', () => {
    // Control: a transform in an answer is exactly what this check catches.
    expect(() => z.toJSONSchema(z.string().transform(Number), { io: 'output' })).toThrow();
    for (const [name, endpoint] of allEndpoints) {
      if (endpoint.produces) continue;
      expect(() => z.toJSONSchema(endpoint.answer, { io: 'output' }), name).not.toThrow();
    }
  });

  it('gives every request schema a JSON Schema for the API documentation', () => {
    for (const [name, endpoint] of allEndpoints) {
      for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' }), name).not.toThrow();
      }
    }
  });
});

describe('buildPath', () => {
  it('fills and encodes the path parameters', () => {
    expect(buildPath(endpoints.trackOrder.path, { trakingid: 'HT 42' })).toBe(
      '/public/order/HT%2042',
    );
    expect(
      buildPath(endpoints.orderCheckoutByPayment.path, { addressID: 'a1', paymentType: 'cod' }),
    ).toBe('/customer/order-checkout/a1/cod');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildPath(endpoints.invoice.path)).toThrow(/orderID/);
  });
});

describe('the shared GET /public/products route', () => {
  it('is a search when the query has search, the demo list when empty, else a listing', () => {
    expect(selectProductsCall({ search: 'saree' })).toBe('search');
    expect(selectProductsCall({})).toBe('demo');
    expect(selectProductsCall({ limit: '28' })).toBe('list');
  });
});

describe('the types of a call', () => {
  it('come from its schemas', () => {
    expectTypeOf<AnswerOf<typeof endpoints.login>>().toEqualTypeOf<LoginAnswer>();
    expectTypeOf<QueryOf<typeof endpoints.orders>>().toEqualTypeOf<{ status: 1 | 2 | 4 | -1 }>();
    expectTypeOf<ParamsOf<typeof endpoints.trackOrder>>().toEqualTypeOf<{ trakingid: string }>();
    expectTypeOf<BodyOf<typeof endpoints.cartUpdate>>().toEqualTypeOf<CartUpdateBodyInput>();
    expectTypeOf<QueryOf<typeof endpoints.listProducts>['limit']>().toEqualTypeOf<
      number | undefined
    >();
    expectTypeOf<QueryOf<typeof endpoints.listProducts>['orderBy']>().toEqualTypeOf<
      '' | 1 | -1 | undefined
    >();
  });
});
