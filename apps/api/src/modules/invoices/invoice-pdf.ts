// Lays out GST tax invoices as an A4 PDF. Pure: the data in, the file's bytes out.
// Its faces: invoice-fonts.ts.
import { formatAmountInWords, formatInr, formatOrderDate } from '@haat/india';
import type { InvoiceRow, InvoiceTotals } from './invoice-amounts.ts';
import { BOLD, REGULAR, loadFonts, registerFonts, writeInScripts } from './invoice-fonts.ts';
import { keptFeeWords, type CreditNoteKeptFee } from './kept-fee-words.ts';
import type PdfDocumentClass from 'pdfkit';

export interface InvoiceState {
  name: string;
  /** Two-digit GST state code. */
  code: string;
}

export interface InvoiceAddress {
  name: string;
  lines: readonly string[];
}

export interface InvoiceData {
  number: string;
  issuedAt: Date;
  orderId: string;
  orderedAt: Date;
  paymentType: 'cod' | 'prepaid';
  seller: {
    shopName: string;
    address: string;
    city: string;
    pincode: string;
    state: InvoiceState;
    gstin: string;
  };
  billTo: InvoiceAddress;
  shipTo: InvoiceAddress;
  /** The buyer's state: goods are supplied where they are delivered. */
  placeOfSupply: InvoiceState;
  /** Seller and place of supply in one state: CGST + SGST; otherwise IGST. */
  isSameState: boolean;
  rows: readonly InvoiceRow[];
  totals: InvoiceTotals;
  /** Set on a credit note: the invoice it is against, and why (docs/decisions/invoices.md). */
  creditNote?: {
    invoiceNumber: string;
    invoiceDate: Date;
    reason: string;
    /** A cancel after shipping: the fee kept from the order's refund, said below the totals. */
    keptFee?: CreditNoteKeptFee;
  };
}

/** The document's title: a tax invoice, or a credit note against one. */
const titleOf = (data: InvoiceData) => (data.creditNote ? 'CREDIT NOTE' : 'TAX INVOICE');

const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#c8c8c8';
const HEADER_FILL = '#efefef';

const PAGE_MARGIN = 36;
const FOOTER_HEIGHT = 22;
const CELL_PADDING_X = 3;
const CELL_PADDING_Y = 4;
const BODY_SIZE = 7.5;
const SMALLEST_SIZE = 5;

let pdfKitLoading: Promise<typeof PdfDocumentClass> | undefined;

/**
 * pdfkit takes a quarter to half a second to load: loaded with the first invoice, not at every
 * start of the server or a CLI.
 */
function loadPdfKit(): Promise<typeof PdfDocumentClass> {
  pdfKitLoading ??= import('pdfkit').then((loaded) => loaded.default);
  return pdfKitLoading;
}

/** One seller's tax invoice as a PDF. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  return renderInvoicesPdf([data]);
}

/** Several invoices in one PDF, each starting on a new page (an order with several sellers). */
export async function renderInvoicesPdf(invoices: readonly InvoiceData[]): Promise<Buffer> {
  const first = invoices[0];
  if (first === undefined) throw new RangeError('No invoice to render');
  const [fonts, PDFDocument] = await Promise.all([loadFonts(), loadPdfKit()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: 'en-IN',
    info: {
      Title:
        invoices.length === 1
          ? `Tax invoice ${first.number}`
          : `Tax invoices for order ${first.orderId}`,
      Author: invoices.map((invoice) => invoice.seller.shopName).join(', '),
      Subject: `Order ${first.orderId}`,
      Creator: 'Haat',
      CreationDate: first.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc, fonts);

  const pagesOf: { invoice: InvoiceData; first: number; count: number }[] = [];
  for (const invoice of invoices) {
    const firstPage = doc.bufferedPageRange().count;
    new InvoiceLayout(doc, invoice).draw();
    pagesOf.push({ invoice, first: firstPage, count: doc.bufferedPageRange().count - firstPage });
  }
  for (const { invoice, first: firstPage, count } of pagesOf) {
    for (let page = 0; page < count; page += 1) {
      doc.switchToPage(firstPage + page);
      const kind = invoice.creditNote ? 'credit note' : 'invoice';
      drawFooter(
        doc,
        `This is a computer-generated ${kind}.`,
        `${kind === 'invoice' ? 'Invoice' : 'Credit note'} ${invoice.number} · Page ${page + 1} of ${count}`,
      );
    }
  }
  doc.end();
  return finished;
}

function drawFooter(doc: PDFKit.PDFDocument, left: string, right: string): void {
  const y = doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT + 10;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  // Writing inside the bottom margin would make pdfkit open a new page.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  rule(doc, PAGE_MARGIN, y - 5, width);
  doc.font(REGULAR).fontSize(7).fillColor(MUTED);
  doc.text(left, PAGE_MARGIN, y, { lineBreak: false });
  doc.text(right, PAGE_MARGIN, y, { width, align: 'right', lineBreak: false });
  doc.page.margins.bottom = bottomMargin;
}

function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number, color = RULE): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (row: InvoiceRow, index: number) => string;
  total?: (totals: InvoiceTotals) => string;
}

