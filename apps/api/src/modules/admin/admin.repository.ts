// All SQL of the operator's changes: the audit log, stock counts, new coupons and operators,
// seller approval, and the names the order list shows. Order state changes go through the orders
// module; this file only reads an order's state to know where a change starts from.
import { eq, inArray } from 'drizzle-orm';
import { type Executor } from '../../db/client.ts';
import { admins, auditLog, customers, orders } from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferInsert;
export type NewAdminRow = typeof admins.$inferInsert;
export type OrderState = (typeof orders.$inferSelect)['shippingStatus'];

export async function insertAuditEntry(db: Executor, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

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

export async function insertAdmin(db: Executor, row: NewAdminRow): Promise<void> {
  await db.insert(admins).values(row);
}
