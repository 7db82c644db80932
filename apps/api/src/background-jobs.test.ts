// Background jobs on the embedded database: the order-events relay and notification delivery run on
// the in-process queue — the shopper gets one SMS and one e-mail per step, the invoices are issued
// when the order ships, and an expired unpaid order is released at start.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../test/helper.ts';
import {
  advanceOrder,
  TEST_CAPTCHA,
  placeCodOrder,
  placeOrder as placeOrderBy,
  flatProductInStock,
} from '../test/orders.fixtures.ts';
import { invoices, notifications, orderEvents, orders, products } from './db/schema/index.ts';
import { insertPendingOrder, readOrder } from '../test/payments.fixtures.ts';
import { UNTIL } from '../test/waiting.ts';

let t: TestApp;
let product: typeof products.$inferSelect;
let expiredWhileDown: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      HAAT_TEST_CAPTCHA: TEST_CAPTCHA,
      PUBLIC_URL: 'https://haat.example',
      // The payment sweep every second: the released order's stock must show within the test.
      PAYMENT_SWEEP_SECONDS: '1',
    },
    // Before the app starts: an online order whose payment window passed while it was down.
    beforeStart: async (db) => {
      expiredWhileDown = await insertPendingOrder(db, {
        paymentExpiresAt: new Date(Date.now() - 60_000),
      });
    },
  });
  product = await flatProductInStock(t);
});
afterAll(async () => t.close());

interface WrittenMessage {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
}

function outbox(): WrittenMessage[] {
  const messages: WrittenMessage[] = [];
  for (const channel of ['sms', 'email']) {
    const folder = path.join(t.dataDir, 'outbox', channel);
    if (!existsSync(folder)) continue;
    const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
    for (const file of files)
      messages.push(JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as WrittenMessage);
  }
  return messages;
}

const placeOrder = (index: number) =>
  placeCodOrder(t, { productId: product.id, index: 900 + index, pieces: 1 });

const messagesOf = (orderId: string) =>
  outbox().filter((message) => message.body.includes(orderId));

describe('background jobs on the embedded database', () => {
  it('releases at start an online order whose payment window passed while the server was down', async () => {
    await vi.waitFor(
      async () => expect((await readOrder(t.db, expiredWhileDown)).paymentStatus).toBe('failed'),
      UNTIL,
    );
    expect((await readOrder(t.db, expiredWhileDown)).cancelReason).toBe(
      'Payment not completed in time.',
    );
    // Its shopper is not told of a cancellation: the order was never confirmed to them.
    expect(messagesOf(expiredWhileDown)).toEqual([]);
  });

  it('stock an unpaid order gives back shows at once on the cached product answer', async () => {
    const stockShown = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/public/product?productID=${product.id}` })
      ).json().data.stock as number;
    const before = await stockShown();
    const { customerId, answer } = await placeOrderBy(t, {
      productId: product.id,
      index: 950,
      pieces: 3,
      paymentType: 'prepaid',
    });
    expect(answer.status).toBe(2);
    // Cached now, with the order's pieces taken.
    expect(await stockShown()).toBe(before - 3);
    // The window passes without an HTTP write: only the job can tell the caches.
    await t.db
      .update(orders)
      .set({ paymentExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.customerId, customerId));
    await vi.waitFor(async () => expect(await stockShown()).toBe(before), UNTIL);
  });

  it('a placed COD order sends the shopper one SMS and one e-mail', async () => {
    const { orderId } = await placeOrder(1);
    await vi.waitFor(() => expect(messagesOf(orderId)).toHaveLength(2), UNTIL);
    const [sms] = messagesOf(orderId).filter((message) => message.channel === 'sms');
    const [email] = messagesOf(orderId).filter((message) => message.channel === 'email');
    expect(sms!.body).toMatch(new RegExp(`^Haat: order ${orderId} is placed\\. Pay ₹`));
    expect(sms!.body.length).toBeLessThanOrEqual(160);
    expect(email!.subject).toBe(`Order ${orderId} placed`);
    // The storefront's tracking page (docs/spec.md §2: /order/status/{trakingid}).
    expect(email!.body).toContain('https://haat.example/order/status/');
    const rows = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it('shipping issues the invoices through the relay and tells the shopper at each step', async () => {
    const { orderId } = await placeOrder(2);
    const operator = await signInOperator(t);
    await advanceOrder(t, { orderId, operator, steps: 4 });
    await vi.waitFor(async () => {
      const unhandled = await t.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), isNull(orderEvents.handledAt)));
      expect(unhandled).toEqual([]);
      // placed, shipped, out for delivery, delivered (packed is not told): two channels each.
      expect(messagesOf(orderId)).toHaveLength(8);
    }, UNTIL);
    const issued = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(issued).toHaveLength(1);
    const subjects = messagesOf(orderId)
      .filter((message) => message.channel === 'email')
      .map((message) => message.subject)
      .sort();
    expect(subjects).toEqual(
      [
        `Order ${orderId} delivered`,
        `Order ${orderId} has shipped`,
        `Order ${orderId} is out for delivery`,
        `Order ${orderId} placed`,
      ].sort(),
    );
  });

  it('a cancelled order tells the shopper once, with the reason', async () => {
    const { orderId } = await placeOrder(3);
    const operator = await signInOperator(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/state`,
      headers: operator,
      payload: { state: 'Cancelled', reason: 'Out of stock at the seller' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          messagesOf(orderId).filter((message) => message.subject === `Order ${orderId} cancelled`),
        ).toHaveLength(1),
      UNTIL,
    );
    const email = messagesOf(orderId).find((m) => m.subject === `Order ${orderId} cancelled`);
    expect(email!.body).toContain('Reason: Out of stock at the seller');
  });
});
