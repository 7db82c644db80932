// The commission invoice as a PDF (pdfkit, the invoices' library): a tax invoice under CGST
// Rules r.46 — supplier and recipient with GSTINs and states, its number and date, place of
// supply, the SAC, the taxable value, the tax by head and rate, the total in figures and words.
import { formatAmountInWords } from '@haat/india';
import { COMMISSION_SAC, stateOfGstin } from './commission-invoice.service.ts';
import type { CommissionInvoiceRow } from './commission-invoice.repository.ts';
import { istDate } from './tax-rates.ts';

const rupees = (paise: number) =>
  `Rs ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export async function commissionInvoicePdf(
  invoice: CommissionInvoiceRow & { shopName: string; sellerAddress: string },
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Tax invoice ${invoice.number}`, Creator: 'Haat' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);

  doc.font('Helvetica-Bold').fontSize(16).text('Tax invoice');
  doc.font('Helvetica').fontSize(9).text('Original for recipient');
  doc.moveDown();
  doc.fontSize(10);
  line('Supplier', 'Haat (the marketplace operator)');
  line('Supplier GSTIN', invoice.operatorGstin);
  line('Supplier state', stateOfGstin(invoice.operatorGstin));
  doc.moveDown(0.5);
  line('Invoice number', invoice.number);
  line('Invoice date', istDate(invoice.issuedAt));
  line('Fees of the month', invoice.month);
  doc.moveDown(0.5);
  line('Recipient', invoice.shopName);
  line('Address', invoice.sellerAddress);
  line('Recipient GSTIN', invoice.sellerGstin);
  line('Place of supply', stateOfGstin(invoice.sellerGstin));
  line('Supply', invoice.intraState ? 'Within the state (CGST + SGST)' : 'Between states (IGST)');
  line('Reverse charge', 'No');
  doc.moveDown();

  const columns = [48, 260, 330, 440];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, index) =>
      doc.text(cell, columns[index]!, y, { width: index === 0 ? 200 : 100, lineBreak: false }),
    );
    doc.x = 48;
    doc.y = y + 16;
  };
  row(['Description', 'SAC', 'Rate', 'Amount'], true);
  row([
    'Marketplace commission and closing fees',
    COMMISSION_SAC,
    '',
    rupees(invoice.taxablePaise),
  ]);
  row(['Taxable value', '', '', rupees(invoice.taxablePaise)], true);
  if (invoice.intraState) {
    row(['CGST', '', '9 %', rupees(invoice.cgstPaise)]);
    row(['SGST', '', '9 %', rupees(invoice.sgstPaise)]);
  } else {
    row(['IGST', '', '18 %', rupees(invoice.igstPaise)]);
  }
  row(['Total', '', '', rupees(invoice.totalPaise)], true);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Total in words: ${formatAmountInWords(invoice.totalPaise)}`);
  doc.moveDown();
  doc
    .fontSize(8)
    .text(
      'The fees are those withheld from your sales of the month (commission and closing fees, less what returns gave back), as your statements show them entry by entry. GST on them is charged at 18 %.',
    );
  doc.end();
  return done;
}
