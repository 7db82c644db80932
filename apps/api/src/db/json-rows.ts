// Several tables' rows in one statement: each table's rows as one JSON array column. A product
// page read its colours, sizes and pictures in three statements and the category tree with its
// menus in four; each statement is a round trip (a socket write and a parse on PostgreSQL, a call
// into the engine on PGlite), and the page's cost with nothing kept was mostly those
// (docs/decisions/performance.md, "Rows of several tables in one statement").
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The rows of `table` (where `where`, in `orderBy`) as a JSON array of objects keyed as drizzle
 * names the columns, so each element is the table's `$inferSelect`. Only for tables whose columns
 * JSON carries as they are: text, integers, booleans and nulls (not timestamps, bigints or
 * numerics, which JSON would give as strings).
 */
export function jsonRows<T extends PgTable>(
  table: T,
  options: { where?: SQL; orderBy: SQL[] },
): SQL<Array<T['$inferSelect']>> {
  const pairs = Object.entries(getTableColumns(table)).map(
    // Keys are our own property names (letters only), written as SQL string literals.
    ([key, column]) => sql`${sql.raw(`'${key.replace(/[^A-Za-z0-9_]/g, '')}'`)}, ${column}`,
  );
  const where = options.where ? sql` where ${options.where}` : sql``;
  return sql<Array<T['$inferSelect']>>`coalesce((select json_agg(json_build_object(${sql.join(
    pairs,
    sql`, `,
  )}) order by ${sql.join(options.orderBy, sql`, `)}) from ${table}${where}), '[]'::json)`;
}
