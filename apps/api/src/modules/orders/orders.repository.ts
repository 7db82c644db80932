// All SQL of orders after purchase: lists, one order with its lines, events and reviews, state changes.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  max,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  creditNotes,
  customers,
  orderEvents,
  orderLines,
  orders,
  reviews,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function selectCustomerOrders(
  db: Executor,
  customerId: string,
  condition: SQL | undefined,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), condition))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export async function selectOrderById(
  db: Executor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function selectOrderByTrackingId(
  db: Executor,
  trackingId: string,
): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.trackingId, trackingId));
  return row ?? null;
}

export async function selectAllOrders(
  db: Executor,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** What the operator may filter the order list by; every field narrows it further. */
export interface OperatorOrderFilter {
  shippingStatus?: OrderRow['shippingStatus'] | undefined;
  paymentType?: OrderRow['paymentType'] | undefined;
  sellerId?: string | undefined;
  pincode?: string | undefined;
  placedFrom?: Date | undefined;
  placedBefore?: Date | undefined;
  /** An order id, a tracking id, or a mobile number of the customer or of the delivery address. */
  search?: string | undefined;
}

export function operatorOrderCondition(filter: OperatorOrderFilter): SQL | undefined {
  const { search } = filter;
  return and(
    filter.shippingStatus ? eq(orders.shippingStatus, filter.shippingStatus) : undefined,
    filter.paymentType ? eq(orders.paymentType, filter.paymentType) : undefined,
    filter.sellerId
      ? sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.sellerId} = ${filter.sellerId})`
      : undefined,
    filter.pincode ? sql`${orders.shippingAddress} ->> 'pincode' = ${filter.pincode}` : undefined,
    filter.placedFrom ? gte(orders.createdAt, filter.placedFrom) : undefined,
    filter.placedBefore ? lt(orders.createdAt, filter.placedBefore) : undefined,
    search
      ? or(
          eq(orders.id, search.toUpperCase()),
          eq(orders.trackingId, search),
          sql`${orders.shippingAddress} ->> 'mobile' = ${search}`,
          sql`exists (select 1 from ${customers} where ${customers.id} = ${orders.customerId} and ${customers.mobile} = ${search})`,
        )
      : undefined,
  );
}

/**
 * The orders' lines still ordered; `withCancelled` adds those the shopper cancelled on their own
 * before shipping (the shopper's order page shows them struck through).
 */
export async function selectLines(
  db: Executor,
  orderIds: string[],
  options: { withCancelled?: boolean } = {},
): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(
      and(
        inArray(orderLines.orderId, orderIds),
        options.withCancelled ? undefined : isNull(orderLines.cancelledAt),
      ),
    )
    .orderBy(asc(orderLines.id));
}

export async function markLinesCancelled(
  db: Executor,
  lineIds: readonly string[],
  at: Date,
): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .update(orderLines)
    .set({ cancelledAt: at })
    .where(and(inArray(orderLines.id, [...lineIds]), isNull(orderLines.cancelledAt)));
}

export async function selectEvents(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/** Which of the orders have a credit note. */
export async function selectCreditedOrderIds(
  db: Executor,
  orderIds: readonly string[],
): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: creditNotes.orderId })
    .from(creditNotes)
    .where(and(inArray(creditNotes.orderId, [...orderIds]), isNull(creditNotes.returnId)));
  return new Set(rows.map((row) => row.orderId));
}

export async function selectLineRatings(db: Executor, lineIds: string[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({ orderLineId: reviews.orderLineId, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.orderLineId, lineIds));
}

export async function updateOrderRow(
  db: Executor,
  orderId: string,
  changes: Partial<typeof orders.$inferInsert>,
): Promise<void> {
  await db.update(orders).set(changes).where(eq(orders.id, orderId));
}

/**
 * Adds a refund newly owed to the order's refund due, in the statement (docs/decisions/refunds.md
 * "Refund due is a sum"): what an earlier refund still owes stays owed.
 */
export async function addRefundDue(db: Executor, orderId: string, paise: number): Promise<void> {
  await db
    .update(orders)
    .set({ refundDuePaise: sql`${orders.refundDuePaise} + ${paise}` })
    .where(eq(orders.id, orderId));
}

/** Whom the shopper's messages go to. */
export async function selectCustomerContact(
  db: Executor,
  customerId: string,
): Promise<{ firstName: string; mobile: string; email: string } | null> {
  const [row] = await db
    .select({ firstName: customers.firstName, mobile: customers.mobile, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * Adds a step to the order's timeline, which is ordered by time. A request that waited on the
 * order's lock may carry an earlier clock than the step it follows, so a step is timed at least
 * a millisecond after the order's last one. Call with the order row locked.
 */
export async function insertEvent(
  db: Executor,
  row: typeof orderEvents.$inferInsert,
): Promise<void> {
  const [last] = await db
    .select({ at: max(orderEvents.at) })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, row.orderId));
  const after = last?.at ? new Date(last.at).getTime() + 1 : 0;
  const at = row.at && row.at.getTime() >= after ? row.at : new Date(after);
  await db.insert(orderEvents).values({ ...row, at });
}

/** Keeps the gateway's reference on a pending order; false when the order is not pending. */
export async function recordPaymentReference(
  db: Executor,
  input: { orderId: string; provider: string; reference: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({
      paymentProvider: input.provider,
      paymentReference: input.reference,
      updatedAt: input.now,
    })
    .where(and(eq(orders.id, input.orderId), eq(orders.paymentStatus, 'pending')))
    .returning({ id: orders.id });
  return updated.length === 1;
}
