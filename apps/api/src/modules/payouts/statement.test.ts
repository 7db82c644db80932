// A seller's statement at the issue's size (docs/decisions/seller-money.md, "Statements and
// exports"): 100,000 ledger lines in one month. The screen pages them, each line's balance running
// on from the page before; the CSV and the PDF carry every line; the closing balance of each is the
// ledger's own sum, and the PDF's last page shows it (read back with pdftotext). GSTR-8's grouped
// sums, per supplier GSTIN. Runs on PostgreSQL too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lt, sql } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { countPdfPages, readPdfPageText } from '../../../test/invoices.fixtures.ts';
import { sellerLedger, sellers } from '../../db/schema/index.ts';
import { LEDGER_KINDS } from './ledger-kinds.ts';
import { insertEntries } from './ledger.repository.ts';
import { rupees } from './statement.service.ts';

let t: TestApp;
let operator: { authorization: string };
let seller: { id: string; gstin: string; shopName: string };
const LINES = 100_000;
const MONTH_END = new Date('2026-04-01T00:00:00+05:30');
/** Four entries an instant, of four kinds: the order within a moment is the kinds'. */
const PER_INSTANT = 4;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t);
  const [row] = await t.db
    .select({ id: sellers.id, gstin: sellers.gstin, shopName: sellers.shopName })
    .from(sellers)
    .where(eq(sellers.status, 'approved'))
    .limit(1);
  seller = row!;
  // February: the opening balance, and GSTR-8's month.
  const february = (day: string) => new Date(`2026-02-${day}T10:00:00+05:30`);
  const base = { sellerId: seller.id, gstin: seller.gstin, taxMonth: '2026-02' };
  await insertEntries(t.db, [
    {
      ...base,
      kind: 'sale',
      amountPaise: 11_800,
      taxablePaise: 10_000,
      idempotencyKey: 'st:s1',
      occurredAt: february('03'),
    },
    {
      ...base,
      kind: 'sale',
      amountPaise: 5_900,
      taxablePaise: 5_000,
      idempotencyKey: 'st:s2',
      occurredAt: february('04'),
    },
    {
      ...base,
      kind: 'tcs',
      amountPaise: -75,
      cgstPaise: 38,
      sgstPaise: 37,
      igstPaise: 0,
      idempotencyKey: 'st:t1',
      occurredAt: february('04'),
    },
    {
      ...base,
      kind: 'return',
      amountPaise: -3_540,
      taxablePaise: -3_000,
      idempotencyKey: 'st:r1',
      occurredAt: february('20'),
    },
    {
      ...base,
      kind: 'tcs_reversal',
      amountPaise: 15,
      cgstPaise: -8,
      sgstPaise: -7,
      igstPaise: 0,
      idempotencyKey: 'st:t2',
      occurredAt: february('20'),
    },
    {
      ...base,
      kind: 'tcs_true_up',
      amountPaise: 1,
      cgstPaise: 1,
      sgstPaise: 0,
      igstPaise: 0,
      idempotencyKey: 'st:t3',
      occurredAt: february('27'),
    },
    {
      ...base,
      kind: 'commission',
      amountPaise: -1_000,
      idempotencyKey: 'st:c1',
      occurredAt: february('04'),
    },
  ]);
  // March: 100,000 lines, four an instant 100 s apart, kinds written in reverse of the order
  // shown; amounts of both signs. One line in April: after the period, in no total of it.
  const kinds = sql.raw(`array[${LEDGER_KINDS.map((kind) => `'${kind}'`).join(',')}]`);
  await t.db.execute(sql`
    insert into seller_ledger (id, seller_id, kind, amount_paise, idempotency_key, order_id, occurred_at)
    select 'le_st' || i, ${seller.id}, (${kinds})[13 - ((i % ${PER_INSTANT}) * 3)],
      ((i * 7919) % 200001) - 99000, 'st:m' || i, 'ord_st' || (i / ${PER_INSTANT}),
      timestamptz '2026-03-01 00:00:00+05:30' + (i / ${PER_INSTANT}) * interval '100 seconds'
    from generate_series(0, ${LINES - 1}) as i`);
  // March's TCS true-up changed nothing: kept in the ledger, no line of the statement (the last
  // line shown stays the 29th's, the count LINES).
  await insertEntries(t.db, [
    {
      sellerId: seller.id,
      gstin: seller.gstin,
      taxMonth: '2026-03',
      kind: 'tcs_true_up',
      amountPaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      idempotencyKey: 'st:march-true-up',
      occurredAt: new Date('2026-03-31T10:00:00+05:30'),
    },
    {
      sellerId: seller.id,
      kind: 'payout',
      amountPaise: -500,
      idempotencyKey: 'st:april',
      occurredAt: MONTH_END,
    },
  ]);
});
afterAll(async () => t.close());

