// All SQL of refunds: one written when money is owed back, the refunds job's claims, the settled
// ones, and the operator's list (docs/decisions/refunds.md).
import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refunds } from '../../db/schema/index.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStatus = RefundRow['status'];

/**
 * Writes the refund a reason owes, once: a second ask for the same order and purpose is a no-op.
 * Answers whether it was written (false: that refund was owed already).
 */
export async function insertRefund(
  db: Executor,
  row: typeof refunds.$inferInsert,
): Promise<boolean> {
  const written = await db
    .insert(refunds)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return written.length > 0;
}

export async function selectRefundsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function selectRefund(
  db: Executor,
  refundId: string,
  options: { lock?: boolean } = {},
): Promise<RefundRow | null> {
  const query = db.select().from(refunds).where(eq(refunds.id, refundId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Ours, from the gateway's refund id (a webhook names that). */
export async function selectRefundByReference(
  db: Executor,
  provider: string,
  reference: string,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.reference, reference)));
  return row ?? null;
}

/**
 * Claims up to `limit` gateway refunds due to be asked for: each becomes `asking` with one more
 * attempt, in one statement, so two processes never ask for the same refund at once.
 */
export async function claimDueRefunds(
  db: Executor,
  now: Date,
  limit: number,
): Promise<RefundRow[]> {
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        eq(refunds.method, 'gateway'),
        or(isNull(refunds.nextAttemptAt), lte(refunds.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set({ status: 'asking', attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
    .where(inArray(refunds.id, due))
    .returning();
}

/** Refunds left in `status` since before `before`: an ask whose answer was lost, a webhook lost. */
export async function selectStaleRefunds(
  db: Executor,
  status: 'asking' | 'processing',
  before: Date,
  limit: number,
): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, status), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}

/**
 * Changes a refund only if it is still in one of `from`: answers whether it did (a webhook and
 * the job settling the same refund at once change it once).
 */
export async function updateRefundFrom(
  db: Executor,
  refundId: string,
  from: readonly RefundStatus[],
  changes: Partial<typeof refunds.$inferInsert>,
): Promise<boolean> {
  const changed = await db
    .update(refunds)
    .set(changes)
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, [...from])))
    .returning({ id: refunds.id });
  return changed.length > 0;
}

export async function selectRefundPage(
  db: Executor,
  input: { status: RefundStatus | undefined; limit: number; offset: number },
): Promise<{ rows: RefundRow[]; total: number }> {
  const condition = input.status ? eq(refunds.status, input.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(condition)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(refunds).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}
