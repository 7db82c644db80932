// SQL of sellers' payout onboarding (seller_payout_accounts) beside the seller it belongs to.
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sellerPayoutAccounts, sellers } from '../../db/schema/index.ts';

export type PayoutAccountRow = typeof sellerPayoutAccounts.$inferSelect;
export type PayoutAccountStatusFilter = PayoutAccountRow['status'] | 'not_started';

const sellerColumns = {
  id: sellers.id,
  shopName: sellers.shopName,
  gstin: sellers.gstin,
  email: sellers.email,
  mobile: sellers.mobile,
  firstName: sellers.firstName,
  lastName: sellers.lastName,
  address: sellers.address,
  city: sellers.city,
  state: sellers.state,
  pincode: sellers.pincode,
};

export async function selectSellerPayout(db: Executor, sellerId: string) {
  const [row] = await db
    .select({ seller: sellerColumns, account: sellerPayoutAccounts })
    .from(sellers)
    .leftJoin(sellerPayoutAccounts, eq(sellerPayoutAccounts.sellerId, sellers.id))
    .where(eq(sellers.id, sellerId));
  return row;
}

export type SellerPayout = NonNullable<Awaited<ReturnType<typeof selectSellerPayout>>>;

/** Approved sellers with their payout onboarding (none yet: not started). */
export async function selectSellerPayoutPage(
  db: Executor,
  status: PayoutAccountStatusFilter | undefined,
  page: { limit: number; offset: number },
) {
  let where: SQL | undefined = eq(sellers.status, 'approved');
  if (status === 'not_started') where = and(where, isNull(sellerPayoutAccounts.sellerId));
  else if (status) where = and(where, eq(sellerPayoutAccounts.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select({ seller: sellerColumns, account: sellerPayoutAccounts })
      .from(sellers)
      .leftJoin(sellerPayoutAccounts, eq(sellerPayoutAccounts.sellerId, sellers.id))
      .where(where)
      .orderBy(asc(sellers.shopName), asc(sellers.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(sellers)
      .leftJoin(sellerPayoutAccounts, eq(sellerPayoutAccounts.sellerId, sellers.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Writes the seller's details as submitted: a first time, or again while they are submitted or
 * rejected. Answers undefined when the operator has approved them already (they stand).
 */
export async function upsertSubmitted(
  db: Executor,
  row: Omit<typeof sellerPayoutAccounts.$inferInsert, 'status'>,
): Promise<PayoutAccountRow | undefined> {
  const { sellerId, ...change } = row;
  const [stored] = await db
    .insert(sellerPayoutAccounts)
    .values({ sellerId, status: 'submitted', ...change })
    .onConflictDoUpdate({
      target: sellerPayoutAccounts.sellerId,
      set: { status: 'submitted', ...change, rejectionReason: null, decidedAt: null },
      setWhere: inArray(sellerPayoutAccounts.status, ['submitted', 'rejected']),
    })
    .returning();
  return stored;
}

/** Moves the onboarding on, only from the statuses given; undefined when it was in none of them. */
export async function updatePayoutAccount(
  db: Executor,
  sellerId: string,
  from: PayoutAccountRow['status'][],
  change: Partial<typeof sellerPayoutAccounts.$inferInsert>,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .update(sellerPayoutAccounts)
    .set(change)
    .where(
      and(eq(sellerPayoutAccounts.sellerId, sellerId), inArray(sellerPayoutAccounts.status, from)),
    )
    .returning();
  return row;
}
