// The identity of sellers' money (docs/decisions/seller-money.md), to the paisa: two sellers, one
// in the shopper's state (Jaipur) and one outside it; prepaid and cash on delivery orders;
// deliveries on 9 and 10 July 2024 (the TCS rate's change) and on 30 September and 1 October
// 2024 (the TDS rate's); a return received in August (a month whose net is negative); a line
// cancelled before it shipped; one seller with a PAN on file and one without. For each seller:
// gross − returns − commission − GST on it − TCS − TDS = paid + on hold + payable; and over the
// orders: Σ seller net + the operator's commission and its GST + TCS + TDS + refunds + the
// operator's shipping and platform charges = Σ money captured. Runs on PostgreSQL too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray, like, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { TEST_CAPTCHA, placeCodOrder } from '../../../test/orders.fixtures.ts';
import { deliverPart } from '../../../test/settlement.fixtures.ts';
import { orderRow, placePaidTwoSellerOrder } from '../../../test/two-seller-orders.fixtures.ts';
import { orderLines, products, refunds, sellerLedger, sellers } from '../../db/schema/index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';
import { moveReturn, requestReturn } from '../orders/index.ts';
import { insertRule } from './commission.repository.ts';
import {
  listReleasable,
  postSellerMoney,
  recordPayout,
  recordPayoutReversal,
  recordSellerPan,
  sellerBalance,
  trueUpClosedMonths,
} from './index.ts';

type Product = typeof products.$inferSelect;

let t: TestApp;
let s1: Product; // a Jaipur seller's: the shopper's state (CGST + SGST)
let s2: Product; // another state's (IGST)
const MONTHS = ['2024-07', '2024-08', '2024-09', '2024-10'];
const WINDOW_DAYS = 7;
/** 10:00 IST on a date. */
const ist = (date: string) => new Date(`${date}T10:00:00+05:30`);

beforeAll(async () => {
  t = await createTestApp({
    env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA, RETURN_WINDOW_DAYS: String(WINDOW_DAYS) },
  });
  const flat = (where: ReturnType<typeof and>) =>
    t.db
      .select({ product: products })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(eq(products.hasVariants, false), gt(products.stock, 40), where))
      .limit(1);
  [{ product: s1 }] = (await flat(and(like(sellers.gstin, '08%')))) as [{ product: Product }];
  [{ product: s2 }] = (await flat(
    and(ne(sellers.gstin, ''), ne(products.sellerId, s1.sellerId), ne(sellers.state, 'Rajasthan')),
  )) as [{ product: Product }];
  // 10 % + ₹5 a piece for every category; the second seller's own override: 5 %, no fee.
  const rule = {
    mainCategoryId: null,
    categoryId: null,
    subCategoryId: null,
    priceFromPaise: 0,
    priceToPaise: 100_000_000,
    effectiveFrom: '2020-01-01',
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  await insertRule(t.db, {
    ...rule,
    id: 'cr_all',
    sellerId: null,
    percentBasisPoints: 1000,
    fixedFeePaise: 500,
  });
  await insertRule(t.db, {
    ...rule,
    id: 'cr_s2',
    sellerId: s2.sellerId,
    percentBasisPoints: 500,
    fixedFeePaise: 0,
  });
  await recordSellerPan(t.db, s2.sellerId, 'ABCDE1234F', new Date());
});
afterAll(async () => t.close());

const deliver = (orderId: string, sellerId: string, on: string) =>
  deliverPart(t, orderId, sellerId, ist(on));

const post = (on: string) =>
  postSellerMoney({
    db: t.db,
    shop: DEMO_SHOP_MODE,
    clock: { now: () => ist(on) },
    returnWindowDays: WINDOW_DAYS,
  });

/** Half-up of a non-negative product over 10,000, written out apart from the code under test. */
const bp = (paise: number, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);
const taxableOf = (paise: number, gst: number) => Math.round((paise * 100) / (100 + gst));

