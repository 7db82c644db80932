// The customer's reviews for the data principal's rights (docs/decisions/personal-data.md).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { removeFromProductRating } from '../catalog/index.ts';

export function reviewsPersonalData(db: Executor, customerId: string) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      orderLineId: reviews.orderLineId,
      rating: reviews.rating,
      remark: reviews.remark,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.customerId, customerId))
    .orderBy(asc(reviews.createdAt));
}

/** The reviews go, and each product's rating totals lose them. */
export async function eraseReviews(db: Executor, customerId: string): Promise<void> {
  const removed = await db
    .delete(reviews)
    .where(eq(reviews.customerId, customerId))
    .returning({ productId: reviews.productId, rating: reviews.rating });
  for (const review of removed) await removeFromProductRating(db, review.productId, review.rating);
}
