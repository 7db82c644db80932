// Transfers to sellers through Razorpay Route, against the loopback stand-in
// (test/razorpay-stand-in-route.ts): one transfer per (order, seller) however often and however
// concurrently it is asked for; a 5xx or a lost answer is asked again without a second transfer;
// a refusal is shown and can be retried; a payment whose refund has started gets no transfer;
// release, reversals capped by what is left, and the signed, replay-safe webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { signedRouteWebhook } from '../../../test/razorpay-stand-in-route.ts';
import { linkSeller } from '../../../test/settlement.fixtures.ts';
import { allowingForLoad } from '../../../test/waiting.ts';
import { sellerTransferReversals, sellerTransfers, sellers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { createRazorpayRouteApi, type RouteApi } from './route-api.ts';
import { ROUTE_WEBHOOK_PATH } from './seller-payouts.routes.ts';
import { reconcileTransfers } from './transfer-reconcile.service.ts';
import {
  releaseDueTransfers,
  releaseTransfer,
  requestTransfer,
  retryFailedTransfer,
  reverseTransfer,
  TransferRefused,
  type TransferDependencies,
} from './transfers.service.ts';

const KEY_ID = 'rzp_test_HaatRoute01';
const KEY_SECRET = 'rzp-test-route-secret-0123456789';
const WEBHOOK_SECRET = 'rzp-test-route-webhook-9876543210';

let t: TestApp;
let razorpay: RazorpayStandIn;
let route: RouteApi;
/** The same client with a short timeout: the calls a test makes Razorpay answer too late. */
let quickRoute: RouteApi;
let deps: TransferDependencies;
let sellerId: string;
let accountId: string;

const clock = { now: () => new Date() };

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
  const api = { baseUrl: razorpay.url, keyId: KEY_ID, keySecret: KEY_SECRET };
  route = createRazorpayRouteApi({ ...api, timeoutMs: allowingForLoad(10_000) });
  quickRoute = createRazorpayRouteApi({ ...api, timeoutMs: 300 });
  deps = { db: t.db, route, clock };
  const [seller] = await t.db.select().from(sellers).limit(1);
  sellerId = seller!.id;
  // The seller's linked account, onboarded at the stand-in as the onboarding service does.
  accountId = await linkSeller(t, route, sellerId, new Date());
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

/** A captured payment at the stand-in, and the input the settlement run would hand over. */
function paidOrder(amountPaise = 100_000, share = 80_000) {
  const paymentId = `pay_${newId('t').slice(-14)}`;
  razorpay.capture(paymentId, amountPaise);
  const holdUntil = new Date(Date.now() + 10 * 24 * 3600_000);
  return {
    orderId: `OD${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    sellerId,
    paymentId,
    amountPaise: share,
    holdUntil,
  };
}

const atStandIn = (paymentId: string) =>
  razorpay.route.transfers().filter((transfer) => transfer.source === paymentId);
const rowsOf = (orderId: string) =>
  t.db.select().from(sellerTransfers).where(eq(sellerTransfers.orderId, orderId));

describe('the Route client', () => {
  it('answers the same linked account to a repeated create with the same Idempotency-Key', async () => {
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
    const again = await route.createAccount(
      {
        referenceId: sellerId.slice(0, 20),
        email: seller!.email,
        phone: seller!.mobile,
        legalBusinessName: seller!.shopName,
        businessType: 'proprietorship',
        contactName: 'Karthik R',
        address: { street1: 'x', city: 'y', state: 'z', postalCode: '560001' },
        pan: seller!.gstin.slice(2, 12),
        gstin: seller!.gstin,
      },
      `haat-account-${sellerId}`,
    );
    expect(again.id).toBe(accountId);
    expect(razorpay.route.accounts()).toHaveLength(1);
  });

  it('names Razorpay’s refusal, and says a 5xx may be tried again', async () => {
    await expect(
      route.createStakeholder('acc_missing000001', {
        name: 'A',
        email: 'a@b.in',
        pan: 'ABCPE1234F',
      }),
    ).rejects.toMatchObject({
      name: 'RazorpayApiError',
      status: 400,
      retryable: false,
      description: 'Linked account does not exist',
    });
    razorpay.failNext('500');
    await expect(route.listTransfers({ count: 1, skip: 0 })).rejects.toMatchObject({
      status: 500,
      retryable: true,
    });
  });

  it('gives up on a call that does not answer within the timeout', async () => {
    razorpay.failNext('slow-then-ok');
    await expect(quickRoute.listTransfers({ count: 1, skip: 0 })).rejects.toMatchObject({
      code: 'TIMEOUT',
      retryable: true,
    });
  });
});

describe('a transfer from a payment', () => {
  it('is made once, held until the date, however often it is asked for', async () => {
    const input = paidOrder();
    const first = await requestTransfer(deps, input);
    expect(first.outcome).toBe('transferred');
    const again = await requestTransfer(deps, input);
    expect(again).toMatchObject({ outcome: 'transferred' });
    const made = atStandIn(input.paymentId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      recipient: accountId,
      amount: 80_000,
      onHold: true,
      onHoldUntil: Math.floor(input.holdUntil.getTime() / 1000),
    });
    expect(await rowsOf(input.orderId)).toHaveLength(1);
  });

  it('is made once when two workers ask at the same moment', async () => {
    const input = paidOrder();
    const outcomes = await Promise.all([
      requestTransfer(deps, input),
      requestTransfer(deps, input),
      requestTransfer(deps, input),
    ]);
    expect(outcomes.filter((o) => o.outcome === 'transferred').length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o.outcome === 'transferred' || o.outcome === 'in-progress')).toBe(
      true,
    );
    expect(atStandIn(input.paymentId)).toHaveLength(1);
    expect(await rowsOf(input.orderId)).toHaveLength(1);
  });

  it('is asked again after a 5xx, and made once', async () => {
    const input = paidOrder();
    razorpay.failNext('500');
    const first = await requestTransfer(deps, input);
    expect(first).toMatchObject({
      outcome: 'not-reached',
      transfer: { status: 'pending', attempts: 1 },
    });
    expect(atStandIn(input.paymentId)).toHaveLength(0);
    const second = await requestTransfer(deps, input);
    expect(second).toMatchObject({
      outcome: 'transferred',
      transfer: { status: 'created', attempts: 2 },
    });
    expect(atStandIn(input.paymentId)).toHaveLength(1);
  });

  it('whose answer was lost (a timeout) is found by its notes, not made twice', async () => {
    const input = paidOrder();
    razorpay.failNext('slow-then-ok');
    const first = await requestTransfer({ ...deps, route: quickRoute }, input);
    expect(first.outcome).toBe('not-reached');
    const second = await requestTransfer(deps, input);
    expect(second.outcome).toBe('transferred');
    expect(atStandIn(input.paymentId)).toHaveLength(1);
    expect(second.outcome === 'transferred' && second.transfer.routeTransferId).toBe(
      atStandIn(input.paymentId)[0]!.id,
    );
  });

  it('refused (4xx) is shown as failed with Razorpay’s words, and made when the operator retries', async () => {
    const input = paidOrder();
    razorpay.failNext('400');
    const first = await requestTransfer(deps, input);
    expect(first).toMatchObject({ outcome: 'failed', transfer: { status: 'failed' } });
    expect(first.outcome === 'failed' && first.transfer.lastError).toMatch(/refused/);
    const retried = await retryFailedTransfer(
      deps,
      first.outcome === 'failed' ? first.transfer.id : '',
    );
    expect(retried.outcome).toBe('transferred');
    expect(atStandIn(input.paymentId)).toHaveLength(1);
  });

  it('is refused by Route on a payment whose refund has started', async () => {
    const input = paidOrder();
    const refund = await fetch(`${razorpay.url}/v1/payments/${input.paymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: 10_000 }),
    });
    expect(refund.status).toBe(200);
    const outcome = await requestTransfer(deps, input);
    expect(outcome).toMatchObject({ outcome: 'failed', transfer: { status: 'failed' } });
    expect(outcome.outcome === 'failed' && outcome.transfer.lastError).toMatch(/refund/);
    expect(atStandIn(input.paymentId)).toHaveLength(0);
  });

  it('keeps a seller’s money without a linked account: nothing is written', async () => {
    const [other] = await t.db
      .select()
      .from(sellers)
      .where(eq(sellers.status, 'approved'))
      .limit(2);
    const stranger =
      other!.id === sellerId ? (await t.db.select().from(sellers).limit(2))[1]! : other!;
    const input = { ...paidOrder(), sellerId: stranger.id };
    expect(await requestTransfer(deps, input)).toEqual({ outcome: 'no-linked-account' });
    expect(await rowsOf(input.orderId)).toHaveLength(0);
  });

  it('refuses an amount that is not whole paise, naming the field', async () => {
    await expect(
      requestTransfer(deps, { ...paidOrder(), amountPaise: 10.5 }),
    ).rejects.toMatchObject({
      name: 'TransferRefused',
      field: 'amountPaise',
    });
  });
});

