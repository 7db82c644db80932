// The invoices module owns GST tax invoices and credit notes: per-seller numbering, the PDF, its file.
export {
  INVOICED_STATES,
  findInvoicePdf,
  findOrIssueInvoicePdf,
  invoiceIsDue,
  issueInvoicesForOrder,
  orderHasInvoice,
  type IssuedInvoice,
} from './invoices.service.ts';
export { renderInvoicePdf, renderInvoicesPdf, type InvoiceData } from './invoice-pdf.ts';
export type { CreditNoteKeptFee } from './kept-fee-words.ts';
export { financialYearOf, formatInvoiceNumber } from './invoice-number.ts';
export {
  findCreditNotePdf,
  issueCreditNotesForOrder,
  orderHasCreditNote,
} from './credit-notes.service.ts';
export { allocateProRata } from './invoice-amounts.ts';
export {
  findReturnCreditNotePdf,
  issueReturnCreditNote,
  type ReturnCreditInput,
} from './return-credit-notes.ts';
export { selectCreditedReturnIds } from './invoices.repository.ts';
export { orderDocumentKeys } from './order-documents.ts';
// The data principal's rights (docs/decisions/personal-data.md): listed, never erased.
export { invoicesPersonalData } from './personal-data.ts';
