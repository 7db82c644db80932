// Review rules (docs/spec.md §4): only the buyer, only a line of a Delivered order, once per
// line, rating 1–5, remark stored as plain text; the product's rating moves with it.
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { addToProductRating } from '../catalog/index.ts';
import { insertReview, selectReviewableLine } from './reviews.repository.ts';

export interface ReviewInput {
  customerId: string;
  orderId: string;
  productId: string;
  colorId: string;
  sizeId: string;
  rating: number;
  remark: string;
  now: Date;
}

export async function submitReview(db: Database, input: ReviewInput): Promise<void> {
  await db.transaction(async (tx) => {
    const line = await selectReviewableLine(tx, input);
    // Someone else's order looks exactly like a missing one.
    if (!line || line.customerId !== input.customerId) throw notFound('Order item');
    if (line.shippingStatus !== 'Delivered')
      throw new AppError('CONFLICT', 'You can review this product once it is delivered.');
    const isNew = await insertReview(tx, {
      id: newId('rev'),
      productId: input.productId,
      customerId: input.customerId,
      orderLineId: line.lineId,
      rating: input.rating,
      remark: input.remark.trim(),
      createdAt: input.now,
    });
    if (!isNew) throw new AppError('CONFLICT', 'You have already reviewed this product.');
    await addToProductRating(tx, input.productId, input.rating);
  });
}
