// Refunds through Razorpay (docs/decisions/refunds.md), against a loopback stand-in of its
// Refunds API: a cancelled paid order's refund is asked for once (our refund id is the
// idempotency key), settled by Razorpay's webhook or, when that is lost, by a later look; a
// gateway that cannot be reached is asked again later; one whose answer was lost is found by its
// receipt; a refusal waits for the operator, who may ask again or record one paid by hand.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { insertPendingOrder, readOrder } from '../../../test/payments.fixtures.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { UNTIL, allowingForLoad } from '../../../test/waiting.ts';
import { orders, refunds } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { moveOrder, settleRefunds } from '../orders/index.ts';
import { createPaymentProvider } from './payment-provider.ts';

const KEY_ID = 'rzp_test_HaatRefunds01';
const KEY_SECRET = 'rzp-test-refunds-secret-0123456789';
const WEBHOOK_SECRET = 'rzp-test-refunds-webhook-9876543210';

let t: TestApp;
let razorpay: RazorpayStandIn;
let operator: { authorization: string };
const log = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  razorpay = await startRazorpayStandIn({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    slowAnswerMs: allowingForLoad(2_000),
  });
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
    },
  });
  operator = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  await razorpay.close();
});

/** The refunds job as the server runs it, at `now` (a test moves its clock on). */
function runRefunds(now = new Date(), timeoutMs?: number) {
  const provider = createPaymentProvider({
    config: t.config,
    db: t.db,
    ...(timeoutMs ? { razorpayTimeoutMs: timeoutMs } : {}),
  });
  return settleRefunds({ db: t.db, provider, clock: { now: () => now }, siteUrl: undefined, log });
}

/** A Razorpay order paid (its payment captured at the stand-in), then cancelled by the operator. */
async function cancelledPaidOrder(payablePaise = 150_000, options: { capture?: boolean } = {}) {
  const orderId = await insertPendingOrder(t.db, { payablePaise });
  const paymentId = `pay_${newId('t').slice(-14)}`;
  await t.db
    .update(orders)
    .set({ paymentStatus: 'paid', paymentProvider: 'razorpay', paymentReference: paymentId })
    .where(eq(orders.id, orderId));
  if (options.capture !== false) razorpay.capture(paymentId, payablePaise);
  else razorpay.authorize(paymentId, payablePaise);
  await moveOrder(t.db, { orderId, to: 'Cancelled', actor: 'test', now: new Date() });
  return { orderId, paymentId, payablePaise };
}

const refundOf = async (orderId: string) =>
  (await t.db.select().from(refunds).where(eq(refunds.orderId, orderId)))[0]!;

let eventNumber = 0;
function postRefundWebhook(event: 'refund.processed' | 'refund.failed', entity: object) {
  eventNumber += 1;
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: { refund: { entity: { entity: 'refund', currency: 'INR', ...entity } } },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
      'x-razorpay-event-id': `evt_RefundFlow${String(eventNumber).padStart(6, '0')}`,
    },
    payload: raw,
  });
}

