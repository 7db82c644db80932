// The couriers module's SQL: the account, the choices, the booked parcels and their scans.
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  courierAccounts,
  courierChoices,
  courierNdrActions,
  courierScans,
  courierShipments,
  sellers,
} from '../../db/schema/index.ts';

export type CourierAccountRow = typeof courierAccounts.$inferSelect;
export type CourierShipmentRow = typeof courierShipments.$inferSelect;
export type CourierScanRow = typeof courierScans.$inferSelect;
export type CourierNdrActionRow = typeof courierNdrActions.$inferSelect;

export async function selectAccount(db: Database, provider: string) {
  const [row] = await db
    .select()
    .from(courierAccounts)
    .where(eq(courierAccounts.provider, provider));
  return row ?? null;
}

export async function upsertAccount(db: Database, row: typeof courierAccounts.$inferInsert) {
  await db
    .insert(courierAccounts)
    .values(row)
    .onConflictDoUpdate({
      target: courierAccounts.provider,
      set: {
        email: row.email,
        passwordSealed: row.passwordSealed,
        webhookKeySealed: row.webhookKeySealed,
        pickupLocation: row.pickupLocation,
        pickupPincode: row.pickupPincode,
        tokenSealed: null,
        tokenExpiresAt: null,
        updatedAt: row.updatedAt,
      },
    });
}

export async function updateToken(
  db: Database,
  provider: string,
  tokenSealed: string,
  expiresAt: Date,
) {
  await db
    .update(courierAccounts)
    .set({ tokenSealed, tokenExpiresAt: expiresAt })
    .where(eq(courierAccounts.provider, provider));
}

export async function selectChoices(db: Database) {
  return db.select().from(courierChoices);
}

export async function upsertChoice(db: Database, scope: string, provider: string, now: Date) {
  await db
    .insert(courierChoices)
    .values({ scope, provider, updatedAt: now })
    .onConflictDoUpdate({ target: courierChoices.scope, set: { provider, updatedAt: now } });
}

export async function deleteChoice(db: Database, scope: string) {
  await db.delete(courierChoices).where(eq(courierChoices.scope, scope));
}

/** The part's own parcel, its latest booking (not a return's pickup; a part booked again after
 * a cancel has several, one of them live). */
export async function selectShipmentOfPart(db: Database, orderId: string, sellerId: string) {
  const [row] = await db
    .select()
    .from(courierShipments)
    .where(
      and(
        eq(courierShipments.orderId, orderId),
        eq(courierShipments.sellerId, sellerId),
        isNull(courierShipments.returnId),
      ),
    )
    .orderBy(desc(courierShipments.attempt))
    .limit(1);
  return row ?? null;
}

/** The reverse pickup booked (or being booked) for a return. */
export async function selectShipmentOfReturn(db: Database, returnId: string) {
  const [row] = await db
    .select()
    .from(courierShipments)
    .where(eq(courierShipments.returnId, returnId));
  return row ?? null;
}

/** Booked parcels by AWB (either courier's), with their seller's shop name. */
export async function selectBookedByAwbs(db: Database, awbs: readonly string[]) {
  if (awbs.length === 0) return [];
  return db
    .select({ shipment: courierShipments, shopName: sellers.shopName })
    .from(courierShipments)
    .innerJoin(sellers, eq(sellers.id, courierShipments.sellerId))
    .where(and(eq(courierShipments.status, 'booked'), inArray(courierShipments.awb, [...awbs])));
}

export interface ShipmentListFilter {
  sellerId: string | null;
  /** 'booking', 'booked', 'cancelled', or a parcel state of a booked parcel ('in-transit'…). */
  state: string | null;
  pickupDay: string | null;
  limit: number;
  offset: number;
}

/**
 * Every booking of a part (the operator's), or a seller's own, newest first, with how many in all.
 * A return's pickup is not listed: it has no label or manifest, and the Returns page shows it.
 */
