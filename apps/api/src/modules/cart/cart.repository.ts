// All SQL of the server cart: its lines and its version (bumped by every change).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, carts } from '../../db/schema.ts';
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
