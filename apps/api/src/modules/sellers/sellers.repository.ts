// All SQL of seller registration.
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';

export type NewSellerRow = typeof sellers.$inferInsert;
export type SellerStatus = (typeof sellers.$inferSelect)['status'];

export interface SellerIdentity {
  shopNameKey: string;
  email: string;
  mobile: string;
  gstin: string;
}

/** Registered sellers sharing any of the identifying fields. */
export async function selectSellersSharing(
  db: Executor,
  identity: SellerIdentity,
): Promise<SellerIdentity[]> {
  return db
    .select({
      shopNameKey: sellers.shopNameKey,
      email: sellers.email,
      mobile: sellers.mobile,
      gstin: sellers.gstin,
    })
    .from(sellers)
    .where(
      or(
        eq(sellers.shopNameKey, identity.shopNameKey),
        eq(sellers.email, identity.email),
        eq(sellers.mobile, identity.mobile),
        eq(sellers.gstin, identity.gstin),
      ),
    )
    .limit(4);
}

/** Whether a seller already has this storefront address. */
export async function slugIsTaken(db: Executor, slug: string): Promise<boolean> {
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(eq(sellers.slug, slug))
    .limit(1);
  return rows.length > 0;
}

export async function insertSeller(db: Executor, row: NewSellerRow): Promise<void> {
  await db.insert(sellers).values(row);
}

export async function selectSellerForUpdate(
  db: Executor,
  sellerId: string,
): Promise<{ shopName: string; status: SellerStatus } | null> {
  const [row] = await db
    .select({ shopName: sellers.shopName, status: sellers.status })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return row ?? null;
}

/** A new standing; leaving 'approved' also ends the seller's back-office sessions. */
export async function updateSellerStatus(
  db: Executor,
  sellerId: string,
  status: SellerStatus,
): Promise<void> {
  await db
    .update(sellers)
    .set({
      status,
      ...(status === 'approved' ? {} : { tokenVersion: sql`${sellers.tokenVersion} + 1` }),
    })
    .where(eq(sellers.id, sellerId));
}

/** The featured sellers in `sellerIds`; every other seller stops being featured. */
export async function replaceFeaturedSellers(db: Executor, sellerIds: string[]): Promise<void> {
  await db
    .update(sellers)
    .set({ isFeatured: false })
    .where(sellerIds.length > 0 ? notInArray(sellers.id, sellerIds) : undefined);
  if (sellerIds.length > 0) {
    await db.update(sellers).set({ isFeatured: true }).where(inArray(sellers.id, sellerIds));
  }
}

/** id and shop name of the featured sellers, by shop name (the home page's order). */
export async function selectFeaturedSellerNames(db: Executor) {
  return db
    .select({ id: sellers.id, shopName: sellers.shopName })
    .from(sellers)
    .where(eq(sellers.isFeatured, true))
    .orderBy(sellers.shopName);
}

/** Which of `sellerIds` are approved shops. */
export async function selectApprovedSellerIds(
  db: Executor,
  sellerIds: string[],
): Promise<Set<string>> {
  if (sellerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(inArray(sellers.id, sellerIds), eq(sellers.status, 'approved')));
  return new Set(rows.map((row) => row.id));
}
