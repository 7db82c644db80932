import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/helper.ts';
import { DEMO_ADMIN } from '../seed/index.ts';

let t: TestApp;
let customer: { authorization: string };
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'cus_demo');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  operator = login.json().token;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('who may keep an answer', () => {
  it.each([
    ['/api/customer/cart'],
    ['/api/customer/profile'],
    ['/api/customer/addresses'],
    ['/api/customer/orders?status=1'],
  ])('%s is never stored, signed in or refused', async (url) => {
    const mine = await get(url, customer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const refused = await get(url);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('an operator answer is never stored', async () => {
    const res = await get('/api/admin/orders', { authorization: `Bearer ${operator}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a signed-in copy of a listing is private and not stored; the public one varies on the session headers', async () => {
    const url = '/api/public/products?limit=28';
    const mine = await get(url, { token: customer.authorization.replace('Bearer ', '') });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const everyone = await get(url);
    expect(everyone.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(everyone.headers.vary).toBe('Authorization, token, Accept-Encoding, Accept-Language');
  });

  it('a public answer that chose no policy is not stored either', async () => {
    const res = await get('/api/location/pincode/110001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
