// All SQL of reviews: the line being reviewed, the review, and the product's rating totals.
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderLines, orders, reviews } from '../../db/schema/index.ts';

export async function selectReviewableLine(
  db: Executor,
  input: { orderId: string; productId: string; colorId: string; sizeId: string },
) {
  const [row] = await db
    .select({
      lineId: orderLines.id,
      customerId: orders.customerId,
      shippingStatus: orders.shippingStatus,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.orderId, input.orderId),
        eq(orderLines.productId, input.productId),
        eq(orderLines.colorId, input.colorId),
        eq(orderLines.sizeId, input.sizeId),
        isNull(orderLines.cancelledAt),
      ),
    );
  return row ?? null;
}

/** False when the line already has a review (one per line). */
export async function insertReview(
  db: Executor,
  row: typeof reviews.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: reviews.orderLineId })
    .returning({ id: reviews.id });
  return inserted.length === 1;
}
