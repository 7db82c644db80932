// The invoices module owns GST tax invoices: per-seller numbering, the PDF, and its file.
export {
  findInvoicePdf,
  issueInvoicesForOrder,
  orderHasInvoice,
  type IssuedInvoice,
} from './invoices.service.ts';
export { renderInvoicePdf, renderInvoicesPdf, type InvoiceData } from './invoice-pdf.ts';
export { financialYearOf, formatInvoiceNumber } from './invoice-number.ts';
