// What a seller is owed, from the ledger alone: on hold (its return window open, or a return
// asked for), payable, paid; what may be paid now per (order, seller); payouts and their
// reversals recorded by the transfer's id (docs/decisions/seller-money.md).
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { payoutEntry } from './ledger-entries.ts';
import { insertEntries, selectEntriesByKeys } from './ledger.repository.ts';
import { sellerLedger } from './payouts.schema.ts';
import { selectOpenReturnParts } from './posting.repository.ts';
import {
  payableFrom,
  settlementScheduleOf,
  type SettlementSchedule,
} from './settlement.service.ts';
import { istMonth } from './tax-rates.ts';

export interface ReleasablePart {
  orderId: string;
  sellerId: string;
  /** What the part's entries add up to, net of payouts already made for it (paise). */
  amountPaise: number;
  /** From when it may be paid: its return window closed, then the settlement schedule's day. */
  releasableAt: Date | null;
}

/** Entries of some tax months only (a statement's or a test's window); all when absent. */
function monthsOf(months: readonly string[] | undefined) {
  return months ? inArray(sellerLedger.taxMonth, [...months]) : undefined;
}

interface PartSum {
  orderId: string;
  sellerId: string;
  total: number;
  releasableAt: Date | null;
}

/**
 * Each (order, seller) part's sum and the day it may be paid: the latest return window of its
 * entries, moved to the settlement schedule's day.
 */
async function partSums(
  db: Executor,
  filter: { sellerId?: string; orderId?: string; taxMonths?: readonly string[] },
  schedule: SettlementSchedule,
) {
  const rows = await db
    .select({
      orderId: sellerLedger.orderId,
      sellerId: sellerLedger.sellerId,
      total: sql<string>`sum(${sellerLedger.amountPaise})`,
      releasableAt: sql<Date | null>`max(${sellerLedger.releasableAt})`,
    })
    .from(sellerLedger)
    .where(
      and(
        isNotNull(sellerLedger.orderId),
        filter.sellerId ? eq(sellerLedger.sellerId, filter.sellerId) : undefined,
        filter.orderId ? eq(sellerLedger.orderId, filter.orderId) : undefined,
        monthsOf(filter.taxMonths),
      ),
    )
    .groupBy(sellerLedger.orderId, sellerLedger.sellerId);
  return rows.map((row): PartSum => ({
    orderId: row.orderId!,
    sellerId: row.sellerId,
    total: Number(row.total),
    releasableAt: row.releasableAt ? payableFrom(new Date(row.releasableAt), schedule) : null,
  }));
}

/**
 * Each (order, seller) part whose money may be paid now: its return window closed, no return
 * asked for and unsettled, and something left to pay. What the Route helper transfers or
 * releases; exactly this, never a figure of its own.
 */
export async function listReleasable(
  db: Executor,
  filter: { sellerId?: string; orderId?: string; now: Date },
): Promise<ReleasablePart[]> {
  const [sums, open] = await Promise.all([
    partSums(db, filter, await settlementScheduleOf(db)),
    selectOpenReturnParts(db, filter.sellerId),
  ]);
  return sums
    .filter(
      (part) =>
        part.total > 0 &&
        (!part.releasableAt || part.releasableAt <= filter.now) &&
        !open.has(`${part.orderId}:${part.sellerId}`),
    )
    .map((part) => ({
      orderId: part.orderId,
      sellerId: part.sellerId,
      amountPaise: part.total,
      releasableAt: part.releasableAt,
    }));
}

/** One (order, seller) part as the settlement run weighs it. */
export interface SettlementPart {
  orderId: string;
  sellerId: string;
  /** What the part earned: every entry but payouts and their reversals (paise). */
  earnedPaise: number;
  /** What is left to pay: the part's entries, payouts included (paise). */
  unpaidPaise: number;
  /** From when it may be paid: its return window closed, then the settlement schedule's day (null: at once). */
  releasableAt: Date | null;
  /** A return of it is asked for and not settled. */
  returnOpen: boolean;
}

