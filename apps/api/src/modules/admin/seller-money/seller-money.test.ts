// Sellers' money through the back office: commission rules refused whole when wrong (the field
// named) and audited; the fee a price pays; a seller's statement, its own only, as JSON, CSV and
// a PDF read back with pdftotext; the operator's GSTR-8 in the offline tool's column order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { nextIp } from '../../../../test/accounts.ts';
import { readPdfText } from '../../../../test/invoices.fixtures.ts';
import { auditLog, commissionRules, sellerLedger, sellers } from '../../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../../seed/index.ts';
import { DEMO_SHOP_MODE } from '../../../lib/shop-mode.ts';
import { GSTR8_COLUMNS, istDate, postSellerMoney } from '../../payouts/index.ts';

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
  t = await createTestApp();
  operator = await signInOperator(t);
});
afterAll(async () => t.close());

const rule = {
  priceFrom: 0,
  priceTo: 300,
  percent: 0,
  fixedFee: 5,
  effectiveFrom: '2025-06-01',
};

describe('commission rules', () => {
  it('saves a rule, audits it, and refuses overlaps and impossible figures whole', async () => {
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/commission-rules',
        headers: operator,
        payload: body,
      });
    const saved = await post(rule);
    expect(saved.statusCode, saved.body).toBe(200);
    const ruleID = saved.json().data.ruleID as string;
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.target, ruleID));
    expect(audited?.action).toBe('commission-rule.create');

    const overlap = await post({ ...rule, priceFrom: 200, priceTo: 500 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toContain(ruleID);
    for (const [body, field] of [
      [{ ...rule, priceFrom: 400, priceTo: 500, percent: -1 }, 'percent'],
      [{ ...rule, priceFrom: 400, priceTo: 500, percent: 100.5 }, 'percent'],
      [{ ...rule, priceFrom: 600, priceTo: 500 }, 'priceTo'],
    ] as const) {
      const refused = await post(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json().validation ?? {})).toContain(field);
    }
    expect(await t.db.select().from(commissionRules)).toHaveLength(1);

    // Another band of the same date is no overlap; the list shows both.
    expect(
      (await post({ ...rule, priceFrom: 300.01, priceTo: 100000, percent: 12.5 })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/commission-rules',
      headers: operator,
    });
    expect(list.json().data.total).toBe(2);

    // The fee a ₹1,000 item pays, computed by the server: 12.5 % + ₹5, and 18 % GST on it.
    const [seller] = await t.db.select().from(sellers).limit(1);
    const fee = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commission-fee?sellerID=${seller!.id}&price=1000`,
      headers: operator,
    });
    expect(fee.json().data).toMatchObject({
      percent: 12.5,
      commission: 130,
      gst: 23.4,
      total: 153.4,
    });

    const retired = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commission-rules/${ruleID}/retire`,
      headers: operator,
      payload: { retiredFrom: '2025-07-01' },
    });
    expect(retired.statusCode, retired.body).toBe(200);
    // A seller may not edit rules.
    const sellerHeaders = await sellerToken(seller!.id);
    const bySeller = await t.app.inject({
      method: 'POST',
      url: '/api/admin/commission-rules',
      headers: sellerHeaders,
      payload: { ...rule, effectiveFrom: '2030-01-01' },
    });
    expect(bySeller.statusCode).toBe(403);
  });
});

describe('statements and exports', () => {
  it('shows a seller its own statement only, as JSON, CSV and PDF; GSTR-8 in the tool’s columns', async () => {
    await postSellerMoney({
      db: t.db,
      shop: DEMO_SHOP_MODE,
      clock: { now: () => new Date() },
      returnWindowDays: 7,
    });
    const [entry] = await t.db
      .select()
      .from(sellerLedger)
      .where(like(sellerLedger.idempotencyKey, 'sale:%'))
      .limit(1);
    expect(entry, 'the demo has delivered orders').toBeDefined();
    const date = istDate(entry!.occurredAt);
    const own = await sellerToken(entry!.sellerId);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money?date=${date}`,
      headers: own,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const data = mine.json().data;
    expect(data.statement.lines.some((line: { id: string }) => line.id === entry!.id)).toBe(true);
    const sum = data.statement.lines.reduce(
      (total: number, line: { amount: number }) => total + Math.round(line.amount * 100),
      0,
    );
    expect(Math.round(data.statement.closing * 100)).toBe(
      Math.round(data.statement.opening * 100) + sum,
    );

    const [other] = await t.db.select().from(sellers).where(eq(sellers.status, 'approved'));
    const otherId =
      other!.id === entry!.sellerId ? (await t.db.select().from(sellers))[1]!.id : other!.id;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money?sellerID=${otherId}`,
      headers: own,
    });
    expect(refused.statusCode).toBe(403);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money/statement.csv?date=${date}`,
      headers: own,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Date,Entry,Order,Return,Transfer,Amount (Rs),Balance (Rs),Note',
    );
    expect(csv.body).toContain('Opening balance');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money/statement.pdf?sellerID=${entry!.sellerId}&date=${date}`,
      headers: operator,
    });
    expect(pdf.statusCode).toBe(200);
    const text = readPdfText(pdf.rawPayload);
    expect(text).toContain('Closing balance');
    expect(text).toContain(entry!.orderId!);

    const gstr8 = await t.app.inject({
      method: 'GET',
      url: `/api/admin/tax/gstr8.csv?month=${entry!.taxMonth}`,
      headers: operator,
    });
    expect(gstr8.statusCode).toBe(200);
    const [header, first] = gstr8.body.split('\r\n');
    expect(header).toBe(GSTR8_COLUMNS.join(','));
    expect(first?.split(',')[0]).toMatch(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/tax/gstr8.csv?month=${entry!.taxMonth}`,
          headers: own,
        })
      ).statusCode,
    ).toBe(403);
    const tds = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tax/tds-194o.csv?quarter=2026-Q4',
      headers: operator,
    });
    expect(tds.statusCode).toBe(200);
    expect(tds.body.startsWith('Quarter,PAN,Seller')).toBe(true);
  });
});