describe('a direct transfer (cash on delivery money)', () => {
  it('is made from the balance, never held, once', async () => {
    const input = {
      orderId: `OD${Date.now()}9`,
      sellerId,
      paymentId: null,
      amountPaise: 45_000,
      holdUntil: null,
    };
    const first = await requestTransfer(deps, input);
    expect(first).toMatchObject({
      outcome: 'transferred',
      transfer: { status: 'processed', onHold: false },
    });
    await requestTransfer(deps, input);
    const made = razorpay.route.transfers().filter((x) => x.notes.order === input.orderId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ source: 'acc_balance', amount: 45_000 });
  });
});

describe('release and reversals', () => {
  it('releases the hold at Razorpay', async () => {
    const input = paidOrder();
    const made = await requestTransfer(deps, input);
    const id = made.outcome === 'transferred' ? made.transfer.id : '';
    const released = await releaseTransfer(deps, id);
    expect(released.onHold).toBe(false);
    expect(released.releasedAt).toBeInstanceOf(Date);
    expect(atStandIn(input.paymentId)[0]).toMatchObject({
      onHold: false,
      settlementStatus: 'pending',
    });
  });

  it('reverses no more than is left of the transfer, and the same refund once', async () => {
    const input = paidOrder(100_000, 60_000);
    const made = await requestTransfer(deps, input);
    const transfer = made.outcome === 'transferred' ? made.transfer : undefined;
    razorpay.route.finish(transfer!.routeTransferId!, 'processed');
    const first = await reverseTransfer(deps, {
      transferId: transfer!.id,
      amountPaise: 20_000,
      key: 'rfnd_a',
    });
    expect(first.outcome).toBe('reversed');
    const again = await reverseTransfer(deps, {
      transferId: transfer!.id,
      amountPaise: 20_000,
      key: 'rfnd_a',
    });
    expect(again.reversal.id).toBe(first.reversal.id);
    await expect(
      reverseTransfer(deps, { transferId: transfer!.id, amountPaise: 40_001, key: 'rfnd_b' }),
    ).rejects.toBeInstanceOf(TransferRefused);
    // Two at once for the rest and a paisa: one of them is refused before Razorpay is asked.
    const both = await Promise.allSettled([
      reverseTransfer(deps, { transferId: transfer!.id, amountPaise: 30_000, key: 'rfnd_c' }),
      reverseTransfer(deps, { transferId: transfer!.id, amountPaise: 30_000, key: 'rfnd_d' }),
    ]);
    expect(both.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const [row] = await rowsOf(input.orderId);
    expect(row).toMatchObject({ reversedPaise: 50_000, status: 'partially_reversed' });
    const atRazorpay = razorpay.route
      .reversals()
      .filter((r) => r.transferId === transfer!.routeTransferId);
    expect(atRazorpay.reduce((sum, r) => sum + r.amount, 0)).toBe(50_000);
    const rows = await t.db
      .select()
      .from(sellerTransferReversals)
      .where(eq(sellerTransferReversals.transferId, transfer!.id));
    expect(rows.filter((r) => r.status === 'done')).toHaveLength(2);
  });

  it('asks for a reversal again after a 5xx, without reversing twice', async () => {
    const input = paidOrder(100_000, 50_000);
    const made = await requestTransfer(deps, input);
    const transfer = made.outcome === 'transferred' ? made.transfer : undefined;
    razorpay.route.finish(transfer!.routeTransferId!, 'processed');
    razorpay.failNext('500');
    const first = await reverseTransfer(deps, {
      transferId: transfer!.id,
      amountPaise: 50_000,
      key: 'rfnd_e',
    });
    expect(first.outcome).toBe('not-reached');
    const second = await reverseTransfer(deps, {
      transferId: transfer!.id,
      amountPaise: 50_000,
      key: 'rfnd_e',
    });
    expect(second.outcome).toBe('reversed');
    const [row] = await rowsOf(input.orderId);
    expect(row).toMatchObject({ reversedPaise: 50_000, status: 'reversed' });
  });
  it('counts a reversal once when a refund and the settlement run ask for it at the same moment', async () => {
    const input = paidOrder(100_000, 50_000);
    const made = await requestTransfer(deps, input);
    const transfer = made.outcome === 'transferred' ? made.transfer : undefined;
    razorpay.route.finish(transfer!.routeTransferId!, 'processed');
    // The same refund's reversal, asked twice at once (the refund, and the run's "ask again" of a
    // reversal still pending): one reversal at Razorpay, counted once on the transfer.
    const asked = { transferId: transfer!.id, amountPaise: 5_000, key: 'rfnd_race' };
    const both = await Promise.all([reverseTransfer(deps, asked), reverseTransfer(deps, asked)]);
    expect(both.map((answer) => answer.outcome)).toEqual(['reversed', 'reversed']);
    const atRazorpay = razorpay.route
      .reversals()
      .filter((r) => r.transferId === transfer!.routeTransferId);
    expect(atRazorpay.map((r) => r.amount)).toEqual([5_000]);
    const [row] = await rowsOf(input.orderId);
    expect(row).toMatchObject({ reversedPaise: 5_000, status: 'partially_reversed' });
  });
});

describe('the release job', () => {
  it('releases held transfers whose date has come, keeps one whose return is open, and not one before its date', async () => {
    const due = paidOrder();
    const withReturn = paidOrder();
    const later = { ...paidOrder(), holdUntil: new Date(Date.now() + 30 * 24 * 3600_000) };
    for (const input of [due, withReturn, later])
      expect((await requestTransfer(deps, input)).outcome).toBe('transferred');
    // A test clock: eleven days on, past the first two holds (ten days), before the third.
    const elevenDaysOn = { now: () => new Date(Date.now() + 11 * 24 * 3600_000) };
    const tally = await releaseDueTransfers(
      { ...deps, clock: elevenDaysOn },
      { keepHolding: async ({ orderId }) => orderId === withReturn.orderId, batchSize: 1 },
    );
    expect(tally.released).toBeGreaterThanOrEqual(1);
    expect(atStandIn(due.paymentId)[0]).toMatchObject({ onHold: false });
    expect(atStandIn(withReturn.paymentId)[0]).toMatchObject({ onHold: true });
    expect(atStandIn(later.paymentId)[0]).toMatchObject({ onHold: true });
    expect((await rowsOf(due.orderId))[0]).toMatchObject({
      onHold: false,
      releasedAt: expect.any(Date),
    });
    expect((await rowsOf(withReturn.orderId))[0]).toMatchObject({ onHold: true, releasedAt: null });
    // Run again: nothing more is released, the kept one still waits.
    const again = await releaseDueTransfers(
      { ...deps, clock: elevenDaysOn },
      { keepHolding: async ({ orderId }) => orderId === withReturn.orderId },
    );
    expect(again.released).toBe(0);
  });
});

describe('Route’s webhooks', () => {
  it('apply transfer.processed and settlement.processed once; a replay and a bad signature change nothing', async () => {
    const input = paidOrder();
    const made = await requestTransfer(deps, input);
    const transfer = made.outcome === 'transferred' ? made.transfer : undefined;
    const processed = signedRouteWebhook(
      razorpay.route.finish(transfer!.routeTransferId!, 'processed'),
      WEBHOOK_SECRET,
    );
    const first = await t.app.inject({ method: 'POST', url: ROUTE_WEBHOOK_PATH, ...processed });
    expect(first.json()).toMatchObject({ outcome: 'applied' });
    const replay = await t.app.inject({ method: 'POST', url: ROUTE_WEBHOOK_PATH, ...processed });
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' });
    const forged = signedRouteWebhook(
      razorpay.route.finish(transfer!.routeTransferId!, 'processed'),
      'not-the-secret',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: ROUTE_WEBHOOK_PATH, ...forged })).statusCode,
    ).toBe(401);
    expect((await rowsOf(input.orderId))[0]).toMatchObject({ status: 'processed' });

    await releaseTransfer(deps, transfer!.id);
    const settled = razorpay.route.settle(accountId)!;
    const atRazorpay = atStandIn(input.paymentId)[0]!;
    // The settlement's id arrives on the listing; the UTR with settlement.processed.
    const listed = (await route.listTransfers({ count: 100, skip: 0 })).find(
      (x) => x.id === atRazorpay.id,
    )!;
    expect(listed.recipientSettlementUtr).toBe(atRazorpay.settlement!.utr);
    await t.db
      .update(sellerTransfers)
      .set({ settlementId: listed.recipientSettlementId })
      .where(eq(sellerTransfers.id, transfer!.id));
    const settlement = signedRouteWebhook(settled, WEBHOOK_SECRET);
    expect(
      (await t.app.inject({ method: 'POST', url: ROUTE_WEBHOOK_PATH, ...settlement })).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect((await rowsOf(input.orderId))[0]!.settlementUtr).toBe(atRazorpay.settlement!.utr);
  });

  it('marks a transfer failed on transfer.failed, with Razorpay’s words', async () => {
    const input = paidOrder();
    const made = await requestTransfer(deps, input);
    const transfer = made.outcome === 'transferred' ? made.transfer : undefined;
    const failed = signedRouteWebhook(
      razorpay.route.finish(transfer!.routeTransferId!, 'failed'),
      WEBHOOK_SECRET,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: ROUTE_WEBHOOK_PATH, ...failed })).json(),
    ).toMatchObject({ outcome: 'applied' });
    expect((await rowsOf(input.orderId))[0]).toMatchObject({
      status: 'failed',
      lastError: 'Transfer failed due to insufficient balance',
    });
  });
});