describe('sellers’ money', () => {
  it('balances for every seller and over every order, to the paisa', async () => {
    // A: prepaid, both sellers; S1's part delivered 9 July 2024 (TCS 1 %), S2's 10 July (0.5 %).
    const a = await placePaidTwoSellerOrder(t, [s1, s2], 4401);
    const capturedA = a.paidPaise;
    await deliver(a.orderId, s1.sellerId, '2024-07-09');
    await deliver(a.orderId, s2.sellerId, '2024-07-10');
    // B: cash on delivery, two pieces of S1's, delivered 30 September 2024.
    const b = await placeCodOrder(t, { productId: s1.id, index: 4402, pieces: 2 });
    await deliver(b.orderId, s1.sellerId, '2024-09-30');
    expect((await orderRow(t, b.orderId)).status).toBe(4);
    const capturedB = (await orderRow(t, b.orderId)).payablePaise;
    // C: prepaid, both sellers; S1's line cancelled before it shipped, S2's delivered 1 October.
    const c = await placePaidTwoSellerOrder(t, [s1, s2], 4403);
    const capturedC = c.paidPaise;
    const cLines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, c.orderId));
    const cancelled = await c.request('PUT', '/api/customer/order/cancel-items', {
      orderID: c.orderId,
      lineIDs: cLines.filter((line) => line.sellerId === s1.sellerId).map((line) => line.id),
      remark: 'Found it nearby',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliver(c.orderId, s2.sellerId, '2024-10-01');

    // A's S1 line comes back: asked on 12 July, received 2 August (S1's August is all return).
    const aLines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, a.orderId));
    const returned = aLines.find((line) => line.sellerId === s1.sellerId)!;
    const returnId = await requestReturn(t.db, {
      customerId: a.customerId,
      orderId: a.orderId,
      lineId: returned.id,
      pieces: 1,
      reason: 'damaged',
      details: '',
      photoIds: [],
      payee: undefined,
      windowDays: WINDOW_DAYS,
      now: ist('2024-07-12'),
      siteUrl: undefined,
    });
    for (const [to, on] of [
      ['approved', '2024-07-13'],
      ['picked-up', '2024-07-20'],
      ['received', '2024-08-02'],
    ] as const) {
      await t.db.transaction((tx) =>
        moveReturn(tx, {
          returnId,
          to,
          role: 'operator',
          actor: 'admin:test',
          note: null,
          now: ist(on),
          siteUrl: undefined,
        }),
      );
    }

    // Posting twice at once, then again: each thing is written once.
    const [first, second] = await Promise.all([post('2024-10-05'), post('2024-10-05')]);
    expect(first + second).toBeGreaterThan(0);
    expect(await post('2024-10-05')).toBe(0);
    // The cancelled line and the unpaid parts post nothing.
    const mine = [a.orderId, b.orderId, c.orderId];
    const entries = await t.db
      .select()
      .from(sellerLedger)
      .where(inArray(sellerLedger.orderId, mine));
    const cancelledLine = cLines.find((line) => line.sellerId === s1.sellerId)!;
    expect(entries.filter((entry) => entry.orderLineId === cancelledLine.id)).toEqual([]);

    // Each line's figures, from first principles.
    const of = (key: string) => entries.find((entry) => entry.idempotencyKey === key)?.amountPaise;
    const lineOf = (orderId: string, sellerId: string) =>
      t.db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.orderId, orderId), eq(orderLines.sellerId, sellerId)))
        .then((rows) => rows[0]!);
    const a1 = returned;
    const a2 = await lineOf(a.orderId, s2.sellerId);
    const b1 = await lineOf(b.orderId, s1.sellerId);
    const c2 = await lineOf(c.orderId, s2.sellerId);
    const t_a1 = taxableOf(a1.lineTotalPaise, a1.gstRatePercent);
    const t_a2 = taxableOf(a2.lineTotalPaise, a2.gstRatePercent);
    const t_b1 = taxableOf(b1.lineTotalPaise, b1.gstRatePercent);
    const t_c2 = taxableOf(c2.lineTotalPaise, c2.gstRatePercent);
    expect(of(`sale:${a1.id}`)).toBe(a1.lineTotalPaise);
    const comm = (sale: number, bps: number, fee: number) => bp(sale, bps) + fee;
    expect(of(`commission:${a1.id}`)).toBe(-comm(a1.lineTotalPaise, 1000, 500));
    expect(of(`commission-gst:${a1.id}`)).toBe(-bp(comm(a1.lineTotalPaise, 1000, 500), 1800));
    expect(of(`commission:${b1.id}`)).toBe(-comm(b1.lineTotalPaise, 1000, 1000));
    expect(of(`commission:${a2.id}`)).toBe(-comm(a2.lineTotalPaise, 500, 0));
    // TCS: 9 July at 1 % within the state (0.5 % CGST + 0.5 % SGST); 10 July 0.5 % IGST.
    expect(of(`tcs:${a1.id}`)).toBe(-2 * bp(t_a1, 50));
    expect(of(`tcs:${a2.id}`)).toBe(-bp(t_a2, 50));
    expect(of(`tcs:${b1.id}`)).toBe(-2 * bp(t_b1, 25));
    expect(of(`tcs:${c2.id}`)).toBe(-bp(t_c2, 50));
    // TDS: S1 has no PAN (5 %); S2 1 % in July, 0.1 % from 1 October 2024.
    expect(of(`tds:${a1.id}`)).toBe(-bp(t_a1, 500));
    expect(of(`tds:${b1.id}`)).toBe(-bp(t_b1, 500));
    expect(of(`tds:${a2.id}`)).toBe(-bp(t_a2, 100));
    expect(of(`tds:${c2.id}`)).toBe(-bp(t_c2, 10));
    // The return: the sale back, commission back less the admin fee (20 %, ≤ ₹50), no closing
    // fee back, TCS back at August's rate, TDS back at the rate withheld.
    const pct = bp(a1.lineTotalPaise, 1000);
    const back = pct - Math.min(bp(pct, 2000), 5000);
    expect(of(`return:${returnId}`)).toBe(-a1.lineTotalPaise);
    expect(of(`commission-reversal:${returnId}`)).toBe(back);
    expect(of(`commission-gst-reversal:${returnId}`)).toBe(bp(back, 1800));
    expect(of(`tcs-reversal:${returnId}`)).toBe(2 * bp(t_a1, 25));
    expect(of(`tds-reversal:${returnId}`)).toBe(bp(t_a1, 500));

    // The true-up once the months are closed, twice: once.
    expect(await trueUpClosedMonths(t.db, ist('2024-11-06'))).toBeGreaterThan(0);
    expect(await trueUpClosedMonths(t.db, ist('2024-11-06'))).toBe(0);
    const all = await t.db
      .select()
      .from(sellerLedger)
      .where(inArray(sellerLedger.taxMonth, MONTHS));
    const trueUp = (sellerId: string, month: string) =>
      all.find(
        (entry) =>
          entry.kind === 'tcs_true_up' && entry.sellerId === sellerId && entry.taxMonth === month,
      );
    // August's net for S1 is negative: its TCS is zero, the return's TCS credit taken back.
    expect(trueUp(s1.sellerId, '2024-08')?.amountPaise).toBe(-2 * bp(t_a1, 25));
    const tcsOfMonth = (sellerId: string, month: string) =>
      0 -
      all
        .filter(
          (entry) =>
            entry.sellerId === sellerId && entry.taxMonth === month && entry.kind.startsWith('tcs'),
        )
        .reduce((sum, entry) => sum + entry.amountPaise, 0);
    expect(tcsOfMonth(s1.sellerId, '2024-08')).toBe(0);
    expect(tcsOfMonth(s1.sellerId, '2024-07')).toBe(2 * bp(t_a1, 50));

    // Paying out: what may be paid on 5 October is A's S2 part (its window closed); C's is held.
    const now = ist('2024-10-05');
    const releasable = await listReleasable(t.db, { sellerId: s2.sellerId, now });
    const partA = releasable.find((part) => part.orderId === a.orderId)!;
    expect(releasable.some((part) => part.orderId === c.orderId)).toBe(false);
    expect(partA.amountPaise).toBe(
      a2.lineTotalPaise -
        comm(a2.lineTotalPaise, 500, 0) -
        bp(comm(a2.lineTotalPaise, 500, 0), 1800) -
        bp(t_a2, 50) -
        bp(t_a2, 100),
    );
    const payout = {
      sellerId: s2.sellerId,
      orderId: a.orderId,
      transferId: 'trf_t1',
      amountPaise: partA.amountPaise,
      at: now,
    };
    expect(await recordPayout(t.db, payout)).toBe(true);
    expect(await recordPayout(t.db, payout)).toBe(false);
    await expect(
      recordPayoutReversal(t.db, {
        transferId: 'trf_t1',
        reversalId: 'rvrsl_big',
        amountPaise: partA.amountPaise + 1,
        at: now,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(
      await recordPayoutReversal(t.db, {
        transferId: 'trf_t1',
        reversalId: 'rvrsl_1',
        amountPaise: 100,
        at: now,
      }),
    ).toBe(true);
    expect(
      (await listReleasable(t.db, { sellerId: s2.sellerId, now })).find(
        (part) => part.orderId === a.orderId,
      )?.amountPaise,
    ).toBe(100);

    // For every seller: gross − returns − commission − GST − TCS − TDS = paid + on hold + payable.
    const sums = { net: 0, commission: 0, tcs: 0, tds: 0 };
    for (const sellerId of [s1.sellerId, s2.sellerId]) {
      const mineOf = all.filter((entry) => entry.sellerId === sellerId);
      const total = (...kinds: string[]) =>
        mineOf
          .filter((entry) => kinds.includes(entry.kind))
          .reduce((sum, entry) => sum + entry.amountPaise, 0);
      const gross = total('sale');
      const returns = -total('return');
      const commission = -total('commission', 'commission_reversal');
      const commissionGst = -total('commission_gst', 'commission_gst_reversal');
      const tcs = -total('tcs', 'tcs_reversal', 'tcs_true_up');
      const tds = -total('tds', 'tds_reversal');
      const balance = await sellerBalance(t.db, sellerId, now, MONTHS);
      expect(gross - returns - commission - commissionGst - tcs - tds).toBe(
        balance.paidPaise + balance.onHoldPaise + balance.payablePaise,
      );
      sums.net += gross - returns - commission - commissionGst - tcs - tds;
      sums.commission += commission + commissionGst;
      sums.tcs += tcs;
      sums.tds += tds;
    }
    // Gross, first principles: every delivered line's price (no coupon here).
    expect(
      all
        .filter((entry) => entry.kind === 'sale')
        .reduce((sum, entry) => sum + entry.amountPaise, 0),
    ).toBe(a1.lineTotalPaise + a2.lineTotalPaise + b1.lineTotalPaise + c2.lineTotalPaise);
    expect(sums.tcs).toBe(2 * bp(t_a1, 50) + bp(t_a2, 50) + 2 * bp(t_b1, 25) + bp(t_c2, 50));
    expect(sums.tds).toBe(
      bp(t_a1, 500) - bp(t_a1, 500) + bp(t_b1, 500) + bp(t_a2, 100) + bp(t_c2, 10),
    );

    // Σ seller net + operator's commission and GST + TCS + TDS + refunds + charges = captured.
    const refunded = (
      await t.db.select().from(refunds).where(inArray(refunds.orderId, mine))
    ).reduce((sum, row) => sum + row.amountPaise, 0);
    const charges = (await Promise.all(mine.map((id) => orderRow(t, id)))).reduce(
      (sum, row) => sum + row.shippingPaise + row.platformPaise,
      0,
    );
    expect(sums.net + sums.commission + sums.tcs + sums.tds + refunded + charges).toBe(
      capturedA + capturedB + capturedC,
    );
  });
});
