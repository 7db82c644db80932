// Bulk inserts for the seed and the reference data.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';

/** Rows per INSERT statement: a few megabytes of JSON at most. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts rows as one JSON document per statement, unpacked by json_to_recordset. One parameter
 * instead of one per value keeps a million-row seed fast on PGlite and PostgreSQL alike (a
 * 1,000-row VALUES list has tens of thousands of parameters to bind). Columns that no row sets
 * are left out, so their defaults apply.
 */
export async function insertRows<TTable extends PgTable>(
  executor: Executor,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([property]) =>
    rows.some((row) => (row as Record<string, unknown>)[property] !== undefined),
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql.raw(', '),
  );
  const recordType = sql.join(
    columns.map(
      ([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`,
    ),
    sql.raw(', '),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const records = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [property, column] of columns) {
        const value = (row as Record<string, unknown>)[property];
        record[column.name] = value instanceof Date ? value.toISOString() : value;
      }
      return record;
    });
    await executor.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_to_recordset(${JSON.stringify(records)}::json) AS seed(${recordType})`,
    );
  }
}
