// What a move or a restore checks after copying, and the table it prints: rows and checksum per
// table on both sides, and the sequences.
import type { TableSum } from './checksum.ts';
import { TransferRefusal } from './session.ts';
import type { SequenceValue } from './tables.ts';

export interface TableCheck {
  table: string;
  expectedRows: number;
  actualRows: number;
  expectedChecksum: string;
  actualChecksum: string;
  isMatch: boolean;
}

export interface Verification {
  tables: TableCheck[];
  /** Sequences whose position differs after the copy, as 'name: expected → found'. */
  sequenceProblems: string[];
  sequences: number;
}

export function isVerified(verification: Verification): boolean {
  return (
    verification.sequenceProblems.length === 0 &&
    verification.tables.every((check) => check.isMatch)
  );
}

export function verify(
  expected: { sums: readonly TableSum[]; sequences: readonly SequenceValue[] },
  actual: { sums: readonly TableSum[]; sequences: readonly SequenceValue[] },
): Verification {
  const actualSums = new Map(actual.sums.map((sum) => [sum.table, sum]));
  const tables = expected.sums.map((sum) => {
    const found = actualSums.get(sum.table);
    const actualRows = found?.rows ?? 0;
    const actualChecksum = found?.checksum ?? '';
    return {
      table: sum.table,
      expectedRows: sum.rows,
      actualRows,
      expectedChecksum: sum.checksum,
      actualChecksum,
      isMatch: actualRows === sum.rows && actualChecksum === sum.checksum,
    };
  });
  const actualSequences = new Map(actual.sequences.map((value) => [value.name, value]));
  const sequenceProblems = expected.sequences.flatMap((value) => {
    const found = actualSequences.get(value.name);
    if (found?.lastValue === value.lastValue && found.isCalled === value.isCalled) return [];
    const seen = found ? `${found.lastValue}${found.isCalled ? '' : ' (unused)'}` : 'missing';
    return [`${value.name}: ${value.lastValue}${value.isCalled ? '' : ' (unused)'} → ${seen}`];
  });
  return { tables, sequenceProblems, sequences: expected.sequences.length };
}

/** The copy does not match its source: the transaction was rolled back. */
export class VerificationFailure extends TransferRefusal {
  override name = 'VerificationFailure';
  constructor(
    message: string,
    readonly verification: Verification,
  ) {
    super(message);
  }
}

/** Counts in Indian grouping (1,00,000), as the shop's operator reads numbers. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-IN');
}

/** The per-table table: columns padded to their widest cell, counts right-aligned. */
export function formatVerification(
  verification: Verification,
  headings: { expected: string; actual: string },
): string {
  const header = ['TABLE', headings.expected, headings.actual, 'CHECKSUM', ''];
  const rows = verification.tables.map((check) => [
    check.table,
    formatCount(check.expectedRows),
    formatCount(check.actualRows),
    check.expectedChecksum.slice(0, 12),
    check.isMatch ? 'same' : 'DIFFERENT',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const right = new Set([1, 2]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        right.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const totalRows = verification.tables.reduce((total, check) => total + check.actualRows, 0);
  const lines = [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    `${verification.tables.length} tables, ${formatCount(totalRows)} rows; ${verification.sequences} sequence${verification.sequences === 1 ? '' : 's'} set.`,
  ];
  for (const problem of verification.sequenceProblems) lines.push(`Sequence differs: ${problem}`);
  return lines.join('\n');
}
