// The monthly TCS true-up (docs/decisions/seller-money.md): per supplier GSTIN per month, TCS is
// due on the month's net taxable value (supplies less returns) and a month whose net is negative
// owes none. What was withheld line by line is brought to what is due by one `tcs_true_up` entry
// per (GSTIN, month), keyed, so a second run or a second worker writes nothing.
import type { Database } from '../../db/client.ts';
import { insertEntries, selectMonthEntries, type LedgerRow } from './ledger.repository.ts';
import { istDate, istMonth, percentOf } from './tax-rates.ts';
import { sql } from 'drizzle-orm';
import { sellerLedger } from './payouts.schema.ts';

export function trueUpKey(gstin: string, month: string): string {
  return `tcs-true-up:${gstin}:${month}`;
}

/** The day of the next month from which a month is trued up: late postings have landed by then. */
export const TRUE_UP_DAY = 5;

export interface TcsDue {
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * TCS due for one GSTIN's month from its TCS entries (each carries its base, rate and split):
 * the net taxable value per rate and per kind of supply (within a state or across), TCS on each
 * rounded once; nothing when the month's whole net is zero or less, and no head below zero.
 */
export function tcsDueOf(entries: readonly LedgerRow[]): TcsDue {
  const groups = new Map<string, { rate: number; sameState: boolean; taxable: number }>();
  let net = 0;
  for (const entry of entries) {
    if (entry.kind !== 'tcs' && entry.kind !== 'tcs_reversal') continue;
    const taxable = entry.taxablePaise ?? 0;
    net += taxable;
    const sameState = (entry.cgstPaise ?? 0) !== 0 || (entry.sgstPaise ?? 0) !== 0;
    const rate = entry.rateBasisPoints ?? 0;
    const key = `${rate}:${sameState}`;
    const group = groups.get(key) ?? { rate, sameState, taxable: 0 };
    group.taxable += taxable;
    groups.set(key, group);
  }
  const due: TcsDue = { igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
  if (net <= 0) return due;
  for (const group of groups.values()) {
    if (group.sameState) {
      const half = percentOf(group.taxable, group.rate / 2);
      due.cgstPaise += half;
      due.sgstPaise += half;
    } else due.igstPaise += percentOf(group.taxable, group.rate);
  }
  return {
    igstPaise: Math.max(0, due.igstPaise),
    cgstPaise: Math.max(0, due.cgstPaise),
    sgstPaise: Math.max(0, due.sgstPaise),
  };
}

/** TCS withheld so far in a month's entries, per head (positive: collected from the seller). */
export function tcsWithheldOf(entries: readonly LedgerRow[]): TcsDue {
  const withheld: TcsDue = { igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
  for (const entry of entries) {
    if (entry.kind !== 'tcs' && entry.kind !== 'tcs_reversal' && entry.kind !== 'tcs_true_up') {
      continue;
    }
    withheld.igstPaise += entry.igstPaise ?? 0;
    withheld.cgstPaise += entry.cgstPaise ?? 0;
    withheld.sgstPaise += entry.sgstPaise ?? 0;
  }
  return withheld;
}

/** Trues up one month of every GSTIN that has entries in it; answers entries written. */
export async function trueUpTcsMonth(db: Database, month: string, now: Date): Promise<number> {
  const entries = await selectMonthEntries(db, month);
  const byGstin = new Map<string, LedgerRow[]>();
  for (const entry of entries) {
    if (!entry.gstin) continue;
    const list = byGstin.get(entry.gstin) ?? [];
    list.push(entry);
    byGstin.set(entry.gstin, list);
  }
  let written = 0;
  for (const [gstin, list] of byGstin) {
    if (list.some((entry) => entry.kind === 'tcs_true_up')) continue;
    const due = tcsDueOf(list);
    const withheld = tcsWithheldOf(list);
    const change = {
      igstPaise: due.igstPaise - withheld.igstPaise,
      cgstPaise: due.cgstPaise - withheld.cgstPaise,
      sgstPaise: due.sgstPaise - withheld.sgstPaise,
    };
    written += await insertEntries(db, [
      {
        sellerId: list[0]!.sellerId,
        kind: 'tcs_true_up',
        idempotencyKey: trueUpKey(gstin, month),
        // More due than withheld takes more from the seller; less gives it back.
        amountPaise: -(change.igstPaise + change.cgstPaise + change.sgstPaise),
        gstin,
        taxMonth: month,
        ...change,
        note: `TCS for ${month} brought to what the month's net supplies owe`,
        occurredAt: now,
      },
    ]);
  }
  return written;
}

/** The month before an IST month ('YYYY-MM'). */
export function previousMonth(month: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/**
 * Trues up every month with entries that is closed: before last month, or last month once
 * today (IST) is past its TRUE_UP_DAY. The job's run; answers entries written.
 */
export async function trueUpClosedMonths(db: Database, now: Date): Promise<number> {
  const current = istMonth(now);
  const last = previousMonth(current);
  const day = Number(istDate(now).slice(8, 10));
  const rows = await db
    .selectDistinct({ month: sellerLedger.taxMonth })
    .from(sellerLedger)
    .where(sql`${sellerLedger.taxMonth} is not null and ${sellerLedger.taxMonth} < ${current}`);
  let written = 0;
  for (const { month } of rows) {
    if (!month || (month === last && day < TRUE_UP_DAY)) continue;
    written += await trueUpTcsMonth(db, month, now);
  }
  return written;
}
