// The stock counts and rating totals of products, written only here: the operator's stock changes
// (admin) and a new review's rating (reviews) call these through the catalog's index.ts.
import { and, eq, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import { productSizes, products } from '../../db/schema/index.ts';

export async function selectProductStock(
  db: Executor,
  productId: string,
): Promise<{ hasVariants: boolean; stock: number } | null> {
  const [row] = await db
    .select({ hasVariants: products.hasVariants, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

/**
 * A size of the product in the colour, locked until the transaction ends. The product's row is
 * locked first: stock rows are always taken product first, then its sizes (stock.service.ts).
 */
export async function selectSizeStockForUpdate(
  db: Executor,
  key: { productId: string; colorId: string; sizeId: string },
): Promise<number | null> {
  await lockProductRow(db, key.productId);
  const [row] = await db
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(
      and(
        eq(productSizes.id, key.sizeId),
        eq(productSizes.productId, key.productId),
        eq(productSizes.colorId, key.colorId),
      ),
    )
    .for('update');
  return row?.stock ?? null;
}

export async function updateSizeStock(db: Executor, sizeId: string, stock: number): Promise<void> {
  await db.update(productSizes).set({ stock }).where(eq(productSizes.id, sizeId));
}

/** A product without variants: its own count, locked, then set. Answers the count before. */
export async function replaceFlatProductStock(
  db: Executor,
  productId: string,
  stock: number,
): Promise<number | null> {
  const [before] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!before) return null;
  await db.update(products).set({ stock }).where(eq(products.id, productId));
  return before.stock;
}

async function lockProductRow(db: Executor, productId: string): Promise<void> {
  await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
}

/**
 * Sets a product with variants to the sum of its sizes. The product row is locked first, by a
 * statement of its own, so the sum (a later statement) sees every size change committed by a
 * transaction that held the lock before us. Checkout takes the product row, then its sizes: the
 * same order as here, so the two cannot deadlock.
 */
export async function recomputeVariantProductStock(
  db: Executor,
  productId: string,
): Promise<number> {
  await lockProductRow(db, productId);
  const result = await db.execute(sql`
    update products set stock = coalesce(
      (select sum(stock) from product_sizes where product_id = ${productId}), 0)
    where id = ${productId} returning stock`);
  const [row] = readRows<{ stock: number | string }>(result);
  return Number(row?.stock ?? 0);
}

export async function addToProductRating(
  db: Executor,
  productId: string,
  rating: number,
): Promise<void> {
  await db
    .update(products)
    .set({
      ratingSum: sql`${products.ratingSum} + ${rating}`,
      ratingCount: sql`${products.ratingCount} + 1`,
    })
    .where(eq(products.id, productId));
}

/** Takes an erased review out of the product's rating totals (docs/decisions/personal-data.md). */
export async function removeFromProductRating(
  db: Executor,
  productId: string,
  rating: number,
): Promise<void> {
  await db
    .update(products)
    .set({
      ratingSum: sql`greatest(${products.ratingSum} - ${rating}, 0)`,
      ratingCount: sql`greatest(${products.ratingCount} - 1, 0)`,
    })
    .where(eq(products.id, productId));
}
