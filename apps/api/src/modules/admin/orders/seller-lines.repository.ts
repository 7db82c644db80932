// What a seller's own lines of each order come to: a seller's order list shows their share only.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orderLines } from '../../../db/schema/index.ts';

export async function sumSellerLines(
  db: Executor,
  sellerId: string,
  orderIds: string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const sums = await db
    .select({
      orderId: orderLines.orderId,
      paise: sql<number>`sum(${orderLines.lineTotalPaise})::int`,
    })
    .from(orderLines)
    .where(
      and(
        inArray(orderLines.orderId, orderIds),
        eq(orderLines.sellerId, sellerId),
        isNull(orderLines.cancelledAt),
      ),
    )
    .groupBy(orderLines.orderId);
  return new Map(sums.map((row) => [row.orderId, row.paise]));
}
