// The settlement run pays what is left payable beyond each part's one transfer (docs/decisions/
// settlement.md, "The seller's balance"), against the loopback Razorpay stand-in: a TCS true-up
// (+ and −), a part whose figure grew after its transfer, a return received after its part was
// released; two runs at once without the lock (a lock lost with its connection), a replayed
// webhook and a restart mid-run make one balance transfer; the ledger books it once, and the
// seller's payable balance ends at zero, never paid beyond what the ledger owes.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { signInOperator, type TestApp } from '../../../test/helper.ts';
import { placeCodOrder } from '../../../test/orders.fixtures.ts';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { signedRouteWebhook } from '../../../test/razorpay-stand-in-route.ts';
import { deliverPart, startSettlementWorld } from '../../../test/settlement.fixtures.ts';
import type { ProductRow } from '../../../test/two-seller-orders.fixtures.ts';
import { sellerLedger, sellerTransfers, sellers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import {
  returnEntries,
  sellerBalance,
  settlementParts,
  trueUpKey,
  type LedgerRow,
} from '../payouts/index.ts';
import type { RouteApi } from '../seller-payouts/index.ts';
import { BALANCE_ORDER_PREFIX } from './settlement-balance.ts';
import {
  isSettlementDue,
  runSettlement,
  settle,
  type SettlementDependencies,
} from './settlement.service.ts';

// On PostgreSQL too (api-postgres): the two runs at once meet on the server's unique key.
const database = inject('templateKind');
const KEY_ID = 'rzp_test_HaatBalance1';
const KEY_SECRET = 'rzp-test-balance-secret-0123456789';
const WEBHOOK_SECRET = 'rzp-test-balance-webhook-9876543210';
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

/** A COD order of the product delivered, its window passed, and the run's direct transfer of it. */
async function codPaid(product: ProductRow, index: number, pieces = 1) {
  const { orderId } = await placeCodOrder(t, { productId: product.id, index, pieces });
  await deliverPart(t, orderId, product.sellerId, clock.now());
  nowMs += (WINDOW_DAYS + 1) * DAY_MS;
  const run = await runSettlement(deps);
  expect(run.outcome).toBe('done');
  const [part] = await settlementParts(t.db, { orderIds: [orderId] });
  const [transfer] = await t.db
    .select()
    .from(sellerTransfers)
    .where(eq(sellerTransfers.orderId, orderId));
  return { orderId, part: part!, transfer };
}

let month = 0;
/** A TCS true-up of a closed month, seller-wide (no order), as trueUpTcsMonth writes one. */
async function trueUp(sellerId: string, amountPaise: number) {
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
  month += 1;
  const taxMonth = `2025-${String(month).padStart(2, '0')}`;
  await t.db.insert(sellerLedger).values({
    id: newId('le'),
    sellerId,
    kind: 'tcs_true_up',
    idempotencyKey: trueUpKey(seller!.gstin, taxMonth),
    amountPaise,
    gstin: seller!.gstin,
    taxMonth,
    occurredAt: clock.now(),
  });
}

/**
 * What the seller's balance page calls payable, beside what the demo shop's own orders leave there
 * (transfers Razorpay's stand-in refused: the demo's payments are not its own): `base`.
 */
const payable = async (sellerId: string) =>
  (await sellerBalance(t.db, sellerId, clock.now())).payablePaise - (base.get(sellerId) ?? 0);
const base = new Map<string, number>();

const balanceRows = (sellerId: string) =>
  t.db
    .select()
    .from(sellerTransfers)
    .where(
      and(
        eq(sellerTransfers.sellerId, sellerId),
        like(sellerTransfers.orderId, `${BALANCE_ORDER_PREFIX}%`),
      ),
    );

/** Razorpay's transfers of one of our rows (by our id in its notes). */
const atRazorpayFor = (rowId: string) =>
  razorpay.route.transfers().filter((item) => item.notes.haat_transfer === rowId);

async function payoutsOf(routeTransferId: string): Promise<LedgerRow[]> {
  return t.db
    .select()
    .from(sellerLedger)
    .where(and(eq(sellerLedger.transferId, routeTransferId), eq(sellerLedger.kind, 'payout')));
}

describe(`a seller's balance beyond its parts' transfers (${database})`, () => {
  it('pays a positive true-up and a part grown after its transfer by one direct transfer, booked once', async () => {
    const cod = await codPaid(p1, 4701);
    expect(cod.transfer).toMatchObject({ amountPaise: cod.part.earnedPaise, paymentId: null });
    base.set(p1.sellerId, await payable(p1.sellerId));

    // A TCS true-up gives 50 rupees back; a line of the order is posted after its transfer (3 rupees).
    await trueUp(p1.sellerId, 5_000);
    await t.db.insert(sellerLedger).values({
      id: newId('le'),
      sellerId: p1.sellerId,
      kind: 'commission_reversal',
      idempotencyKey: `commission-reversal:late-${cod.orderId}`,
      amountPaise: 300,
      orderId: cod.orderId,
      occurredAt: clock.now(),
    });
    expect(await payable(p1.sellerId)).toBe(5_300);

    const run = await runSettlement(deps);
    expect(run).toMatchObject({ outcome: 'done', tally: { balancesPaid: 1 } });
    const [row, ...more] = await balanceRows(p1.sellerId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      orderId: `${BALANCE_ORDER_PREFIX}${p1.sellerId}:1`,
      amountPaise: 5_300,
      paymentId: null,
      onHold: false,
    });
    expect(atRazorpayFor(row!.id).map((item) => item.amount)).toEqual([5_300]);
    // Booked once, as seller-wide money; nothing is left payable.
    const booked = await payoutsOf(row!.routeTransferId!);
    expect(booked.map((entry) => [entry.amountPaise, entry.orderId])).toEqual([[-5_300, null]]);
    expect(await payable(p1.sellerId)).toBe(0);
    // The back office's transfers name it as the seller's first balance payment.
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-transfers?pageSize=100`,
      headers: await signInOperator(t),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      (listed.json().data.items as Array<{ transferID: string }>).find(
        (item) => item.transferID === row!.id,
      ),
    ).toMatchObject({ kind: 'balance', balanceNumber: 1, amount: 53 });

    // The next run has nothing more to pay.
    const before = razorpay.route.transfers().length;
    expect(await runSettlement(deps)).toMatchObject({ tally: { balancesPaid: 0 } });
    expect(razorpay.route.transfers()).toHaveLength(before);
  });

  it('carries a negative balance (a return after release, a negative true-up) into the next transfer, never below zero', async () => {
    const first = await codPaid(p2, 4702);
    expect(first.transfer!.amountPaise).toBe(first.part.earnedPaise);
    base.set(p2.sellerId, await payable(p2.sellerId));

    // The line comes back after its part was released (a return the operator took past the
    // window): its entries as postReturn writes them, from the sale's own.
    const entries = await t.db
      .select()
      .from(sellerLedger)
      .where(and(eq(sellerLedger.orderId, first.orderId), eq(sellerLedger.sellerId, p2.sellerId)));
    const of = (kind: string) => entries.find((entry) => entry.kind === kind);
    const sale = of('sale')!;
    const commission = of('commission');
    const tds = of('tds')!;
    const tcs = of('tcs')!;
    const returned = returnEntries({
      line: {
        sellerId: p2.sellerId,
        orderId: first.orderId,
        orderLineId: sale.orderLineId!,
        gstin: sale.gstin!,
        taxMonth: sale.taxMonth!,
        occurredAt: clock.now(),
      },
      returnId: newId('ret'),
      refundPaise: sale.amountPaise,
      taxablePaise: sale.taxablePaise!,
      sameState: (tcs.cgstPaise ?? 0) > 0,
      commission: commission
        ? { rateBasisPoints: commission.rateBasisPoints ?? 0, ruleId: commission.ruleId }
        : undefined,
      tds: { rateBasisPoints: tds.rateBasisPoints ?? 0, pan: tds.pan },
    });
    await t.db
      .insert(sellerLedger)
      .values(returned.map((entry) => ({ ...entry, id: newId('le') })));
    await trueUp(p2.sellerId, -800);
    const owes = await payable(p2.sellerId);
    expect(owes).toBeLessThan(-800);

    // Nothing is paid while the seller owes; the debt stays in the ledger.
    const before = razorpay.route.transfers().length;
    expect(await runSettlement(deps)).toMatchObject({ tally: { balancesPaid: 0 } });
    expect(razorpay.route.transfers()).toHaveLength(before);
    expect(await balanceRows(p2.sellerId)).toEqual([]);
    expect(await payable(p2.sellerId)).toBe(owes);

    // The seller's next order pays it back: its transfer is what it earned less what was owed.
    const next = await codPaid(p2, 4703, 4);
    expect(next.part.earnedPaise).toBeGreaterThan(-owes + 100);
    expect(next.transfer!.amountPaise).toBe(next.part.earnedPaise + owes);
    expect(atRazorpayFor(next.transfer!.id).map((item) => item.amount)).toEqual([
      next.part.earnedPaise + owes,
    ]);
    expect(await payable(p2.sellerId)).toBe(0);
    // And no balance transfer: the part's own transfer settled it.
    expect(await balanceRows(p2.sellerId)).toEqual([]);
  });

  it('makes one balance transfer when two runs go at once without the lock, and a replayed webhook changes nothing', async () => {
    await trueUp(p1.sellerId, 2_500);
    const earlier = (await balanceRows(p1.sellerId)).length;
    const runs = await Promise.all([settle(deps), settle(deps)]);
    expect(runs.reduce((sum, run) => sum + run.balancesPaid, 0)).toBeGreaterThanOrEqual(1);
    const rows = await balanceRows(p1.sellerId);
    expect(rows).toHaveLength(earlier + 1);
    const numbered = `${BALANCE_ORDER_PREFIX}${p1.sellerId}:${earlier + 1}`;
    expect(rows.filter((row) => row.orderId === numbered)).toHaveLength(1);
    const row = rows.find((item) => item.orderId === numbered)!;
    expect(row.amountPaise).toBe(2_500);
    expect(atRazorpayFor(row.id)).toHaveLength(1);

    const event = razorpay.route.finish(row.routeTransferId!, 'processed');
    const signed = signedRouteWebhook(event, WEBHOOK_SECRET, 'evt_balance_replayed');
    for (let time = 0; time < 2; time += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/seller-payouts/razorpay/webhook',
        headers: signed.headers,
        payload: signed.payload,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await runSettlement(deps)).toMatchObject({ tally: { balancesPaid: 0 } });
    expect(atRazorpayFor(row.id)).toHaveLength(1);
    expect(await payoutsOf(row.routeTransferId!)).toHaveLength(1);
    expect(await balanceRows(p1.sellerId)).toHaveLength(earlier + 1);
    expect(await payable(p1.sellerId)).toBe(0);
  });

  it('finishes a run stopped after its balance transfer was made, without a second', async () => {
    await trueUp(p2.sellerId, 4_000);
    // The process stops right after Razorpay made the direct transfer, before its answer is kept.
    const stop = new AbortController();
    const stopping: RouteApi = {
      ...route,
      directTransfer: async (...args) => {
        await route.directTransfer(...args);
        stop.abort();
        throw new Error('the process stopped');
      },
    };
    await runSettlement({ ...deps, route: stopping, signal: stop.signal });
    const [cut, ...none] = await balanceRows(p2.sellerId);
    expect(none).toEqual([]);
    expect(cut).toMatchObject({ status: 'pending', amountPaise: 4_000 });
    expect(atRazorpayFor(cut!.id)).toHaveLength(1);

    // The restart finds it by our id, books it, and asks for nothing more.
    expect(await runSettlement(deps)).toMatchObject({ outcome: 'done' });
    const [after, ...still] = await balanceRows(p2.sellerId);
    expect(still).toEqual([]);
    expect(after!.status).not.toBe('pending');
    expect(atRazorpayFor(after!.id)).toHaveLength(1);
    expect(await payoutsOf(after!.routeTransferId!)).toHaveLength(1);
    expect(await payable(p2.sellerId)).toBe(0);
    expect(await runSettlement(deps)).toMatchObject({ tally: { balancesPaid: 0 } });
    expect(await balanceRows(p2.sellerId)).toHaveLength(1);
  });

  it("is asked first at a server's start: nothing due once all is paid, due again with new money", async () => {
    await runSettlement(deps);
    expect(await isSettlementDue(t.db, clock.now())).toBe(false);
    await trueUp(p1.sellerId, 1_200);
    expect(await isSettlementDue(t.db, clock.now())).toBe(true);
    expect(await runSettlement(deps)).toMatchObject({ tally: { balancesPaid: 1 } });
    expect(await isSettlementDue(t.db, clock.now())).toBe(false);
  });
});
