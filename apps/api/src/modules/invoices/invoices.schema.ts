// GST invoices and their number series per seller.
// Owned by this module (docs/decisions/foundation.md): only it writes these tables; other
// modules read them through db/schema and write them by calling its index.ts.
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, returns } from '../orders/orders.schema.ts';
import { sellers } from '../sellers/sellers.schema.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Invoice numbers run per seller and financial year (e.g. S1/2026-27/0001). */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.financialYear] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    number: text('number').notNull().unique(),
    /**
     * The PDF's key in the object store (its path under DATA_DIR with STORAGE=file); chosen by
     * the server, never by a client.
     */
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoices_order_seller_idx').on(t.orderId, t.sellerId)],
);

/** Credit note numbers run per seller and financial year, apart from invoices (C0001, …). */
export const creditNoteSeries = pgTable(
  'credit_note_series',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.financialYear] })],
);

/**
 * A GST credit note (CGST Act s.34) against one invoice: issued when an invoiced order is
 * cancelled (docs/decisions/invoices.md "Credit notes"), with the invoice's rows and tax split,
 * once per invoice; or when a return of some of its pieces is received (`returnId`), with those
 * pieces' rows, once per return.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    returnId: text('return_id')
      .references(() => returns.id)
      .unique(),
    number: text('number').notNull().unique(),
    reason: text('reason').notNull(),
    /** The PDF's key in the object store, chosen by the server. */
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.returnId} is null`),
  ],
);