/**
 * Every (order, seller) part with entries, held or not, for the settlement run: what it earned,
 * what is left to pay, and whether its hold may end. `orderIds` reads those parts only.
 */
export async function settlementParts(
  db: Executor,
  filter: {
    orderIds?: readonly string[];
    /** Keyset paging: the parts after this one, in (order, seller) order. */
    after?: { orderId: string; sellerId: string };
    limit?: number;
  } = {},
): Promise<SettlementPart[]> {
  if (filter.orderIds && filter.orderIds.length === 0) return [];
  const payoutKinds = sql`${sellerLedger.kind} in ('payout', 'payout_reversal')`;
  const [rows, open, schedule] = await Promise.all([
    db
      .select({
        orderId: sellerLedger.orderId,
        sellerId: sellerLedger.sellerId,
        total: sql<string>`sum(${sellerLedger.amountPaise})`,
        earned: sql<string>`coalesce(sum(${sellerLedger.amountPaise}) filter (where not (${payoutKinds})), 0)`,
        releasableAt: sql<Date | null>`max(${sellerLedger.releasableAt})`,
      })
      .from(sellerLedger)
      .where(
        and(
          isNotNull(sellerLedger.orderId),
          filter.orderIds ? inArray(sellerLedger.orderId, [...filter.orderIds]) : undefined,
          filter.after
            ? sql`(${sellerLedger.orderId}, ${sellerLedger.sellerId}) > (${filter.after.orderId}, ${filter.after.sellerId})`
            : undefined,
        ),
      )
      .groupBy(sellerLedger.orderId, sellerLedger.sellerId)
      .orderBy(sellerLedger.orderId, sellerLedger.sellerId)
      .limit(filter.limit ?? 1_000_000),
    selectOpenReturnParts(db),
    settlementScheduleOf(db),
  ]);
  return rows.map((row) => ({
    orderId: row.orderId!,
    sellerId: row.sellerId,
    earnedPaise: Number(row.earned),
    unpaidPaise: Number(row.total),
    // The settlement schedule's day, as listReleasable and sellerBalance say it.
    releasableAt: row.releasableAt ? payableFrom(new Date(row.releasableAt), schedule) : null,
    returnOpen: open.has(`${row.orderId}:${row.sellerId}`),
  }));
}

export interface SellerBalance {
  /** Parts whose return window is open, not yet at the settlement day, or with a return asked for. */
  onHoldPaise: number;
  /** Owed and free to pay (seller-wide entries such as a TCS true-up included). */
  payablePaise: number;
  /** Paid out, less payouts reversed. */
  paidPaise: number;
  /** The sum of every entry but payouts, by kind (a sale +, a commission −). */
  byKind: Record<string, number>;
  /** When the part on hold soonest becomes payable, by the schedule (null: none on hold). */
  nextReleaseAt: Date | null;
}

/**
 * A seller's balance now: on hold + payable = every entry's sum; paid beside it. `taxMonths`
 * reads the entries of those months only.
 */
