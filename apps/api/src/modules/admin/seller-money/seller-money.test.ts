// Sellers' money through the back office: commission rules refused whole when wrong (the field
// named) and audited; the fee a price pays; a seller's statement, its own only, as JSON, CSV and
// a PDF read back with pdftotext; the operator's GSTR-8 in the offline tool's column order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, ne } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../../test/helper.ts';
import { nextIp } from '../../../../test/accounts.ts';
import { readPdfText } from '../../../../test/invoices.fixtures.ts';
import {
  auditLog,
  categories,
  commissionRules,
  sellerLedger,
  sellers,
  subCategories,
} from '../../../db/schema/index.ts';
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

const DAY_MS = 86_400_000;
/** An IST date `days` from today (the app reads the system clock). */
const dayFromToday = (days: number) => istDate(new Date(Date.now() + days * DAY_MS));

const rule = {
  priceFrom: 0,
  priceTo: 300,
  percent: 0,
  fixedFee: 5,
  effectiveFrom: dayFromToday(0),
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
      payload: { retiredFrom: dayFromToday(-1) },
    });
    expect(retired.statusCode, retired.body).toBe(400);
    expect(Object.keys(retired.json().validation ?? {})).toContain('retiredFrom');
    const retiredLater = await t.app.inject({
      method: 'POST',
      url: `/api/admin/commission-rules/${ruleID}/retire`,
      headers: operator,
      payload: { retiredFrom: dayFromToday(30) },
    });
    expect(retiredLater.statusCode, retiredLater.body).toBe(200);
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

  it('never changes a rule in effect; a later rule replaces it; the most specific one charges', async () => {
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/commission-rules',
        headers: operator,
        payload: body,
      });
    const [sub] = await t.db
      .select({
        id: subCategories.id,
        categoryId: subCategories.categoryId,
        mainCategoryId: categories.mainCategoryId,
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .limit(1);
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.status, 'approved'));
    const band = { priceFrom: 5000, priceTo: 9000, fixedFee: 0 };

    // A past day is refused: the orders placed then keep the rules of their day.
    const past = await post({ ...band, percent: 5, effectiveFrom: dayFromToday(-1) });
    expect(past.statusCode, past.body).toBe(400);
    expect(Object.keys(past.json().validation)).toEqual(['effectiveFrom']);
    // An unknown category, and a category under another main category, are refused by field.
    const unknown = await post({
      ...band,
      percent: 5,
      effectiveFrom: dayFromToday(0),
      subCategoryID: 'nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().validation)).toEqual(['subCategoryID']);
    const wrongMain = await post({
      ...band,
      percent: 5,
      effectiveFrom: dayFromToday(0),
      mainCategoryID: 'not-its-main',
      categoryID: sub!.categoryId,
    });
    expect(Object.keys(wrongMain.json().validation ?? {})).toEqual(['mainCategoryID']);

    // The main category 6 %, its sub-category 8 %, the seller's own 3 % on the same band, from
    // today (every other category pays the shop-wide 12.5 % above).
    const main = { mainCategoryID: sub!.mainCategoryId };
    const wide = await post({ ...band, ...main, percent: 6, effectiveFrom: dayFromToday(0) });
    expect(wide.statusCode, wide.body).toBe(200);
    const byCategory = await post({
      ...band,
      percent: 8,
      effectiveFrom: dayFromToday(0),
      subCategoryID: sub!.id,
    });
    expect(byCategory.statusCode, byCategory.body).toBe(200);
    const saved = await t.db
      .select()
      .from(commissionRules)
      .where(eq(commissionRules.id, byCategory.json().data.ruleID));
    // The sub-category's parents are filled in.
    expect(saved[0]).toMatchObject({
      categoryId: sub!.categoryId,
      mainCategoryId: sub!.mainCategoryId,
    });

    const feeOf = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/commission-fee?sellerID=${seller!.id}&price=6000${query}`,
          headers: operator,
        })
      ).json().data;
    expect(await feeOf('')).toMatchObject({ percent: 12.5, commission: 755, gst: 135.9 });
    expect(await feeOf(`&categoryID=${sub!.categoryId}`)).toMatchObject({
      percent: 6,
      commission: 360,
      gst: 64.8,
    });
    expect(await feeOf(`&subCategoryID=${sub!.id}`)).toMatchObject({
      percent: 8,
      commission: 480,
      gst: 86.4,
      total: 566.4,
      gstPercent: 18,
      sellerReceives: 5433.6,
    });
    const own = await post({
      ...band,
      percent: 3,
      effectiveFrom: dayFromToday(0),
      sellerID: seller!.id,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await feeOf(`&subCategoryID=${sub!.id}`)).percent).toBe(3);
    // The seller reads its own fee without naming itself.
    const sellerFee = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commission-fee?price=6000&subCategoryID=${sub!.id}`,
      headers: await sellerToken(seller!.id),
    });
    expect(sellerFee.json().data).toMatchObject({ percent: 3, sellerReceives: 5787.6 });

    // The rule in effect is never edited in place: 409, nothing written.
    const change = (id: string, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/commission-rules/${id}`,
        headers: operator,
        payload: body,
      });
    const wideID = wide.json().data.ruleID as string;
    const refused = await change(wideID, {
      ...band,
      ...main,
      percent: 7,
      effectiveFrom: dayFromToday(0),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain('later effective date');
    const [unchanged] = await t.db
      .select()
      .from(commissionRules)
      .where(eq(commissionRules.id, wideID));
    expect(unchanged?.percentBasisPoints).toBe(600);
    // A new rule from a later day replaces it then; one not yet in effect may still be changed.
    const later = await post({ ...band, ...main, percent: 7, effectiveFrom: dayFromToday(10) });
    expect(later.statusCode, later.body).toBe(200);
    const laterID = later.json().data.ruleID as string;
    const laterChange = await change(laterID, {
      ...band,
      ...main,
      percent: 7.5,
      effectiveFrom: dayFromToday(10),
    });
    expect(laterChange.statusCode, laterChange.body).toBe(200);
    const [changed] = await t.db
      .select()
      .from(commissionRules)
      .where(eq(commissionRules.id, laterID));
    expect(changed?.percentBasisPoints).toBe(750);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.target, laterID));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'commission-rule.change',
      'commission-rule.create',
    ]);
    // Today the 6 % still charges another seller.
    const [other] = await t.db
      .select()
      .from(sellers)
      .where(and(eq(sellers.status, 'approved'), ne(sellers.id, seller!.id)));
    const otherFee = await t.app.inject({
      method: 'GET',
      url: `/api/admin/commission-fee?sellerID=${other!.id}&price=6000&categoryID=${sub!.categoryId}`,
      headers: operator,
    });
    expect(otherFee.json().data.percent).toBe(6);
  });
});

describe('the settlement schedule', () => {
  it('is read by both, set by the operator only (audited), and refuses an impossible one', async () => {
    const [seller] = await t.db.select().from(sellers).where(eq(sellers.status, 'approved'));
    const own = await sellerToken(seller!.id);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settlement-schedule',
      headers: own,
    });
    expect(read.json().data).toEqual({ schedule: 'days', days: 0 });
    const put = (headers: { authorization: string }, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settlement-schedule', headers, payload });
    expect((await put(own, { schedule: 'weekly', weekday: 3 })).statusCode).toBe(403);
    const bad = await put(operator, { schedule: 'weekly', weekday: 8 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().validation)).toEqual(['weekday']);
    const set = await put(operator, { schedule: 'weekly', weekday: 3 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ schedule: 'weekly', weekday: 3 });
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settlement-schedule.change'));
    expect(audited?.details).toMatchObject({ after: { schedule: 'weekly', weekday: 3 } });
    // Back to paying as soon as the window closes, for the statements below.
    expect((await put(operator, { schedule: 'days', days: 0 })).statusCode).toBe(200);
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
      'Date,Entry,Order,Return,Transfer,UTR,Amount (Rs),Balance (Rs),Note',
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
