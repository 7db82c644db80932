import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { MINUTE, bearer, createTestClock, logIn, nextIp } from '../../../test/accounts.ts';
import { customers, serverSecrets } from '../../db/schema/index.ts';
import { DEMO_ADMIN, DEMO_ADMIN_ID, DEMO_CUSTOMER } from '../../seed/index.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const OTHER_CUSTOMER_ID = 'cus_000002';

const login = (email: string, password: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });

const getProfile = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/customer/profile', headers });

const decodePart = (token: string, index: 0 | 1) =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8'));
const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('login', () => {
  it('answers an HS256 token with unique_name, role, version and a 7-day expiry', async () => {
    const res = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: 'Login successful.' });
    expect(decodePart(body.token, 0)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodePart(body.token, 1);
    expect(claims).toEqual({
      unique_name: 'cus_demo',
      role: 'customer',
      ver: 0,
      iat: clock.now().getTime() / 1000,
      exp: clock.now().getTime() / 1000 + 7 * 24 * 3600,
    });
  });

  it('matches the e-mail without regard to letter case or spaces', async () => {
    const res = await login('  Demo@HAAT.in ', DEMO_CUSTOMER.password);
    expect(res.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail the very same answer', async () => {
    const wrongPassword = await login(DEMO_CUSTOMER.email, 'Demo@12346');
    const unknownEmail = await login('nobody@haat.in', DEMO_CUSTOMER.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      status: 'error',
      code: 'UNAUTHENTICATED',
      message: 'Invalid e-mail or password.',
      Message: 'Invalid e-mail or password.',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses an empty user name with a validation message', async () => {
    const res = await login('', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.email).toBe('Required.');
  });

  it('refuses the 11th failed attempt at one account, even with the right password', async () => {
    const email = 'rohan.mehta@example.in';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(email, `wrong-${attempt}`)).statusCode).toBe(401);
    }
    const eleventh = await login(email, 'Shop@12345');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    // Other accounts are not locked by it.
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login(email, 'Shop@12345')).statusCode).toBe(200);
  });

  it('forgets earlier failures once the account logs in successfully', async () => {
    const email = 'rohan.mehta@example.in';
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt <= 9; attempt += 1) await login(email, 'wrong');
      expect((await login(email, 'Shop@12345')).statusCode).toBe(200);
    }
  });

  it('refuses the 31st failed attempt from one address, across accounts', async () => {
    const address = nextIp();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const res = await login(`nobody${attempt}@haat.in`, 'wrong-password', address);
      expect(res.statusCode).toBe(401);
    }
    const refused = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, address);
    expect(refused.statusCode).toBe(429);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).statusCode).toBe(200);
  });

  it('keeps a generated signing secret in the database, not in DATA_DIR', async () => {
    await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const rows = await t.db.select().from(serverSecrets);
    expect(rows.map(({ name, value }) => ({ name, value }))).toEqual([
      { name: 'signing', value: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(existsSync(path.join(t.dataDir, 'jwt-secret'))).toBe(false);
  });
});

describe('the token on /customer calls', () => {
  it('opens the profile with a valid token', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await getProfile(bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO_CUSTOMER.email);
  });

  it('refuses a call without a token with 401', async () => {
    const res = await getProfile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please log in to continue.',
    });
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const [header, , signature] = token.split('.');
    const claims = { ...decodePart(token, 1), unique_name: OTHER_CUSTOMER_ID };
    const tampered = `${header}.${encodePart(claims)}.${signature}`;
    const res = await getProfile(bearer(tampered));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in again.');
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const unsigned = `${encodePart({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1]}.`;
    const res = await getProfile(bearer(unsigned));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in again.');
  });

  it('refuses a token signed with another secret', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const forged = await new SignJWT({ unique_name: 'cus_demo', role: 'customer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('a'.repeat(64)));
    expect((await getProfile(bearer(forged))).statusCode).toBe(401);
  });

  it('refuses a token past its expiry', async () => {
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    clock.advance(7 * 24 * 60 * MINUTE - MINUTE);
    expect((await getProfile(bearer(token))).statusCode).toBe(200);
    clock.advance(2 * MINUTE);
    const res = await getProfile(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in again.');
  });

  it('refuses garbage and other schemes than Bearer', async () => {
    expect((await getProfile(bearer('not-a-jwt'))).statusCode).toBe(401);
    const token = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await getProfile({ authorization: `Basic ${token}` })).statusCode).toBe(401);
    expect((await getProfile({ authorization: `bearer ${token}` })).statusCode).toBe(200);
  });

  it('answers an operator token on a customer call 403: signed in, but not a shopper', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect((await getProfile(bearer(res.json().token))).statusCode).toBe(403);
  });
});

describe('logout', () => {
  it('revokes the token it was called with and every other one of the customer', async () => {
    const phone = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const laptop = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(phone),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: 'You have been logged out.' });
    expect((await getProfile(bearer(phone))).statusCode).toBe(401);
    expect((await getProfile(bearer(laptop))).statusCode).toBe(401);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, 'cus_demo'));
    expect(row?.tokenVersion).toBeGreaterThanOrEqual(1);
    // Logging in again gives a working token.
    const fresh = await logIn(t.app, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await getProfile(bearer(fresh))).statusCode).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('operator login', () => {
  it('answers a token with role admin for the operator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    expect(decodePart(res.json().token, 1)).toMatchObject({
      unique_name: DEMO_ADMIN_ID,
      role: 'admin',
      ver: 0,
    });
  });

  it('does not let a customer log in as an operator', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid e-mail or password.');
  });
});
