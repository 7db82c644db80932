import { backOfficeEndpointMap, endpoints, type Endpoint } from '@haat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let customer: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'cus_demo');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('who may call is decided before the body is read', () => {
  it("a customer's bad body to an operator call is 403, with no field messages", async () => {
    const res = await post('/api/admin/coupons', { code: 7, kind: [] }, customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Operators only.' });
    expect(res.json().validation).toBeUndefined();
  });

  it('a signed-out bad body to a customer call is 401, with no field messages', async () => {
    const res = await post('/api/customer/address', { pincode: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(401);
    expect(res.json().validation).toBeUndefined();
  });

  it('a signed-out malformed JSON body to a customer call is 401, not a parse error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/cart',
      headers: { 'content-type': 'application/json' },
      payload: '{"productID": ',
    });
    expect(res.statusCode).toBe(401);
  });

  it('the same bad body from the right caller gets the field messages', async () => {
    const res = await post('/api/customer/address', { pincode: 'x' }, customer);
    expect(res.statusCode).toBe(400);
    expect(res.json().validation).toBeDefined();
  });
});

describe('who may call comes from the endpoint declaration', () => {
  const declared = [
    ...Object.values(endpoints),
    ...Object.values(backOfficeEndpointMap),
  ] as Endpoint[];
  const call = (endpoint: Endpoint, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: endpoint.method,
      url: `/api${endpoint.path.replace(/:\w+/g, 'x1')}`,
      headers,
    });
  const named = (auths: Array<Endpoint['auth']>) =>
    declared
      .filter((endpoint) => auths.includes(endpoint.auth))
      .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);

  it.each(named(['customer', 'admin', 'seller', 'backOffice']))(
    '%s is 401 without a session',
    async (_, endpoint) => {
      expect((await call(endpoint)).statusCode).toBe(401);
    },
  );

  it.each(named(['admin', 'seller', 'backOffice']))(
    "%s is 403 with a shopper's session",
    async (_, endpoint) => {
      expect((await call(endpoint, customer)).statusCode).toBe(403);
    },
  );
});
