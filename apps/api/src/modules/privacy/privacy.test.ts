import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { bearer, logIn, nextIp, readLatestOtp, registerShopper } from '../../../test/accounts.ts';
import {
  advanceOrder,
  flatProductInStock,
  placeCodOrder,
  TEST_CAPTCHA,
} from '../../../test/orders.fixtures.ts';
import { readPdfText } from '../../../test/invoices.fixtures.ts';
import {
  addresses,
  consentRecords,
  customers,
  orders,
  wishlistItems,
} from '../../db/schema/index.ts';
import { OPEN_ORDER_REFUSAL } from './privacy.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers,
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

async function mobileOf(customerId: string): Promise<string> {
  const [row] = await t.db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new Error('no such customer');
  return row.mobile;
}

describe('marketing consent', () => {
  it('is off until the shopper turns it on, and each change is recorded with its time', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const headers = bearer(await logIn(t.app, shopper.email, shopper.password));
    const first = await call('GET', '/api/customer/marketing-consent', headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ granted: false, history: [] });

    const on = await call('PUT', '/api/customer/marketing-consent', headers, { granted: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.granted).toBe(true);
    // The same choice again records nothing new.
    await call('PUT', '/api/customer/marketing-consent', headers, { granted: true });
    const off = await call('PUT', '/api/customer/marketing-consent', headers, { granted: false });
    expect(off.json().data.granted).toBe(false);
    expect(off.json().data.history.map((row: { granted: boolean }) => row.granted)).toEqual([
      true,
      false,
    ]);
    for (const row of off.json().data.history as Array<{ recordedAt: string }>) {
      expect(Number.isNaN(Date.parse(row.recordedAt))).toBe(false);
    }
  });

  it('refuses a body that is not a yes or no', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const headers = bearer(await logIn(t.app, shopper.email, shopper.password));
    const res = await call('PUT', '/api/customer/marketing-consent', headers, { granted: 'yes' });
    expect(res.statusCode).toBe(400);
  });
});

describe('download my data', () => {
  it('answers a JSON file of the profile, addresses, cart, wishlist, orders, consent and messages', async () => {
    const product = await flatProductInStock(t);
    const { customerId, orderId, headers } = await placeCodOrder(t, {
      productId: product.id,
      index: 901,
      pieces: 1,
    });
    await call('POST', '/api/customer/wishlist', headers, { productID: product.id });
    await call('PUT', '/api/customer/marketing-consent', headers, { granted: true });
    const res = await call('GET', '/api/customer/personal-data', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json().data;
    expect(data.profile.id).toBe(customerId);
    expect(data.profile.mobile).toBe(await mobileOf(customerId));
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);
    expect(data.orders[0].lines).toHaveLength(1);
    expect(data.orders[0].shippingAddress.name).toBe(data.addresses[0].name);
    expect(data.marketingConsent.granted).toBe(true);
    for (const part of [
      'cart',
      'wishlist',
      'returns',
      'reviews',
      'invoices',
      'payments',
      'messagesSent',
      'contactMessages',
      'newsletter',
    ]) {
      expect(data).toHaveProperty(part);
    }
    const wished = await t.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId));
    expect(data.wishlist).toHaveLength(wished.length);
  });

  it('is only for a signed-in shopper', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/personal-data' });
    expect(res.statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it('is refused while an order is open, before and after a code, and nothing changes', async () => {
    const product = await flatProductInStock(t);
    const { customerId, headers } = await placeCodOrder(t, {
      productId: product.id,
      index: 902,
      pieces: 1,
    });
    const asked = await call('POST', '/api/customer/account/deletion-otp', headers);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(OPEN_ORDER_REFUSAL);
    const res = await call('POST', '/api/customer/account/delete', headers, { otp: '123456' });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row?.deletedAt).toBeNull();
    expect((await call('GET', '/api/customer/profile', headers)).statusCode).toBe(200);
  });

  it('is refused with a wrong code, and nothing changes', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const headers = bearer(await logIn(t.app, shopper.email, shopper.password));
    const asked = await call('POST', '/api/customer/account/deletion-otp', headers);
    expect(asked.statusCode).toBe(200);
    const code = readLatestOtp(t.dataDir, shopper.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await call('POST', '/api/customer/account/delete', headers, { otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.otp).toBe('Invalid OTP.');
    // A code for registration is not a code for deletion either.
    expect((await call('GET', '/api/customer/profile', headers)).statusCode).toBe(200);
    await logIn(t.app, shopper.email, shopper.password);
  });

  it('erases the account with the code from its mobile; the invoice stays in the back office', async () => {
    const product = await flatProductInStock(t);
    const placed = await placeCodOrder(t, { productId: product.id, index: 903, pieces: 1 });
    const operator = await signInOperator(t);
    await advanceOrder(t, { orderId: placed.orderId, operator, steps: 4 });
    const before = await call('GET', `/api/admin/orders/${placed.orderId}/invoice`, operator);
    expect(before.statusCode).toBe(200);
    const mobile = await mobileOf(placed.customerId);
    await call('PUT', '/api/customer/marketing-consent', placed.headers, { granted: true });

    const asked = await call('POST', '/api/customer/account/deletion-otp', placed.headers);
    expect(asked.statusCode).toBe(200);
    const otp = readLatestOtp(t.dataDir, mobile);
    const res = await call('POST', '/api/customer/account/delete', placed.headers, { otp });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account has been deleted.');

    // The old session is over, and the account is no one's now.
    expect((await call('GET', '/api/customer/profile', placed.headers)).statusCode).toBe(401);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, placed.customerId));
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.mobile).not.toBe(mobile);
    expect(row?.email).toMatch(/@erased\.invalid$/);
    expect(row?.firstName).toBe('Deleted');
    expect(
      await t.db.select().from(addresses).where(eq(addresses.customerId, placed.customerId)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.customerId, placed.customerId)),
    ).toEqual([]);
    // The order keeps its money and its place of supply, not the address.
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const address = order?.shippingAddress as Record<string, string>;
    expect(address.name).toBe('Deleted customer');
    expect(address.mobile).toBe('');
    expect(address.address).toBe('');
    expect(address.state).not.toBe('');
    expect(order?.totalPaise).toBeGreaterThan(0);

    // The invoice as issued is still the operator's to read.
    const after = await call('GET', `/api/admin/orders/${placed.orderId}/invoice`, operator);
    expect(after.statusCode).toBe(200);
    expect(readPdfText(after.rawPayload)).toBe(readPdfText(before.rawPayload));

    // The mobile may register again.
    await registerShopper(t.app, t.dataDir, { mobile });
  });

  it('leaves a signed-in shopper unable to log in again after deletion', async () => {
    const shopper = await registerShopper(t.app, t.dataDir);
    const token = await logIn(t.app, shopper.email, shopper.password);
    const headers = bearer(token);
    await call('POST', '/api/customer/account/deletion-otp', headers);
    const otp = readLatestOtp(t.dataDir, shopper.mobile);
    expect((await call('POST', '/api/customer/account/delete', headers, { otp })).statusCode).toBe(
      200,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(401);
    // A second deletion with the same session is a 401, not a crash.
    const again = await call('POST', '/api/customer/account/delete', headers, { otp });
    expect(again.statusCode).toBe(401);
  });
});
