// The demo's month of sellers' money replayed to the paisa: the seed's month
// (money.ts: postings, the closed month's true-up and a settlement run done in the sandbox), then
// for every seller, from the orders', returns' and refunds' tables and the commission rules
// (first principles, apart from the code under test): gross − returns − commission − GST on it −
// TCS − TDS = paid + on hold + payable as the balances service answers it; over every delivered
// order, Σ seller net + the operator's commission and its GST + TCS + TDS + refunds + shipping and
// platform charges = Σ money captured (online payments captured + cash on delivery remitted); each
// statement's opening + lines = closing, each period opening where the last closed; and the
// GSTR-8 export's TCS per GSTIN per month = the ledger's. Runs on PostgreSQL too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../test/helper.ts';
import * as schema from '../db/schema/index.ts';
import { gstr8Of, istDate, sellerBalance, statementPageOf } from '../modules/payouts/index.ts';
import { DEMO_ADMIN_ID, seedDemoMoney } from './index.ts';
import { previousMonthStart } from './money-orders.ts';

let t: TestApp;
const now = new Date();
let seeded: Awaited<ReturnType<typeof seedDemoMoney>>;

beforeAll(async () => {
  // Before the app starts: its posting job would post the template's deliveries without the
  // month's commission rules, as `npm start` seeds before it serves.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-money-'));
  t = await createTestApp({
    beforeStart: async (db) => {
      seeded = await seedDemoMoney(db, {
        now,
        sealing: { jwtSecret: undefined, refundDetailsKey: undefined, dataDir },
        adminId: DEMO_ADMIN_ID,
      });
    },
  });
  rmSync(dataDir, { recursive: true, force: true });
});
afterAll(async () => t.close());

/** Half away from zero of a non-negative amount × basis points / 10,000, written out here. */
const bp = (paise: number, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);
const taxableOf = (paise: number, gst: number) => Math.round((paise * 100) / (100 + gst));
const istMonthOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The first day of the month the TCS true-up has closed (from the 5th of the next, IST). */
function trueUpClosed(month: string): boolean {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const fifthOfNext = Date.UTC(year, monthNumber, 5) - 330 * 60_000;
  return now.getTime() >= fifthOfNext;
}

