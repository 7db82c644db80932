// The operator's monthly commission invoice: one per seller per closed month in its own series
// (HC/<financial year>/00001…), CGST + SGST within the operator's state and IGST across, every
// figure the sum of the month's ledger entries; issued once; listed for the seller (its own) and
// the operator; the PDF read back with pdftotext; another seller's is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { makeGstin } from '@haat/india';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { nextIp } from '../../../test/accounts.ts';
import { readPdfText } from '../../../test/invoices.fixtures.ts';
import { auditLog, commissionInvoices, sellerLedger, sellers } from '../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../seed/index.ts';
import { financialYearOf, issueCommissionInvoices } from './commission-invoice.service.ts';
import type { LedgerKind } from './ledger-kinds.ts';
import { insertEntries } from './ledger.repository.ts';
import { istMonth } from './tax-rates.ts';

const MONTH = '2026-10';

// The operator in Karnataka (29).
const OPERATOR_GSTIN = makeGstin('29', 'AAACH1234K');
let t: TestApp;
let operator: { authorization: string };

async function sellerToken(sellerId: string) {
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: seller!.email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  return { authorization: `Bearer ${res.json().token as string}` };
}

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_GSTIN } });
  operator = await signInOperator(t);
  // Two sellers' fees of October 2026, as posting writes them: one in the operator's state
  // (CGST + SGST), one in another (IGST); a return gives part of one commission back.
  const all = await t.db.select().from(sellers).where(eq(sellers.status, 'approved'));
  const inState = all.find((seller) => seller.gstin.startsWith('29'));
  const across = all.find((seller) => !seller.gstin.startsWith('29'));
  expect(inState && across, 'the demo has sellers in Karnataka and elsewhere').toBeTruthy();
  const at = new Date('2026-10-15T06:00:00Z');
  const entry = (sellerId: string, key: string, kind: LedgerKind, amountPaise: number) => ({
    sellerId,
    kind,
    idempotencyKey: `test:${key}`,
    amountPaise,
    taxMonth: MONTH,
    occurredAt: at,
  });
  await insertEntries(t.db, [
    entry(inState!.id, 'a-sale', 'sale', 100_000),
    entry(inState!.id, 'a-comm', 'commission', -10_500),
    entry(inState!.id, 'a-gst', 'commission_gst', -1_890),
    entry(inState!.id, 'a-comm-2', 'commission', -2_501),
    entry(inState!.id, 'a-gst-2', 'commission_gst', -450),
    entry(inState!.id, 'a-back', 'commission_reversal', 800),
    entry(inState!.id, 'a-gst-back', 'commission_gst_reversal', 144),
    entry(across!.id, 'b-comm', 'commission', -7_000),
    entry(across!.id, 'b-gst', 'commission_gst', -1_260),
    // Another month's fee is not this invoice's.
    { ...entry(across!.id, 'b-next', 'commission', -999), taxMonth: '2026-11' },
  ]);
});
afterAll(async () => t.close());

const FEE_KINDS = ['commission', 'commission_reversal'] as const;
const GST_KINDS = ['commission_gst', 'commission_gst_reversal'] as const;

async function ledgerSum(sellerId: string, month: string, kinds: readonly string[]) {
  const rows = await t.db
    .select({ amount: sellerLedger.amountPaise })
    .from(sellerLedger)
    .where(
      and(
        eq(sellerLedger.sellerId, sellerId),
        eq(sellerLedger.taxMonth, month),
        inArray(sellerLedger.kind, [...kinds] as (typeof sellerLedger.kind._.data)[]),
      ),
    );
  return -rows.reduce((sum, row) => sum + row.amount, 0);
}

