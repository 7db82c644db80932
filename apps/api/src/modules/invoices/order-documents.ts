// The keys of an order's combined documents: the PDF of all its invoices, and of all its credit
// notes, kept beside the single ones once asked for. Whoever removes an order's documents (the
// demo's removal) removes these too.
import { combinedPath as combinedCreditNotePath } from './credit-notes.service.ts';
import { combinedInvoicePath } from './invoices.service.ts';

export function orderDocumentKeys(orderId: string): string[] {
  return [combinedInvoicePath(orderId), combinedCreditNotePath(orderId)];
}
