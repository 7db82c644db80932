import { useState } from 'react';
import { showToast } from '../../../components/ui/toast';
import { messages as m } from '../../../messages/orders';
import { TOAST_MS } from '@haat/contract/constants';
import { fetchCreditNote, fetchInvoice } from '../api/get-invoice';
import { saveBlobAs } from '../../../lib/save-file';

/** docs/spec.md §4: the invoice download, saved as invoice.pdf. */
export const INVOICE_FILE_NAME = 'invoice.pdf';
/** The GST credit note of an invoiced order cancelled, or of a return (docs/decisions/invoices.md). */
export const CREDIT_NOTE_FILE_NAME = 'credit-note.pdf';

/**
 * Fetches a document with the session's token and saves it. docs/spec.md §7's client did nothing
 * when the answer was not ok; no file is saved then either, but a toast says so, because a tap
 * that does nothing reads as a broken button on a slow connection.
 */
export function useFileDownload(fetchFile: () => Promise<Blob>, fileName: string) {
  const [isDownloading, setIsDownloading] = useState(false);

  async function download() {
    if (isDownloading) return;
    setIsDownloading(true);
    try {
      saveBlobAs(await fetchFile(), fileName);
    } catch (error) {
      console.error(`${fileName} download failed`, error);
      showToast(m.orderDetails.invoiceFailed, { durationMs: TOAST_MS.default, tone: 'error' });
    } finally {
      setIsDownloading(false);
    }
  }

  return { download, isDownloading };
}

/** The order's GST invoice, or the credit note of its cancellation. */
export function useInvoiceDownload(
  orderID: string,
  document: 'invoice' | 'credit-note' = 'invoice',
) {
  return useFileDownload(
    () => (document === 'credit-note' ? fetchCreditNote(orderID) : fetchInvoice(orderID)),
    document === 'credit-note' ? CREDIT_NOTE_FILE_NAME : INVOICE_FILE_NAME,
  );
}
