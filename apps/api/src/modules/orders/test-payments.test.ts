// A real shop taking test payments (TEST_PAYMENTS=true, docs/decisions/going-live.md): an order the
// sandbox gateway marked paid was paid by nobody, so neither the operator, nor its seller, nor the
// command line may ship it or move it past Packed; it may still be packed and cancelled. A cash on
// delivery order of the same shop ships as ever, and the demo's sandbox-paid orders ship as before.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { nextIp } from '../../../test/accounts.ts';
import { buildAppOn, createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { TEST_CAPTCHA, placeCodOrder, placeOrder } from '../../../test/orders.fixtures.ts';
import { FORM_HEADERS, splitGatewayUrl } from '../../../test/payments.fixtures.ts';
import {
  auditLog,
  orderEvents,
  orders,
  products,
  refunds,
  sellers,
} from '../../db/schema/index.ts';
import { systemClock } from '../../lib/clock.ts';
import type { ShopMode } from '../../lib/shop-mode.ts';
import { createStorage } from '../../lib/storage.ts';
import { createOperatorActions } from '../admin/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../seed/index.ts';
import { isTestPaidOrder, TEST_PAID_REFUSAL } from './index.ts';

const TEST_SHOP: ShopMode = { kind: 'real', testPayments: true, messagesInFiles: true };

let t: TestApp;
/** The demo on the same database: a second app, as a server started on a demo would be. */
let demo: FastifyInstance;
let product: typeof products.$inferSelect;
let operator: { authorization: string };
let seller: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA }, shop: TEST_SHOP });
  demo = await buildAppOn(t.db, { config: t.config, clock: systemClock });
  const [row] = await t.db
    .select({ product: products, sellerEmail: sellers.email })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(eq(products.hasVariants, false), gt(products.stock, 40), eq(sellers.status, 'approved')),
    )
    .limit(1);
  if (!row) throw new Error('the seed has no flat product of an approved seller in stock');
  product = row.product;
  operator = await signInOperator(t);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: row.sellerEmail, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  if (login.statusCode !== 200) throw new Error(`seller login failed: ${login.body}`);
  seller = { authorization: `Bearer ${login.json().token as string}` };
});

afterAll(async () => {
  await demo?.close();
  await t?.close();
});

/** A new shopper's order, paid on the sandbox gateway's page with its Pay button. */
async function sandboxPaidOrder(index: number): Promise<string> {
  const placed = await placeOrder(t, {
    productId: product.id,
    index,
    pieces: 1,
    paymentType: 'prepaid',
  });
  if (placed.answer.status !== 2 || typeof placed.answer.data !== 'object') {
    throw new Error(`expected the gateway's address, got ${JSON.stringify(placed.answer)}`);
  }
  const { path, sig } = splitGatewayUrl(placed.answer.data.url);
  // The gateway's page says what kind of shop this is, as every page of it does.
  const gateway = await t.app.inject({ method: 'GET', url: placed.answer.data.url });
  expect(gateway.body).toContain('role="note">Test shop — no real money</p>');
  const paid = await t.app.inject({
    method: 'POST',
    url: path,
    headers: FORM_HEADERS,
    payload: `sig=${sig}&outcome=pay`,
  });
  expect(paid.statusCode, paid.body).toBe(303);
  const orderId = decodeURIComponent(path.split('/').at(-1) ?? '');
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'sandbox' });
  return orderId;
}

const advance = (app: FastifyInstance, orderId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/advance`,
    headers: operator,
  });

const setState = (orderId: string, state: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/state`,
    headers: operator,
    payload: { state },
  });