export async function selectShipmentList(db: Database, filter: ShipmentListFilter) {
  const where = and(
    isNull(courierShipments.returnId),
    filter.sellerId ? eq(courierShipments.sellerId, filter.sellerId) : undefined,
    filter.pickupDay ? eq(courierShipments.pickupDay, filter.pickupDay) : undefined,
    filter.state === null
      ? undefined
      : ['booking', 'booked', 'cancelled'].includes(filter.state)
        ? eq(courierShipments.status, filter.state)
        : and(
            eq(courierShipments.status, 'booked'),
            eq(courierShipments.trackingState, filter.state),
          ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ shipment: courierShipments, shopName: sellers.shopName })
      .from(courierShipments)
      .innerJoin(sellers, eq(sellers.id, courierShipments.sellerId))
      .where(where)
      .orderBy(desc(courierShipments.createdAt), desc(courierShipments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(courierShipments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A seller's booked parcels for a pickup day, one courier's, oldest booking first. */
export async function selectPickupParcels(
  db: Database,
  sellerId: string,
  provider: string,
  day: string,
) {
  return db
    .select()
    .from(courierShipments)
    .where(
      and(
        eq(courierShipments.sellerId, sellerId),
        eq(courierShipments.provider, provider),
        eq(courierShipments.status, 'booked'),
        eq(courierShipments.pickupDay, day),
      ),
    )
    .orderBy(asc(courierShipments.bookedAt), asc(courierShipments.id));
}

export async function markManifested(db: Database, ids: readonly string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(courierShipments)
    .set({ manifestedAt: at })
    .where(and(inArray(courierShipments.id, [...ids]), isNull(courierShipments.manifestedAt)));
}

export async function selectShipmentByAwb(db: Database, provider: string, awb: string) {
  const [row] = await db
    .select()
    .from(courierShipments)
    .where(and(eq(courierShipments.provider, provider), eq(courierShipments.awb, awb)));
  return row ?? null;
}

/** Locks the parcel's row while a scan is applied to it (scans of one parcel one at a time). */
export async function lockShipment(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(courierShipments)
    .where(eq(courierShipments.id, id))
    .for('update');
  return row ?? null;
}

/** The same by the provider's AWB, in one round trip: a webhook's scans name their parcel so. */
export async function lockShipmentByAwb(db: Database, provider: string, awb: string) {
  const [row] = await db
    .select()
    .from(courierShipments)
    .where(and(eq(courierShipments.provider, provider), eq(courierShipments.awb, awb)))
    .for('update');
  return row ?? null;
}

/** A new booking's row; false when another booking of the part got there first. */
export async function insertShipment(
  db: Database,
  row: typeof courierShipments.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(courierShipments)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: courierShipments.id });
  return inserted.length === 1;
}

/**
 * Takes the hold of a booking left unfinished (or of a return's pickup left by hand, asked
 * again); false when another holds it still.
 */
export async function holdShipment(db: Database, id: string, now: Date, until: Date) {
  const held = await db
    .update(courierShipments)
    .set({ status: 'booking', heldUntil: until, updatedAt: now })
    .where(
      and(
        eq(courierShipments.id, id),
        inArray(courierShipments.status, ['booking', 'by-hand']),
        or(isNull(courierShipments.heldUntil), lt(courierShipments.heldUntil, now)),
      ),
    )
    .returning({ id: courierShipments.id });
  return held.length === 1;
}

export async function updateShipment(
  db: Database,
  id: string,
  set: Partial<typeof courierShipments.$inferInsert>,
) {
  const [row] = await db
    .update(courierShipments)
    .set(set)
    .where(eq(courierShipments.id, id))
    .returning();
  if (!row) throw new Error(`courier shipment ${id} is missing`);
  return row;
}

/** A kept scan's key (the table's primary key without the parcel): the same scan is kept once. */
export const scanKey = (scan: { scannedAt: Date; statusCode: number; activity: string }) =>
  `${scan.scannedAt.getTime()}|${scan.statusCode}|${scan.activity}`;

/**
 * Keeps a parcel's scans once each, in one statement; answers the keys (scanKey) of those that were
 * new. A scan kept already, or twice in `rows`, is kept once.
 */
export async function insertScans(
  db: Database,
  rows: readonly (typeof courierScans.$inferInsert)[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(courierScans)
    .values([...rows])
    .onConflictDoNothing()
    .returning({
      scannedAt: courierScans.scannedAt,
      statusCode: courierScans.statusCode,
      activity: courierScans.activity,
    });
  return new Set(inserted.map(scanKey));
}

export async function selectScans(db: Database, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(courierScans)
    .where(inArray(courierScans.shipmentId, [...shipmentIds]))
    .orderBy(asc(courierScans.scannedAt), asc(courierScans.receivedAt));
}

/** Booked parcels not yet at an end whose courier has been quiet since `before`. */
export async function selectQuietShipments(
  db: Database,
  provider: string,
  before: Date,
  limit: number,
) {
  return db
    .select()
    .from(courierShipments)
    .where(
      and(
        eq(courierShipments.status, 'booked'),
        eq(courierShipments.provider, provider),
        sql`${courierShipments.trackingState} not in ('delivered', 'rto-delivered')`,
        or(
          lt(courierShipments.lastHeardAt, before),
          and(isNull(courierShipments.lastHeardAt), lt(courierShipments.bookedAt, before)),
        ),
      ),
    )
    .orderBy(asc(courierShipments.lastHeardAt))
    .limit(limit);
}

/** Parcels waiting after a failed delivery attempt (a seller's own, or every one), oldest first. */
export async function selectNdrQueue(db: Database, sellerId: string | null) {
  return db
    .select({ shipment: courierShipments, shopName: sellers.shopName, action: courierNdrActions })
    .from(courierShipments)
    .innerJoin(sellers, eq(sellers.id, courierShipments.sellerId))
    .leftJoin(
      courierNdrActions,
      and(
        eq(courierNdrActions.shipmentId, courierShipments.id),
        eq(courierNdrActions.attempt, courierShipments.ndrAttempts),
      ),
    )
    .where(
      and(
        eq(courierShipments.status, 'booked'),
        eq(courierShipments.trackingState, 'failed-attempt'),
        isNull(courierShipments.returnId),
        sellerId ? eq(courierShipments.sellerId, sellerId) : undefined,
      ),
    )
    .orderBy(asc(courierShipments.ndrAt), asc(courierShipments.id));
}

export async function selectNdrAction(db: Database, shipmentId: string, attempt: number) {
  const [row] = await db
    .select()
    .from(courierNdrActions)
    .where(
      and(eq(courierNdrActions.shipmentId, shipmentId), eq(courierNdrActions.attempt, attempt)),
    );
  return row ?? null;
}

/** Claims the attempt's one action; false when one was asked for it already. */
export async function insertNdrAction(db: Database, row: typeof courierNdrActions.$inferInsert) {
  const inserted = await db
    .insert(courierNdrActions)
    .values(row)
    .onConflictDoNothing()
    .returning({ attempt: courierNdrActions.attempt });
  return inserted.length === 1;
}

export async function markNdrActionSent(
  db: Database,
  shipmentId: string,
  attempt: number,
  at: Date,
) {
  await db
    .update(courierNdrActions)
    .set({ sentAt: at })
    .where(
      and(eq(courierNdrActions.shipmentId, shipmentId), eq(courierNdrActions.attempt, attempt)),
    );
}

/** The courier did not take it: the attempt may be asked for again. */
export async function deleteNdrAction(db: Database, shipmentId: string, attempt: number) {
  await db
    .delete(courierNdrActions)
    .where(
      and(eq(courierNdrActions.shipmentId, shipmentId), eq(courierNdrActions.attempt, attempt)),
    );
}