describe('reconciliation against Razorpay’s listing', () => {
  it('records a settlement whose webhook was lost, and lists each disagreement', async () => {
    const since = new Date(Date.now() - 60_000);
    const settledInput = paidOrder();
    const settled = await requestTransfer(deps, settledInput);
    const settledRow = settled.outcome === 'transferred' ? settled.transfer : undefined;
    razorpay.route.finish(settledRow!.routeTransferId!, 'processed');
    await releaseTransfer(deps, settledRow!.id);
    razorpay.route.settle(accountId);
    const utr = atStandIn(settledInput.paymentId)[0]!.settlement!.utr;

    const changedInput = paidOrder();
    const changed = await requestTransfer(deps, changedInput);
    const changedRow = changed.outcome === 'transferred' ? changed.transfer : undefined;
    // Our row says another amount than Razorpay's transfer (a figure off by a paisa).
    await t.db
      .update(sellerTransfers)
      .set({ amountPaise: 80_001 })
      .where(eq(sellerTransfers.id, changedRow!.id));

    const result = await reconcileTransfers(deps, { since });
    expect((await rowsOf(settledInput.orderId))[0]!.settlementUtr).toBe(utr);
    expect(result.settlementsRecorded).toBeGreaterThanOrEqual(1);
    expect(result.mismatches).toContainEqual({
      kind: 'amount',
      transferId: changedRow!.id,
      routeTransferId: changedRow!.routeTransferId,
      ours: '80001',
      razorpays: '80000',
    });
    expect(result.mismatches.filter((m) => m.transferId === settledRow!.id)).toEqual([]);
  });
});
