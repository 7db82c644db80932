// Rows out and rows in, as JSON: `row_to_json` writes each row (ISO times with their offset,
// exact numbers, nested JSON as JSON, bytea as hex) and `json_populate_recordset` reads a batch
// back with the table's own column types. The same text travels in a move and sits in a backup,
// so both take one path.
import { quoteIdentifier, type SqlSession } from './session.ts';
import type { TableShape } from './tables.ts';

/** Rows per FETCH and per INSERT: a few MB at most with our widest rows (products). */
export const DEFAULT_BATCH_ROWS = 1000;

const CURSOR = 'haat_transfer_rows';

/**
 * The table's rows as JSON texts, `batchRows` at a time, in primary-key order (so two backups of
 * the same data are the same file). Must run inside a transaction: it reads through a cursor,
 * which sees the transaction's snapshot.
 */
export async function* readRowBatches(
  session: SqlSession,
  table: TableShape,
  batchRows: number,
): AsyncGenerator<string[]> {
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const order =
    table.primaryKey.length > 0
      ? ` order by ${table.primaryKey.map(quoteIdentifier).join(', ')}`
      : '';
  await session.query(
    `declare ${CURSOR} no scroll cursor for
       select row_to_json(picked)::text as row
         from (select ${columns} from public.${quoteIdentifier(table.name)}${order}) as picked`,
  );
  try {
    for (;;) {
      const rows = await session.query<{ row: string }>(
        `fetch forward ${Math.trunc(batchRows)} from ${CURSOR}`,
      );
      if (rows.length > 0) yield rows.map((row) => row.row);
      if (rows.length < batchRows) break;
    }
  } finally {
    await session.query(`close ${CURSOR}`);
  }
}

/**
 * Inserts rows given as JSON texts (as `readRowBatches` gives them). OVERRIDING SYSTEM VALUE
 * keeps the ids of identity columns; the sequences are set afterwards (tables.ts).
 */
export async function insertRowBatch(
  session: SqlSession,
  table: TableShape,
  rows: readonly string[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map(quoteIdentifier).join(', ');
  const name = `public.${quoteIdentifier(table.name)}`;
  await session.query(
    `insert into ${name} (${columns}) overriding system value
     select ${columns} from json_populate_recordset(null::${name}, $1::text::json)`,
    [`[${rows.join(',')}]`],
  );
}

/** Empties every table of ours in one statement (TRUNCATE takes the foreign keys as a set). */
export async function emptyTables(
  session: SqlSession,
  tables: readonly TableShape[],
): Promise<void> {
  if (tables.length === 0) return;
  const names = tables.map((table) => `public.${quoteIdentifier(table.name)}`).join(', ');
  await session.query(`truncate ${names}`);
}
