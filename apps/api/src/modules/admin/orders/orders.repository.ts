// The SQL the order list and the operator's state changes need beyond the orders module: the
// shoppers' names the list shows, and the order's state a change starts from (locked).
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { customers, orders } from '../../../db/schema/index.ts';

type OrderState = (typeof orders.$inferSelect)['shippingStatus'];

export async function selectCustomerNames(
  db: Executor,
  customerIds: string[],
): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(inArray(customers.id, customerIds));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** The order's shipping state, its row locked until the transaction ends. */
export async function selectOrderStateForUpdate(
  db: Executor,
  orderId: string,
): Promise<OrderState | null> {
  const [row] = await db
    .select({ shippingStatus: orders.shippingStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.shippingStatus ?? null;
}
