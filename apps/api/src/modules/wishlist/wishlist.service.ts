// Wishlist rules: published products only, at most 200, adding twice or removing a missing item
// is not an error (the shopper's intent is met either way).
import type { WishlistItem } from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { calculateDiscountPercent, toWireRupees } from '../../lib/money.ts';
import {
  countWishlist,
  deleteWishlistItem,
  insertWishlistItem,
  isPublishedProduct,
  selectWishlist,
  selectWishlistedIds,
} from './wishlist.repository.ts';

export const WISHLIST_MAX = 200;

export async function listWishlist(db: Executor, customerId: string): Promise<WishlistItem[]> {
  const rows = await selectWishlist(db, customerId);
  return rows.map((row) => ({
    productID: row.product_id,
    title: row.title,
    mrp: toWireRupees(row.mrp_paise),
    price: toWireRupees(row.sale_paise),
    fileUrl: row.image_url ?? '',
    ...(row.color_id ? { colorID: row.color_id } : {}),
    discountPercentage: calculateDiscountPercent(row.mrp_paise, row.sale_paise),
  }));
}

export async function addToWishlist(
  db: Executor,
  customerId: string,
  productId: string,
): Promise<void> {
  if (!(await isPublishedProduct(db, productId)))
    throw new AppError('NOT_FOUND', 'Product not found.');
  if ((await countWishlist(db, customerId)) >= WISHLIST_MAX) {
    throw new AppError('CONFLICT', `A wishlist holds at most ${WISHLIST_MAX} products.`);
  }
  await insertWishlistItem(db, customerId, productId);
}

export async function removeFromWishlist(
  db: Executor,
  customerId: string,
  productId: string,
): Promise<void> {
  await deleteWishlistItem(db, customerId, productId);
}

/** Which of `productIds` the customer has wishlisted (the hearts on cards and product pages). */
export async function findWishlistedProductIds(
  db: Executor,
  customerId: string | undefined,
  productIds: string[],
): Promise<Set<string>> {
  if (customerId === undefined) return new Set();
  return new Set(await selectWishlistedIds(db, customerId, productIds));
}
