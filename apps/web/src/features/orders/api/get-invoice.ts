import * as paths from '@haat/contract/paths';
import { callBlob, defineCall } from '../../../lib/api-client';

/**
 * GET /customer/invoice/:orderID — the GST invoice PDF (ours, docs/decisions/invoices.md). The path
 * is built from the order id rather than taken from `invoiceFile`, so the token is only ever sent
 * to our own API; `invoiceFile` says whether there is one.
 */
const getInvoiceCall = defineCall(paths.invoice);

export function fetchInvoice(orderID: string, signal?: AbortSignal): Promise<Blob> {
  return callBlob(getInvoiceCall, { params: { orderID }, signal });
}

/** GET /customer/credit-note/:orderID — the GST credit note of an invoiced order cancelled. */
const getCreditNoteCall = defineCall(paths.creditNote);

export function fetchCreditNote(orderID: string, signal?: AbortSignal): Promise<Blob> {
  return callBlob(getCreditNoteCall, { params: { orderID }, signal });
}
