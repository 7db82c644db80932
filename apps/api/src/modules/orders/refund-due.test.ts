// An order's refund due is a sum (docs/decisions/refunds.md "Refund due is a sum"): a refund
// still owed for a seller's part cancelled before shipping stays owed when the rest is cancelled
// later, after shipping with its fee or before it for free. The refunds job then pays each refund
// exactly once, and what the shopper paid is what came back plus what was kept, to the paisa.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatInr } from '@haat/india';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { readPdfText } from '../../../test/invoices.fixtures.ts';
import { TEST_CAPTCHA, requestCancel } from '../../../test/orders.fixtures.ts';
import {
  orderRow as orderRowOf,
  placePaidTwoSellerOrder,
  twoSellersProducts,
} from '../../../test/two-seller-orders.fixtures.ts';
import { UNTIL } from '../../../test/waiting.ts';
import { products, refunds } from '../../db/schema/index.ts';
import {
  RefundNotReached,
  type PaymentProvider,
  type RefundRequest,
} from '../../lib/payment-provider.ts';
import { createPaymentProvider } from '../payments/index.ts';
import { moveOrder, settleRefunds } from './index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';

/** The sandbox gateway, which the test can take down; every refund it was asked to pay. */
const gateway = { down: true, paid: [] as RefundRequest[] };
let provider: PaymentProvider;
let t: TestApp;
let operator: { authorization: string };
let first: typeof products.$inferSelect;
let second: typeof products.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({
    env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA },
    payments: (on) => {
      const sandbox = createPaymentProvider(on);
      provider = {
        ...sandbox,
        async refund(request) {
          if (gateway.down) throw new RefundNotReached('the test gateway is down');
          gateway.paid.push(request);
          return sandbox.refund(request);
        },
      };
      return provider;
    },
  });
  operator = await signInOperator(t);
  [first, second] = await twoSellersProducts(t);
});
afterAll(async () => t.close());

const orderRow = (orderId: string) => orderRowOf(t, orderId);
const refundsOf = (orderId: string) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

/** A prepaid order of both sellers' parts, one piece each, paid through the sandbox. */
const paidOrder = (index: number) => placePaidTwoSellerOrder(t, [first, second], index);

/** The second seller's part cancelled before shipping; its refund left owed (the gateway is down). */
async function cancelSecondPart(order: Awaited<ReturnType<typeof paidOrder>>) {
  const parcel = (await order.page()).shipments.find((each) => each.productIDs.includes(second.id));
  const done = await order.request('PUT', '/api/customer/order/cancel-items', {
    orderID: order.orderId,
    lineIDs: parcel!.lineIDs,
    remark: 'Found it nearby',
  });
  expect(done.statusCode, done.body).toBe(200);
  const partPaise = Math.round(done.json().data.refund * 100);
  expect(partPaise).toBeGreaterThan(0);
  // The refunds job asked for it at once and could not reach the gateway: owed, not paid back.
  await vi.waitFor(async () => {
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ amountPaise: partPaise, status: 'pending', attempts: 1 }),
    ]);
  }, UNTIL);
  expect(await orderRow(order.orderId)).toMatchObject({ refundDuePaise: partPaise });
  return partPaise;
}

/** The refunds job once the gateway is back, past the wait after its failed asks. */
async function runRefundsJob() {
  gateway.down = false;
  return settleRefunds({
    db: t.db,
    provider,
    clock: { now: () => new Date(Date.now() + 2 * 60 * 60_000) },
    siteUrl: undefined,
    log: { warn: () => {}, error: () => {} },
  });
}

const operatorAmounts = async (orderId: string) =>
  (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: operator })).json().data
    .amounts as { payable: number; refundDue: number; refunded: number };

