// The statement's SQL (docs/decisions/seller-money.md, "Statements and exports"): only the columns
// a statement shows, its sums taken by the database, its lines read a page or a batch at a time.
import { sql, type SQL } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import { LEDGER_KINDS, type LedgerKind } from './ledger-kinds.ts';

/** A statement's period: [from, until) as instants. */
export interface StatementRange {
  from: Date;
  until: Date;
}

/** One line as the statement shows it; `day` is its IST date. */
export interface StatementRow {
  id: string;
  kind: LedgerKind;
  day: string;
  amountPaise: number;
  orderId: string | null;
  returnId: string | null;
  transferId: string | null;
  note: string | null;
}

/**
 * The order a reader follows: by instant, then entries of one moment as LEDGER_KINDS lists them
 * (the sale, then what is taken from it), then as they were written.
 */
const STATEMENT_ORDER = sql.raw(
  `occurred_at, array_position(array[${LEDGER_KINDS.map((kind) => `'${kind}'`).join(',')}]::text[], kind), created_at, id`,
);

/** The columns shown, the IST date taken by the database (no timestamps come back). */
const STATEMENT_COLUMNS = sql.raw(
  `id, kind, to_char((occurred_at at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD') as day, amount_paise, order_id, return_id, transfer_id, note`,
);

interface RawRow {
  id: string;
  kind: LedgerKind;
  day: string;
  amount_paise: number | string;
  order_id: string | null;
  return_id: string | null;
  transfer_id: string | null;
  note: string | null;
}

const toRow = (raw: RawRow): StatementRow => ({
  id: raw.id,
  kind: raw.kind,
  day: raw.day,
  amountPaise: Number(raw.amount_paise),
  orderId: raw.order_id,
  returnId: raw.return_id,
  transferId: raw.transfer_id,
  note: raw.note,
});

/**
 * A month's TCS true-up that changed nothing (the withheld TCS was already what the month owed)
 * is kept in the ledger, where it marks the month trued up, but is no line of a statement: a
 * "₹0.00" line would say nothing. One that moved tax between heads with a zero net is shown.
 */
const EMPTY_TRUE_UP = sql.raw(
  `(kind = 'tcs_true_up' and amount_paise = 0 and coalesce(igst_paise, 0) = 0
    and coalesce(cgst_paise, 0) = 0 and coalesce(sgst_paise, 0) = 0)`,
);

const inRange = (sellerId: string, range: StatementRange): SQL =>
  sql`seller_id = ${sellerId} and occurred_at >= ${range.from} and occurred_at < ${range.until} and not ${EMPTY_TRUE_UP}`;

/** The opening balance (every entry before the period), the period's sum and its line count. */
export async function selectStatementTotals(
  db: Executor,
  sellerId: string,
  range: StatementRange,
): Promise<{ openingPaise: number; periodPaise: number; lines: number }> {
  const result = await db.execute(sql`
    select
      coalesce(sum(amount_paise) filter (where occurred_at < ${range.from}), 0) as opening,
      coalesce(sum(amount_paise) filter (where occurred_at >= ${range.from}), 0) as period,
      count(*) filter (where occurred_at >= ${range.from} and not ${EMPTY_TRUE_UP}) as lines
    from seller_ledger
    where seller_id = ${sellerId} and occurred_at < ${range.until}`);
  const [row] = readRows<{ opening: string; period: string; lines: string }>(result);
  return {
    openingPaise: Number(row?.opening ?? 0),
    periodPaise: Number(row?.period ?? 0),
    lines: Number(row?.lines ?? 0),
  };
}

/**
 * One page of the period's lines, each with the sum of the period's lines up to it (itself
 * included): the balance is the opening plus that.
 */
export async function selectStatementPage(
  db: Executor,
  sellerId: string,
  range: StatementRange,
  page: { offset: number; limit: number },
): Promise<Array<StatementRow & { runningPaise: number }>> {
  const result = await db.execute(sql`
    select ${STATEMENT_COLUMNS},
      sum(amount_paise) over (order by ${STATEMENT_ORDER} rows unbounded preceding) as running
    from seller_ledger
    where ${inRange(sellerId, range)}
    order by ${STATEMENT_ORDER}
    offset ${page.offset} limit ${page.limit}`);
  return readRows<RawRow & { running: string }>(result).map((raw) => ({
    ...toRow(raw),
    runningPaise: Number(raw.running),
  }));
}

/** Lines read per trip when a statement is read whole (CSV, PDF). */
const BATCH_LINES = 5_000;

export type StatementTotals = Awaited<ReturnType<typeof selectStatementTotals>>;

/**
 * The period's totals, then every line in order handed to `each` a batch at a time from a
 * cursor, never all at once; all in one read-only snapshot, so the lines add up to the totals.
 */
export async function readStatementLines(
  db: Executor,
  sellerId: string,
  range: StatementRange,
  reader: { totals: (totals: StatementTotals) => void; each: (rows: StatementRow[]) => void },
): Promise<StatementTotals> {
  return db.transaction(
    async (tx) => {
      const totals = await selectStatementTotals(tx, sellerId, range);
      reader.totals(totals);
      await tx.execute(sql`
        declare statement_lines no scroll cursor for
        select ${STATEMENT_COLUMNS} from seller_ledger
        where ${inRange(sellerId, range)}
        order by ${STATEMENT_ORDER}`);
      for (;;) {
        const rows = readRows<RawRow>(
          await tx.execute(sql.raw(`fetch forward ${BATCH_LINES} from statement_lines`)),
        );
        if (rows.length > 0) reader.each(rows.map(toRow));
        if (rows.length < BATCH_LINES) break;
      }
      await tx.execute(sql`close statement_lines`);
      return totals;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