describe('the demo’s month of sellers’ money', () => {
  it('is seeded across every seller: prepaid and COD, returns, a cancelled line, payouts', async () => {
    expect(seeded.orders).toBeGreaterThanOrEqual(30);
    expect(seeded.transfers).toBeGreaterThan(0);
    const sellers = await t.db.select({ id: schema.sellers.id }).from(schema.sellers);
    const sold = new Set(
      (
        await t.db
          .select({ sellerId: schema.sellerLedger.sellerId })
          .from(schema.sellerLedger)
          .where(eq(schema.sellerLedger.kind, 'sale'))
      ).map((row) => row.sellerId),
    );
    expect(sellers.filter((seller) => !sold.has(seller.id))).toEqual([]);
    const kinds = new Set(
      (await t.db.select({ kind: schema.sellerLedger.kind }).from(schema.sellerLedger)).map(
        (row) => row.kind,
      ),
    );
    for (const kind of ['sale', 'return', 'commission', 'tcs', 'tds', 'payout'] as const) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    const transfers = await t.db.select().from(schema.sellerTransfers);
    expect(transfers.some((row) => row.settlementUtr !== null)).toBe(true);
    expect(transfers.some((row) => row.onHold)).toBe(true);
    const cancelled = await t.db.select().from(schema.orderLines);
    expect(
      cancelled.some((line) => line.cancelledAt !== null && line.orderId.startsWith('OD2')),
    ).toBe(true);
  });

  it('balances to the paisa for every seller and over every delivered order', async () => {
    const db = t.db;
    const orders = await db.select().from(schema.orders).where(eq(schema.orders.status, 4));
    const orderIds = orders.map((order) => order.id);
    const lines = (
      await db.select().from(schema.orderLines).where(inArray(schema.orderLines.orderId, orderIds))
    ).filter((line) => line.cancelledAt === null);
    const parcels = await db
      .select()
      .from(schema.orderShipments)
      .where(inArray(schema.orderShipments.orderId, orderIds));
    const returns = (
      await db.select().from(schema.returns).where(inArray(schema.returns.orderId, orderIds))
    ).filter((row) => row.status === 'received' || row.status === 'refunded');
    const receivedAt = new Map(
      (
        await db.select().from(schema.returnEvents).where(eq(schema.returnEvents.state, 'received'))
      ).map((event) => [event.returnId, event.at]),
    );
    const rules = await db.select().from(schema.commissionRules);
    const sellers = await db.select().from(schema.sellers).orderBy(asc(schema.sellers.id));
    const pans = new Set(
      (await db.select().from(schema.sellerTaxProfiles))
        .filter((row) => row.pan !== null)
        .map((row) => row.sellerId),
    );
    const pincodes = await db.select().from(schema.pincodes);
    const stateCodeOf = new Map(pincodes.map((row) => [row.pincode, row.stateCode]));
    const orderOf = new Map(orders.map((order) => [order.id, order]));
    const lineOf = new Map(lines.map((line) => [line.id, line]));

    const ruleFor = (sellerId: string, unitPaise: number) => {
      const own = rules.find((rule) => rule.sellerId === sellerId);
      return (
        own ??
        rules.find(
          (rule) =>
            rule.sellerId === null &&
            rule.priceFromPaise <= unitPaise &&
            unitPaise <= rule.priceToPaise,
        )
      );
    };
    const deliveredAt = (orderId: string, sellerId: string) => {
      const order = orderOf.get(orderId)!;
      const mine = parcels.filter((parcel) => parcel.orderId === orderId);
      const own = mine.find((parcel) => parcel.sellerId === sellerId)?.deliveredAt;
      const last = Math.max(...mine.map((parcel) => parcel.deliveredAt?.getTime() ?? 0));
      // Cash is taken for the whole order: its lines are sales once the last parcel arrives.
      return order.paymentType === 'cod' || !own ? new Date(last) : own;
    };
    const withinState = (sellerGstin: string, orderId: string) => {
      const address = orderOf.get(orderId)!.shippingAddress as { pincode: string };
      return sellerGstin.slice(0, 2) === stateCodeOf.get(address.pincode);
    };
    const tcsOf = (taxable: number, within: boolean) =>
      within ? 2 * bp(taxable, 25) : bp(taxable, 50);

    let netOfSellers = 0;
    let operatorsShare = 0;
    for (const seller of sellers) {
      const mine = lines.filter((line) => line.sellerId === seller.id);
      const theirReturns = returns.filter((row) => row.sellerId === seller.id);
      const tdsRate = pans.has(seller.id) ? 10 : 500;
      const gross = sum(mine.map((line) => line.lineTotalPaise));
      const returned = sum(theirReturns.map((row) => row.refundPaise));
      let commission = 0;
      let tds = 0;
      // Taxable value by (month, within the state or not): per line, and per month once closed.
      const taxable = new Map<string, { within: boolean; net: number; perLine: number }>();
      const add = (month: string, within: boolean, value: number) => {
        const key = `${month}:${within}`;
        const entry = taxable.get(key) ?? { within, net: 0, perLine: 0 };
        entry.net += value;
        entry.perLine += Math.sign(value) * tcsOf(Math.abs(value), within);
        taxable.set(key, entry);
      };
      for (const line of mine) {
        const rule = ruleFor(seller.id, line.unitPricePaise);
        const fee = rule
          ? bp(line.lineTotalPaise, rule.percentBasisPoints) + rule.fixedFeePaise * line.pieces
          : 0;
        commission += fee + bp(fee, 1800);
        const value = taxableOf(line.lineTotalPaise, line.gstRatePercent);
        tds += bp(value, tdsRate);
        add(
          istMonthOf(deliveredAt(line.orderId, seller.id)),
          withinState(seller.gstin, line.orderId),
          value,
        );
      }
      for (const row of theirReturns) {
        const line = lineOf.get(row.lineId)!;
        const rule = ruleFor(seller.id, line.unitPricePaise);
        const percentPart = rule ? bp(row.refundPaise, rule.percentBasisPoints) : 0;
        const back = percentPart - Math.min(bp(percentPart, 2000), 5000);
        commission -= back + bp(back, 1800);
        const value = taxableOf(row.refundPaise, line.gstRatePercent);
        tds -= bp(value, tdsRate);
        add(istMonthOf(receivedAt.get(row.id)!), withinState(seller.gstin, row.orderId), -value);
      }
      let tcs = 0;
      for (const [key, entry] of taxable) {
        const month = key.slice(0, 7);
        tcs += trueUpClosed(month) ? tcsOf(Math.max(0, entry.net), entry.within) : entry.perLine;
      }
      const net = gross - returned - commission - tcs - tds;
      const balance = await sellerBalance(db, seller.id, now);
      expect(
        { seller: seller.id, net },
        `${seller.id}: gross ${gross}, returns ${returned}, commission ${commission}, TCS ${tcs}, TDS ${tds}`,
      ).toEqual({
        seller: seller.id,
        net: balance.paidPaise + balance.onHoldPaise + balance.payablePaise,
      });
      netOfSellers += net;
      operatorsShare += commission + tcs + tds;
    }

    // Every sale the ledger holds is of an order counted here.
    const sales = await db
      .select({ orderId: schema.sellerLedger.orderId })
      .from(schema.sellerLedger)
      .where(eq(schema.sellerLedger.kind, 'sale'));
    expect(sales.filter((sale) => !orderOf.has(sale.orderId ?? ''))).toEqual([]);

    // Σ seller net + the operator's share + refunds + charges = captured, from the tables.
    const refunds = (
      await db.select().from(schema.refunds).where(inArray(schema.refunds.orderId, orderIds))
    ).filter((row) => row.status === 'processed');
    const refunded = sum(refunds.map((row) => row.amountPaise));
    const cancelledBack = sum(
      refunds
        .filter((row) => row.purpose !== 'return' && !row.purpose.startsWith('return'))
        .map((row) => row.amountPaise),
    );
    const charges = sum(orders.map((order) => order.shippingPaise + order.platformPaise));
    // Online: what the order now asks plus what its cancelled lines gave back; COD: remitted.
    const captured = sum(orders.map((order) => order.payablePaise)) + cancelledBack;
    expect(netOfSellers + operatorsShare + refunded + charges).toBe(captured);
  });

  it('has statements whose opening and lines make the closing, period after period', async () => {
    // Every line of the period on one page: the month's are a few dozen.
    const statementOf = async (sellerId: string, at: Date, period: 'weekly' | 'monthly') => {
      const statement = await statementPageOf(t.db, sellerId, at, period, {
        page: 1,
        pageSize: 10_000,
      });
      expect(statement.lines).toHaveLength(statement.lineCount);
      return statement;
    };
    const sellers = await t.db.select({ id: schema.sellers.id }).from(schema.sellers);
    const previous = previousMonthStart(now);
    for (const seller of sellers) {
      let closing: number | null = null;
      for (const at of [previous, now]) {
        const statement = await statementOf(seller.id, at, 'monthly');
        expect(statement.openingPaise + sum(statement.lines.map((line) => line.amountPaise))).toBe(
          statement.closingPaise,
        );
        if (closing !== null) expect(statement.openingPaise).toBe(closing);
        closing = statement.closingPaise;
      }
      const weekly = await statementOf(seller.id, now, 'weekly');
      expect(weekly.openingPaise + sum(weekly.lines.map((line) => line.amountPaise))).toBe(
        weekly.closingPaise,
      );
    }
  });

  it('names each settled payout’s UTR on the seller’s statement, on screen and in the CSV (the PDF: the seller-money journey)', async () => {
    const [settled] = await t.db
      .select({
        sellerId: schema.sellerTransfers.sellerId,
        routeId: schema.sellerTransfers.routeTransferId,
        utr: schema.sellerTransfers.settlementUtr,
      })
      .from(schema.sellerTransfers)
      .where(isNotNull(schema.sellerTransfers.settlementUtr))
      .limit(1);
    expect(settled?.utr).toBeTruthy();
    const [payout] = await t.db
      .select({ at: schema.sellerLedger.occurredAt })
      .from(schema.sellerLedger)
      .where(
        and(
          eq(schema.sellerLedger.kind, 'payout'),
          eq(schema.sellerLedger.transferId, settled!.routeId!),
        ),
      );
    const query = `sellerID=${settled!.sellerId}&date=${istDate(payout!.at)}`;
    const operator = await signInOperator(t);
    const page = await t.app.inject({ url: `/api/admin/seller-money?${query}`, headers: operator });
    expect(page.statusCode, page.body).toBe(200);
    const lines = page.json().data.statement.lines as Array<{
      kind: string;
      transferID: string | null;
      utr: string | null;
    }>;
    expect(lines.find((line) => line.transferID === settled!.routeId)?.utr).toBe(settled!.utr);
    expect(lines.filter((line) => line.kind !== 'payout').every((line) => line.utr === null)).toBe(
      true,
    );
    const csv = await t.app.inject({
      url: `/api/admin/seller-money/statement.csv?${query}`,
      headers: operator,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')[0]).toContain(',Transfer,UTR,');
    const row = csv.body.split('\r\n').find((each) => each.includes(settled!.routeId!));
    expect(row?.split(',')[5]).toBe(settled!.utr);
  });

  it('files GSTR-8 with the ledger’s TCS per GSTIN per month', async () => {
    const entries = await t.db.select().from(schema.sellerLedger);
    const months = [istMonthOf(previousMonthStart(now)), istMonthOf(now)];
    for (const month of months) {
      const ledger = new Map<string, number>();
      for (const entry of entries) {
        if (entry.taxMonth !== month || !entry.kind.startsWith('tcs') || !entry.gstin) continue;
        ledger.set(entry.gstin, (ledger.get(entry.gstin) ?? 0) - entry.amountPaise);
      }
      const filed = new Map(
        (await gstr8Of(t.db, month)).map((row) => [
          row.gstin,
          row.cgstPaise + row.sgstPaise + row.igstPaise,
        ]),
      );
      for (const [gstin, tcs] of ledger)
        expect({ month, gstin, tcs }).toEqual({
          month,
          gstin,
          tcs: filed.get(gstin),
        });
      expect(ledger.size).toBeGreaterThan(0);
    }
  });
});
