// All SQL of the operator's changes: the audit log, stock counts, new coupons and operators,
// seller approval, and the names the order list shows. Order state changes go through the orders
// module; this file only reads an order's state to know where a change starts from.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import {
  admins,
  auditLog,
  coupons,
  customers,
  orders,
  productSizes,
  products,
  sellers,
} from '../../db/schema.ts';

export type AuditRow = typeof auditLog.$inferInsert;
export type NewCouponRow = typeof coupons.$inferInsert;
export type NewAdminRow = typeof admins.$inferInsert;
export type OrderState = (typeof orders.$inferSelect)['shippingStatus'];

export async function insertAuditEntry(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function selectCustomerNames(
  db: Executor,
  customerIds: string[],
): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(inArray(customers.id, customerIds));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** The order's shipping state, its row locked until the transaction ends. */
export async function selectOrderStateForUpdate(
  db: Executor,
  orderId: string,
): Promise<OrderState | null> {
  const [row] = await db
    .select({ shippingStatus: orders.shippingStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.shippingStatus ?? null;
}

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

/** A size of the product in the colour, locked until the transaction ends. */
export async function selectSizeStockForUpdate(
  db: Executor,
  key: { productId: string; colorId: string; sizeId: string },
): Promise<number | null> {
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

/**
 * Sets a product with variants to the sum of its sizes. The product row is locked first, by a
 * statement of its own, so the sum (a later statement) sees every size change committed by a
 * transaction that held the lock before us. Checkout takes the size row, then the product row:
 * the same order as here, so the two cannot deadlock.
 */
export async function recomputeVariantProductStock(
  db: Executor,
  productId: string,
): Promise<number> {
  await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  const result = await db.execute(sql`
    update products set stock = coalesce(
      (select sum(stock) from product_sizes where product_id = ${productId}), 0)
    where id = ${productId} returning stock`);
  const [row] = readRows<{ stock: number | string }>(result);
  return Number(row?.stock ?? 0);
}

export async function insertCoupon(db: Executor, row: NewCouponRow): Promise<void> {
  await db.insert(coupons).values(row);
}

export async function selectSellerForUpdate(
  db: Executor,
  sellerId: string,
): Promise<{ shopName: string; status: 'pending' | 'approved' | 'rejected' } | null> {
  const [row] = await db
    .select({ shopName: sellers.shopName, status: sellers.status })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return row ?? null;
}

export async function updateSellerStatus(
  db: Executor,
  sellerId: string,
  status: 'pending' | 'approved' | 'rejected',
): Promise<void> {
  await db.update(sellers).set({ status }).where(eq(sellers.id, sellerId));
}

export async function insertAdmin(db: Executor, row: NewAdminRow): Promise<void> {
  await db.insert(admins).values(row);
}