export async function sellerBalance(
  db: Executor,
  sellerId: string,
  now: Date,
  taxMonths?: readonly string[],
): Promise<SellerBalance> {
  const mine = and(eq(sellerLedger.sellerId, sellerId), monthsOf(taxMonths));
  const schedule = await settlementScheduleOf(db);
  const [sums, open, kinds, [loose]] = await Promise.all([
    partSums(db, { sellerId, ...(taxMonths ? { taxMonths } : {}) }, schedule),
    selectOpenReturnParts(db, sellerId),
    db
      .select({ kind: sellerLedger.kind, total: sql<string>`sum(${sellerLedger.amountPaise})` })
      .from(sellerLedger)
      .where(mine)
      .groupBy(sellerLedger.kind),
    db
      .select({ total: sql<string>`coalesce(sum(${sellerLedger.amountPaise}), 0)` })
      .from(sellerLedger)
      .where(and(mine, isNull(sellerLedger.orderId))),
  ]);
  let onHoldPaise = 0;
  let payablePaise = Number(loose?.total ?? 0);
  let nextReleaseAt: Date | null = null;
  for (const part of sums) {
    const held =
      (part.releasableAt !== null && part.releasableAt > now) ||
      open.has(`${part.orderId}:${part.sellerId}`);
    if (held) {
      onHoldPaise += part.total;
      if (part.releasableAt && part.releasableAt > now) {
        if (!nextReleaseAt || part.releasableAt < nextReleaseAt) nextReleaseAt = part.releasableAt;
      }
    } else payablePaise += part.total;
  }
  const byKind: Record<string, number> = {};
  let paidPaise = 0;
  for (const row of kinds) {
    const total = Number(row.total);
    if (row.kind === 'payout' || row.kind === 'payout_reversal') paidPaise -= total;
    else byKind[row.kind] = total;
  }
  return { onHoldPaise, payablePaise, paidPaise, byKind, nextReleaseAt };
}

export interface PayoutInput {
  sellerId: string;
  /** The part paid (null: a payout of seller-wide money). */
  orderId: string | null;
  /** Route's transfer id: the payout's key. */
  transferId: string;
  amountPaise: number;
  at: Date;
  /** The bank's reference (UTR) once settled, for the statement. */
  note?: string;
}

/**
 * Records a payout (a transfer to the seller) once per transfer id; a second call with the same
 * id writes nothing and answers false. Refuses a payout of nothing or more than the part holds.
 */
export async function recordPayout(db: Executor, input: PayoutInput): Promise<boolean> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new AppError('VALIDATION_FAILED', 'A payout must be a positive whole number of paise.', {
      amountPaise: 'Give a positive amount.',
    });
  }
  const key = `payout:${input.transferId}`;
  if ((await selectEntriesByKeys(db, [key])).length > 0) return false;
  return (await insertEntries(db, [payoutEntry(input)])) > 0;
}


/**
 * Records money coming back from a transfer (Route's reversal), once per reversal id; never more
 * than the transfer's payout less what was reversed of it before (a 409 then, nothing written).
 */
export async function recordPayoutReversal(
  db: Executor,
  input: { transferId: string; reversalId: string; amountPaise: number; at: Date },
): Promise<boolean> {
  const key = `payout-reversal:${input.reversalId}`;
  // The payout's row locked: two reversals of one transfer are weighed one after the other.
  return db.transaction(async (tx) => {
    if ((await selectEntriesByKeys(tx, [key])).length > 0) return false;
    const [payout] = await tx
      .select()
      .from(sellerLedger)
      .where(and(eq(sellerLedger.transferId, input.transferId), eq(sellerLedger.kind, 'payout')))
      .for('update');
    if (!payout) throw new AppError('NOT_FOUND', `No payout was recorded for ${input.transferId}.`);
    const [reversed] = await tx
      .select({ total: sql<string>`coalesce(sum(${sellerLedger.amountPaise}), 0)` })
      .from(sellerLedger)
      .where(
        and(
          eq(sellerLedger.transferId, input.transferId),
          eq(sellerLedger.kind, 'payout_reversal'),
        ),
      );
    const left = -payout.amountPaise - Number(reversed?.total ?? 0);
    if (
      !Number.isSafeInteger(input.amountPaise) ||
      input.amountPaise <= 0 ||
      input.amountPaise > left
    ) {
      throw new AppError(
        'CONFLICT',
        'A reversal cannot be larger than what is left of its transfer.',
      );
    }
    const written = await insertEntries(tx, [
      {
        sellerId: payout.sellerId,
        kind: 'payout_reversal',
        idempotencyKey: key,
        amountPaise: input.amountPaise,
        orderId: payout.orderId,
        transferId: input.transferId,
        taxMonth: istMonth(input.at),
        occurredAt: input.at,
      },
    ]);
    return written > 0;
  });
}
