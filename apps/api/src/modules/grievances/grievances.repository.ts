// The grievance tables' SQL (this module writes them alone), and what a complaint reads of the
// orders, products and sellers it names (read through db/schema, never written).
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customers,
  grievanceMessages,
  grievances,
  grievanceSettings,
  orderLines,
  orders,
  products,
  sellers,
} from '../../db/schema/index.ts';

export type GrievanceRow = typeof grievances.$inferSelect;
export type GrievanceMessageRow = typeof grievanceMessages.$inferSelect;
export type EntitySettingsRow = typeof grievanceSettings.$inferSelect;

export const ENTITY_ROW_ID = 'entity';

export async function selectEntitySettings(db: Executor): Promise<EntitySettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(grievanceSettings)
    .where(eq(grievanceSettings.id, ENTITY_ROW_ID));
  return row;
}

export async function upsertEntitySettings(
  db: Executor,
  values: Omit<typeof grievanceSettings.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(grievanceSettings)
    .values({ id: ENTITY_ROW_ID, ...values })
    .onConflictDoUpdate({ target: grievanceSettings.id, set: values });
}

export async function deleteEntitySettings(db: Executor): Promise<void> {
  await db.delete(grievanceSettings).where(eq(grievanceSettings.id, ENTITY_ROW_ID));
}

/** The order's sellers when it is this shopper's order; null when it is not theirs (or none). */
export async function selectOwnOrderSellers(
  db: Executor,
  customerId: string,
  orderId: string,
): Promise<string[] | null> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) return null;
  const lines = await db
    .selectDistinct({ sellerId: orderLines.sellerId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return lines.map((line) => line.sellerId);
}

export async function selectProductSeller(db: Executor, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .where(eq(products.id, productId));
  return row?.sellerId ?? null;
}

export async function sellerExists(db: Executor, sellerId: string): Promise<boolean> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId));
  return row !== undefined;
}

export async function selectCustomerContact(db: Executor, customerId: string) {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      mobile: customers.mobile,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function insertGrievance(
  db: Executor,
  row: typeof grievances.$inferInsert,
): Promise<void> {
  await db.insert(grievances).values(row);
}

export async function selectGrievanceByTicket(
  db: Executor,
  ticket: string,
): Promise<GrievanceRow | undefined> {
  const [row] = await db.select().from(grievances).where(eq(grievances.ticket, ticket));
  return row;
}

/** The row, locked for a change when `forUpdate`. */
export async function selectGrievance(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<GrievanceRow | undefined> {
  const query = db.select().from(grievances).where(eq(grievances.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateGrievance(
  db: Executor,
  id: string,
  values: Partial<typeof grievances.$inferInsert>,
): Promise<void> {
  await db.update(grievances).set(values).where(eq(grievances.id, id));
}

export async function insertGrievanceMessage(
  db: Executor,
  row: typeof grievanceMessages.$inferInsert,
): Promise<void> {
  await db.insert(grievanceMessages).values(row);
}

export async function selectGrievanceMessages(
  db: Executor,
  grievanceIds: readonly string[],
): Promise<GrievanceMessageRow[]> {
  if (grievanceIds.length === 0) return [];
  return db
    .select()
    .from(grievanceMessages)
    .where(inArray(grievanceMessages.grievanceId, [...grievanceIds]))
    .orderBy(asc(grievanceMessages.createdAt), asc(grievanceMessages.id));
}

/** A seller's tickets are those naming them among the sellers concerned. */
const concernsSeller = (sellerId: string): SQL =>
  sql`${grievances.sellerIds} @> ${JSON.stringify([sellerId])}::jsonb`;

/**
 * The queue: open tickets first, the nearest (or most overdue) one-month deadline first among
 * them; closed ones after, newest first.
 */
export async function selectGrievancePage(
  db: Executor,
  filter: { sellerId?: string; status?: string; page: number; pageSize: number },
): Promise<{ rows: Array<GrievanceRow & { customerName: string }>; total: number }> {
  const conditions: SQL[] = [];
  if (filter.sellerId) conditions.push(concernsSeller(filter.sellerId));
  if (filter.status) conditions.push(eq(grievances.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(grievances)
    .where(where);
  const rows = await db
    .select({
      grievance: grievances,
      customerName: sql<string>`coalesce(${customers.firstName} || ' ' || ${customers.lastName}, '')`,
    })
    .from(grievances)
    .leftJoin(customers, eq(customers.id, grievances.customerId))
    .where(where)
    .orderBy(
      sql`(${grievances.status} = 'closed')`,
      sql`case when ${grievances.status} = 'closed' then null else ${grievances.resolveDueAt} end asc nulls last`,
      sql`${grievances.closedAt} desc nulls last`,
      asc(grievances.id),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return {
    rows: rows.map((row) => ({ ...row.grievance, customerName: row.customerName })),
    total: count?.total ?? 0,
  };
}

export async function selectGrievanceWithCustomer(db: Executor, id: string) {
  const [row] = await db
    .select({
      grievance: grievances,
      customerName: sql<string>`coalesce(${customers.firstName} || ' ' || ${customers.lastName}, '')`,
    })
    .from(grievances)
    .leftJoin(customers, eq(customers.id, grievances.customerId))
    .where(eq(grievances.id, id));
  return row ? { ...row.grievance, customerName: row.customerName } : undefined;
}
