// The GST credit note of a return (docs/decisions/invoices.md "Credit notes"; returns.md): when
// returned pieces reach the seller, the seller's invoice of the order is corrected by a credit
// note for those pieces only: their rows at the invoiced price, less their share of the coupon,
// with the same tax split. No shipping row: the shipping is not refunded. Once per return.
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import type { InvoiceSourceLine } from './invoice-amounts.ts';
import { writeCreditNote } from './credit-notes.service.ts';
import {
  selectOrderForUpdate,
  selectOrderInvoices,
  selectReturnCreditNote,
} from './invoices.repository.ts';
import { inTransaction, issueInvoicesForOrder, prepareDocuments } from './invoices.service.ts';

export interface ReturnCreditInput {
  returnId: string;
  orderId: string;
  /** The returned line as invoiced, with the pieces that came back. */
  line: InvoiceSourceLine;
  /** What is refunded for those pieces: their price less their coupon share. */
  refundPaise: number;
  reason: string;
  files: ObjectStore;
  now: Date;
}

/**
 * Issues the return's credit note against its seller's invoice (issuing the order's invoices
 * first if the relay has not yet), the PDF written before its row. Answers the existing one when
 * it was issued already. Runs in a savepoint of the caller's transaction.
 */
export async function issueReturnCreditNote(db: Executor, input: ReturnCreditInput) {
  return inTransaction(db, async (tx) => {
    const order = await selectOrderForUpdate(tx, input.orderId);
    if (!order) throw notFound('Order');
    const existing = await selectReturnCreditNote(tx, input.returnId);
    if (existing) return existing;
    let invoices = await selectOrderInvoices(tx, order.id);
    if (invoices.length === 0) {
      await issueInvoicesForOrder(tx, { orderId: order.id, files: input.files, now: input.now });
      invoices = await selectOrderInvoices(tx, order.id);
    }
    const invoice = invoices.find((each) => each.sellerId === input.line.sellerId);
    if (!invoice) throw new Error(`Order ${order.id} has no invoice of ${input.line.sellerId}`);

    const grossPaise = input.line.unitPricePaise * input.line.pieces;
    const [document] = await prepareDocuments(
      tx,
      {
        ...order,
        shippingPaise: 0,
        platformPaise: 0,
        discountPaise: Math.max(0, grossPaise - input.refundPaise),
      },
      [{ ...input.line, lineTotalPaise: grossPaise }],
      input.now,
    );
    if (!document) throw new Error(`Return ${input.returnId} has no rows to credit`);
    const { row } = await writeCreditNote(tx, {
      invoice,
      orderId: order.id,
      rows: document.data,
      reason: input.reason,
      returnId: input.returnId,
      files: input.files,
      now: input.now,
    });
    return row;
  });
}

/** The return's credit note PDF, or null while it has none. */
export async function findReturnCreditNotePdf(
  db: Executor,
  input: { returnId: string; files: ObjectStore },
): Promise<Buffer | null> {
  const note = await selectReturnCreditNote(db, input.returnId);
  if (!note) return null;
  const stored = await input.files.get(note.filePath);
  if (!stored) throw new Error(`The credit note file ${note.filePath} is missing`);
  return stored.bytes;
}
