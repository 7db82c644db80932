// A whole statement as a file, CSV or PDF, written a batch of lines at a time as they are read and
// streamed to the caller (docs/decisions/seller-money.md, "Statements and exports").
import { PassThrough, type Readable } from 'node:stream';
import type { Executor } from '../../db/client.ts';
import {
  KIND_LABELS,
  rupees,
  writeStatement,
  type SettlementPeriod,
  type StatementHead,
  type StatementLine,
  type StatementWriter,
} from './statement.service.ts';

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The CSV: a header, the opening line, every entry, the closing line. */
function csvWriter(utrs: ReadonlyMap<string, string>): StatementWriter & { stream: Readable } {
  const stream = new PassThrough();
  return {
    stream,
    head: (head) => {
      stream.write(
        csvRow([
          'Date',
          'Entry',
          'Order',
          'Return',
          'Transfer',
          'UTR',
          'Amount (Rs)',
          'Balance (Rs)',
          'Note',
        ]) +
          csvRow([
            head.firstDay,
            'Opening balance',
            '',
            '',
            '',
            '',
            '',
            rupees(head.openingPaise),
            '',
          ]),
      );
    },
    lines: (lines) => {
      let chunk = '';
      for (const line of lines)
        chunk += csvRow([
          line.date,
          KIND_LABELS[line.kind],
          line.orderId ?? '',
          line.returnId ?? '',
          line.transferId ?? '',
          (line.transferId && utrs.get(line.transferId)) || '',
          rupees(line.amountPaise),
          rupees(line.balancePaise),
          line.note ?? '',
        ]);
      stream.write(chunk);
    },
    end: (head) => {
      stream.end(
        csvRow([
          head.lastDay,
          'Closing balance',
          '',
          '',
          '',
          '',
          '',
          rupees(head.closingPaise),
          '',
        ]),
      );
    },
  };
}

/** The table's columns: where each starts, from the left margin (points). */
const COLUMNS = [36, 100, 230, 370, 450] as const;
const FONT_SIZE = 8;
const ROW_HEIGHT = 12;
/** Helvetica's ascender (its AFM: 718 per 1,000): from a row's top to its baseline. */
const BASELINE = (718 / 1000) * FONT_SIZE;

/** A PDF literal string of printable ASCII (every cell of a line is: ids, dates, labels, sums). */
const pdfString = (text: string) =>
  /[^\x20-\x27\x2a-\x5b\x5d-\x7e]/.test(text)
    ? `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`)})`
    : `(${text})`;
/** Each kind's label as a PDF string, made once (a line's cells are made 100,000 times). */
const PDF_LABELS = Object.fromEntries(
  Object.entries(KIND_LABELS).map(([kind, label]) => [kind, pdfString(label)]),
) as Record<keyof typeof KIND_LABELS, string>;
/** The moves from one column to the next, as text operators. */
const MOVES = COLUMNS.slice(1).map((x, index) => `${x - COLUMNS[index]!} 0 Td`);

/**
 * The PDF (pdfkit, as the invoices): each page headed by the shop, the period and the column
 * names; then its lines. pdfkit lays out and kerns every text call (some 14 µs each, five cells a
 * line: 7 s for 100,000 lines), so each line is written as one text object of the page's content
 * instead: five cells placed at the columns, in the page's Helvetica, which the page's heading
 * has registered.
 */
async function pdfWriter(
  shopName: string,
  utrs: ReadonlyMap<string, string>,
): Promise<StatementWriter & { stream: Readable }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 36 });
  let pageNumber = 0;
  let period = '';
  let fontId = '';
  let top = 0;
  /** A row that would end below the bottom margin starts the next page. */
  const full = () => top + ROW_HEIGHT > doc.page.height - doc.page.margins.bottom;

  /** The page's lines not yet handed to pdfkit: given as bytes once a page (pdfkit copies a
   * string into its page a character at a time). */
  let pending = '';
  const flush = () => {
    if (pending) doc.addContent(Buffer.from(pending, 'latin1'));
    pending = '';
  };

  const heading = () => {
    flush();
    pageNumber += 1;
    if (pageNumber > 1) doc.addPage();
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text(`${shopName}: statement ${period}; page ${pageNumber}`, 36, 36, { lineBreak: false });
    // The font pdfkit named on this page for Helvetica (F1, F2…): the lines below set it by name.
    fontId = (doc as unknown as { _font: { id: string } })._font.id;
    top = 52;
    cells(['Date', 'Entry', 'Order / UTR', 'Amount', 'Balance'], true);
  };
  /** A row drawn through pdfkit (headings, opening and closing): few, so its cost does not count. */
  const cells = (values: readonly string[], bold: boolean) => {
    if (full()) heading();
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    values.forEach((value, index) => doc.text(value, COLUMNS[index], top, { lineBreak: false }));
    top += ROW_HEIGHT;
  };
  const line = (each: StatementLine) => {
    if (full()) heading();
    // pdfkit's pages run top-down (their matrix flips y), so the text matrix flips it back.
    const baseline = (top + BASELINE).toFixed(2);
    // A payout names the bank's reference once it is settled (the seller finds it in its bank).
    const utr = each.transferId ? utrs.get(each.transferId) : undefined;
    const reference = utr ? `UTR ${utr}` : (each.orderId ?? each.transferId ?? '');
    pending += `BT /${fontId} ${FONT_SIZE} Tf 1 0 0 -1 ${COLUMNS[0]} ${baseline} Tm ${pdfString(each.date)} Tj ${MOVES[0]} ${PDF_LABELS[each.kind]} Tj ${MOVES[1]} ${pdfString(reference)} Tj ${MOVES[2]} ${pdfString(rupees(each.amountPaise))} Tj ${MOVES[3]} ${pdfString(rupees(each.balancePaise))} Tj ET\n`;
    top += ROW_HEIGHT;
  };

  return {
    stream: doc,
    head: (head: StatementHead) => {
      period = `${head.firstDay} to ${head.lastDay} (IST); amounts in rupees`;
      doc.info.Title = `Statement ${head.firstDay} to ${head.lastDay}`;
      doc.info.Creator = 'Haat';
      heading();
      cells([head.firstDay, 'Opening balance', '', '', rupees(head.openingPaise)], false);
    },
    lines: (lines: readonly StatementLine[]) => {
      for (const each of lines) line(each);
    },
    end: (head: StatementHead) => {
      flush();
      cells([head.lastDay, 'Closing balance', '', '', rupees(head.closingPaise)], true);
      doc.end();
    },
  };
}

/**
 * The statement of the period holding `at` as a file, streamed: answers once its head is read
 * (a failure before then rejects, nothing sent); a failure after it ends the stream in error,
 * so a download cut short is never taken for a whole one.
 */
export async function statementFile(
  db: Executor,
  sellerId: string,
  at: Date,
  period: SettlementPeriod,
  file: ({ kind: 'csv' } | { kind: 'pdf'; shopName: string }) & {
    /** Each settled payout's UTR by its transfer id (seller-payouts' selectSettlementUtrs). */
    utrs?: ReadonlyMap<string, string>;
  },
): Promise<{ head: StatementHead; stream: Readable }> {
  const utrs = file.utrs ?? new Map<string, string>();
  const writer = file.kind === 'csv' ? csvWriter(utrs) : await pdfWriter(file.shopName, utrs);
  const { head, done } = await writeStatement(db, sellerId, at, period, writer);
  done.catch((error: unknown) => writer.stream.destroy(error as Error));
  return { head, stream: writer.stream };
}
