// SQL of the transfers to sellers and their reversals (seller-payouts.schema.ts).
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  refunds,
  sellerPayoutAccounts,
  sellerTransferReversals,
  sellerTransfers,
  sellers,
} from '../../db/schema/index.ts';

export type TransferRow = typeof sellerTransfers.$inferSelect;
export type ReversalRow = typeof sellerTransferReversals.$inferSelect;

/** The seller's Route account, once linked; null otherwise (its money is kept, not transferred). */
export async function selectLinkedAccountId(
  db: Executor,
  sellerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: sellerPayoutAccounts.routeAccountId })
    .from(sellerPayoutAccounts)
    .where(
      and(eq(sellerPayoutAccounts.sellerId, sellerId), eq(sellerPayoutAccounts.status, 'linked')),
    );
  return row?.id ?? null;
}

/** Whether a refund of this payment was asked for (and not refused): Route takes no transfer from it then. */
export async function hasRefundStarted(db: Executor, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentReference, paymentId), ne(refunds.status, 'failed')))
    .limit(1);
  return row !== undefined;
}

export async function sellerExists(db: Executor, sellerId: string): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
  return row !== undefined;
}

/** Writes the transfer unless (order, seller) has one already; answers the one that stands. */
export async function insertTransferOnce(
  db: Executor,
  row: typeof sellerTransfers.$inferInsert,
): Promise<TransferRow> {
  await db
    .insert(sellerTransfers)
    .values(row)
    .onConflictDoNothing({
      target: [sellerTransfers.orderId, sellerTransfers.sellerId],
    });
  const [stored] = await db
    .select()
    .from(sellerTransfers)
    .where(
      and(eq(sellerTransfers.orderId, row.orderId), eq(sellerTransfers.sellerId, row.sellerId)),
    );
  if (!stored) throw new Error(`transfer of ${row.orderId} to ${row.sellerId} vanished`);
  return stored;
}

export async function selectTransfer(db: Executor, id: string): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(sellerTransfers).where(eq(sellerTransfers.id, id));
  return row;
}

export async function selectTransferByRouteId(db: Executor, routeId: string) {
  const [row] = await db
    .select()
    .from(sellerTransfers)
    .where(eq(sellerTransfers.routeTransferId, routeId));
  return row;
}

