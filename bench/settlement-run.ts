// A settlement run over 100,000 held transfers on PostgreSQL (docs/decisions/benchmark.md,
// settlement.md): 100 linked sellers' 100,000 delivered parts, each with its ledger entries (the
// payouts module's own saleEntries) and its transfer from a payment held until a return window
// that has closed, written in bulk into the money bench's database once and reused. Each bench
// run puts the holds back (the run's own payouts of them taken out), then releases them against
// the sandbox's Route in this process: first a run stopped after half its batches, then a second
// that must finish the rest, nothing twice. Timed, with the process's resident memory sampled.
import { sql } from 'drizzle-orm';
import { sellerSlugOf } from '@haat/contract';
import { makeGstin } from '@haat/india';
import type { Database } from '../apps/api/src/db/client.ts';
import { readRows } from '../apps/api/src/db/client.ts';
import {
  sellerLedger,
  sellerPayoutAccounts,
  sellerTransfers,
  sellers,
} from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import { DEMO_SHOP_MODE } from '../apps/api/src/lib/shop-mode.ts';
import { commissionOf } from '../apps/api/src/modules/payouts/commission.ts';
import { splitGst } from '../apps/api/src/modules/pricing/index.ts';
import { saleEntries } from '../apps/api/src/modules/payouts/index.ts';
import { istMonth } from '../apps/api/src/modules/payouts/tax-rates.ts';
import {
  createSandboxRouteApi,
  removeSandboxRecords,
  type RouteApi,
} from '../apps/api/src/modules/seller-payouts/index.ts';
import { runSettlement } from '../apps/api/src/modules/settlement/index.ts';
import { insertRows } from '../apps/api/src/seed/insert-rows.ts';
import { DAY_MS, istInstant } from './seller-money-entries.ts';

export const SETTLE_TRANSFERS = 100_000;
const SETTLE_SELLERS = 100;
/** Parts or transfers the run reads at a time (the run's own default). */
export const SETTLE_BATCH = 500;
const WINDOW_DAYS = 7;
/**
 * Delivered in January 2030, and the run's clock 40 days on: every window closed for the bench's
 * run, none for the real clock of the server the money bench starts on the same database (its
 * settlement job at start finds nothing of these due), and no tax month GSTR-8 reads.
 */
const DELIVERED_FROM = istInstant('2030-01-01', '09:00:00');
const RUN_AT = new Date(DELIVERED_FROM.getTime() + 40 * DAY_MS);

const sellerIdOf = (index: number) => `sel_settle_${String(index).padStart(3, '0')}`;
const serial = (index: number) => String(index).padStart(9, '0');

export interface SettlementRunFigures {
  transfers: number;
  sellers: number;
  batch: number;
  /** The first run, stopped after this many batches' releases. */
  stoppedAfterBatches: number;
  firstReleased: number;
  firstSeconds: number;
  /** The second run, which finished the rest. */
  secondReleased: number;
  secondSeconds: number;
  transfersPerSecond: number;
  /** Resident memory grown over the second run (its peak against its start), MB. */
  rssGrowthMb: number;
  /** Released more than once at Razorpay, or booked more than once: must be 0. */
  twice: number;
  /** Payouts booked of the seeded transfers after both runs: must be every one. */
  booked: number;
  /** Held after both runs: must be 0. */
  leftHeld: number;
}

async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  return readRows<{ n: number }>(await db.execute(query))[0]?.n ?? 0;
}

