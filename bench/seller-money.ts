// Sellers' money at scale on PostgreSQL (docs/decisions/benchmark.md, seller-money.md): one
// seller's statement of 100,000 ledger lines (a page of it as JSON for the screen, the whole as CSV
// and PDF) and GSTR-8 for a month
// of 1,000 sellers' 10,000 orders, each asked of the server's own endpoint as the back office
// asks it (signed in as the operator, one request at a time, answers compressed as a browser
// takes them), timed to the last byte. The data: bench/seller-money-data.ts.
import path from 'node:path';
import { STATEMENT_PAGE_SIZE } from '@haat/contract';
import { DEMO_ADMIN } from '../apps/api/src/seed/index.ts';
import { CACHE_DIR, ensureBenchDatabase, openTarget, prepareTarget, type Target } from './data.ts';
import {
  GSTR8_MONTH,
  GSTR8_ORDERS,
  GSTR8_SELLERS,
  HISTORY_MONTHS,
  STATEMENT_LINES,
  STATEMENT_MONTH,
  STATEMENT_SELLER_ID,
  ensureSellerMoneyData,
} from './seller-money-data.ts';
import { readCpuMs } from './processes.ts';
import { ensureSettlementData } from './settlement-run.ts';
import { BROWSER_HEADERS } from './scenarios.ts';

export const MONEY_DATABASE = 'haat_bench_money';
/** The demo shop's own size: the statements' sellers sell its products. */
const MONEY_DEMO_PRODUCTS = 360;

/** The target the money is measured on: the demo shop, with the bench's sellers' money added. */
export async function prepareMoneyTarget(
  databaseUrl: string,
  log: (line: string) => void,
): Promise<Target> {
  const target: Target = {
    kind: 'postgres',
    name: 'postgres money',
    dataDir: path.join(CACHE_DIR, 'postgres-money'),
    databaseUrl: await ensureBenchDatabase(databaseUrl, MONEY_DATABASE),
    products: MONEY_DEMO_PRODUCTS,
  };
  await prepareTarget(target, log);
  const handle = await openTarget(target);
  try {
    await ensureSellerMoneyData(handle.db, log);
    await ensureSettlementData(handle.db, log);
  } finally {
    await handle.close();
  }
  return target;
}

export interface TimedCall {
  /** What was asked, as the table names it. */
  label: string;
  path: string;
  /** Each timed request, in ms, first byte asked to last byte read. */
  runsMs: number[];
  medianMs: number;
  maxMs: number;
  /** The server process's own CPU per call (median), where /proc says it; absent elsewhere. */
  serverCpuMs?: number;
  /** The answer's size, uncompressed. */
  bytes: number;
  /** What the answer held (lines, pages, rows), read back to be sure it is the whole answer. */
  holds: string;
  targetMs: number;
}

export interface SellerMoneyFigures {
  statementLines: number;
  sellers: number;
  ordersPerMonth: number;
  months: number;
  calls: TimedCall[];
}

