// The COD remittances' SQL (cod-remittance.service.ts): each remittance and its lines kept once,
// the parcels still awaited, and the settlement run's question — which courier parcels' cash is in.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  courierCodRemittanceLines,
  courierCodRemittances,
  courierShipments,
  orders,
  sellers,
} from '../../db/schema/index.ts';

type Executor = Pick<Database, 'select' | 'insert'>;
export type CodRemittanceRow = typeof courierCodRemittances.$inferSelect;
export type CodRemittanceLineRow = typeof courierCodRemittanceLines.$inferSelect;

/** The remittance's row: made now, or the one kept before (false). */
export async function insertRemittance(
  db: Executor,
  row: typeof courierCodRemittances.$inferInsert,
): Promise<{ id: string; created: boolean }> {
  const [made] = await db
    .insert(courierCodRemittances)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: courierCodRemittances.id });
  if (made) return { id: made.id, created: true };
  const [kept] = await db
    .select({ id: courierCodRemittances.id })
    .from(courierCodRemittances)
    .where(
      and(
        eq(courierCodRemittances.provider, row.provider),
        eq(courierCodRemittances.reference, row.reference),
      ),
    );
  if (!kept) throw new Error(`remittance ${row.provider}:${row.reference} is missing`);
  return { id: kept.id, created: false };
}

/** Keeps a line once; true when it is new. */
export async function insertRemittanceLine(
  db: Executor,
  row: typeof courierCodRemittanceLines.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(courierCodRemittanceLines)
    .values(row)
    .onConflictDoNothing()
    .returning({ awb: courierCodRemittanceLines.awb });
  return inserted.length === 1;
}

export async function selectLine(db: Executor, remittanceId: string, awb: string) {
  const [row] = await db
    .select()
    .from(courierCodRemittanceLines)
    .where(
      and(
        eq(courierCodRemittanceLines.remittanceId, remittanceId),
        eq(courierCodRemittanceLines.awb, awb),
      ),
    );
  return row ?? null;
}

/** A line of another remittance for the parcel already (its cash remitted before). */
export async function selectEarlierLine(db: Executor, shipmentId: string, remittanceId: string) {
  const [row] = await db
    .select({ remittanceId: courierCodRemittanceLines.remittanceId })
    .from(courierCodRemittanceLines)
    .where(
      and(
        eq(courierCodRemittanceLines.shipmentId, shipmentId),
        ne(courierCodRemittanceLines.remittanceId, remittanceId),
        ne(courierCodRemittanceLines.status, 'unknown-awb'),
      ),
    )
    .limit(1);
  return row ?? null;
}

const noLine = sql`not exists (select 1 from ${courierCodRemittanceLines} where ${courierCodRemittanceLines.shipmentId} = ${courierShipments.id})`;

/** Booked parcels of cash on delivery orders, delivered, with no remittance line yet; oldest first. */
export async function selectAwaitingParcels(
  db: Executor,
  filter: { provider?: string; sellerId?: string | null; limit: number },
) {
  return db
    .select({ shipment: courierShipments, shopName: sellers.shopName })
    .from(courierShipments)
    .innerJoin(orders, eq(orders.id, courierShipments.orderId))
    .innerJoin(sellers, eq(sellers.id, courierShipments.sellerId))
    .where(
      and(
        eq(courierShipments.status, 'booked'),
        eq(courierShipments.trackingState, 'delivered'),
        eq(orders.paymentType, 'cod'),
        filter.provider ? eq(courierShipments.provider, filter.provider) : undefined,
        filter.sellerId ? eq(courierShipments.sellerId, filter.sellerId) : undefined,
        noLine,
      ),
    )
    .orderBy(asc(courierShipments.trackingStateAt), asc(courierShipments.id))
    .limit(filter.limit);
}

