// A deleted account's courier rows (Digital Personal Data Protection Act, 2023, s.12(3);
// docs/decisions/personal-data.md): what was asked of the courier after a failed delivery of
// the shopper's orders keeps its attempt, action, day and time (the parcel's record with the
// courier and the seller), and loses the corrected mobile, the corrected address and the words
// sent with it.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { courierNdrActions, courierShipments } from './couriers.schema.ts';

const shipmentsOf = (db: Executor, customerId: string) =>
  db
    .select({ id: courierShipments.id })
    .from(courierShipments)
    .where(
      inArray(
        courierShipments.orderId,
        db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)),
      ),
    );

/** The failed-delivery requests about the shopper's parcels, for Download my data. */
export async function courierPersonalData(db: Executor, customerId: string) {
  return db
    .select({
      orderId: courierShipments.orderId,
      awb: courierShipments.awb,
      attempt: courierNdrActions.attempt,
      action: courierNdrActions.action,
      deferredDate: courierNdrActions.deferredDate,
      phone: courierNdrActions.phone,
      address1: courierNdrActions.address1,
      address2: courierNdrActions.address2,
      comments: courierNdrActions.comments,
      createdAt: courierNdrActions.createdAt,
    })
    .from(courierNdrActions)
    .innerJoin(courierShipments, eq(courierShipments.id, courierNdrActions.shipmentId))
    .where(inArray(courierNdrActions.shipmentId, shipmentsOf(db, customerId)))
    .orderBy(asc(courierNdrActions.createdAt));
}

export async function eraseCourierPersonalData(db: Executor, customerId: string): Promise<void> {
  await db
    .update(courierNdrActions)
    .set({ phone: null, address1: null, address2: null, comments: '' })
    .where(inArray(courierNdrActions.shipmentId, shipmentsOf(db, customerId)));
}