/** The ledger's own sum of the seller's entries before an instant. */
async function ledgerSum(before: Date): Promise<number> {
  const [row] = await t.db
    .select({ total: sql<string>`sum(${sellerLedger.amountPaise})` })
    .from(sellerLedger)
    .where(and(eq(sellerLedger.sellerId, seller.id), lt(sellerLedger.occurredAt, before)));
  return Number(row!.total);
}

const paise = (rupeesOnWire: number) => Math.round(rupeesOnWire * 100);
const monthly = () => `sellerID=${seller.id}&period=monthly&date=2026-03-15`;

describe('a statement of 100,000 lines', () => {
  it('pages the screen, each line balancing on from the last, closing at the ledger’s sum', async () => {
    const closing = await ledgerSum(MONTH_END);
    const opening = await ledgerSum(new Date('2026-03-01T00:00:00+05:30'));
    const page = async (number: number) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/seller-money?${monthly()}&page=${number}&pageSize=500`,
        headers: operator,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.statement as {
        opening: number;
        closing: number;
        total: number;
        lines: Array<{ kind: string; amount: number; balance: number; date: string }>;
      };
    };
    const first = await page(1);
    expect(first.total).toBe(LINES);
    expect(paise(first.opening)).toBe(opening);
    expect(paise(first.closing)).toBe(closing);
    expect(first.lines).toHaveLength(500);
    // The first moment's four entries in the kinds' order, though written in reverse.
    const ranks = first.lines
      .slice(0, PER_INSTANT)
      .map((line) => LEDGER_KINDS.indexOf(line.kind as never));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(paise(first.lines[0]!.balance)).toBe(opening + paise(first.lines[0]!.amount));
    const second = await page(2);
    expect(paise(second.lines[0]!.balance)).toBe(
      paise(first.lines.at(-1)!.balance) + paise(second.lines[0]!.amount),
    );
    const last = await page(LINES / 500);
    expect(last.lines).toHaveLength(500);
    expect(paise(last.lines.at(-1)!.balance)).toBe(closing);
    expect(last.lines.at(-1)!.date).toBe('2026-03-29');
    expect((await page(LINES / 500 + 1)).lines).toHaveLength(0);

    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money?${monthly()}&pageSize=501`,
      headers: operator,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('pageSize');
  });

  it('carries every line in the CSV, each balance the sum so far, closing at the ledger’s sum', async () => {
    const closing = await ledgerSum(MONTH_END);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money/statement.csv?${monthly()}`,
      headers: operator,
    });
    expect(answer.statusCode).toBe(200);
    const rows = answer.body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(LINES + 3);
    const toPaise = (cell: string) => Math.round(Number(cell) * 100);
    let balance = toPaise(rows[1]!.split(',')[7]!);
    for (const row of rows.slice(2, -1)) {
      const cells = row.split(',');
      balance += toPaise(cells[6]!);
      if (toPaise(cells[7]!) !== balance) expect(row).toBe(`a balance of ${rupees(balance)}`);
    }
    expect(balance).toBe(closing);
    expect(rows.at(-1)).toBe(`2026-03-31,Closing balance,,,,,,${rupees(closing)},`);
  });

  it('draws every line in the PDF, its last page showing the ledger’s closing sum', async () => {
    const closing = await ledgerSum(MONTH_END);
    const opening = await ledgerSum(new Date('2026-03-01T00:00:00+05:30'));
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money/statement.pdf?${monthly()}`,
      headers: operator,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pdf = answer.rawPayload;
    const pages = countPdfPages(pdf);
    // 61 lines a page under the heading and the column names, the opening and closing lines too.
    expect(pages).toBe(Math.ceil((LINES + 2) / 61));
    const firstPage = readPdfPageText(pdf, 1);
    expect(firstPage).toContain(`${seller.shopName}: statement 2026-03-01 to 2026-03-31`);
    expect(firstPage).toContain(`Opening balance ${rupees(opening)}`);
    expect(firstPage).toContain('GST TCS (s.52)');
    const lastPage = readPdfPageText(pdf, pages);
    expect(lastPage).toContain(`page ${pages}`);
    expect(lastPage).toContain(`Closing balance ${rupees(closing)}`);
  });
});

describe('GSTR-8', () => {
  it('sums each supplier GSTIN’s month in one read: supplies, returns, net, TCS by head', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax/gstr8.csv?month=2026-02',
      headers: operator,
    });
    expect(answer.statusCode).toBe(200);
    const row = answer.body.split('\r\n').find((line) => line.startsWith(seller.gstin));
    const name = /[",]/.test(seller.shopName)
      ? `"${seller.shopName.replace(/"/g, '""')}"`
      : seller.shopName;
    // Supplies 100 + 50, returns 30, net 120; TCS: CGST 0.38 − 0.08 + 0.01, SGST 0.37 − 0.07.
    expect(row).toBe(`${seller.gstin},0.00,0.00,150.00,30.00,120.00,0.31,0.30,0.00,${name}`);
  });
});
