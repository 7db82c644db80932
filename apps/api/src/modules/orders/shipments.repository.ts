// All SQL of sellers' shipments: an order's rows, and one seller's row written whole.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderShipments } from '../../db/schema/index.ts';

export type ShipmentRow = typeof orderShipments.$inferSelect;

export async function selectShipments(db: Executor, orderId: string): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.sellerId));
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
