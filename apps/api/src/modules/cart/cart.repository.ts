// All SQL of the server cart: its lines and its version (bumped by every change).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema/index.ts';
import type { LineKey } from '../catalog/index.ts';

export interface CartRow extends LineKey {
  pieces: number;
}

export async function selectCartRows(db: Executor, customerId: string): Promise<CartRow[]> {
  return db
    .select({
      productId: cartItems.productId,
      colorId: cartItems.colorId,
      sizeId: cartItems.sizeId,
      pieces: cartItems.pieces,
    })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
}

const lineWhere = (customerId: string, key: LineKey) =>
  and(
    eq(cartItems.customerId, customerId),
    eq(cartItems.productId, key.productId),
    eq(cartItems.colorId, key.colorId),
    eq(cartItems.sizeId, key.sizeId),
  );

export async function upsertCartRow(db: Executor, customerId: string, row: CartRow): Promise<void> {
  await db
    .insert(cartItems)
    .values({ customerId, ...row })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId, cartItems.colorId, cartItems.sizeId],
      set: { pieces: row.pieces },
    });
}

export async function deleteCartRow(db: Executor, customerId: string, key: LineKey): Promise<void> {
  await db.delete(cartItems).where(lineWhere(customerId, key));
}

export async function deleteAllCartRows(db: Executor, customerId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.customerId, customerId));
}

/** What writing a line did: written, or why not (the stock it found: null when not purchasable). */
export interface CartLineWrite {
  written: boolean;
  stock: number | null;
}

/**
 * Sets one line to `row.pieces` and bumps the cart's version in one statement (one round trip, one
 * commit), when `stock` (the catalogue's scalar subquery for the line) covers the pieces and the
 * line is already in the cart or the cart holds fewer than `maxLines`. Otherwise writes nothing
 * and answers the stock it found, so the caller can say why.
 */
export async function writeCartLine(
  db: Executor,
  customerId: string,
  row: CartRow,
  maxLines: number,
  stock: SQL,
): Promise<CartLineWrite> {
  const result = await db.execute(sql`
    with line_stock as (select ${stock} as stock),
    allowed as (
      select 1 from line_stock where line_stock.stock >= ${row.pieces} and (exists (
          select 1 from cart_items where customer_id = ${customerId} and product_id = ${row.productId}
            and color_id = ${row.colorId} and size_id = ${row.sizeId})
        or (select count(*) from cart_items where customer_id = ${customerId}) < ${maxLines})
    ),
    written as (
      insert into cart_items (customer_id, product_id, color_id, size_id, pieces)
      select ${customerId}, ${row.productId}, ${row.colorId}, ${row.sizeId}, ${row.pieces} from allowed
      on conflict (customer_id, product_id, color_id, size_id) do update set pieces = excluded.pieces
      returning 1
    ),
    bumped as (
      insert into carts (customer_id, version) select ${customerId}, 1 from written
      on conflict (customer_id) do update set version = carts.version + 1, updated_at = now()
      returning version
    )
    select (select count(*) from bumped)::int as written, (select stock from line_stock) as stock`);
  const [outcome] = readRows<{ written: number; stock: number | null }>(result);
  return { written: (outcome?.written ?? 0) > 0, stock: outcome?.stock ?? null };
}

/** Takes one line out and bumps the cart's version, in one statement. */
export async function removeCartLine(
  db: Executor,
  customerId: string,
  key: LineKey,
): Promise<void> {
  await db.execute(sql`
    with removed as (
      delete from cart_items where customer_id = ${customerId} and product_id = ${key.productId}
        and color_id = ${key.colorId} and size_id = ${key.sizeId}
    )
    insert into carts (customer_id, version) values (${customerId}, 1)
    on conflict (customer_id) do update set version = carts.version + 1, updated_at = now()`);
}

/** Bumps and answers the cart's version; the row is created on first use. */
export async function bumpCartVersion(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .insert(carts)
    .values({ customerId, version: 1 })
    .onConflictDoUpdate({
      target: carts.customerId,
      set: { version: sql`${carts.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: carts.version });
  return row?.version ?? 1;
}

/** The cart's version, locking the cart row so one customer's checkouts run one at a time. */
export async function lockCartVersion(db: Executor, customerId: string): Promise<number> {
  await db.insert(carts).values({ customerId, version: 0 }).onConflictDoNothing();
  const [row] = await db
    .select({ version: carts.version })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .for('update');
  return row?.version ?? 0;
}
