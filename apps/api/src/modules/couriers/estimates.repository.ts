// The SQL of the couriers' delivery estimates (courier_estimates): one row per provider and pin-code
// pair, read by every server, claimed by the one that asks the courier.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courierEstimates } from '../../db/schema/index.ts';

export type CourierEstimateRow = typeof courierEstimates.$inferSelect;

export interface EstimatePair {
  provider: string;
  pickupPincode: string;
  deliveryPincode: string;
}

const samePair = (pair: EstimatePair) =>
  and(
    eq(courierEstimates.provider, pair.provider),
    eq(courierEstimates.pickupPincode, pair.pickupPincode),
    eq(courierEstimates.deliveryPincode, pair.deliveryPincode),
  );

export async function selectEstimate(db: Database, pair: EstimatePair) {
  const [row] = await db.select().from(courierEstimates).where(samePair(pair));
  return row ?? null;
}

/**
 * Takes the pair for asking the courier until `until`: true when this server may ask (no row, or
 * nobody else asking now). Two servers at once meet on the primary key; one wins.
 */
export async function claimEstimate(
  db: Database,
  pair: EstimatePair,
  now: Date,
  until: Date,
): Promise<boolean> {
  const rows = await db
    .insert(courierEstimates)
    .values({ ...pair, askingUntil: until })
    .onConflictDoUpdate({
      target: [
        courierEstimates.provider,
        courierEstimates.pickupPincode,
        courierEstimates.deliveryPincode,
      ],
      set: { askingUntil: until },
      setWhere: or(isNull(courierEstimates.askingUntil), lt(courierEstimates.askingUntil, now)),
    })
    .returning({ provider: courierEstimates.provider });
  return rows.length > 0;
}

export async function saveEstimate(
  db: Database,
  pair: EstimatePair,
  answer: Pick<CourierEstimateRow, 'served' | 'courierName' | 'expectedAt' | 'cod' | 'askedAt'>,
) {
  await db
    .update(courierEstimates)
    .set({ ...answer, askingUntil: null })
    .where(samePair(pair));
}

/** A failed ask lets the pair go, keeping whatever answer it had. */
export async function releaseEstimate(db: Database, pair: EstimatePair) {
  await db
    .update(courierEstimates)
    .set({ askingUntil: sql`null` })
    .where(samePair(pair));
}
