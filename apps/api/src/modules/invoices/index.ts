// The invoices module owns GST tax invoices: per-seller numbering, the PDF, and its file.
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
export { financialYearOf, formatInvoiceNumber } from './invoice-number.ts';
