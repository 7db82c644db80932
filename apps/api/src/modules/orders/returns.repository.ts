// All SQL of returns (docs/decisions/returns.md): a return and its timeline, the pieces of a line
// already being returned, the categories that are not returnable, the shopper's photos, and the
// back office's list.
import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  categories,
  customers,
  orders,
  products,
  returnEvents,
  returnPhotos,
  returns,
  sellers,
} from '../../db/schema/index.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnState = ReturnRow['status'];
export type ReturnEventRow = typeof returnEvents.$inferSelect;
export type ReturnPhotoRow = typeof returnPhotos.$inferSelect;

/** A return that no longer holds its pieces: they may be asked for again. */
const RELEASED: ReturnState[] = ['rejected', 'cancelled'];

export async function insertReturn(db: Executor, row: typeof returns.$inferInsert): Promise<void> {
  await db.insert(returns).values(row);
}

export async function insertReturnEvent(
  db: Executor,
  row: typeof returnEvents.$inferInsert,
): Promise<void> {
  await db.insert(returnEvents).values(row);
}

export async function selectReturn(
  db: Executor,
  returnId: string,
  options: { lock?: boolean } = {},
): Promise<ReturnRow | null> {
  const query = db.select().from(returns).where(eq(returns.id, returnId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Changes a return only if it is still in one of `from`: answers whether it did (an approve and
 * a cancel at once change it once).
 */
export async function updateReturnFrom(
  db: Executor,
  returnId: string,
  from: readonly ReturnState[],
  changes: Partial<typeof returns.$inferInsert>,
): Promise<boolean> {
  const changed = await db
    .update(returns)
    .set(changes)
    .where(and(eq(returns.id, returnId), inArray(returns.status, [...from])))
    .returning({ id: returns.id });
  return changed.length > 0;
}

export async function selectReturnsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<ReturnRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(returns)
    .where(inArray(returns.orderId, [...orderIds]))
    .orderBy(desc(returns.createdAt), desc(returns.id));
}

export async function selectEventsOfReturns(
  db: Executor,
  returnIds: readonly string[],
): Promise<ReturnEventRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, [...returnIds]))
    .orderBy(asc(returnEvents.at), asc(returnEvents.id));
}

/** Pieces of the line held by its returns that were not rejected or cancelled. */
export async function sumPiecesBeingReturned(db: Executor, lineId: string): Promise<number> {
  const [row] = await db
    .select({ pieces: sql<number>`coalesce(sum(${returns.pieces}), 0)::int` })
    .from(returns)
    .where(and(eq(returns.lineId, lineId), notInArray(returns.status, RELEASED)));
  return row?.pieces ?? 0;
}

/** Among `productIds`, those whose category the operator marked not returnable. */
export async function selectUnreturnableProducts(
  db: Executor,
  productIds: readonly string[],
): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, [...productIds]), eq(categories.returnable, false)));
  return new Set(rows.map((row) => row.id));
}

export async function insertReturnPhoto(
  db: Executor,
  row: typeof returnPhotos.$inferInsert,
): Promise<void> {
  await db.insert(returnPhotos).values(row);
}

/**
 * Gives the shopper's unused photos among `photoIds` to the return; answers how many it took
 * (fewer than asked: some are another shopper's, or used already).
 */
export async function claimReturnPhotos(
  db: Executor,
  input: { customerId: string; photoIds: readonly string[]; returnId: string },
): Promise<number> {
  if (input.photoIds.length === 0) return 0;
  const taken = await db
    .update(returnPhotos)
    .set({ returnId: input.returnId })
    .where(
      and(
        inArray(returnPhotos.id, [...input.photoIds]),
        eq(returnPhotos.customerId, input.customerId),
        isNull(returnPhotos.returnId),
      ),
    )
    .returning({ id: returnPhotos.id });
  return taken.length;
}

export async function selectPhotosOfReturns(
  db: Executor,
  returnIds: readonly string[],
): Promise<ReturnPhotoRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnId, [...returnIds]))
    .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id));
}

/** The back office's page of returns, newest first: a seller's own, or every one. */
export async function selectReturnPage(
  db: Executor,
  input: { sellerId?: string; status?: ReturnState; limit: number; offset: number },
): Promise<{ rows: ReturnRow[]; total: number }> {
  const condition = and(
    input.sellerId ? eq(returns.sellerId, input.sellerId) : undefined,
    input.status ? eq(returns.status, input.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(condition)
      .orderBy(desc(returns.createdAt), desc(returns.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(returns).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** What the back office shows beside a return: the shop's and shopper's names, how it was paid. */
export async function selectReturnNames(
  db: Executor,
  input: {
    sellerIds: readonly string[];
    customerIds: readonly string[];
    orderIds: readonly string[];
  },
) {
  const [shops, people, payments] = await Promise.all([
    input.sellerIds.length === 0
      ? []
      : db
          .select({ id: sellers.id, name: sellers.shopName })
          .from(sellers)
          .where(inArray(sellers.id, [...input.sellerIds])),
    input.customerIds.length === 0
      ? []
      : db
          .select({ id: customers.id, first: customers.firstName, last: customers.lastName })
          .from(customers)
          .where(inArray(customers.id, [...input.customerIds])),
    input.orderIds.length === 0
      ? []
      : db
          .select({ id: orders.id, paymentType: orders.paymentType })
          .from(orders)
          .where(inArray(orders.id, [...input.orderIds])),
  ]);
  return {
    paymentTypes: new Map(payments.map((order) => [order.id, order.paymentType])),
    shopNames: new Map(shops.map((shop) => [shop.id, shop.name])),
    customerNames: new Map(people.map((one) => [one.id, `${one.first} ${one.last}`.trim()])),
  };
}

/** The masked payee of each of `returnIds` that has one (a cash on delivery return's refund). */
export async function selectReturnPayeeMasks(
  db: Executor,
  returnIds: readonly string[],
): Promise<Map<string, string>> {
  if (returnIds.length === 0) return new Map();
  const rows = await db
    .select({ id: returns.id, masked: returns.payeeMasked })
    .from(returns)
    .where(inArray(returns.id, [...returnIds]));
  return new Map(rows.flatMap((row) => (row.masked ? [[row.id, row.masked] as const] : [])));
}