const halfRate = (row: InvoiceRow) => formatRate(row.gstRatePercent / 2);
const formatRate = (percent: number) =>
  `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;

/** Draws one invoice from a fresh page, adding pages while the rows run on. */
class InvoiceLayout {
  private y = 0;
  private readonly left = PAGE_MARGIN;
  private readonly width: number;
  private readonly bottom: number;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly data: InvoiceData,
  ) {
    this.doc.addPage();
    this.width = this.doc.page.width - 2 * PAGE_MARGIN;
    this.bottom = this.doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT;
    this.y = PAGE_MARGIN;
  }

  draw(): void {
    this.drawTitle();
    this.drawSellerAndInvoice();
    this.drawBuyer();
    this.drawTable();
    this.drawSummary();
    this.drawKeptFee();
  }

  private drawTitle(): void {
    const doc = this.doc;
    doc.font(BOLD).fontSize(16).fillColor(INK);
    doc.text(titleOf(this.data), this.left, this.y, { lineBreak: false });
    doc.font(REGULAR).fontSize(7.5).fillColor(MUTED);
    doc.text('Original for recipient', this.left, this.y + 1, {
      width: this.width,
      align: 'right',
      lineBreak: false,
    });
    doc.text('Sold through Haat, an online marketplace', this.left, this.y + 11, {
      width: this.width,
      align: 'right',
      lineBreak: false,
    });
    this.y += 26;
    rule(doc, this.left, this.y, this.width, INK);
    this.y += 8;
  }

  private drawSellerAndInvoice(): void {
    const { seller } = this.data;
    const half = (this.width - 20) / 2;
    const sellerBottom = this.drawParty(this.left, this.y, half, 'Sold by', seller.shopName, [
      seller.address,
      `${seller.city} - ${seller.pincode}`,
      `State: ${seller.state.name} (code ${seller.state.code})`,
    ]);
    const doc = this.doc;
    doc.font(BOLD).fontSize(8.5).fillColor(INK);
    doc.text(`GSTIN: ${seller.gstin}`, this.left, sellerBottom + 2, { width: half });
    const leftBottom = doc.y;

    const supply = this.data.isSameState ? 'Intra-state (CGST + SGST)' : 'Inter-state (IGST)';
    const note = this.data.creditNote;
    const documentFacts: Array<[string, string]> = note
      ? [
          ['Credit note number', this.data.number],
          ['Credit note date', formatOrderDate(this.data.issuedAt)],
          ['Against invoice', note.invoiceNumber],
          ['Invoice date', formatOrderDate(note.invoiceDate)],
          ['Reason', note.reason],
        ]
      : [
          ['Invoice number', this.data.number],
          ['Invoice date', formatOrderDate(this.data.issuedAt)],
        ];
    const rightBottom = this.drawFacts(this.left + half + 20, this.y, half, [
      ...documentFacts,
      ['Order ID', this.data.orderId],
      ['Order date', formatOrderDate(this.data.orderedAt)],
      ['Place of supply', `${this.data.placeOfSupply.name} (${this.data.placeOfSupply.code})`],
      ['Supply', supply],
      ['Reverse charge', 'No'],
      ['Payment', this.data.paymentType === 'cod' ? 'Cash on delivery' : 'Prepaid'],
    ]);
    this.y = Math.max(leftBottom, rightBottom) + 8;
    rule(doc, this.left, this.y, this.width);
    this.y += 8;
  }

  private drawBuyer(): void {
    const half = (this.width - 20) / 2;
    const { billTo, shipTo } = this.data;
    const billBottom = this.drawParty(
      this.left,
      this.y,
      half,
      'Bill to',
      billTo.name,
      billTo.lines,
    );
    const shipBottom = this.drawParty(
      this.left + half + 20,
      this.y,
      half,
      'Ship to',
      shipTo.name,
      shipTo.lines,
    );
    this.y = Math.max(billBottom, shipBottom) + 10;
  }

  /** A label, a bold name and address lines; answers the y below it. */
  private drawParty(
    x: number,
    y: number,
    width: number,
    label: string,
    name: string,
    lines: readonly string[],
  ): number {
    const doc = this.doc;
    doc.font(BOLD).fontSize(7).fillColor(MUTED);
    doc.text(label.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
    doc.fontSize(10).fillColor(INK);
    writeInScripts(doc, name, BOLD, x, doc.y + 2, width);
    doc.fontSize(8.5).fillColor(INK);
    for (const line of lines) writeInScripts(doc, line, REGULAR, x, doc.y + 1, width);
    return doc.y;
  }

  /** Label and value pairs in two columns; answers the y below them. */
  private drawFacts(x: number, y: number, width: number, facts: [string, string][]): number {
    const doc = this.doc;
    // Wide enough for "Credit note number" on one line (at 78 it ran into the next label).
    const labelWidth = 88;
    let rowY = y;
    for (const [label, value] of facts) {
      doc.font(REGULAR).fontSize(8).fillColor(MUTED);
      doc.text(label, x, rowY + 0.5, { width: labelWidth, lineBreak: false });
      doc.font(BOLD).fontSize(8.5).fillColor(INK);
      doc.text(value, x + labelWidth, rowY, { width: width - labelWidth });
      rowY = doc.y + 2;
    }
    return rowY;
  }

  private columns(): { columns: Column[]; descriptionIndex: number } {
    const { isSameState, totals } = this.data;
    const money = (pick: (value: InvoiceRow | InvoiceTotals) => number) => ({
      cell: (row: InvoiceRow) => formatInr(pick(row)),
      total: (sums: InvoiceTotals) => formatInr(pick(sums)),
    });
    const columns: Column[] = [
      { header: '#', width: 18, align: 'right', cell: (_row, index) => String(index + 1) },
      { header: 'Description', width: 0, align: 'left', cell: (row) => row.description },
      { header: 'HSN/\nSAC', width: 42, align: 'left', cell: (row) => row.hsnCode },
      {
        header: 'Qty',
        width: 22,
        align: 'right',
        cell: (row) => (row.pieces === null ? '' : String(row.pieces)),
        total: (sums) => String(sums.pieces),
      },
      {
        header: 'Unit price\n(incl. GST)',
        width: 50,
        align: 'right',
        cell: (row) => (row.unitPricePaise === null ? '' : formatInr(row.unitPricePaise)),
      },
    ];
    if (totals.discountPaise > 0) {
      columns.push({
        header: 'Discount',
        width: 44,
        align: 'right',
        ...money((value) => value.discountPaise),
      });
    }
    columns.push({
      header: 'Taxable\nvalue',
      width: 52,
      align: 'right',
      ...money((value) => value.taxablePaise),
    });
    if (isSameState) {
      columns.push(
        { header: 'CGST\n%', width: 26, align: 'right', cell: halfRate },
        { header: 'CGST', width: 46, align: 'right', ...money((value) => value.cgstPaise) },
        { header: 'SGST\n%', width: 26, align: 'right', cell: halfRate },
        { header: 'SGST', width: 46, align: 'right', ...money((value) => value.sgstPaise) },
      );
    } else {
      columns.push(
        {
          header: 'IGST\n%',
          width: 26,
          align: 'right',
          cell: (row) => formatRate(row.gstRatePercent),
        },
        { header: 'IGST', width: 48, align: 'right', ...money((value) => value.igstPaise) },
      );
    }
    columns.push({
      header: 'Total',
      width: 56,
      align: 'right',
      cell: (row) => formatInr(row.totalPaise),
      total: (sums) => formatInr(sums.grandTotalPaise),
    });
    const fixed = columns.reduce((sum, column) => sum + column.width, 0);
    const descriptionIndex = 1;
    const description = columns[descriptionIndex];
    if (description) description.width = this.width - fixed;
    return { columns, descriptionIndex };
  }

  private drawTable(): void {
    const { columns, descriptionIndex } = this.columns();
    this.drawTableHeader(columns);
    this.data.rows.forEach((row, index) => {
      const texts = columns.map((column) => column.cell(row, index));
      const description = columns[descriptionIndex];
      const descriptionWidth = (description?.width ?? 0) - 2 * CELL_PADDING_X;
      const doc = this.doc;
      doc.font(REGULAR).fontSize(BODY_SIZE);
      let contentHeight = doc.heightOfString(row.description, { width: descriptionWidth });
      if (row.detail) {
        doc.fontSize(BODY_SIZE - 0.5);
        contentHeight += doc.heightOfString(row.detail, { width: descriptionWidth }) + 1;
      }
      const height = Math.max(contentHeight, BODY_SIZE * 1.2) + 2 * CELL_PADDING_Y;
      if (this.y + height > this.bottom) {
        this.continueOnNewPage();
        this.drawTableHeader(columns);
      }
      let x = this.left;
      columns.forEach((column, columnIndex) => {
        if (columnIndex === descriptionIndex) {
          doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
          doc.text(row.description, x + CELL_PADDING_X, this.y + CELL_PADDING_Y, {
            width: descriptionWidth,
          });
          if (row.detail) {
            doc.fontSize(BODY_SIZE - 0.5).fillColor(MUTED);
            doc.text(row.detail, x + CELL_PADDING_X, doc.y + 1, { width: descriptionWidth });
          }
        } else {
          this.drawCell(texts[columnIndex] ?? '', x, this.y + CELL_PADDING_Y, column, REGULAR);
        }
        x += column.width;
      });
      this.y += height;
      rule(doc, this.left, this.y, this.width);
    });
    this.drawTableTotals(columns, descriptionIndex);
  }

  private drawTableHeader(columns: readonly Column[]): void {
    const doc = this.doc;
    const height = 2 * 7 * 1.2 + 2 * CELL_PADDING_Y;
    doc.rect(this.left, this.y, this.width, height).fill(HEADER_FILL);
    let x = this.left;
    for (const column of columns) {
      column.header.split('\n').forEach((line, index) => {
        this.drawFittedText(line, x, this.y + CELL_PADDING_Y + index * 7 * 1.2, column, BOLD, 7);
      });
      x += column.width;
    }
    this.y += height;
    rule(this.doc, this.left, this.y, this.width, INK);
  }

  private drawTableTotals(columns: readonly Column[], descriptionIndex: number): void {
    const height = BODY_SIZE * 1.2 + 2 * CELL_PADDING_Y;
    if (this.y + height > this.bottom) this.continueOnNewPage();
    let x = this.left;
    columns.forEach((column, index) => {
      const text = index === descriptionIndex ? 'Total' : (column.total?.(this.data.totals) ?? '');
      this.drawCell(text, x, this.y + CELL_PADDING_Y, column, BOLD);
      x += column.width;
    });
    this.y += height;
    rule(this.doc, this.left, this.y, this.width, INK);
    this.y += 10;
  }

  /** One line of text, made smaller rather than cut or wrapped when the column is narrow. */
  private drawCell(text: string, x: number, y: number, column: Column, font: string): void {
    this.drawFittedText(text, x, y, column, font, BODY_SIZE);
  }

  private drawFittedText(
    text: string,
    x: number,
    y: number,
    column: Column,
    font: string,
    fullSize: number,
  ): void {
    const doc = this.doc;
    const width = column.width - 2 * CELL_PADDING_X;
    let size = fullSize;
    doc.font(font).fontSize(size);
    while (size > SMALLEST_SIZE && doc.widthOfString(text) > width) {
      size -= 0.25;
      doc.fontSize(size);
    }
    doc.fillColor(INK).text(text, x + CELL_PADDING_X, y + (fullSize - size) / 2, {
      width,
      align: column.align,
      lineBreak: false,
    });
  }

  private drawSummary(): void {
    const doc = this.doc;
    const { totals, isSameState } = this.data;
    const lines: [string, string][] = [['Taxable value', formatInr(totals.taxablePaise)]];
    if (isSameState) {
      lines.push(['CGST', formatInr(totals.cgstPaise)], ['SGST', formatInr(totals.sgstPaise)]);
    } else {
      lines.push(['IGST', formatInr(totals.igstPaise)]);
    }
    const boxWidth = 210;
    const boxX = this.left + this.width - boxWidth;
    const wordsWidth = this.width - boxWidth - 24;
    const words = `${formatAmountInWords(totals.grandTotalPaise)} Only`;
    doc.font(REGULAR).fontSize(8.5);
    // The label above the words and up to two notes below them.
    const wordsHeight = doc.heightOfString(words, { width: wordsWidth }) + 14 + 30;
    const boxHeight = lines.length * 13 + 24;
    if (this.y + Math.max(wordsHeight, boxHeight) + 10 > this.bottom) this.continueOnNewPage();

    const top = this.y;
    let y = top;
    for (const [label, value] of lines) {
      doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
      doc.text(label, boxX, y, { width: boxWidth / 2, lineBreak: false });
      doc.fillColor(INK).text(value, boxX + boxWidth / 2, y, {
        width: boxWidth / 2,
        align: 'right',
        lineBreak: false,
      });
      y += 13;
    }
    rule(doc, boxX, y, boxWidth, INK);
    y += 5;
    doc.font(BOLD).fontSize(10.5).fillColor(INK);
    doc.text('Grand total', boxX, y, { width: boxWidth / 2, lineBreak: false });
    doc.text(formatInr(totals.grandTotalPaise), boxX + boxWidth / 2, y, {
      width: boxWidth / 2,
      align: 'right',
      lineBreak: false,
    });
    const boxBottom = y + 16;

    doc.font(BOLD).fontSize(7).fillColor(MUTED);
    doc.text('AMOUNT IN WORDS', this.left, top, { width: wordsWidth, characterSpacing: 0.5 });
    doc.font(BOLD).fontSize(8.5).fillColor(INK);
    doc.text(words, this.left, doc.y + 2, { width: wordsWidth });
    const notes = [
      'Prices include GST; the taxable value and tax of each row are worked out from them.',
    ];
    if (totals.discountPaise > 0) {
      notes.push(
        `The coupon discount of ${formatInr(totals.discountPaise)} is given on this invoice before tax.`,
      );
    }
    doc.font(REGULAR).fontSize(7).fillColor(MUTED);
    for (const note of notes) doc.text(note, this.left, doc.y + 4, { width: wordsWidth });
    this.y = Math.max(doc.y, boxBottom) + 10;
  }

  /** A cancel's fee, kept from the refund: not credited, so said apart from the totals. */
  private drawKeptFee(): void {
    const fee = this.data.creditNote?.keptFee;
    if (!fee) return;
    const doc = this.doc;
    const { heading, lines } = keptFeeWords(fee);
    doc.font(REGULAR).fontSize(8.5);
    const height = lines.reduce(
      (sum, line) => sum + doc.heightOfString(line, { width: this.width }) + 3,
      14,
    );
    if (this.y + height > this.bottom) this.continueOnNewPage();
    rule(doc, this.left, this.y, this.width);
    doc.font(BOLD).fontSize(7).fillColor(MUTED);
    doc.text(heading.toUpperCase(), this.left, this.y + 6, { characterSpacing: 0.5 });
    lines.forEach((line, index) => {
      doc
        .font(index === 0 ? BOLD : REGULAR)
        .fontSize(8.5)
        .fillColor(INK);
      doc.text(line, this.left, doc.y + 3, { width: this.width });
    });
    this.y = doc.y + 10;
  }

  private continueOnNewPage(): void {
    const doc = this.doc;
    doc.addPage();
    this.y = PAGE_MARGIN;
    doc.font(BOLD).fontSize(9).fillColor(INK);
    doc.text(`${titleOf(this.data)} ${this.data.number} (continued)`, this.left, this.y, {
      lineBreak: false,
    });
    this.y += 18;
  }
}
