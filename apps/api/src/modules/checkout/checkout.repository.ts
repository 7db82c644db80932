// All SQL checkout writes and reads: addresses it ships to, coupons, captchas, orders it creates.
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import type { StoredAddress } from '../customer/index.ts';
import {
  captchas,
  couponRedemptions,
  coupons,
  orderEvents,
  orderLines,
  orders,
} from '../../db/schema/index.ts';

/**
 * The customer's address (the fields an order ships to), or null when the customer has none by
 * that id. Plain SQL: every checkout summary reads it, and drizzle's select builder cost more
 * than the read itself (docs/decisions/hot-paths.md).
 */
export async function selectCustomerAddress(
  db: Executor,
  customerId: string,
  addressId: string,
): Promise<StoredAddress | null> {
  const result = await db.execute(sql`
    select id, name, mobile, alternate_mobile as "alternateMobile", pincode, landmark, address,
      city, state, country
    from addresses where id = ${addressId} and customer_id = ${customerId}`);
  return readRows<StoredAddress>(result)[0] ?? null;
}

export async function selectCouponByCode(db: Executor, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row ?? null;
}

export async function countCustomerRedemptions(
  db: Executor,
  couponId: string,
  customerId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)),
    );
  return row?.count ?? 0;
}

/** Counts one use unless the coupon's total limit is reached; false when it is. */
export async function claimCouponUse(db: Executor, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.maxUsesTotal), lt(coupons.usedCount, coupons.maxUsesTotal)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function insertRedemption(
  db: Executor,
  row: typeof couponRedemptions.$inferInsert,
): Promise<void> {
  await db.insert(couponRedemptions).values(row);
}

export async function releaseCouponUse(db: Executor, orderId: string): Promise<void> {
  const [redemption] = await db
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  if (redemption) {
    await db
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, redemption.couponId));
  }
}

export async function insertCaptcha(
  db: Executor,
  row: typeof captchas.$inferInsert,
): Promise<void> {
  await db.insert(captchas).values(row);
}

/** Uses up a captcha of this customer that has not expired; answers its hash, or null. */
export async function consumeCaptcha(
  db: Executor,
  captchaId: string,
  customerId: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.id, captchaId),
        eq(captchas.customerId, customerId),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash ?? null;
}

export async function selectOrderByIdempotencyKey(db: Executor, customerId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

export async function insertOrder(db: Executor, row: typeof orders.$inferInsert): Promise<void> {
  await db.insert(orders).values(row);
}

export async function insertOrderLines(
  db: Executor,
  rows: Array<typeof orderLines.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(orderLines).values(rows);
}

export async function insertOrderEvent(
  db: Executor,
  row: typeof orderEvents.$inferInsert,
): Promise<void> {
  await db.insert(orderEvents).values(row);
}

export async function selectOrder(db: Executor, orderId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The lines still ordered (a line cancelled on its own already gave its stock back). */
export function selectOrderLines(db: Executor, orderId: string) {
  return db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.cancelledAt)));
}

export async function updateOrder(
  db: Executor,
  orderId: string,
  changes: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function selectExpiredPendingOrderIds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), lt(orders.paymentExpiresAt, now)));
  return rows.map((row) => row.id);
}

export type NewCouponRow = typeof coupons.$inferInsert;

export async function insertCoupon(db: Executor, row: NewCouponRow): Promise<void> {
  await db.insert(coupons).values(row);
}
