// All SQL of sellers' shipments: an order's rows (or several orders'), the sending shops' names,
// and one seller's row written whole.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderShipments, sellers } from '../../db/schema/index.ts';

export type ShipmentRow = typeof orderShipments.$inferSelect;

export async function selectShipments(db: Executor, orderId: string): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.sellerId));
}

export async function selectShipmentsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderShipments)
    .where(inArray(orderShipments.orderId, [...orderIds]))
    .orderBy(asc(orderShipments.orderId), asc(orderShipments.sellerId));
}

/** Each seller's shop name, by seller id. */
export async function selectShopNames(
  db: Executor,
  sellerIds: readonly string[],
): Promise<Map<string, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, shopName: sellers.shopName })
    .from(sellers)
    .where(inArray(sellers.id, [...sellerIds]));
  return new Map(rows.map((row) => [row.id, row.shopName]));
}

/** Inserts the seller's row, or replaces it (one row per order and seller). */
export async function upsertShipment(db: Executor, row: ShipmentRow): Promise<void> {
  const { orderId: _orderId, sellerId: _sellerId, ...changes } = row;
  await db
    .insert(orderShipments)
    .values(row)
    .onConflictDoUpdate({
      target: [orderShipments.orderId, orderShipments.sellerId],
      set: changes,
    });
}
