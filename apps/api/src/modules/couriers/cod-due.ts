// What the courier is to collect at the door for one seller's part of a cash on delivery order
// (docs/decisions/couriers.md, "COD remittance"): the order's payable amount, shared among its
// parts. The only part (the usual case) carries the whole payable amount; of several, each carries
// its lines not cancelled less its share of the coupon (by line value, largest remainder, ties by
// seller id), and the first part by seller id carries the order's shipping and platform charge
// too, collected once. Booking sends this amount as the parcel's COD amount, and a remittance's
// line is checked against it.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';

type Executor = Pick<Database, 'select'>;

/** The part's COD amount in paise, or null when the order is not cash on delivery. */
export async function codDueOfPart(
  db: Executor,
  orderId: string,
  sellerId: string,
): Promise<number | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.paymentType !== 'cod') return null;
  const lines = await db
    .select({ sellerId: orderLines.sellerId, lineTotalPaise: orderLines.lineTotalPaise })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.cancelledAt)));
  const parts = new Map<string, number>();
  for (const line of lines)
    parts.set(line.sellerId, (parts.get(line.sellerId) ?? 0) + line.lineTotalPaise);
  if (!parts.has(sellerId)) return 0;
  if (parts.size === 1) return order.payablePaise;
  const sellers = [...parts.keys()].sort();
  const value = [...parts.values()].reduce((sum, each) => sum + each, 0);
  const shares = new Map<string, number>();
  let given = 0;
  for (const id of sellers) {
    const share = value > 0 ? Math.floor((order.discountPaise * parts.get(id)!) / value) : 0;
    shares.set(id, share);
    given += share;
  }
  const remainders = sellers
    .map((id) => ({ id, rest: value > 0 ? (order.discountPaise * parts.get(id)!) % value : 0 }))
    .sort((a, b) => b.rest - a.rest || a.id.localeCompare(b.id));
  for (let i = 0; i < order.discountPaise - given; i += 1) {
    const id = remainders[i % remainders.length]!.id;
    shares.set(id, shares.get(id)! + 1);
  }
  const charges = sellerId === sellers[0] ? order.shippingPaise + order.platformPaise : 0;
  return parts.get(sellerId)! - shares.get(sellerId)! + charges;
}
