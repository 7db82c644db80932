// All SQL of invoices and credit notes: what an invoice is made from, the number series, the rows.
import { and, asc, eq, inArray, isNull, like, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  creditNoteSeries,
  creditNotes,
  customers,
  invoiceSeries,
  invoices,
  orderLines,
  orders,
  pincodes,
  sellers,
} from '../../db/schema/index.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
export type SellerRecord = typeof sellers.$inferSelect;

/** Locks the order's row, so two calls for one order issue its invoices once. */
export async function selectOrderForUpdate(
  db: Executor,
  orderId: string,
): Promise<OrderRecord | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function selectShippingStatus(db: Executor, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ shippingStatus: orders.shippingStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.shippingStatus ?? null;
}

export async function selectOrderLines(db: Executor, orderId: string) {
  return (
    db
      .select({
        sellerId: orderLines.sellerId,
        title: orderLines.title,
        colorName: orderLines.colorName,
        sizeName: orderLines.sizeName,
        hsnCode: orderLines.hsnCode,
        gstRatePercent: orderLines.gstRatePercent,
        unitPricePaise: orderLines.unitPricePaise,
        pieces: orderLines.pieces,
        lineTotalPaise: orderLines.lineTotalPaise,
      })
      .from(orderLines)
      // A line the shopper cancelled before shipping is not supplied: not on the invoice.
      .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.cancelledAt)))
      .orderBy(asc(orderLines.id))
  );
}

export async function selectSellers(db: Executor, sellerIds: string[]): Promise<SellerRecord[]> {
  if (sellerIds.length === 0) return [];
  return db.select().from(sellers).where(inArray(sellers.id, sellerIds));
}

export async function selectCustomerName(db: Executor, customerId: string) {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** GST state code and state name of each pin code found in the directory. */
export async function selectPincodeStates(
  db: Executor,
  pincodeList: string[],
): Promise<Map<string, { state: string; stateCode: string }>> {
  if (pincodeList.length === 0) return new Map();
  const rows = await db
    .select({ pincode: pincodes.pincode, state: pincodes.state, stateCode: pincodes.stateCode })
    .from(pincodes)
    .where(inArray(pincodes.pincode, pincodeList));
  return new Map(rows.map((row) => [row.pincode, row]));
}

export async function selectOrderInvoices(db: Executor, orderId: string): Promise<InvoiceRecord[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.sellerId));
}

export async function hasOrderInvoice(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .limit(1);
  return rows.length > 0;
}

/** The number of any invoice the seller already has: it carries the seller's code. */
export async function selectAnySellerInvoiceNumber(
  db: Executor,
  sellerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.sellerId, sellerId))
    .limit(1);
  return row?.number ?? null;
}

/** Whether another seller's invoice numbers start with `code/` (codes are [A-Z0-9] only). */
export async function isSellerCodeTakenByAnother(
  db: Executor,
  code: string,
  sellerId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(like(invoices.number, `${code}/%`), ne(invoices.sellerId, sellerId)))
    .limit(1);
  return rows.length > 0;
}

/** The next number of the seller's credit note series for the year (as invoices' below). */
export async function claimNextCreditNoteNumber(
  db: Executor,
  sellerId: string,
  financialYear: string,
): Promise<number> {
  const [row] = await db
    .insert(creditNoteSeries)
    .values({ sellerId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [creditNoteSeries.sellerId, creditNoteSeries.financialYear],
      set: { lastNumber: sql`${creditNoteSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteSeries.lastNumber });
  if (!row) throw new Error(`No credit note series row for ${sellerId} ${financialYear}`);
  return row.lastNumber;
}

export type CreditNoteRecord = typeof creditNotes.$inferSelect;

/** The credit notes of the order's cancellation (one per invoice), not those of its returns. */
export async function selectOrderCreditNotes(
  db: Executor,
  orderId: string,
): Promise<CreditNoteRecord[]> {
  return db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orderId, orderId), isNull(creditNotes.returnId)))
    .orderBy(asc(creditNotes.sellerId));
}

export async function selectReturnCreditNote(
  db: Executor,
  returnId: string,
): Promise<CreditNoteRecord | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.returnId, returnId));
  return row ?? null;
}

/** The returns among `returnIds` that have their credit note. */
export async function selectCreditedReturnIds(
  db: Executor,
  returnIds: readonly string[],
): Promise<Set<string>> {
  if (returnIds.length === 0) return new Set();
  const rows = await db
    .select({ returnId: creditNotes.returnId })
    .from(creditNotes)
    .where(inArray(creditNotes.returnId, [...returnIds]));
  return new Set(rows.flatMap((row) => (row.returnId ? [row.returnId] : [])));
}

export async function insertCreditNote(
  db: Executor,
  row: typeof creditNotes.$inferInsert,
): Promise<CreditNoteRecord> {
  const [inserted] = await db.insert(creditNotes).values(row).returning();
  if (!inserted) throw new Error(`Credit note ${row.number} was not stored`);
  return inserted;
}

/**
 * The next number of the seller's series for the year, in one statement: the row lock it takes
 * holds until the transaction ends, so two shipments never get the same number, and a rolled
 * back shipment gives its number back (no gaps).
 */
export async function claimNextInvoiceNumber(
  db: Executor,
  sellerId: string,
  financialYear: string,
): Promise<number> {
  const [row] = await db
    .insert(invoiceSeries)
    .values({ sellerId, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.sellerId, invoiceSeries.financialYear],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  if (!row) throw new Error(`No invoice series row for ${sellerId} ${financialYear}`);
  return row.lastNumber;
}

export async function insertInvoice(
  db: Executor,
  row: typeof invoices.$inferInsert,
): Promise<InvoiceRecord> {
  const [inserted] = await db.insert(invoices).values(row).returning();
  if (!inserted) throw new Error(`Invoice ${row.number} was not stored`);
  return inserted;
}
