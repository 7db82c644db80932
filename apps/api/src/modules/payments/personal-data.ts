// What the payment gateways told us about a customer's orders (docs/decisions/personal-data.md):
// given in the download; kept after an erasure as the record of money received.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders, paymentEvents } from '../../db/schema/index.ts';

export function paymentsPersonalData(db: Executor, customerId: string) {
  return db
    .select({
      id: paymentEvents.id,
      provider: paymentEvents.provider,
      orderId: paymentEvents.orderId,
      payload: paymentEvents.payload,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .innerJoin(orders, eq(orders.id, paymentEvents.orderId))
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(paymentEvents.receivedAt));
}