// The first three make no HTTP write, so the server's own refunds job (kicked by order writes:
// webhooks, the operator's calls) never runs beside this file's runs; the last two wait for
// whichever run takes a refund.
describe('a cancelled Razorpay order is refunded', () => {
  it('asks again later when Razorpay cannot be reached, and only once the wait has passed', async () => {
    const order = await cancelledPaidOrder(120_000);
    razorpay.failNext('drop');
    const now = new Date();
    await runRefunds(now);
    const waiting = await refundOf(order.orderId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(now.getTime());

    await runRefunds(now);
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'pending', attempts: 1 });
    await runRefunds(new Date(waiting.nextAttemptAt!.getTime() + 1));
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'processing', attempts: 2 });
    expect(razorpay.refunds().filter((each) => each.paymentId === order.paymentId)).toHaveLength(1);
  });

  it('pays once when its answer was lost: asked again with the same key, or found by receipt', async () => {
    const order = await cancelledPaidOrder(110_000);
    razorpay.failNext('slow-then-ok');
    const now = new Date();
    await runRefunds(now, allowingForLoad(200));
    const lost = await refundOf(order.orderId);
    expect(lost).toMatchObject({ status: 'pending', attempts: 1 });
    await runRefunds(new Date(lost.nextAttemptAt!.getTime() + 1));
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'processing', attempts: 2 });
    expect(razorpay.refunds().filter((each) => each.paymentId === order.paymentId)).toHaveLength(1);

    // A process that stopped mid-call leaves the refund `asking`: a later run finds it by receipt.
    const stopped = await cancelledPaidOrder(100_000);
    await runRefunds(now);
    const made = await refundOf(stopped.orderId);
    await t.db
      .update(refunds)
      .set({ status: 'asking', reference: null, updatedAt: new Date(now.getTime() - 3 * 60_000) })
      .where(eq(refunds.id, made.id));
    await runRefunds(now);
    expect(await refundOf(stopped.orderId)).toMatchObject({
      status: 'processing',
      reference: made.reference,
    });
    expect(razorpay.refunds().filter((each) => each.paymentId === stopped.paymentId)).toHaveLength(
      1,
    );
  });

  it('is settled by a look at Razorpay when its webhook is late', async () => {
    const order = await cancelledPaidOrder(80_000);
    const now = new Date();
    await runRefunds(now);
    const asked = await refundOf(order.orderId);
    razorpay.settle(asked.reference!, 'processed');
    await runRefunds(new Date(now.getTime() + 60_000));
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'processing' });
    await runRefunds(new Date(now.getTime() + 11 * 60_000));
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'processed' });
    expect(await readOrder(t.db, order.orderId)).toMatchObject({ refundedPaise: 80_000 });
  });

  it('once, with our refund id as the key, and settled by the webhook', async () => {
    const order = await cancelledPaidOrder(150_000);
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'pending', attempts: 0 });

    await runRefunds();
    const asked = await refundOf(order.orderId);
    expect(asked).toMatchObject({ status: 'processing', attempts: 1 });
    const [made] = razorpay.refunds().filter((each) => each.paymentId === order.paymentId);
    expect(made).toMatchObject({ amountPaise: 150_000, receipt: asked.id, status: 'pending' });
    expect(asked.reference).toBe(made!.id);
    const creates = razorpay.requests.filter((request) => request.method === 'POST');
    expect(creates.at(-1)?.idempotencyKey).toBe(asked.id);
    // Nothing moves on the order until the money has left.
    expect(await readOrder(t.db, order.orderId)).toMatchObject({ refundedPaise: 0 });

    // The operator cannot record it by hand while Razorpay pays it.
    const manual = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refund`,
      headers: operator,
      payload: { reference: 'UTR123456789' },
    });
    expect(manual.statusCode).toBe(409);

    razorpay.settle(made!.id, 'processed');
    const entity = { id: made!.id, amount: 150_000, status: 'processed', receipt: asked.id };
    const settled = await postRefundWebhook('refund.processed', entity);
    expect(settled.json()).toMatchObject({ outcome: 'refund-settled' });
    expect(await refundOf(order.orderId)).toMatchObject({ status: 'processed' });
    expect(await readOrder(t.db, order.orderId)).toMatchObject({
      refundDuePaise: 0,
      refundedPaise: 150_000,
      refundReference: made!.id,
    });
    // Razorpay sends again: nothing changes twice.
    expect((await postRefundWebhook('refund.processed', entity)).json()).toMatchObject({
      outcome: 'refund-unchanged',
    });
    expect(await readOrder(t.db, order.orderId)).toMatchObject({ refundedPaise: 150_000 });
    // A webhook whose amount is not what we owe is refused.
    const other = await cancelledPaidOrder(90_000);
    // The webhooks kicked the server's own refunds job too: either run may ask for it.
    await vi.waitFor(async () => {
      await runRefunds();
      expect(await refundOf(other.orderId)).toMatchObject({ status: 'processing' });
    }, UNTIL);
    const otherRefund = await refundOf(other.orderId);
    const wrong = await postRefundWebhook('refund.processed', {
      id: otherRefund.reference,
      amount: 1,
      status: 'processed',
    });
    expect(wrong.json()).toMatchObject({ outcome: 'amount-mismatch' });
    expect(await refundOf(other.orderId)).toMatchObject({ status: 'processing' });
  });

  it("keeps Razorpay's refusal for the operator, who asks again or records one paid by hand", async () => {
    const order = await cancelledPaidOrder(70_000, { capture: false });
    await runRefunds();
    const refused = await refundOf(order.orderId);
    expect(refused).toMatchObject({
      status: 'failed',
      failure: 'The payment has not been captured',
    });
    const listed = await t.app.inject({
      url: '/api/admin/refunds?status=failed',
      headers: operator,
    });
    expect(listed.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          refundID: refused.id,
          orderID: order.orderId,
          amount: 700,
          status: 'failed',
          failure: 'The payment has not been captured',
        }),
      ]),
    );

    razorpay.capture(order.paymentId, 70_000);
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refused.id}/retry`,
      headers: operator,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'pending', failure: null });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refused.id}/retry`,
      headers: operator,
    });
    expect(again.statusCode).toBe(409);
    // The retry kicks the server's own refunds job; this run or that one asks for it.
    await vi.waitFor(async () => {
      await runRefunds();
      expect(await refundOf(order.orderId)).toMatchObject({ status: 'processing' });
    }, UNTIL);

    // Refused for good: paid back by UPI and recorded with its reference.
    const byHand = await cancelledPaidOrder(60_000, { capture: false });
    await vi.waitFor(async () => {
      await runRefunds();
      expect(await refundOf(byHand.orderId)).toMatchObject({ status: 'failed' });
    }, UNTIL);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${byHand.orderId}/refund`,
      headers: operator,
      payload: { reference: 'UTR987654321' },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(await refundOf(byHand.orderId)).toMatchObject({
      status: 'processed',
      method: 'manual',
      reference: 'UTR987654321',
    });
    expect(await readOrder(t.db, byHand.orderId)).toMatchObject({
      refundDuePaise: 0,
      refundedPaise: 60_000,
    });
  });
});
