// A seller's statement for a settlement period (weekly by default, Monday to Sunday, IST): its
// opening balance, every entry, its closing balance; as JSON for the screens, CSV and PDF.
import type { Executor } from '../../db/client.ts';
import type { LedgerKind } from './ledger-kinds.ts';
import {
  readStatementLines,
  selectStatementPage,
  selectStatementTotals,
  type StatementRow,
} from './statement.repository.ts';

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type SettlementPeriod = 'weekly' | 'monthly';

/** The period (IST) holding `at`: [from, until) as instants, and its IST dates. */
export function periodOf(at: Date, period: SettlementPeriod = 'weekly') {
  const local = new Date(at.getTime() + IST_MS);
  let start: Date;
  let end: Date;
  if (period === 'monthly') {
    start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1));
    end = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1));
  } else {
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    start = new Date(midnight - sinceMonday * DAY_MS);
    end = new Date(start.getTime() + 7 * DAY_MS);
  }
  return {
    from: new Date(start.getTime() - IST_MS),
    until: new Date(end.getTime() - IST_MS),
    firstDay: start.toISOString().slice(0, 10),
    lastDay: new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10),
  };
}

export interface StatementLine {
  id: string;
  kind: LedgerKind;
  date: string;
  amountPaise: number;
  balancePaise: number;
  orderId: string | null;
  returnId: string | null;
  transferId: string | null;
  note: string | null;
}

/** What a statement says whole: its period, opening and closing balance, how many lines. */
export interface StatementHead {
  sellerId: string;
  firstDay: string;
  lastDay: string;
  openingPaise: number;
  closingPaise: number;
  lineCount: number;
}

/** The screen's page of a statement: its head and `pageSize` lines from the `page`th. */
export interface StatementPage extends StatementHead {
  page: number;
  pageSize: number;
  lines: StatementLine[];
}

const lineOf = (row: StatementRow, balancePaise: number): StatementLine => ({
  id: row.id,
  kind: row.kind,
  date: row.day,
  amountPaise: row.amountPaise,
  balancePaise,
  orderId: row.orderId,
  returnId: row.returnId,
  transferId: row.transferId,
  note: row.note,
});

/** One page of the statement of the period holding `at` (the screen; CSV and PDF carry all). */
export async function statementPageOf(
  db: Executor,
  sellerId: string,
  at: Date,
  period: SettlementPeriod,
  paging: { page: number; pageSize: number },
): Promise<StatementPage> {
  const range = periodOf(at, period);
  const [totals, rows] = await Promise.all([
    selectStatementTotals(db, sellerId, range),
    selectStatementPage(db, sellerId, range, {
      offset: (paging.page - 1) * paging.pageSize,
      limit: paging.pageSize,
    }),
  ]);
  return {
    sellerId,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    openingPaise: totals.openingPaise,
    closingPaise: totals.openingPaise + totals.periodPaise,
    lineCount: totals.lines,
    ...paging,
    lines: rows.map((row) => lineOf(row, totals.openingPaise + row.runningPaise)),
  };
}

/** What a whole statement is written to (CSV, PDF): its head first, then its lines in batches. */
export interface StatementWriter {
  head(head: StatementHead): void;
  lines(lines: readonly StatementLine[]): void;
  end(head: StatementHead): void;
}

/**
 * Reads the whole statement of the period holding `at` into `writer`, a batch of lines at a
 * time (never every line in memory at once). Answers once the head is written (a failure
 * before it rejects: nothing has been sent yet); `done` settles when the last line is.
 */
export async function writeStatement(
  db: Executor,
  sellerId: string,
  at: Date,
  period: SettlementPeriod,
  writer: StatementWriter,
): Promise<{ head: StatementHead; done: Promise<void> }> {
  const range = periodOf(at, period);
  let head: StatementHead | undefined;
  let started: () => void = () => undefined;
  const headWritten = new Promise<void>((resolve) => (started = resolve));
  let balance = 0;
  let written = 0;
  const done = readStatementLines(db, sellerId, range, {
    totals: (totals) => {
      head = {
        sellerId,
        firstDay: range.firstDay,
        lastDay: range.lastDay,
        openingPaise: totals.openingPaise,
        closingPaise: totals.openingPaise + totals.periodPaise,
        lineCount: totals.lines,
      };
      balance = head.openingPaise;
      writer.head(head);
      started();
    },
    each: (rows) => {
      writer.lines(rows.map((row) => lineOf(row, (balance += row.amountPaise))));
      written += rows.length;
    },
  }).then(() => {
    // One snapshot: the lines add up to the head's closing balance, or the file is not ended.
    if (!head || balance !== head.closingPaise || written !== head.lineCount)
      throw new Error(`The statement's lines of ${sellerId} do not add up to its closing balance`);
    writer.end(head);
  });
  await Promise.race([headWritten, done]);
  return { head: head!, done };
}

/** Paise as rupees with two decimals, a minus in front (CSV and PDF). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const size = Math.abs(paise);
  return `${sign}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** What each kind is called on a statement. */
export const KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'Sale',
  return: 'Return',
  commission: 'Commission',
  commission_gst: 'GST on commission',
  commission_reversal: 'Commission given back',
  commission_gst_reversal: 'GST on commission given back',
  tcs: 'GST TCS (s.52)',
  tcs_reversal: 'GST TCS given back',
  tcs_true_up: 'GST TCS monthly true-up',
  tds: 'TDS (s.194-O)',
  tds_reversal: 'TDS given back',
  payout: 'Payout',
  payout_reversal: 'Payout reversed',
};