describe('the refund due of an order cancelled in two steps', () => {
  it('after shipping, with the fee: the part still owed and the rest are both due, and both paid once', async () => {
    gateway.down = true;
    const order = await paidOrder(81);
    const partPaise = await cancelSecondPart(order);
    const restPaise = order.paidPaise - partPaise;
    expect((await orderRow(order.orderId)).payablePaise).toBe(restPaise);

    // The rest ships (its invoice issued), and the shopper cancels it with the ₹99 fee.
    for (const to of ['Packed', 'Shipped'] as const) {
      await moveOrder(t.db, {
        orderId: order.orderId,
        to,
        actor: 'test',
        now: new Date(),
        shop: DEMO_SHOP_MODE,
      });
    }
    expect((await order.request('GET', `/api/customer/invoice/${order.orderId}`)).statusCode).toBe(
      200,
    );
    const done = await requestCancel(t, order.headers, order.orderId, 'Changed my mind', 99);
    expect(done.statusCode, done.body).toBe(200);

    // Both refunds are owed: the refund due is their sum, to the paisa.
    const cancelRefundPaise = restPaise - 9_900;
    await vi.waitFor(async () => {
      const rows = await refundsOf(order.orderId);
      expect(rows.map((row) => [row.amountPaise, row.status])).toEqual([
        [partPaise, 'pending'],
        [cancelRefundPaise, 'pending'],
      ]);
    }, UNTIL);
    const owed = await orderRow(order.orderId);
    expect(owed).toMatchObject({
      refundDuePaise: partPaise + cancelRefundPaise,
      refundedPaise: 0,
      cancelFeePaise: 9_900,
    });
    expect(owed.refundDuePaise + owed.refundedPaise + owed.cancelFeePaise).toBe(order.paidPaise);
    expect(await operatorAmounts(order.orderId)).toMatchObject({
      refundDue: (partPaise + cancelRefundPaise) / 100,
      refunded: 0,
    });

    // The shopper's page says what was paid, what comes back and what was kept, for the whole order.
    const shown = await order.page();
    expect(shown.keptFee).toEqual({
      fee: 99,
      paid: order.paidPaise / 100,
      refund: (order.paidPaise - 9_900) / 100,
      itemsRefund: partPaise / 100,
      parcel: 'shipped',
    });
    expect(shown.refunds.map((refund) => [refund.amount, refund.status])).toEqual([
      [partPaise / 100, 'processing'],
      [cancelRefundPaise / 100, 'processing'],
    ]);

    // The gateway is back: the job pays each refund once, exactly what is owed.
    expect(await runRefundsJob()).toBe(2);
    expect(gateway.paid.map((each) => each.amountPaise).sort()).toEqual(
      [partPaise, cancelRefundPaise].sort(),
    );
    expect(new Set(gateway.paid.map((each) => each.refundId)).size).toBe(2);
    expect(await runRefundsJob()).toBe(0);
    expect(gateway.paid).toHaveLength(2);
    const settled = await orderRow(order.orderId);
    expect(settled).toMatchObject({ refundDuePaise: 0, refundedPaise: order.paidPaise - 9_900 });
    expect(settled.refundedPaise + settled.cancelFeePaise).toBe(order.paidPaise);
    expect(await operatorAmounts(order.orderId)).toMatchObject({
      refundDue: 0,
      refunded: (order.paidPaise - 9_900) / 100,
    });
    const after = await order.page();
    expect(after.refunds.every((refund) => refund.status === 'refunded')).toBe(true);
    expect(after.keptFee).toEqual(shown.keptFee);

    // The credit note says the same figures for the whole order.
    await vi.waitFor(async () => {
      expect((await order.page()).creditNoteFile).not.toBeNull();
    }, UNTIL);
    const note = await order.request('GET', `/api/customer/credit-note/${order.orderId}`);
    const said = readPdfText(note.rawPayload).replace(/\s+/g, ' ');
    expect(said).toContain(
      `For the whole order: paid ${formatInr(order.paidPaise)}, refunded ${formatInr(order.paidPaise - 9_900)} (${formatInr(partPaise)} of it for items cancelled before shipping), kept ₹99.00.`,
    );
    gateway.paid.length = 0;
  });

  it('before shipping, for free: the part still owed and the rest are both due, and both paid once', async () => {
    gateway.down = true;
    const order = await paidOrder(82);
    const partPaise = await cancelSecondPart(order);
    const done = await requestCancel(t, order.headers, order.orderId, 'Changed my mind');
    expect(done.statusCode, done.body).toBe(200);
    await vi.waitFor(async () => {
      expect((await refundsOf(order.orderId)).map((row) => row.status)).toEqual([
        'pending',
        'pending',
      ]);
    }, UNTIL);
    expect(await orderRow(order.orderId)).toMatchObject({
      refundDuePaise: order.paidPaise,
      cancelFeePaise: 0,
    });
    expect((await order.page()).keptFee).toBeNull();

    expect(await runRefundsJob()).toBe(2);
    expect(gateway.paid.map((each) => each.amountPaise).sort()).toEqual(
      [partPaise, order.paidPaise - partPaise].sort(),
    );
    expect(await orderRow(order.orderId)).toMatchObject({
      refundDuePaise: 0,
      refundedPaise: order.paidPaise,
    });
    gateway.paid.length = 0;
  });
});
