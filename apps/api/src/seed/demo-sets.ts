// What `demo:remove` takes away, as temporary tables inside its transaction (dropped at commit):
// the rows the seed recorded in demo_rows, and what came to depend on them later (an operator's
// product under a demo seller, a demo shopper's orders, any order holding a demo product). The
// statements carry no parameters (the table names are ours), so no connection keeps a plan of a
// temporary table (db/statement-cache.ts names only parameterised statements).
import { sql } from 'drizzle-orm';
import { readRows, type Executor } from '../db/client.ts';

/** The temporary sets, in the order they are made (each may read the ones before). */
const SETS: readonly [name: string, select: string][] = [
  ['admins', `SELECT row_id AS id FROM demo_rows WHERE table_name = 'admins'`],
  ['customers', `SELECT row_id AS id FROM demo_rows WHERE table_name = 'customers'`],
  ['sellers', `SELECT row_id AS id FROM demo_rows WHERE table_name = 'sellers'`],
  [
    'products',
    `SELECT row_id AS id FROM demo_rows WHERE table_name = 'products'
     UNION SELECT id FROM products WHERE seller_id IN (SELECT id FROM demo_gone_sellers)`,
  ],
  [
    'orders',
    `SELECT row_id AS id FROM demo_rows WHERE table_name = 'orders'
     UNION SELECT id FROM orders WHERE customer_id IN (SELECT id FROM demo_gone_customers)
     UNION SELECT order_id FROM order_lines
       WHERE product_id IN (SELECT id FROM demo_gone_products)
          OR seller_id IN (SELECT id FROM demo_gone_sellers)`,
  ],
  ['lines', `SELECT id FROM order_lines WHERE order_id IN (SELECT id FROM demo_gone_orders)`],
  [
    'returns',
    `SELECT id FROM returns WHERE order_id IN (SELECT id FROM demo_gone_orders)
       OR customer_id IN (SELECT id FROM demo_gone_customers)`,
  ],
  ['invoices', `SELECT id FROM invoices WHERE order_id IN (SELECT id FROM demo_gone_orders)`],
  ['offers', `SELECT row_id AS id FROM demo_rows WHERE table_name = 'offers'`],
  [
    'offer_cards',
    `SELECT row_id AS id FROM demo_rows WHERE table_name = 'offer_cards'
     UNION SELECT id FROM offer_cards WHERE offer_id IN (SELECT id FROM demo_gone_offers)`,
  ],
  ['home_banners', `SELECT row_id AS id FROM demo_rows WHERE table_name = 'home_banners'`],
  // A demo coupon that an order kept in the shop used stays (switched off): the order names it.
  [
    'coupons',
    `SELECT row_id AS id FROM demo_rows WHERE table_name = 'coupons'
     EXCEPT SELECT coupon_id FROM orders
       WHERE coupon_id IS NOT NULL AND id NOT IN (SELECT id FROM demo_gone_orders)`,
  ],
  [
    'kept_coupons',
    `SELECT row_id AS id FROM demo_rows WHERE table_name = 'coupons'
     EXCEPT SELECT id FROM demo_gone_coupons`,
  ],
  // Products of the shop that lose a review (a demo shopper's): their rating is counted again.
  [
    'rated',
    `SELECT DISTINCT product_id AS id FROM reviews
     WHERE (order_line_id IN (SELECT id FROM demo_gone_lines)
            OR customer_id IN (SELECT id FROM demo_gone_customers))
       AND product_id NOT IN (SELECT id FROM demo_gone_products)`,
  ],
];

export const setTable = (name: string) => `demo_gone_${name}`;

/** Makes every set in the transaction `tx` (dropped when it commits or rolls back). */
export async function makeDemoSets(tx: Executor): Promise<void> {
  for (const [name, select] of SETS) {
    await tx.execute(sql.raw(`CREATE TEMP TABLE ${setTable(name)} ON COMMIT DROP AS ${select}`));
    await tx.execute(sql.raw(`ANALYZE ${setTable(name)}`));
  }
}

export async function countOf(tx: Executor, select: string): Promise<number> {
  const rows = readRows<{ n: number | string }>(
    await tx.execute(sql.raw(`SELECT count(*)::int AS n FROM (${select}) AS counted`)),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Runs a DELETE (or UPDATE) … RETURNING 1 and answers how many rows it touched. */
export async function touched(tx: Executor, statement: string): Promise<number> {
  const rows = readRows<{ n: number | string }>(
    await tx.execute(
      sql.raw(`WITH touched AS (${statement} RETURNING 1) SELECT count(*)::int AS n FROM touched`),
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

export async function textColumn(tx: Executor, select: string): Promise<string[]> {
  return readRows<{ value: string | null }>(await tx.execute(sql.raw(select)))
    .map((row) => row.value)
    .filter((value): value is string => typeof value === 'string' && value !== '');
}

/**
 * Orders of shoppers who are not the demo's, paid through a real gateway, that hold a demo
 * product: real money on a made-up seller's goods. demo:remove refuses while there are any.
 */
export async function paidRealOrders(tx: Executor): Promise<string[]> {
  return textColumn(
    tx,
    `SELECT id AS value FROM orders
     WHERE id IN (SELECT id FROM demo_gone_orders)
       AND customer_id NOT IN (SELECT id FROM demo_gone_customers)
       AND payment_status = 'paid'
       AND coalesce(payment_provider, '') NOT IN ('', 'sandbox')
     ORDER BY id LIMIT 20`,
  );
}
