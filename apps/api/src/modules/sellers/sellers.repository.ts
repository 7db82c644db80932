// All SQL of seller registration.
import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';

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
