// All SQL of seller registration.
import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';

export type NewSellerRow = typeof sellers.$inferInsert;

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

export async function insertSeller(db: Executor, row: NewSellerRow): Promise<void> {
  await db.insert(sellers).values(row);
}

export async function selectSellerForUpdate(
  db: Executor,
  sellerId: string,
): Promise<{ shopName: string; status: 'pending' | 'approved' | 'rejected' } | null> {
  const [row] = await db
    .select({ shopName: sellers.shopName, status: sellers.status })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .for('update');
  return row ?? null;
}

export async function updateSellerStatus(
  db: Executor,
  sellerId: string,
  status: 'pending' | 'approved' | 'rejected',
): Promise<void> {
  await db.update(sellers).set({ status }).where(eq(sellers.id, sellerId));
}
