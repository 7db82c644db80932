// The settlement run against the loopback Razorpay stand-in (test/razorpay-stand-in-route.ts):
// two runs at once (one refused by the lock, on PostgreSQL a pg_advisory_lock another session
// cannot take), a replayed webhook, a run stopped in the middle and finished by the next, and a
// refund's reversal racing the hold's release: exactly one transfer per (order, seller) at
// Razorpay and here, every reversal within its transfer, and each transfer's payout and reversals
// in the sellers' ledger once, so what a part earned = what it was paid + what is left to pay.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { signInOperator, type TestApp } from '../../../test/helper.ts';
import { placeCodOrder } from '../../../test/orders.fixtures.ts';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { signedRouteWebhook } from '../../../test/razorpay-stand-in-route.ts';
import { deliverPart, startSettlementWorld } from '../../../test/settlement.fixtures.ts';
import {
  placePaidTwoSellerOrder,
  type ProductRow,
} from '../../../test/two-seller-orders.fixtures.ts';
import {
  auditLog,
  orderLines,
  orders,
  sellerLedger,
  sellerTransferReversals,
  sellerTransfers,
} from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { moveReturn, requestReturn } from '../orders/index.ts';
import { settlementParts } from '../payouts/index.ts';
import { reverseTransfer, type RouteApi } from '../seller-payouts/index.ts';
import { SETTLEMENT_LOCK_KEY, withSettlementLock } from './settlement-lock.ts';
import { runSettlement, type SettlementDependencies } from './settlement.service.ts';

const isPostgres = inject('templateKind') === 'postgres';
const KEY_ID = 'rzp_test_HaatSettle01';
const KEY_SECRET = 'rzp-test-settle-secret-0123456789';
const WEBHOOK_SECRET = 'rzp-test-settle-webhook-9876543210';
const WINDOW_DAYS = 7;
const DAY_MS = 24 * 3600_000;

let t: TestApp;
let razorpay: RazorpayStandIn;
let route: RouteApi;
let p1: ProductRow;
let p2: ProductRow;
/** The test's clock: Route's stand-in keeps real time, so it starts now and only moves forward. */
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
let deps: SettlementDependencies;

beforeAll(async () => {
  ({ t, razorpay, route, p1, p2, deps } = await startSettlementWorld({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    windowDays: WINDOW_DAYS,
    clock,
  }));
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
});

/** A prepaid order of both sellers, paid by a payment the stand-in has captured. */
async function paidOrder(index: number) {
  const placed = await placePaidTwoSellerOrder(t, [p1, p2], index);
  const paymentId = `pay_${newId('s').slice(-14)}`;
  razorpay.capture(paymentId, placed.paidPaise);
  await t.db
    .update(orders)
    .set({ paymentReference: paymentId })
    .where(eq(orders.id, placed.orderId));
  return { ...placed, paymentId };
}

const deliver = (orderId: string, sellerId: string) =>
  deliverPart(t, orderId, sellerId, clock.now());

const ourTransfers = (orderIds: string[]) =>
  t.db.select().from(sellerTransfers).where(inArray(sellerTransfers.orderId, orderIds));
const atRazorpay = () => razorpay.route.transfers();

/** Exactly one transfer per (order, seller), here and at Razorpay (by our id in its notes). */
async function expectOneTransferEach(orderIds: string[]) {
  const rows = await ourTransfers(orderIds);
  for (const row of rows)
    if (row.status === 'failed') throw new Error(`${row.id} failed: ${row.lastError}`);
  const parts = rows.map((row) => `${row.orderId}:${row.sellerId}`);
  expect(new Set(parts).size).toBe(parts.length);
  for (const row of rows.filter((item) => item.status !== 'pending')) {
    const theirs = atRazorpay().filter((item) => item.notes.haat_transfer === row.id);
    expect(theirs, `Razorpay's transfers for ${row.id}`).toHaveLength(1);
    expect(theirs[0]!.id).toBe(row.routeTransferId);
  }
  return rows;
}

let a: Awaited<ReturnType<typeof paidOrder>>;
let b: Awaited<ReturnType<typeof paidOrder>>;
let codOrderId: string;