async function operatorToken(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!answer.ok) throw new Error(`operator sign-in answered ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

type AnswerKind = 'json' | 'pdf' | 'statement-csv' | 'csv';

/**
 * What an answer holds, read from it: a statement's lines (the page's, and the period's in
 * all), a PDF's pages, a statement CSV's lines, a GSTR-8 CSV's rows.
 */
function describe(kind: AnswerKind, body: Buffer): { count: number; holds: string } {
  const count = (value: number) => value.toLocaleString('en-IN');
  if (kind === 'json') {
    const answer = JSON.parse(body.toString('utf8')) as {
      data: { statement: { lines: unknown[]; total: number; page: number } };
    };
    const { lines, total, page } = answer.data.statement;
    return {
      count: total,
      holds: `page ${count(page)}: ${count(lines.length)} of ${count(total)} lines`,
    };
  }
  if (kind === 'pdf') {
    if (body.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
    const pages = (body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    return { count: pages, holds: `${count(pages)} pages` };
  }
  const rows = body.toString('utf8').trimEnd().split('\r\n').length - 1;
  if (kind === 'csv') return { count: rows, holds: `${count(rows)} GSTINs` };
  // The header, the opening and the closing line are not entries.
  const lines = rows - 2;
  if (!body.toString('utf8').trimEnd().split('\r\n').at(-1)?.includes('Closing balance'))
    throw new Error('the statement CSV has no closing line');
  return { count: lines, holds: `${count(lines)} lines` };
}

/**
 * Waits until the server has finished the work it starts by itself: at start its hourly jobs
 * (the TCS true-up over every month, the settlement run over every held part) read the whole
 * ledger, some 650,000 entries, and take seconds of its CPU. An operator's call is timed on a
 * server doing nothing else: quiet is under 10 % of a core over each of three half-seconds in a
 * row. Answers how long it waited.
 */
async function waitForQuietServer(pid: number | undefined, timeoutMs = 180_000): Promise<number> {
  const startedAt = performance.now();
  if (readCpuMs(pid) === undefined) return 0;
  const intervalMs = 500;
  let quiet = 0;
  let before = readCpuMs(pid)!;
  while (quiet < 3 && performance.now() - startedAt < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const now = readCpuMs(pid)!;
    quiet = now - before < intervalMs / 10 ? quiet + 1 : 0;
    before = now;
  }
  if (quiet < 3)
    throw new Error(`the server was still busy ${timeoutMs / 1000} s after it started`);
  return Math.round(performance.now() - startedAt);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/**
 * Times each call `runs` times after one untimed call (the server's code and the database's
 * buffers warm, as on a shop that has been up a while), one request at a time.
 */
export async function measureSellerMoney(
  origin: string,
  serverPid: number | undefined,
  runs: number,
  log: (line: string) => void,
): Promise<SellerMoneyFigures> {
  const waitedMs = await waitForQuietServer(serverPid);
  log(
    `sellers' money: the server's start-up jobs were done ${(waitedMs / 1000).toFixed(1)} s after it was ready`,
  );
  const token = await operatorToken(origin);
  const headers = { ...BROWSER_HEADERS, authorization: `Bearer ${token}` };
  const month = `sellerID=${STATEMENT_SELLER_ID}&period=monthly&date=${STATEMENT_MONTH}-15`;
  // The week (Monday to Sunday) holding most of the month's lines: the default period.
  const week = `sellerID=${STATEMENT_SELLER_ID}&period=weekly&date=${STATEMENT_MONTH}-02`;
  // The screen shows a page of the period's lines (the server's page size); the deepest page
  // is the one whose lines' balances the database sums furthest for.
  const lines = STATEMENT_LINES.toLocaleString('en-IN');
  const lastPage = Math.ceil(STATEMENT_LINES / STATEMENT_PAGE_SIZE);
  const plan: Array<{
    label: string;
    path: string;
    kind: AnswerKind;
    targetMs: number;
    expect?: number;
  }> = [
    {
      label: `statement of the month, ${lines} lines, JSON, its first page on screen`,
      path: `/api/admin/seller-money?${month}`,
      kind: 'json',
      targetMs: 2_000,
      expect: STATEMENT_LINES,
    },
    {
      label: `statement of the month, ${lines} lines, JSON, its last page on screen`,
      path: `/api/admin/seller-money?${month}&page=${lastPage}`,
      kind: 'json',
      targetMs: 2_000,
      expect: STATEMENT_LINES,
    },
    {
      label: `statement of the month, ${lines} lines, CSV`,
      path: `/api/admin/seller-money/statement.csv?${month}`,
      kind: 'statement-csv',
      targetMs: 2_000,
      expect: STATEMENT_LINES,
    },
    {
      label: `statement of the month, ${lines} lines, PDF`,
      path: `/api/admin/seller-money/statement.pdf?${month}`,
      kind: 'pdf',
      targetMs: 2_000,
    },
    {
      label: 'statement of its busiest week, JSON, its first page on screen',
      path: `/api/admin/seller-money?${week}`,
      kind: 'json',
      targetMs: 2_000,
    },
    {
      label: 'statement of its busiest week, PDF',
      path: `/api/admin/seller-money/statement.pdf?${week}`,
      kind: 'pdf',
      targetMs: 2_000,
    },
    {
      label: `GSTR-8 CSV, ${GSTR8_SELLERS.toLocaleString('en-IN')} sellers × ${GSTR8_ORDERS.toLocaleString('en-IN')} orders a month`,
      path: `/api/admin/tax/gstr8.csv?month=${GSTR8_MONTH}`,
      kind: 'csv',
      targetMs: 10_000,
    },
  ];
  const calls: TimedCall[] = [];
  for (const call of plan) {
    const runsMs: number[] = [];
    const cpuMs: number[] = [];
    let bytes = 0;
    let holds = '';
    for (let run = 0; run <= runs; run += 1) {
      const cpuBefore = readCpuMs(serverPid);
      const startedAt = performance.now();
      const answer = await fetch(`${origin}${call.path}`, { headers });
      const body = Buffer.from(await answer.arrayBuffer());
      const elapsed = performance.now() - startedAt;
      const cpuAfter = readCpuMs(serverPid);
      if (!answer.ok)
        throw new Error(`${call.path}: ${answer.status} ${body.toString().slice(0, 300)}`);
      const described = describe(call.kind, body);
      if (call.expect !== undefined && described.count !== call.expect)
        throw new Error(`${call.path}: ${described.holds}, expected ${call.expect}`);
      bytes = body.length;
      holds = described.holds;
      if (run > 0) {
        runsMs.push(Math.round(elapsed));
        if (cpuBefore !== undefined && cpuAfter !== undefined) cpuMs.push(cpuAfter - cpuBefore);
      }
    }
    const figures: TimedCall = {
      label: call.label,
      path: call.path,
      runsMs,
      medianMs: median(runsMs),
      maxMs: Math.max(...runsMs),
      ...(cpuMs.length > 0 ? { serverCpuMs: median(cpuMs) } : {}),
      bytes,
      holds,
      targetMs: call.targetMs,
    };
    log(
      `sellers' money: ${call.label}: ${figures.medianMs} ms median (${runsMs.join(', ')}), server CPU ${figures.serverCpuMs ?? 'n/a'} ms, ${holds}, ${(bytes / 1024 / 1024).toFixed(1)} MB; target ≤ ${call.targetMs / 1000} s`,
    );
    calls.push(figures);
  }
  return {
    statementLines: STATEMENT_LINES,
    sellers: GSTR8_SELLERS,
    ordersPerMonth: GSTR8_ORDERS,
    months: HISTORY_MONTHS,
    calls,
  };
}