/** Writes the 100,000 held transfers and their parts unless they are there; answers whether it wrote them. */
export async function ensureSettlementData(
  db: Database,
  log: (line: string) => void,
): Promise<boolean> {
  const there = await countOf(
    db,
    sql`select count(*)::int as n from seller_transfers where order_id like 'ord_settle_%'`,
  );
  if (there === SETTLE_TRANSFERS) return false;
  log(
    `settlement: writing ${SETTLE_TRANSFERS.toLocaleString('en-IN')} held transfers of ${SETTLE_SELLERS} sellers (once; reused after)…`,
  );
  const startedAt = Date.now();
  await db.execute(sql`delete from seller_ledger where seller_id like 'sel_settle_%'`);
  await db.execute(sql`delete from seller_transfers where seller_id like 'sel_settle_%'`);
  await db.execute(sql`delete from seller_payout_accounts where seller_id like 'sel_settle_%'`);
  await db.execute(sql`delete from sellers where id like 'sel_settle_%'`);

  const passwordHash = await hashPassword('Bench@12345');
  const everyone = Array.from({ length: SETTLE_SELLERS }, (_, index) => {
    const id = sellerIdOf(index + 1);
    const pan = `SET${'PQRSTUVWXY'[index % 10]}S${String(index + 1).padStart(4, '0')}Z`;
    return { id, gstin: makeGstin('29', pan), pan, index };
  });
  await insertRows(
    db,
    sellers,
    everyone.map((seller) => {
      const name = `Bench Settlement Seller ${seller.index + 1}`;
      return {
        id: seller.id,
        firstName: 'Bench',
        lastName: `Settlement ${seller.index + 1}`,
        email: `${seller.id.replace(/_/g, '-')}@haat.in`,
        mobile: `72${String(seller.index + 1).padStart(8, '0')}`,
        shopName: name,
        shopNameKey: name.toLowerCase(),
        slug: sellerSlugOf(name, seller.id),
        address: `${seller.index + 1} Bench Market Road`,
        pincode: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
        gstin: seller.gstin,
        passwordHash,
        status: 'approved' as const,
      };
    }),
  );
  await insertRows(
    db,
    sellerPayoutAccounts,
    everyone.map((seller) => ({
      sellerId: seller.id,
      // Linked only while the bench's run is measured (linkSettlementSellers).
      status: 'approved' as const,
      businessType: 'proprietorship',
      panSealed: 'bench',
      panLast: seller.pan.slice(-4),
      bankAccountSealed: 'bench',
      bankAccountLast: '9012',
      ifsc: 'HDFC0000317',
      accountHolderName: `Bench Settlement Seller ${seller.index + 1}`,
      routeAccountId: `acc_settle${serial(seller.index + 1)}`,
      settlementsConfigured: true,
      submittedAt: DELIVERED_FROM,
      linkedAt: DELIVERED_FROM,
    })),
  );

  const ledger: (typeof sellerLedger.$inferInsert)[] = [];
  const transfers: (typeof sellerTransfers.$inferInsert)[] = [];
  const flush = async () => {
    await insertRows(db, sellerLedger, ledger.splice(0));
    await insertRows(db, sellerTransfers, transfers.splice(0));
  };
  for (let part = 1; part <= SETTLE_TRANSFERS; part += 1) {
    const seller = everyone[part % SETTLE_SELLERS]!;
    const orderId = `ord_settle_${serial(part)}`;
    const deliveredAt = new Date(DELIVERED_FROM.getTime() + (part % 30) * 3_600_000);
    const releasableAt = new Date(deliveredAt.getTime() + WINDOW_DAYS * DAY_MS);
    const salePaise = 29_900 + (part % 50) * 1_000;
    const entries = saleEntries({
      line: {
        sellerId: seller.id,
        orderId,
        orderLineId: `ol_settle_${serial(part)}`,
        gstin: seller.gstin,
        taxMonth: istMonth(deliveredAt),
        occurredAt: deliveredAt,
      },
      releasableAt,
      salePaise,
      taxablePaise: splitGst(salePaise, 18, true).taxablePaise,
      commission: commissionOf(null, salePaise, 1),
      sameState: true,
      pan: seller.pan,
    });
    ledger.push(
      ...entries.map((entry, at) => ({ ...entry, id: `le_settle_${serial(part)}_${at}` })),
    );
    const earned = entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
    transfers.push({
      id: `trn_settle_${serial(part)}`,
      orderId,
      sellerId: seller.id,
      paymentId: `pay_S${serial(part)}`,
      linkedAccountId: `acc_settle${serial(seller.index + 1)}`,
      amountPaise: earned,
      status: 'processed',
      onHold: true,
      holdUntil: releasableAt,
      routeTransferId: `trf_S${serial(part)}`,
      createdAt: deliveredAt,
      updatedAt: deliveredAt,
    });
    if (transfers.length >= 5_000) await flush();
  }
  await flush();
  log(`settlement: written in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  return true;
}

/** Every seeded transfer held again, the run's payouts of them taken out: each bench run starts alike. */
/**
 * The sellers linked (for the bench's run) or back to approved (for the servers the bench starts
 * on this database: their settlement job at start then finds these sellers' money not theirs to pay).
 */
async function linkSettlementSellers(db: Database, linked: boolean): Promise<void> {
  await db.execute(sql`
    update seller_payout_accounts set status = ${linked ? 'linked' : 'approved'}
    where seller_id like 'sel_settle_%'`);
}

async function holdAgain(db: Database): Promise<void> {
  await db.execute(
    sql`delete from seller_ledger where kind = 'payout' and transfer_id like 'trf_S%'`,
  );
  await db.execute(sql`
    update seller_transfers set on_hold = true, released_at = null
    where order_id like 'ord_settle_%'`);
  // The sandbox's records of them (kept in the database since an earlier run released them) go,
  // so this run's sandbox takes each from our row, held again, as it takes the bulk-written ones
  // the first time (sandbox-route.ts).
  await removeSandboxRecords(db, {
    accountIds: `SELECT route_account_id FROM seller_payout_accounts WHERE seller_id LIKE 'sel_settle_%'`,
    transferIds: `SELECT route_transfer_id FROM seller_transfers WHERE order_id LIKE 'ord_settle_%'`,
  });
}

/**
 * The sandbox's Route, counting each transfer's releases; `stopAfter` releases into the run,
 * the signal stops it (between two transfers: the run finishes the one it is on).
 */
function countingRoute(
  db: Database,
  releases: Map<string, number>,
  stopAfter?: { count: number; stop: AbortController },
): RouteApi {
  const sandbox = createSandboxRouteApi(db);
  let released = 0;
  return {
    ...sandbox,
    setHold: async (transferId, onHold, until) => {
      const answer = await sandbox.setHold(transferId, onHold, until);
      if (!onHold) {
        releases.set(transferId, (releases.get(transferId) ?? 0) + 1);
        released += 1;
        if (stopAfter && released >= stopAfter.count) stopAfter.stop.abort();
      }
      return answer;
    },
  };
}

export async function measureSettlementRun(
  db: Database,
  log: (line: string) => void,
): Promise<SettlementRunFigures> {
  await holdAgain(db);
  await linkSettlementSellers(db, true);
  try {
    return await measureRuns(db, log);
  } finally {
    await linkSettlementSellers(db, false);
  }
}

async function measureRuns(
  db: Database,
  log: (line: string) => void,
): Promise<SettlementRunFigures> {
  const releases = new Map<string, number>();
  const deps = {
    db,
    clock: { now: () => RUN_AT },
    shop: DEMO_SHOP_MODE,
    returnWindowDays: WINDOW_DAYS,
    batchSize: SETTLE_BATCH,
  };
  // The first run is stopped after half its batches of releases (a shutdown, a crash).
  const stoppedAfterBatches = Math.floor(SETTLE_TRANSFERS / SETTLE_BATCH / 2);
  const stop = new AbortController();
  let startedAt = performance.now();
  const first = await runSettlement({
    ...deps,
    route: countingRoute(db, releases, { count: stoppedAfterBatches * SETTLE_BATCH, stop }),
    signal: stop.signal,
  });
  const firstSeconds = (performance.now() - startedAt) / 1000;
  if (first.outcome !== 'done') throw new Error('settlement: another run holds the lock');
  log(
    `settlement: first run stopped after ${stoppedAfterBatches} batches: ${first.tally.released} released in ${firstSeconds.toFixed(1)} s`,
  );

  // The second run finishes the rest; resident memory sampled as it goes.
  const rssAtStart = process.memoryUsage().rss;
  let rssPeak = rssAtStart;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 200);
  startedAt = performance.now();
  let second;
  try {
    second = await runSettlement({ ...deps, route: countingRoute(db, releases) });
  } finally {
    clearInterval(sampler);
  }
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const secondSeconds = (performance.now() - startedAt) / 1000;
  if (second.outcome !== 'done') throw new Error('settlement: another run holds the lock');

  const twiceReleased = [...releases.values()].filter((count) => count > 1).length;
  const twiceBooked = await countOf(
    db,
    sql`select count(*)::int as n from (
      select transfer_id from seller_ledger where kind = 'payout' and transfer_id like 'trf_S%'
      group by transfer_id having count(*) > 1) twice`,
  );
  const booked = await countOf(
    db,
    sql`select count(*)::int as n from seller_ledger where kind = 'payout' and transfer_id like 'trf_S%'`,
  );
  const leftHeld = await countOf(
    db,
    sql`select count(*)::int as n from seller_transfers where order_id like 'ord_settle_%' and on_hold`,
  );
  const figures: SettlementRunFigures = {
    transfers: SETTLE_TRANSFERS,
    sellers: SETTLE_SELLERS,
    batch: SETTLE_BATCH,
    stoppedAfterBatches,
    firstReleased: first.tally.released,
    firstSeconds,
    secondReleased: second.tally.released,
    secondSeconds,
    transfersPerSecond: second.tally.released / secondSeconds,
    rssGrowthMb: (rssPeak - rssAtStart) / 1024 / 1024,
    twice: twiceReleased + twiceBooked,
    booked,
    leftHeld,
  };
  log(
    `settlement: second run: ${figures.secondReleased} released in ${secondSeconds.toFixed(1)} s (${figures.transfersPerSecond.toFixed(0)}/s), resident memory +${figures.rssGrowthMb.toFixed(0)} MB; released twice ${twiceReleased}, booked twice ${twiceBooked}, booked ${booked}, still held ${leftHeld}`,
  );
  return figures;
}