describe('the settlement run', () => {
  it('runs one at a time: a second run is refused while one holds the lock; each part is transferred once, held until its window closes', async () => {
    a = await paidOrder(4601);
    b = await paidOrder(4602);
    const cod = await placeCodOrder(t, { productId: p1.id, index: 4603, pieces: 1 });
    codOrderId = cod.orderId;
    for (const order of [a.orderId, b.orderId]) {
      await deliver(order, p1.sellerId);
      await deliver(order, p2.sellerId);
    }
    await deliver(codOrderId, p1.sellerId);

    // While a run holds the lock, another is refused at once and asks Razorpay nothing.
    const held = await withSettlementLock(t.db, async () => {
      const second = await runSettlement(deps);
      if (isPostgres) {
        // Another session of the pool cannot take the run's pg_advisory_lock either.
        const other = (await t.db.execute(
          sql`select pg_try_advisory_lock(${SETTLEMENT_LOCK_KEY}) as locked`,
        )) as unknown as { rows: Array<{ locked: boolean }> };
        expect(other.rows[0]?.locked).toBe(false);
      }
      return second;
    });
    expect(held).toEqual({ outcome: 'done', result: { outcome: 'busy' } });
    expect(atRazorpay()).toHaveLength(0);

    // Two runs started together (two workers): whichever runs, each part is transferred once.
    const both = await Promise.all([runSettlement(deps), runSettlement(deps)]);
    expect(both.some((run) => run.outcome === 'done')).toBe(true);
    const again = await runSettlement(deps);
    expect(again).toMatchObject({ outcome: 'done', tally: { transferred: 0 } });

    const rows = await expectOneTransferEach([a.orderId, b.orderId, codOrderId]);
    // The prepaid parts from their payments, held until delivery + the window; COD waits for it.
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.paymentId).toBe(row.orderId === a.orderId ? a.paymentId : b.paymentId);
      expect(row.onHold).toBe(true);
      expect(row.holdUntil!.getTime()).toBeGreaterThan(nowMs + (WINDOW_DAYS - 1) * DAY_MS);
      const part = (await settlementParts(t.db, { orderIds: [row.orderId] })).find(
        (item) => item.sellerId === row.sellerId,
      )!;
      expect(row.amountPaise).toBe(part.earnedPaise);
    }
    // Nothing is paid while held: the ledger has no payout yet.
    const payouts = await t.db.select().from(sellerLedger).where(eq(sellerLedger.kind, 'payout'));
    expect(
      payouts.filter((entry) => rows.some((row) => row.routeTransferId === entry.transferId)),
    ).toEqual([]);
  });

  it('applies a replayed transfer.processed webhook once, and the next run makes nothing new', async () => {
    const [row] = await ourTransfers([a.orderId]);
    const event = razorpay.route.finish(row!.routeTransferId!, 'processed');
    const signed = signedRouteWebhook(event, WEBHOOK_SECRET, 'evt_settle_replayed');
    for (let time = 0; time < 2; time += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/seller-payouts/razorpay/webhook',
        headers: signed.headers,
        payload: signed.payload,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const [after] = await t.db
      .select()
      .from(sellerTransfers)
      .where(eq(sellerTransfers.id, row!.id));
    expect(after!.status).toBe('processed');
    const before = atRazorpay().length;
    expect(await runSettlement(deps)).toMatchObject({ outcome: 'done', tally: { transferred: 0 } });
    expect(atRazorpay()).toHaveLength(before);
    await expectOneTransferEach([a.orderId, b.orderId]);
  });

  it('finishes a run stopped in the middle without a second transfer', async () => {
    const d = await paidOrder(4604);
    await deliver(d.orderId, p1.sellerId);
    await deliver(d.orderId, p2.sellerId);
    // The process stops right after Razorpay made the first transfer, before its answer is kept.
    const stop = new AbortController();
    const stopping: RouteApi = {
      ...route,
      transferFromPayment: async (...args) => {
        await route.transferFromPayment(...args);
        stop.abort();
        throw new Error('the process stopped');
      },
    };
    await runSettlement({ ...deps, route: stopping, signal: stop.signal });
    const cut = await ourTransfers([d.orderId]);
    expect(cut).toHaveLength(1);
    expect(cut[0]!.status).toBe('pending');
    expect(atRazorpay().filter((item) => item.source === d.paymentId)).toHaveLength(1);

    // The restart: the lost transfer is found by our id, the other part transferred once.
    expect(await runSettlement(deps)).toMatchObject({ outcome: 'done' });
    const rows = await expectOneTransferEach([d.orderId]);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'created' && row.onHold)).toBe(true);
    expect(atRazorpay().filter((item) => item.source === d.paymentId)).toHaveLength(2);
  });

  it('reverses what a return takes back, releases after the window while a refund races it, and books each payout and reversal once', async () => {
    // A's first seller's line comes back inside the window: the ledger then owes less.
    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, a.orderId))
      .then((lines) => lines.filter((item) => item.sellerId === p1.sellerId));
    const returnId = await requestReturn(t.db, {
      customerId: a.customerId,
      orderId: a.orderId,
      lineId: line!.id,
      pieces: 1,
      reason: 'damaged',
      details: '',
      photoIds: [],
      payee: undefined,
      windowDays: WINDOW_DAYS,
      now: clock.now(),
      siteUrl: undefined,
    });
    for (const to of ['approved', 'picked-up', 'received'] as const) {
      nowMs += 3600_000;
      await t.db.transaction((tx) =>
        moveReturn(tx, {
          returnId,
          to,
          role: 'operator',
          actor: 'admin:test',
          note: null,
          now: clock.now(),
          siteUrl: undefined,
        }),
      );
    }
    // Razorpay processes the transfers (a reversal is taken only from a processed one).
    for (const made of atRazorpay()) {
      if (made.status === 'processed') continue;
      const signed = signedRouteWebhook(
        razorpay.route.finish(made.id, 'processed'),
        WEBHOOK_SECRET,
      );
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/seller-payouts/razorpay/webhook',
        headers: signed.headers,
        payload: signed.payload,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    // The window passes (the test's clock; Razorpay's holds are released by the run).
    nowMs += (WINDOW_DAYS + 1) * DAY_MS;
    const [raced] = (await ourTransfers([b.orderId])).filter((row) => row.sellerId === p2.sellerId);
    // A refund's reversal of B's second part at the very moment the run releases it.
    const [run] = await Promise.all([
      runSettlement(deps),
      reverseTransfer(deps, { transferId: raced!.id, amountPaise: 5_000, key: 'rfnd_racing' }),
    ]);
    expect(run.outcome).toBe('done');
    // What the race left unbooked (a reversal done after its payout was booked) the next run books.
    await runSettlement(deps);

    const orderIds = [a.orderId, b.orderId, codOrderId];
    const rows = await expectOneTransferEach(orderIds);
    expect(rows).toHaveLength(5);
    const cod = rows.find((row) => row.orderId === codOrderId)!;
    expect(cod).toMatchObject({ paymentId: null, onHold: false });
    const ledger = await t.db
      .select()
      .from(sellerLedger)
      .where(inArray(sellerLedger.orderId, orderIds));
    const parts = await settlementParts(t.db, { orderIds });
    for (const row of rows) {
      // Released, or reversed whole (a fully returned part: nothing left to release).
      expect(row.onHold && row.status !== 'reversed', `${row.id} released`).toBe(false);
      // Every reversal within its transfer, here and at Razorpay, and the two agree.
      expect(row.reversedPaise).toBeLessThanOrEqual(row.amountPaise);
      const theirs = razorpay.route
        .reversals()
        .filter((item) => item.transferId === row.routeTransferId);
      expect(theirs.reduce((sum, item) => sum + item.amount, 0)).toBe(row.reversedPaise);
      const ours = await t.db
        .select()
        .from(sellerTransferReversals)
        .where(eq(sellerTransferReversals.transferId, row.id));
      expect(ours.map((item) => [item.key, item.status, item.lastError])).toEqual(
        ours.map((item) => [item.key, 'done', null]),
      );
      // The payout once, each reversal once.
      const booked = ledger.filter((entry) => entry.transferId === row.routeTransferId);
      expect(booked.filter((entry) => entry.kind === 'payout')).toHaveLength(1);
      expect(booked.filter((entry) => entry.kind === 'payout_reversal')).toHaveLength(ours.length);
      const paid = 0 - booked.reduce((sum, entry) => sum + entry.amountPaise, 0);
      expect(paid).toBe(row.amountPaise - row.reversedPaise);
      // What the part earned = what it was paid + what is left to pay.
      const part = parts.find(
        (item) => item.orderId === row.orderId && item.sellerId === row.sellerId,
      )!;
      expect(part.earnedPaise).toBe(paid + part.unpaidPaise);
    }
    // The returned part: what the return took back was reversed, nothing more is owed.
    const returned = rows.find((row) => row.orderId === a.orderId && row.sellerId === p1.sellerId)!;
    const returnedPart = parts.find(
      (item) => item.orderId === a.orderId && item.sellerId === p1.sellerId,
    )!;
    expect(returned.reversedPaise).toBe(
      returned.amountPaise - Math.max(returnedPart.earnedPaise, 0),
    );
    // The raced part: the refund's 50 rupees came back from the seller, never more than its transfer.
    const racedAfter = rows.find((row) => row.id === raced!.id)!;
    expect(racedAfter.reversedPaise).toBe(5_000);
  });

  it.runIf(isPostgres)(
    'tells its warn, and keeps the run’s answer, when the lock’s session is lost before its release',
    async () => {
      const warned: string[] = [];
      const held = await withSettlementLock(
        t.db,
        async () => {
          // The lock's own session, ended from outside (a connection lost mid-run).
          await t.db.execute(sql`
            select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and granted
              and database = (select oid from pg_database where datname = current_database())
              and (classid::bigint << 32) + objid::bigint = ${SETTLEMENT_LOCK_KEY}`);
          return 'ran';
        },
        (details, message) => warned.push(`${message}: ${details.error}`),
      );
      expect(held).toEqual({ outcome: 'done', result: 'ran' });
      expect(warned).toEqual([
        expect.stringMatching(
          /^settlement: the lock could not be released; its session ends with it: ./,
        ),
      ]);
      // PostgreSQL gave the lock up with the session: the next run takes it.
      expect(await withSettlementLock(t.db, async () => 'next')).toEqual({
        outcome: 'done',
        result: 'next',
      });
    },
  );

  it('is the operator’s Run settlement now: 409 naming the run under way, then done and audited', async () => {
    const operator = await signInOperator(t);
    const busy = await withSettlementLock(t.db, () =>
      t.app.inject({ method: 'POST', url: '/api/admin/settlement/run', headers: operator }),
    );
    expect(busy.outcome).toBe('done');
    if (busy.outcome !== 'done') return;
    expect(busy.result.statusCode).toBe(409);
    expect(busy.result.json()).toMatchObject({ validation: { settlement: expect.any(String) } });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settlement/run',
      headers: operator,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toMatch(/^Settlement done: /);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settlement.run'));
    expect(audited).toHaveLength(1);
  });
});
