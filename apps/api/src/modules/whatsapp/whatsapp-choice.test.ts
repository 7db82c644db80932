// The shopper's choice of WhatsApp updates made with the form it belongs to: ticked at
// registration (with the new account) or at checkout (with the order, so the order's own "placed"
// update already goes on WhatsApp), and whether the shop offers WhatsApp at all.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { bearer, logIn, newShopperForm, verifyMobile } from '../../../test/accounts.ts';
import { flatProductInStock, placeCodOrder, TEST_CAPTCHA } from '../../../test/orders.fixtures.ts';
import {
  startWhatsAppStandIn,
  whatsappEnv,
  type WhatsAppStandIn,
} from '../../../test/whatsapp-stand-in.ts';
import { UNTIL } from '../../../test/waiting.ts';
import { customers, notifications, whatsappConsents } from '../../db/schema/index.ts';

let standIn: WhatsAppStandIn;
let t: TestApp;
let productId: string;

beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
  t = await createTestApp({ env: { ...whatsappEnv(standIn), HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  productId = (await flatProductInStock(t)).id;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const consentOf = async (app: TestApp, customerId: string) =>
  (
    await app.db.select().from(whatsappConsents).where(eq(whatsappConsents.customerId, customerId))
  )[0] ?? null;

async function register(app: TestApp, extra: Record<string, unknown>) {
  const form = newShopperForm();
  await verifyMobile(app.app, app.dataDir, form.mobile);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/public/customer',
    payload: { ...form, ...extra },
  });
  const [customer] = await app.db.select().from(customers).where(eq(customers.email, form.email));
  return { res, form, customerId: customer?.id ?? null };
}

describe('the choice made with its form', () => {
  it('the shop says whether it sends WhatsApp updates, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/whatsapp' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { available: true } });
  });

  it('ticked at registration: the new account has it on, from registration; unticked: off, nothing stored', async () => {
    const ticked = await register(t, { whatsappUpdates: true });
    expect(ticked.res.statusCode, ticked.res.body).toBe(200);
    expect(await consentOf(t, ticked.customerId!)).toMatchObject({
      orderUpdates: true,
      source: 'registration',
    });
    const token = await logIn(t.app, ticked.form.email, ticked.form.password);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customer/whatsapp',
      headers: bearer(token),
    });
    expect(read.json().data).toEqual({
      available: true,
      orderUpdates: true,
      mobile: ticked.form.mobile,
      source: 'registration',
    });

    const unticked = await register(t, { whatsappUpdates: false });
    expect(unticked.res.statusCode).toBe(200);
    expect(await consentOf(t, unticked.customerId!)).toBeNull();
  });

  it('ticked at checkout: recorded with the order, whose own "placed" update goes on WhatsApp', async () => {
    const placed = await placeCodOrder(t, {
      productId,
      index: 41,
      extraBody: { whatsappUpdates: true },
    });
    expect(await consentOf(t, placed.customerId)).toMatchObject({
      orderUpdates: true,
      source: 'checkout',
    });
    await vi.waitFor(async () => {
      const rows = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.orderId, placed.orderId));
      const placedRows = rows.filter((row) => row.kind === 'placed');
      expect(placedRows.map((row) => row.channel).sort()).toEqual(['email', 'whatsapp']);
    }, UNTIL);
  });

  it('unticked at checkout turns it off; left out, the choice stays as it was', async () => {
    const off = await placeCodOrder(t, {
      productId,
      index: 42,
      beforePlacing: async (headers) => {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/customer/whatsapp',
          headers,
          payload: { orderUpdates: true, source: 'account' },
        });
        expect(res.statusCode).toBe(200);
      },
      extraBody: { whatsappUpdates: false },
    });
    expect(await consentOf(t, off.customerId)).toMatchObject({
      orderUpdates: false,
      source: 'checkout',
    });

    const kept = await placeCodOrder(t, {
      productId,
      index: 43,
      beforePlacing: async (headers) => {
        await t.app.inject({
          method: 'PUT',
          url: '/api/customer/whatsapp',
          headers,
          payload: { orderUpdates: true, source: 'account' },
        });
      },
    });
    expect(await consentOf(t, kept.customerId)).toMatchObject({
      orderUpdates: true,
      source: 'account',
    });
  });
});

describe('a shop without WhatsApp', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('says so, and refuses a registration that asks for WhatsApp updates, creating nothing', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/api/public/whatsapp' });
    expect(res.json().data).toEqual({ available: false });

    const refused = await register(off, { whatsappUpdates: true });
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.json().message).toMatch(/does not send order updates on WhatsApp/);
    expect(refused.customerId).toBeNull();

    const plain = await register(off, {});
    expect(plain.res.statusCode).toBe(200);
    expect(await consentOf(off, plain.customerId!)).toBeNull();
  });
});
