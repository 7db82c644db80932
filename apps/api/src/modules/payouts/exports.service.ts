// The operator's tax exports from the ledger: GSTR-8 per month (Table 3, per supplier GSTIN) and
// the TDS s.194-O summary per PAN per quarter (docs/decisions/seller-money.md).
import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sellerLedger } from './payouts.schema.ts';
import { selectGstr8Sums } from './ledger.repository.ts';
import { rupees } from './statement.service.ts';

/**
 * The columns of the GST portal's GSTR-8 offline tool, TCS table (CSV format "TCS": GSTIN of
 * supplier, supplies made to and returned by registered and unregistered receivers, net amount
 * liable for TCS, central, state/UT and integrated tax, the supplier's name). Shoppers are
 * unregistered receivers: their columns carry the figures.
 */
export const GSTR8_COLUMNS = [
  'GSTIN of Supplier',
  'Gross value of supplies made to registered receiver',
  'Gross value of supplies returned by registered receiver',
  'Gross value of supplies made to unregistered receiver',
  'Gross value of supplies returned by unregistered receiver',
  'Net amount liable for TCS',
  'Central tax',
  'State/UT Tax',
  'Integrated tax',
  'Trade/Legal name of GSTIN of Supplier',
] as const;

export interface Gstr8Row {
  gstin: string;
  suppliesPaise: number;
  returnsPaise: number;
  netPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  name: string;
}

/** A month's GSTR-8 Table 3 rows, one per supplier GSTIN, from its ledger entries. */
export async function gstr8Of(db: Executor, month: string): Promise<Gstr8Row[]> {
  const sums = await selectGstr8Sums(db, month);
  return sums
    .map((row) => ({ ...row, netPaise: row.suppliesPaise - row.returnsPaise }))
    .sort((a, b) => a.gstin.localeCompare(b.gstin));
}

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csv = (rows: string[][]) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** GSTR-8 as the offline tool's CSV, rupees with two decimals. */
export function gstr8Csv(rows: readonly Gstr8Row[]): string {
  return csv([
    [...GSTR8_COLUMNS],
    ...rows.map((row) => [
      row.gstin,
      '0.00',
      '0.00',
      rupees(row.suppliesPaise),
      rupees(row.returnsPaise),
      rupees(Math.max(0, row.netPaise)),
      rupees(row.cgstPaise),
      rupees(row.sgstPaise),
      rupees(row.igstPaise),
      row.name,
    ]),
  ]);
}

export interface TdsRow {
  pan: string;
  sellerId: string;
  creditedPaise: number;
  tdsPaise: number;
}

/** The IST months of a quarter ('2024-Q3' is July to September). */
export function quarterMonths(quarter: string): string[] {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!match) throw new RangeError(`Not a quarter: ${quarter}`);
  const first = (Number(match[2]) - 1) * 3 + 1;
  return [0, 1, 2].map((offset) => `${match[1]}-${String(first + offset).padStart(2, '0')}`);
}

/** TDS s.194-O per PAN (or 'PANNOTAVBL' for a seller without one) over a quarter's months. */
export async function tdsSummaryOf(db: Executor, quarter: string): Promise<TdsRow[]> {
  const months = quarterMonths(quarter);
  const rows = await db
    .select({
      sellerId: sellerLedger.sellerId,
      pan: sql<string>`coalesce(${sellerLedger.pan}, 'PANNOTAVBL')`,
      credited: sql<string>`coalesce(sum(${sellerLedger.taxablePaise}), 0)`,
      tds: sql<string>`coalesce(sum(-${sellerLedger.amountPaise}), 0)`,
    })
    .from(sellerLedger)
    .where(
      and(
        inArray(sellerLedger.kind, ['tds', 'tds_reversal']),
        gte(sellerLedger.taxMonth, months[0]!),
        lt(sellerLedger.taxMonth, `${months[2]!}~`),
      ),
    )
    .groupBy(sellerLedger.sellerId, sql`coalesce(${sellerLedger.pan}, 'PANNOTAVBL')`);
  return rows
    .map((row) => ({
      pan: row.pan,
      sellerId: row.sellerId,
      creditedPaise: Number(row.credited),
      tdsPaise: Number(row.tds),
    }))
    .sort((a, b) => a.pan.localeCompare(b.pan) || a.sellerId.localeCompare(b.sellerId));
}

export function tdsSummaryCsv(quarter: string, rows: readonly TdsRow[]): string {
  return csv([
    ['Quarter', 'PAN', 'Seller', 'Amount credited (Rs)', 'TDS s.194-O (Rs)'],
    ...rows.map((row) => [
      quarter,
      row.pan,
      row.sellerId,
      rupees(row.creditedPaise),
      rupees(row.tdsPaise),
    ]),
  ]);
}
