// All SQL of wishlists.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import { products, wishlistItems } from '../../db/schema/index.ts';

export interface WishlistRow {
  product_id: string;
  title: string;
  mrp_paise: number;
  sale_paise: number;
  image_url: string | null;
  color_id: string | null;
}

export async function selectWishlist(db: Executor, customerId: string): Promise<WishlistRow[]> {
  const result = await db.execute(sql`
    select p.id as product_id, p.title, p.mrp_paise, p.sale_paise,
      (select pi.url from product_images pi where pi.product_id = p.id order by pi.sort_order limit 1) as image_url,
      (select c.id from product_colors c where c.product_id = p.id order by c.sort_order limit 1) as color_id
    from wishlist_items w join products p on p.id = w.product_id
    where w.customer_id = ${customerId} and p.is_published
    order by w.created_at desc, p.id`);
  return readRows<WishlistRow>(result);
}

export async function countWishlist(db: Executor, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  return row?.count ?? 0;
}

export async function isPublishedProduct(db: Executor, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isPublished, true)));
  return rows.length > 0;
}

export async function insertWishlistItem(
  db: Executor,
  customerId: string,
  productId: string,
): Promise<void> {
  await db.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
}

export async function deleteWishlistItem(
  db: Executor,
  customerId: string,
  productId: string,
): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
}

export async function selectWishlistedIds(
  db: Executor,
  customerId: string,
  productIds: string[],
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(
      and(eq(wishlistItems.customerId, customerId), inArray(wishlistItems.productId, productIds)),
    )
    .orderBy(desc(wishlistItems.createdAt));
  return rows.map((row) => row.productId);
}