const recordShipment = (orderId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/seller/orders/${orderId}/shipment`,
    headers: seller,
    payload,
  });

/** What a refused move must leave as it was: the order, its timeline and the audit log. */
async function snapshot(orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const audits = await t.db.select().from(auditLog).where(eq(auditLog.target, orderId));
  return {
    shippingStatus: order?.shippingStatus,
    status: order?.status,
    updatedAt: order?.updatedAt,
    events: events.length,
    audits: audits.length,
  };
}

function expectRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({
    status: 'error',
    code: 'CONFLICT',
    message: TEST_PAID_REFUSAL,
  });
}

describe('a test-paid order in a real shop with test payments', () => {
  it('is packed, but the operator cannot ship it, by the next step or by naming the state', async () => {
    const orderId = await sandboxPaidOrder(1);
    expect(await isTestPaidOrder(t.db, TEST_SHOP, orderId)).toBe(true);
    expect((await advance(t.app, orderId)).statusCode).toBe(200);
    const packed = await snapshot(orderId);
    expect(packed.shippingStatus).toBe('Packed');

    expectRefused(await advance(t.app, orderId));
    expectRefused(await setState(orderId, 'Shipped'));
    expect(await snapshot(orderId)).toEqual(packed);
  });

  it('cannot be marked shipped by its seller, though the seller may pack it', async () => {
    const orderId = await sandboxPaidOrder(2);
    const packedAnswer = await recordShipment(orderId, { state: 'Packed' });
    expect(packedAnswer.statusCode, packedAnswer.body).toBe(200);
    const packed = await snapshot(orderId);

    expectRefused(
      await recordShipment(orderId, {
        state: 'Shipped',
        courier: 'Delhivery',
        trackingNumber: 'DL12345678',
      }),
    );
    expect(await snapshot(orderId)).toEqual(packed);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${orderId}`,
      headers: seller,
    });
    expect(detail.json().data.shipments[0]).toMatchObject({ state: 'Packed', courier: null });
  });

  it('cannot be shipped from the command line on the database either', async () => {
    const orderId = await sandboxPaidOrder(3);
    const actions = createOperatorActions(
      { db: t.db, clock: systemClock, storage: createStorage(t.config), shop: TEST_SHOP },
      'cli:test',
    );
    await actions.advanceOrder(orderId);
    await expect(actions.advanceOrder(orderId)).rejects.toThrow(TEST_PAID_REFUSAL);
    await expect(actions.setOrderState(orderId, { state: 'Shipped' })).rejects.toThrow(
      TEST_PAID_REFUSAL,
    );
    expect((await snapshot(orderId)).shippingStatus).toBe('Packed');
  });

  it('can be cancelled, its test payment owed back', async () => {
    const orderId = await sandboxPaidOrder(4);
    expect((await advance(t.app, orderId)).statusCode).toBe(200);
    const cancelled = await setState(orderId, 'Cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.shippingStatus).toBe('Cancelled');
    const owed = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(owed).toMatchObject([
      { amountPaise: order?.payablePaise, method: 'gateway', provider: 'sandbox' },
    ]);
  });
});

describe('the other orders', () => {
  it('a cash on delivery order of the same shop ships, and is not test-paid', async () => {
    const { orderId } = await placeCodOrder(t, { productId: product.id, index: 5, pieces: 1 });
    expect(await isTestPaidOrder(t.db, TEST_SHOP, orderId)).toBe(false);
    for (const to of ['Packed', 'Shipped']) {
      const res = await advance(t.app, orderId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.to).toBe(to);
    }
    const shipped = await recordShipment(orderId, { state: 'Delivered' });
    expect(shipped.statusCode, shipped.body).toBe(200);
  });

  it('in the demo, a sandbox-paid order ships as before', async () => {
    const orderId = await sandboxPaidOrder(6);
    const unknown = { method: 'GET', url: '/api/payments/sandbox/OD000000000000?sig=x' } as const;
    const [real, demos] = [await t.app.inject(unknown), await demo.inject(unknown)];
    expect([real.statusCode, demos.statusCode]).toEqual([404, 404]);
    expect(real.body).toContain('Test shop — no real money');
    expect(demos.body).not.toContain('Test shop');
    expect(await isTestPaidOrder(t.db, { kind: 'demo' }, orderId)).toBe(false);
    for (const to of ['Packed', 'Shipped', 'Out for delivery', 'Delivered']) {
      const res = await advance(demo, orderId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.to).toBe(to);
    }
  });
});
