// Which shop this is: a demo (the seed's marketplace, on a laptop) or real. The demo seed records
// the rows it wrote in demo_rows; a database that holds any is a demo shop, and every start on it
// says so (docs/decisions/going-live.md, "A shop is a demo or real").
import { sql } from 'drizzle-orm';
import { readRows, type Database, type Executor } from '../db/client.ts';
import { demoRows } from './demo-rows.schema.ts';

/**
 * The tables whose rows the seed records by id: the things a person would call "the demo's" —
 * accounts, sellers, the catalogue, the storefront's content, coupons and orders. What hangs from
 * them (colours, sizes, pictures, order lines, events, refunds, reviews, addresses) goes with them.
 * The pin-code directory is reference data every shop needs and is not the demo's.
 */
export const DEMO_ROOT_TABLES = [
  'admins',
  'customers',
  'sellers',
  'main_categories',
  'categories',
  'sub_categories',
  'brands',
  'products',
  'home_banners',
  'offers',
  'offer_cards',
  'coupons',
  'orders',
] as const;

export type DemoRootTable = (typeof DEMO_ROOT_TABLES)[number];

/** Records every row of the root tables as the demo's: run by the seed, on the rows it just wrote. */
export async function recordDemoRows(executor: Executor): Promise<void> {
  for (const table of DEMO_ROOT_TABLES) {
    await executor.execute(
      sql`INSERT INTO demo_rows (table_name, row_id) SELECT ${table}, id FROM ${sql.identifier(table)} ON CONFLICT DO NOTHING`,
    );
  }
}

/** True while the database holds the demo marketplace (or any of it). */
export async function isDemoShop(db: Database): Promise<boolean> {
  const rows = await db.select({ id: demoRows.rowId }).from(demoRows).limit(1);
  return rows.length > 0;
}

/** The ids of a root table's rows that the demo seed wrote. */
export async function demoRowIds(db: Executor, table: DemoRootTable): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT row_id FROM demo_rows WHERE table_name = ${table} ORDER BY row_id`,
  );
  return readRows<{ row_id: string }>(result).map((row) => row.row_id);
}
