// A seller's statement for a settlement period (weekly by default, Monday to Sunday, IST): its
// opening balance, every entry, its closing balance; as JSON for the screens, CSV and PDF.
import type { Executor } from '../../db/client.ts';
import { selectSellerEntries, sumSellerBefore, type LedgerRow } from './ledger.repository.ts';
import { istDate } from './tax-rates.ts';

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type SettlementPeriod = 'weekly' | 'monthly';

/** The period (IST) holding `at`: [from, until) as instants, and its IST dates. */
export function periodOf(at: Date, period: SettlementPeriod = 'weekly') {
  const local = new Date(at.getTime() + IST_MS);
  let start: Date;
  let end: Date;
  if (period === 'monthly') {
    start = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1));
    end = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1));
  } else {
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
    const sinceMonday = (local.getUTCDay() + 6) % 7;
    start = new Date(midnight - sinceMonday * DAY_MS);
    end = new Date(start.getTime() + 7 * DAY_MS);
  }
  return {
    from: new Date(start.getTime() - IST_MS),
    until: new Date(end.getTime() - IST_MS),
    firstDay: start.toISOString().slice(0, 10),
    lastDay: new Date(end.getTime() - DAY_MS).toISOString().slice(0, 10),
  };
}

export interface StatementLine {
  id: string;
  kind: LedgerRow['kind'];
  date: string;
  amountPaise: number;
  balancePaise: number;
  orderId: string | null;
  returnId: string | null;
  transferId: string | null;
  note: string | null;
}

export interface Statement {
  sellerId: string;
  firstDay: string;
  lastDay: string;
  openingPaise: number;
  closingPaise: number;
  lines: StatementLine[];
}

/** The statement of the period holding `at`. */
export async function statementOf(
  db: Executor,
  sellerId: string,
  at: Date,
  period: SettlementPeriod = 'weekly',
): Promise<Statement> {
  const range = periodOf(at, period);
  const [openingPaise, rows] = await Promise.all([
    sumSellerBefore(db, sellerId, range.from),
    selectSellerEntries(db, sellerId, { from: range.from, until: range.until }),
  ]);
  let balance = openingPaise;
  // Entries of one moment in the order a reader follows: the sale, then what is taken from it.
  const rank = (kind: LedgerRow['kind']) => Object.keys(KIND_LABELS).indexOf(kind);
  const ordered = [...rows].sort(
    (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || rank(a.kind) - rank(b.kind),
  );
  const lines = ordered.map((row): StatementLine => {
    balance += row.amountPaise;
    return {
      id: row.id,
      kind: row.kind,
      date: istDate(row.occurredAt),
      amountPaise: row.amountPaise,
      balancePaise: balance,
      orderId: row.orderId,
      returnId: row.returnId,
      transferId: row.transferId,
      note: row.note,
    };
  });
  return {
    sellerId,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    openingPaise,
    closingPaise: balance,
    lines,
  };
}

/** Paise as rupees with two decimals, a minus in front (CSV and PDF). */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const size = Math.abs(paise);
  return `${sign}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** What each kind is called on a statement. */
export const KIND_LABELS: Record<LedgerRow['kind'], string> = {
  sale: 'Sale',
  return: 'Return',
  commission: 'Commission',
  commission_gst: 'GST on commission',
  commission_reversal: 'Commission given back',
  commission_gst_reversal: 'GST on commission given back',
  tcs: 'GST TCS (s.52)',
  tcs_reversal: 'GST TCS given back',
  tcs_true_up: 'GST TCS monthly true-up',
  tds: 'TDS (s.194-O)',
  tds_reversal: 'TDS given back',
  payout: 'Payout',
  payout_reversal: 'Payout reversed',
};

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The statement as CSV: a header, the opening line, every entry, the closing line. */
export function statementCsv(statement: Statement): string {
  const rows = [
    ['Date', 'Entry', 'Order', 'Return', 'Transfer', 'Amount (Rs)', 'Balance (Rs)', 'Note'],
    [statement.firstDay, 'Opening balance', '', '', '', '', rupees(statement.openingPaise), ''],
    ...statement.lines.map((line) => [
      line.date,
      KIND_LABELS[line.kind],
      line.orderId ?? '',
      line.returnId ?? '',
      line.transferId ?? '',
      rupees(line.amountPaise),
      rupees(line.balancePaise),
      line.note ?? '',
    ]),
    [statement.lastDay, 'Closing balance', '', '', '', '', rupees(statement.closingPaise), ''],
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The statement as a PDF (pdfkit, as the invoices): a table of the same lines as the CSV. */
export async function statementPdf(statement: Statement, shopName: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `Statement ${statement.firstDay} to ${statement.lastDay}`, Creator: 'Haat' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(14).text(`Statement of ${shopName}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${statement.firstDay} to ${statement.lastDay} (IST); amounts in rupees`);
  doc.moveDown();
  const columns = [36, 100, 230, 370, 450];
  const row = (cells: string[], bold = false) => {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((cell, index) =>
      doc.text(cell, columns[index]!, y, { width: 120, lineBreak: false }),
    );
    doc.x = 36;
    doc.y = y + 12;
  };
  row(['Date', 'Entry', 'Order', 'Amount', 'Balance'], true);
  row([statement.firstDay, 'Opening balance', '', '', rupees(statement.openingPaise)]);
  for (const line of statement.lines) {
    row([
      line.date,
      KIND_LABELS[line.kind],
      line.orderId ?? line.transferId ?? '',
      rupees(line.amountPaise),
      rupees(line.balancePaise),
    ]);
  }
  row([statement.lastDay, 'Closing balance', '', '', rupees(statement.closingPaise)], true);
  doc.end();
  return done;
}
