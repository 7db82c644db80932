// GST credit notes (CGST Act s.34, rule 53; docs/decisions/invoices.md "Credit notes"): when an
// invoiced order is cancelled, each of its invoices gets a credit note in the seller's own credit
// note series, with the invoice's rows, tax split and totals, naming the invoice and the reason.
// Issued by the order-events relay with the cancellation's event (idempotent: one per invoice).
import path from 'node:path';
import type { ObjectStore } from '../../lib/object-store.ts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { notFound } from '../../lib/app-error.ts';
import { renderInvoicePdf, renderInvoicesPdf, type InvoiceData } from './invoice-pdf.ts';
import type { CreditNoteKeptFee } from './kept-fee-words.ts';
import { financialYearOf, formatCreditNoteNumber, sellerCodeOf } from './invoice-number.ts';
import {
  claimNextCreditNoteNumber,
  insertCreditNote,
  selectOrderCreditNotes,
  selectOrderForUpdate,
  selectOrderInvoices,
  selectOrderLines,
  type CreditNoteRecord,
  type InvoiceRecord,
} from './invoices.repository.ts';
import { inTransaction, prepareDocuments, SAFE_ORDER_ID } from './invoices.service.ts';

const CREDIT_NOTE_FOLDER = 'credit-notes';

/**
 * Issues a credit note against each invoice of the order that has none, numbered in the seller's
 * credit note series for the financial year of `now`, PDFs written before their rows. Answers
 * how many were issued (none for an order never invoiced). Runs in a savepoint of the caller's
 * transaction. `keptFee`: what the cancel kept from the order's refund, said on each one.
 */
export async function issueCreditNotesForOrder(
  db: Executor,
  input: {
    orderId: string;
    files: ObjectStore;
    now: Date;
    reason: string;
    keptFee?: CreditNoteKeptFee | null;
  },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const order = await selectOrderForUpdate(tx, input.orderId);
    if (!order) throw notFound('Order');
    const invoices = await selectOrderInvoices(tx, order.id);
    const credited = new Set((await selectOrderCreditNotes(tx, order.id)).map((n) => n.invoiceId));
    const pending = invoices.filter((invoice) => !credited.has(invoice.id));
    if (pending.length === 0) return 0;

    // The invoices' own rows: the order's lines and charges do not change after it is placed.
    const documents = await prepareDocuments(
      tx,
      order,
      await selectOrderLines(tx, order.id),
      input.now,
    );
    const rendered: InvoiceData[] = [];
    for (const invoice of pending) {
      const document = documents.find((each) => each.sellerId === invoice.sellerId);
      if (!document) throw new Error(`Invoice ${invoice.number} has no seller rows to credit`);
      const { data } = await writeCreditNote(tx, {
        invoice,
        orderId: order.id,
        rows: document.data,
        reason: input.reason,
        keptFee: input.keptFee ?? null,
        returnId: null,
        files: input.files,
        now: input.now,
      });
      rendered.push(data);
    }
    // One download for the order, as with its invoices.
    if (invoices.length > 1 && rendered.length === invoices.length) {
      await input.files.put(combinedPath(order.id), await renderInvoicesPdf(rendered));
    }
    return rendered.length;
  });
}

/**
 * Numbers one credit note against `invoice` in its seller's series for the year of `now`, with
 * `rows` (the invoice's, or a return's), writes its PDF, then its row. Call in a transaction.
 */
export async function writeCreditNote(
  tx: Executor,
  input: {
    invoice: InvoiceRecord;
    orderId: string;
    rows: Omit<InvoiceData, 'number'>;
    reason: string;
    keptFee?: CreditNoteKeptFee | null;
    returnId: string | null;
    files: ObjectStore;
    now: Date;
  },
): Promise<{ row: CreditNoteRecord; data: InvoiceData }> {
  const { invoice } = input;
  const financialYear = financialYearOf(input.now);
  const sequence = await claimNextCreditNoteNumber(tx, invoice.sellerId, financialYear);
  const id = newId('cn');
  const filePath = path.posix.join(CREDIT_NOTE_FOLDER, `${id}.pdf`);
  const data: InvoiceData = {
    ...input.rows,
    number: formatCreditNoteNumber(sellerCodeOf(invoice.number), financialYear, sequence),
    creditNote: {
      invoiceNumber: invoice.number,
      invoiceDate: invoice.createdAt,
      reason: input.reason,
      ...(input.keptFee ? { keptFee: input.keptFee } : {}),
    },
  };
  await input.files.put(filePath, await renderInvoicePdf(data));
  const row = await insertCreditNote(tx, {
    id,
    invoiceId: invoice.id,
    orderId: input.orderId,
    sellerId: invoice.sellerId,
    returnId: input.returnId,
    number: data.number,
    reason: input.reason,
    filePath,
    createdAt: input.now,
  });
  return { row, data };
}

/** The credit note PDF a buyer downloads for the order (all its sellers' in one), or null. */
export async function findCreditNotePdf(
  db: Executor,
  input: { orderId: string; files: ObjectStore },
): Promise<Buffer | null> {
  const notes = await selectOrderCreditNotes(db, input.orderId);
  const [only] = notes;
  if (only === undefined) return null;
  const relativePath = notes.length === 1 ? only.filePath : combinedPath(input.orderId);
  const stored = await input.files.get(relativePath);
  if (!stored) throw new Error(`The credit note file ${relativePath} is missing`);
  return stored.bytes;
}

/** Whether the order has a credit note. */
export async function orderHasCreditNote(db: Executor, orderId: string): Promise<boolean> {
  return (await selectOrderCreditNotes(db, orderId)).length > 0;
}

export function combinedPath(orderId: string): string {
  if (!SAFE_ORDER_ID.test(orderId)) throw new Error(`Not an order id: ${orderId}`);
  return path.posix.join(CREDIT_NOTE_FOLDER, `order-${orderId}.pdf`);
}
