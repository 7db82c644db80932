// SQL of sellers as the back office sees them: a page for the operator, and a seller's
// own shop profile and password.
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sellers } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { SellerStatus } from './sellers.repository.ts';

export type SellerRow = typeof sellers.$inferSelect;

export async function selectSellerPage(
  db: Executor,
  filter: { search?: string | undefined; status?: SellerStatus | undefined },
  page: { limit: number; offset: number },
) {
  const condition: SQL | undefined = and(
    filter.status ? eq(sellers.status, filter.status) : undefined,
    filter.search
      ? or(
          ilike(sellers.shopName, containsPattern(filter.search)),
          ilike(sellers.email, containsPattern(filter.search)),
          ilike(sellers.mobile, containsPattern(filter.search)),
          ilike(sellers.gstin, containsPattern(filter.search)),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        seller: sellers,
        // Written out: drizzle leaves a column unqualified inside a subquery, and a bare "id"
        // there is the product's own, so every seller counted 0.
        productCount: sql<number>`(select count(*)::int from products where products.seller_id = sellers.id)`,
      })
      .from(sellers)
      .where(condition)
      .orderBy(asc(sellers.shopName), asc(sellers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(sellers).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectSeller(db: Executor, sellerId: string): Promise<SellerRow | null> {
  const [row] = await db.select().from(sellers).where(eq(sellers.id, sellerId));
  return row ?? null;
}

export async function updateSellerProfileRow(
  db: Executor,
  sellerId: string,
  changes: { description: string; email: string },
): Promise<void> {
  await db.update(sellers).set(changes).where(eq(sellers.id, sellerId));
}

/** A seller's new password hash; the token version moves on, so every older session ends. */
export async function updateSellerPasswordHash(
  tx: Executor,
  sellerId: string,
  passwordHash: string,
): Promise<number> {
  const [updated] = await tx
    .update(sellers)
    .set({ passwordHash, tokenVersion: sql`${sellers.tokenVersion} + 1` })
    .where(eq(sellers.id, sellerId))
    .returning({ tokenVersion: sellers.tokenVersion });
  return updated?.tokenVersion ?? 0;
}
