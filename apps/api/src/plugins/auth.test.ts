import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { customers } from '../db/schema/index.ts';
import { markSessionsChanged } from '../lib/session-versions.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { bearer, createTestClock } from '../../test/accounts.ts';
import { DEMO_ADMIN_ID } from '../seed/index.ts';
import { registerErrorHandler } from './error-handler.ts';
import { createAuth, findCustomerId, getAdminId, getCustomerId, type Auth } from './auth.ts';

// The preHandlers as other modules use them, on a small app of their own.
const clock = createTestClock();
let t: TestApp;
let auth: Auth;
let probe: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ clock });
  auth = createAuth({ db: t.db, config: t.config, clock });
  probe = Fastify();
  registerErrorHandler(probe);
  probe.get('/optional', { preHandler: auth.optionalCustomer }, async (request) => ({
    customerId: findCustomerId(request) ?? null,
  }));
  probe.get('/customer', { preHandler: auth.requireCustomer }, async (request) => ({
    customerId: getCustomerId(request),
  }));
  probe.get('/admin', { preHandler: auth.requireAdmin }, async (request) => ({
    adminId: getAdminId(request),
  }));
  probe.get('/unguarded', async (request) => ({ customerId: getCustomerId(request) }));
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const customerToken = () => auth.issueToken({ id: 'cus_demo', role: 'customer', tokenVersion: 0 });
const adminToken = () => auth.issueToken({ id: DEMO_ADMIN_ID, role: 'admin', tokenVersion: 0 });
const call = (url: string, headers: Record<string, string> = {}) =>
  probe.inject({ method: 'GET', url, headers });

describe('optionalCustomer', () => {
  it('sets the customer for a valid token', async () => {
    const res = await call('/optional', bearer(await customerToken()));
    expect(res.json()).toEqual({ customerId: 'cus_demo' });
  });

  it('answers a guest, a bad token and an operator token as no customer, never failing', async () => {
    expect((await call('/optional')).json()).toEqual({ customerId: null });
    const bad = await call('/optional', bearer('abc.def.ghi'));
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toEqual({ customerId: null });
    expect((await call('/optional', bearer(await adminToken()))).json()).toEqual({
      customerId: null,
    });
  });

  it('treats a token of an older version as no customer', async () => {
    const stale = await auth.issueToken({ id: 'cus_demo', role: 'customer', tokenVersion: 7 });
    expect((await call('/optional', bearer(stale))).json()).toEqual({ customerId: null });
  });
});

describe('requireCustomer and requireAdmin', () => {
  it('let each role through its own door only', async () => {
    const customer = await customerToken();
    const admin = await adminToken();
    expect((await call('/customer', bearer(customer))).json()).toEqual({ customerId: 'cus_demo' });
    expect((await call('/admin', bearer(admin))).json()).toEqual({ adminId: DEMO_ADMIN_ID });
    expect((await call('/admin')).json().message).toBe('Please log in to continue.');
  });

  it('answer 403 to a valid session of the other role: signed in, but not this door', async () => {
    const asCustomer = await call('/admin', bearer(await customerToken()));
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Operators only.' });
    const asOperator = await call('/customer', bearer(await adminToken()));
    expect(asOperator.statusCode).toBe(403);
    expect(asOperator.json().code).toBe('FORBIDDEN');
  });

  it('accept the token in a `token` header the same way (docs/spec.md §7)', async () => {
    const customer = await customerToken();
    expect((await call('/customer', { token: customer })).json()).toEqual({
      customerId: 'cus_demo',
    });
    expect((await call('/optional', { token: customer })).json()).toEqual({
      customerId: 'cus_demo',
    });
    const forged = `${customer.slice(0, -4)}AAAA`;
    expect((await call('/customer', { token: forged })).statusCode).toBe(401);
    expect((await call('/customer', { token: '' })).json().message).toBe(
      'Please log in to continue.',
    );
  });

  it('refuses a token of an account that does not exist', async () => {
    const ghost = await auth.issueToken({ id: 'cus_ghost', role: 'customer', tokenVersion: 0 });
    expect((await call('/customer', bearer(ghost))).statusCode).toBe(401);
  });

  it('getCustomerId on a route without requireCustomer is a 401, not a crash', async () => {
    const res = await call('/unguarded', bearer(await customerToken()));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('a token checked once (lib/verified-tokens.ts)', () => {
  it('is refused once it expires, though its signature was checked before', async () => {
    const token = await customerToken();
    expect((await call('/customer', bearer(token))).statusCode).toBe(200);
    clock.advance(t.config.jwtTtlHours * 3600 * 1000 - 1000);
    expect((await call('/customer', bearer(token))).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await call('/customer', bearer(token));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Please log in again.');
  });

  it('is refused after logout bumps the account version, though its signature was checked before', async () => {
    const token = await customerToken();
    expect((await call('/customer', bearer(token))).statusCode).toBe(200);
    await t.db.update(customers).set({ tokenVersion: 1 }).where(eq(customers.id, 'cus_demo'));
    // As logout does once its write has committed (lib/session-versions.ts).
    markSessionsChanged();
    try {
      expect((await call('/customer', bearer(token))).statusCode).toBe(401);
    } finally {
      await t.db.update(customers).set({ tokenVersion: 0 }).where(eq(customers.id, 'cus_demo'));
      markSessionsChanged();
    }
    expect((await call('/customer', bearer(token))).statusCode).toBe(200);
  });
});
