// Delhivery's COD remittance report, uploaded by the operator (docs/decisions/couriers.md, "COD
// remittance"): Delhivery's API reference has no remittance endpoint, so its report (downloaded
// from its panel as CSV) is read here. A header row names the columns, in any order and case:
// the waybill ("Waybill", "AWB", "Waybill No"), the cash ("COD Amount", "Amount", "Remitted
// Amount"), the transfer's "UTR" ("UTR No") and its day ("Remittance Date", "Date": YYYY-MM-DD or
// DD-MM-YYYY / DD/MM/YYYY). Rows of one UTR are one remittance. A row that cannot be read refuses
// the whole file, naming its line, so nothing is half recorded.
import { AppError } from '../../lib/app-error.ts';
import type { CodRemittance } from './courier-port.ts';

const COLUMNS = {
  awb: ['waybill', 'awb', 'waybill no', 'waybill number', 'awb no'],
  amount: ['cod amount', 'amount', 'remitted amount', 'cod value'],
  utr: ['utr', 'utr no', 'utr number', 'bank utr'],
  date: ['remittance date', 'date', 'remitted on', 'utr date'],
} as const;

/** One CSV line's cells (quotes around a cell, "" for a quote inside one). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

function dayOf(value: string): string | null {
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value);
  if (match) return `${match[3]}-${match[2]}-${match[1]}`;
  return null;
}

const refuse = (message: string) => new AppError('VALIDATION_FAILED', message);

export function parseDelhiveryRemittanceReport(csv: string): CodRemittance[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = cellsOf(lines[0] ?? '').map((cell) => cell.toLowerCase());
  const index = (names: readonly string[]) => header.findIndex((cell) => names.includes(cell));
  const at = {
    awb: index(COLUMNS.awb),
    amount: index(COLUMNS.amount),
    utr: index(COLUMNS.utr),
    date: index(COLUMNS.date),
  };
  const missing = Object.entries(at)
    .filter(([, column]) => column < 0)
    .map(
      ([name]) =>
        ({ awb: 'Waybill', amount: 'COD Amount', utr: 'UTR', date: 'Remittance Date' })[name],
    );
  if (missing.length > 0)
    throw refuse(`The report's first line names no ${missing.join(', ')} column.`);
  const byUtr = new Map<string, CodRemittance>();
  for (let n = 1; n < lines.length; n += 1) {
    if (lines[n]!.trim() === '') continue;
    const cells = cellsOf(lines[n]!);
    const awb = cells[at.awb] ?? '';
    const rupees = Number((cells[at.amount] ?? '').replace(/[₹,\s]/g, ''));
    const utr = cells[at.utr] ?? '';
    const day = dayOf(cells[at.date] ?? '');
    const where = `Line ${n + 1} of the report`;
    if (!/^[A-Za-z0-9-]{4,40}$/.test(awb)) throw refuse(`${where} has no waybill.`);
    if (
      !Number.isFinite(rupees) ||
      rupees < 0 ||
      Math.abs(rupees * 100 - Math.round(rupees * 100)) > 1e-6
    )
      throw refuse(`${where} has no amount in rupees (at most two decimals).`);
    if (!/^[A-Za-z0-9]{6,40}$/.test(utr)) throw refuse(`${where} has no UTR.`);
    if (!day) throw refuse(`${where} has no date (YYYY-MM-DD or DD-MM-YYYY).`);
    const amountPaise = Math.round(rupees * 100);
    const remittance = byUtr.get(utr) ?? {
      reference: utr,
      utr,
      remittedOn: day,
      totalPaise: 0,
      lines: [],
    };
    if (remittance.remittedOn !== day)
      throw refuse(`${where} gives UTR ${utr} another date than an earlier line.`);
    if (remittance.lines.some((line) => line.awb === awb))
      throw refuse(`${where} repeats waybill ${awb} in UTR ${utr}.`);
    remittance.lines.push({ awb, amountPaise });
    remittance.totalPaise += amountPaise;
    byUtr.set(utr, remittance);
  }
  if (byUtr.size === 0) throw refuse('The report has no lines under its header.');
  return [...byUtr.values()];
}