describe('the commission invoice', () => {
  it('issues each seller one invoice a month from the ledger, in its own series, once', async () => {
    const month = MONTH;
    // Issued the day after the month ends: a month is invoiced once it is over.
    const after = new Date('2026-11-01T06:00:00Z');
    const audit = async () => {};
    const issued = await issueCommissionInvoices(t.db, {
      month,
      now: after,
      operatorGstin: OPERATOR_GSTIN,
      audit,
    });
    const fy = financialYearOf(month);
    expect(fy).toBe('2026-27');
    // The in-state seller: (10,500 + 2,501 − 800) fee, (1,890 + 450 − 144) GST, split in halves.
    const byState = new Map(issued.map((row) => [row.intraState, row]));
    expect(byState.get(true)).toMatchObject({
      taxablePaise: 12_201,
      cgstPaise: 1_098,
      sgstPaise: 1_098,
      igstPaise: 0,
      totalPaise: 14_397,
    });
    expect(byState.get(false)).toMatchObject({
      taxablePaise: 7_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 1_260,
      totalPaise: 8_260,
    });
    expect(issued.map((row) => row.number)).toEqual(
      issued.map((_, index) => `HC/${fy}/${String(index + 1).padStart(5, '0')}`),
    );
    for (const invoice of issued) {
      expect(invoice.taxablePaise).toBe(await ledgerSum(invoice.sellerId, month, FEE_KINDS));
      const gst = await ledgerSum(invoice.sellerId, month, GST_KINDS);
      expect(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(gst);
      expect(invoice.totalPaise).toBe(invoice.taxablePaise + gst);
      const intra = invoice.sellerGstin.startsWith('29');
      expect(invoice.intraState).toBe(intra);
      if (intra) expect(invoice.igstPaise).toBe(0);
      else expect(invoice.cgstPaise + invoice.sgstPaise).toBe(0);
    }
    // A second run issues nothing: one invoice per seller per month.
    expect(
      await issueCommissionInvoices(t.db, {
        month,
        now: after,
        operatorGstin: OPERATOR_GSTIN,
        audit,
      }),
    ).toEqual([]);

    // The seller lists its own only and reads its PDF; another seller's PDF is 404.
    const mine = issued[0]!;
    const own = await sellerToken(mine.sellerId);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/commission-invoices',
      headers: own,
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { number: string; sellerID: string; total: number }[];
    expect(items.map((item) => item.number)).toEqual([mine.number]);
    expect(items[0]!.total * 100).toBeCloseTo(mine.totalPaise, 6);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commission-invoices/${mine.id}/pdf`,
      headers: own,
    });
    expect(pdf.statusCode).toBe(200);
    const text = readPdfText(pdf.rawPayload);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(mine.number);
    expect(text).toContain('998599');
    expect(text).toContain(OPERATOR_GSTIN);
    expect(text).toContain(mine.sellerGstin);
    expect(text).toContain(mine.intraState ? 'CGST' : 'IGST');
    const other = issued.find((row) => row.sellerId !== mine.sellerId);
    if (other) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/admin/commission-invoices/${other.id}/pdf`,
        headers: own,
      });
      expect(refused.statusCode).toBe(404);
    }
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/commission-invoices?pageSize=100',
      headers: operator,
    });
    expect(all.json().data.total).toBe(issued.length);
  });

  it('refuses a month not yet over by its field; a month fully invoiced issues and audits nothing', async () => {
    const issue = (month: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/commission-invoices',
        headers: operator,
        payload: { month },
      });
    const current = await issue(istMonth(new Date()));
    expect(current.statusCode).toBe(400);
    expect(Object.keys(current.json().validation)).toEqual(['month']);
    // A closed month whose sellers all have their invoice: nothing issued, nothing audited.
    const [last] = await t.db
      .select({ month: commissionInvoices.month })
      .from(commissionInvoices)
      .where(lt(commissionInvoices.month, istMonth(new Date())))
      .limit(1);
    const again = await issue(last!.month);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.issued).toBe(0);
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'commission-invoice.issue')),
    ).toHaveLength(0);
    // A seller may not issue.
    const [seller] = await t.db.select().from(sellers).limit(1);
    const bySeller = await t.app.inject({
      method: 'POST',
      url: '/api/admin/commission-invoices',
      headers: await sellerToken(seller!.id),
      payload: { month: last!.month },
    });
    expect(bySeller.statusCode).toBe(403);
  });
});