/** Takes a pending transfer for one attempt, unless another worker holds it; counts the attempt. */
export async function claimPendingTransfer(
  db: Executor,
  id: string,
  now: Date,
  until: Date,
): Promise<TransferRow | undefined> {
  const [row] = await db
    .update(sellerTransfers)
    .set({ claimedUntil: until, attempts: sql`${sellerTransfers.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(sellerTransfers.id, id),
        eq(sellerTransfers.status, 'pending'),
        or(isNull(sellerTransfers.claimedUntil), lt(sellerTransfers.claimedUntil, now)),
      ),
    )
    .returning();
  return row;
}

export async function updateTransfer(
  db: Executor,
  id: string,
  change: Partial<typeof sellerTransfers.$inferInsert>,
): Promise<TransferRow> {
  const [row] = await db
    .update(sellerTransfers)
    .set(change)
    .where(eq(sellerTransfers.id, id))
    .returning();
  if (!row) throw new Error(`transfer ${id} vanished`);
  return row;
}

/** A failed transfer back to pending, for one more attempt; undefined when it is not failed. */
export async function reopenFailedTransfer(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(sellerTransfers)
    .set({ status: 'pending', claimedUntil: null, updatedAt: now })
    .where(and(eq(sellerTransfers.id, id), eq(sellerTransfers.status, 'failed')))
    .returning();
  return row;
}

/** Locks the transfer's row for a reversal's reservation (its cap is checked under the lock). */
export async function lockTransfer(db: Executor, id: string): Promise<TransferRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerTransfers)
    .where(eq(sellerTransfers.id, id))
    .for('update');
  return row;
}

export async function selectReversals(db: Executor, transferId: string): Promise<ReversalRow[]> {
  return db
    .select()
    .from(sellerTransferReversals)
    .where(eq(sellerTransferReversals.transferId, transferId))
    .orderBy(sellerTransferReversals.createdAt);
}

export async function insertReversal(
  db: Executor,
  row: typeof sellerTransferReversals.$inferInsert,
) {
  await db.insert(sellerTransferReversals).values(row);
}

/**
 * Marks a reversal done with Razorpay's id, once: answers false when another attempt marked it
 * first (its amount is already counted on the transfer).
 */
export async function markReversalDone(db: Executor, id: string, routeReversalId: string) {
  const rows = await db
    .update(sellerTransferReversals)
    .set({ status: 'done', routeReversalId, lastError: null })
    .where(and(eq(sellerTransferReversals.id, id), ne(sellerTransferReversals.status, 'done')))
    .returning({ id: sellerTransferReversals.id });
  return rows.length === 1;
}

/** A reversal not reached or refused, unless another attempt has marked it done meanwhile. */
export async function markReversalNotDone(
  db: Executor,
  id: string,
  change: { status: 'pending' | 'failed'; lastError: string },
) {
  await db
    .update(sellerTransferReversals)
    .set(change)
    .where(and(eq(sellerTransferReversals.id, id), eq(sellerTransferReversals.status, 'pending')));
}

/** Adds a done reversal to its transfer's reversed amount, never past the transfer. */
export async function addReversed(
  db: Executor,
  transferId: string,
  amountPaise: number,
  now: Date,
) {
  await db
    .update(sellerTransfers)
    .set({
      reversedPaise: sql`${sellerTransfers.reversedPaise} + ${amountPaise}`,
      status: sql`CASE WHEN ${sellerTransfers.reversedPaise} + ${amountPaise} >= ${sellerTransfers.amountPaise} THEN 'reversed' ELSE 'partially_reversed' END`,
      updatedAt: now,
    })
    .where(eq(sellerTransfers.id, transferId));
}

/** The settlement's UTR on every transfer Razorpay paid out in it. */
export async function recordSettlementUtr(
  db: Executor,
  settlementId: string,
  utr: string,
  now: Date,
) {
  const rows = await db
    .update(sellerTransfers)
    .set({ settlementUtr: utr, updatedAt: now })
    .where(eq(sellerTransfers.settlementId, settlementId))
    .returning({ id: sellerTransfers.id });
  return rows.length;
}

export async function selectTransferPage(
  db: Executor,
  filter: { status?: TransferRow['status'] | undefined; sellerId?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.status ? eq(sellerTransfers.status, filter.status) : undefined,
    filter.sellerId ? eq(sellerTransfers.sellerId, filter.sellerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ transfer: sellerTransfers, shopName: sellers.shopName })
      .from(sellerTransfers)
      .innerJoin(sellers, eq(sellers.id, sellerTransfers.sellerId))
      .where(where)
      .orderBy(desc(sellerTransfers.createdAt), sellerTransfers.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(sellerTransfers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Held transfers whose hold date has come, oldest first: what the release job looks at. */
export async function selectDueHeldTransfers(
  db: Executor,
  now: Date,
  limit: number,
): Promise<TransferRow[]> {
  return db
    .select()
    .from(sellerTransfers)
    .where(
      and(
        eq(sellerTransfers.onHold, true),
        isNotNull(sellerTransfers.routeTransferId),
        lte(sellerTransfers.holdUntil, now),
        inArray(sellerTransfers.status, ['created', 'processed', 'partially_reversed']),
      ),
    )
    .orderBy(asc(sellerTransfers.holdUntil), asc(sellerTransfers.id))
    .limit(limit);
}

/** Our transfers written since `since`, for a reconciliation against Razorpay's listing. */
export async function selectTransfersSince(db: Executor, since: Date): Promise<TransferRow[]> {
  return db
    .select()
    .from(sellerTransfers)
    .where(gte(sellerTransfers.createdAt, since))
    .orderBy(asc(sellerTransfers.createdAt));
}

/**
 * The bank's reference (UTR) of each of a seller's settled transfers, by Razorpay's transfer id
 * (the id the ledger's payout entries carry): `only` narrows it to those ids (a statement's page).
 */
export async function selectSettlementUtrs(
  db: Executor,
  sellerId: string,
  only?: readonly string[],
): Promise<Map<string, string>> {
  if (only && only.length === 0) return new Map();
  const rows = await db
    .select({ id: sellerTransfers.routeTransferId, utr: sellerTransfers.settlementUtr })
    .from(sellerTransfers)
    .where(
      and(
        eq(sellerTransfers.sellerId, sellerId),
        isNotNull(sellerTransfers.settlementUtr),
        only ? inArray(sellerTransfers.routeTransferId, [...only]) : undefined,
      ),
    );
  return new Map(rows.flatMap((row) => (row.id && row.utr ? [[row.id, row.utr] as const] : [])));
}