/** The latest remittances (a seller: those with a line of its own), newest first. */
export async function selectRemittances(db: Executor, sellerId: string | null, limit: number) {
  const own = sellerId
    ? sql`exists (select 1 from ${courierCodRemittanceLines} l join ${courierShipments} s on s.id = l.shipment_id where l.remittance_id = ${courierCodRemittances.id} and s.seller_id = ${sellerId})`
    : undefined;
  return db
    .select()
    .from(courierCodRemittances)
    .where(own)
    .orderBy(desc(courierCodRemittances.remittedOn), desc(courierCodRemittances.recordedAt))
    .limit(limit);
}

/** The lines of these remittances with their parcel's order and shop (a seller: its own only). */
export async function selectLinesOf(
  db: Executor,
  remittanceIds: readonly string[],
  sellerId: string | null,
) {
  if (remittanceIds.length === 0) return [];
  return db
    .select({
      line: courierCodRemittanceLines,
      orderId: courierShipments.orderId,
      shopName: sellers.shopName,
    })
    .from(courierCodRemittanceLines)
    .leftJoin(courierShipments, eq(courierShipments.id, courierCodRemittanceLines.shipmentId))
    .leftJoin(sellers, eq(sellers.id, courierShipments.sellerId))
    .where(
      and(
        inArray(courierCodRemittanceLines.remittanceId, [...remittanceIds]),
        sellerId ? eq(courierShipments.sellerId, sellerId) : undefined,
      ),
    )
    .orderBy(asc(courierCodRemittanceLines.awb));
}

/**
 * Of these (order, seller) parts, those booked with a courier (not cancelled), and whether a
 * matched remittance line holds each one's cash: the settlement run's question.
 */
export async function selectCourierParts(
  db: Executor,
  orderIds: readonly string[],
): Promise<{ orderId: string; sellerId: string; remitted: boolean }[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: courierShipments.orderId,
      sellerId: courierShipments.sellerId,
      remitted: sql<boolean>`exists (select 1 from ${courierCodRemittanceLines} where ${courierCodRemittanceLines.shipmentId} = ${courierShipments.id} and ${courierCodRemittanceLines.status} in ('matched', 'accepted'))`,
    })
    .from(courierShipments)
    .where(
      and(inArray(courierShipments.orderId, [...orderIds]), eq(courierShipments.status, 'booked')),
    );
  return rows.map((row) => ({ ...row, remitted: Boolean(row.remitted) }));
}

/** A seller's COD parcels of these orders booked with a courier, each with its lines (if any). */
export async function selectCodRemittanceStates(
  db: Executor,
  sellerId: string,
  orderIds: readonly string[],
) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: courierShipments.orderId,
      status: courierCodRemittanceLines.status,
      utr: courierCodRemittances.utr,
      remittedOn: courierCodRemittances.remittedOn,
    })
    .from(courierShipments)
    .innerJoin(orders, eq(orders.id, courierShipments.orderId))
    .leftJoin(
      courierCodRemittanceLines,
      and(
        eq(courierCodRemittanceLines.shipmentId, courierShipments.id),
        ne(courierCodRemittanceLines.status, 'unknown-awb'),
      ),
    )
    .leftJoin(
      courierCodRemittances,
      eq(courierCodRemittances.id, courierCodRemittanceLines.remittanceId),
    )
    .where(
      and(
        eq(courierShipments.sellerId, sellerId),
        eq(courierShipments.status, 'booked'),
        eq(orders.paymentType, 'cod'),
        inArray(courierShipments.orderId, [...orderIds]),
      ),
    );
}

/** A mismatched line accepted by the operator; null when the line is not a mismatch (or absent). */
export async function acceptMismatchedLine(
  db: Pick<Database, 'update'>,
  remittanceId: string,
  awb: string,
  accepted: { by: string; at: Date; note: string },
) {
  const [row] = await db
    .update(courierCodRemittanceLines)
    .set({
      status: 'accepted',
      acceptedBy: accepted.by,
      acceptedAt: accepted.at,
      acceptNote: accepted.note,
    })
    .where(
      and(
        eq(courierCodRemittanceLines.remittanceId, remittanceId),
        eq(courierCodRemittanceLines.awb, awb),
        eq(courierCodRemittanceLines.status, 'mismatch'),
      ),
    )
    .returning();
  return row ?? null;
}
