// The coupon table as the back office reads and changes it: a page of coupons, one by id (locked
// for a change), its rules replaced, paused or resumed. Checkout's own reads stay in
// checkout.repository.ts.
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type CouponRow = typeof coupons.$inferSelect;
/** The rules of a coupon an edit may change: everything but its id, code, uses and dates of record. */
export type CouponRules = Pick<
  CouponRow,
  | 'kind'
  | 'value'
  | 'maxDiscountPaise'
  | 'minOrderPaise'
  | 'startsAt'
  | 'endsAt'
  | 'maxUsesTotal'
  | 'maxUsesPerCustomer'
>;

export async function selectCouponPage(
  db: Executor,
  filter: { code?: string | undefined; active?: boolean | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: CouponRow[]; total: number }> {
  const condition: SQL | undefined = and(
    filter.code ? ilike(coupons.code, containsPattern(filter.code)) : undefined,
    filter.active === undefined ? undefined : eq(coupons.isActive, filter.active),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(condition)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(coupons).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectCouponForUpdate(
  db: Executor,
  couponId: string,
): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row ?? null;
}

export async function updateCouponRules(
  db: Executor,
  couponId: string,
  rules: CouponRules,
): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(rules).where(eq(coupons.id, couponId)).returning();
  if (!row) throw new Error(`coupon ${couponId} vanished inside its transaction`);
  return row;
}

export async function updateCouponActive(
  db: Executor,
  couponId: string,
  active: boolean,
): Promise<CouponRow> {
  const [row] = await db
    .update(coupons)
    .set({ isActive: active })
    .where(eq(coupons.id, couponId))
    .returning();
  if (!row) throw new Error(`coupon ${couponId} vanished inside its transaction`);
  return row;
}
