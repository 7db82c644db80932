// COD remittances against both couriers' stand-ins (docs/decisions/couriers.md, "COD remittance"),
// on PGlite and PostgreSQL: Shiprocket's read from its remittance and order APIs (twice → once, a
// short payment flagged, the courier down → 503 and nothing recorded, read again later), Delhivery's
// report uploaded (an unknown AWB kept and flagged, the same report again changes nothing, a bad
// line refused naming it), the seller seeing only its own parcels, and the settlement run holding
// a courier's COD part until its remittance is recorded (the seller's statement saying so, with the
// remittance's UTR and day once it is) while a part shipped by hand keeps today's rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { signInOperator, type TestApp } from '../../../test/helper.ts';
import { placeCodOrder, placeOrder } from '../../../test/orders.fixtures.ts';
import {
  sellerSession as signInSeller,
  shiprocketWebhook,
} from '../../../test/couriers.fixtures.ts';
import type { RazorpayStandIn } from '../../../test/razorpay-stand-in.ts';
import { deliverPart, startSettlementWorld } from '../../../test/settlement.fixtures.ts';
import type { ProductRow } from '../../../test/two-seller-orders.fixtures.ts';
import {
  SHIPROCKET_TEST,
  standInScan,
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../../test/shiprocket-stand-in.ts';
import {
  DELHIVERY_TEST,
  delhiveryScan,
  pushBody,
  startDelhiveryStandIn,
  type DelhiveryStandIn,
} from '../../../test/delhivery-stand-in.ts';
import {
  courierCodRemittanceLines,
  courierCodRemittances,
  orders,
  sellerTransfers,
} from '../../db/schema/index.ts';
import { runSettlement, type SettlementDependencies } from '../settlement/index.ts';
import { codDueOfPart } from './cod-due.ts';

const KEY_ID = 'rzp_test_HaatCodRemit1';
const KEY_SECRET = 'rzp-test-cod-remit-secret-01234567';
const WEBHOOK_SECRET = 'rzp-test-cod-remit-webhook-987654';
const WINDOW_DAYS = 7;
const DAY_MS = 24 * 3600_000;
type Headers = { authorization: string };

let shiprocket: ShiprocketStandIn;
let delhivery: DelhiveryStandIn;
let razorpay: RazorpayStandIn;
let t: TestApp;
let p1: ProductRow;
let p2: ProductRow;
let deps: SettlementDependencies;
/** Sessions, signed in again once the clock has moved past their life. */
const sessions = new Map<string, Headers>();
let sessionsAt = 0;
/** Route's stand-in keeps real time: the clock starts now and only moves forward. */
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
let orderIndex = 0;

/** India's time as the couriers write it: 2026-11-20 14:05:00. */
const indiaTime = (at: Date) =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
const indiaDay = (at: Date) => indiaTime(at).slice(0, 10);

function keptSession(id: string): Headers | undefined {
  if (sessionsAt !== nowMs) {
    sessions.clear();
    sessionsAt = nowMs;
  }
  return sessions.get(id);
}

async function operatorSession(): Promise<Headers> {
  const kept = keptSession('operator');
  if (kept) return kept;
  const headers = await signInOperator(t);
  sessions.set('operator', headers);
  return headers;
}

async function sellerSession(id: string): Promise<Headers> {
  const kept = keptSession(id);
  if (kept) return kept;
  const headers = await signInSeller(t, id);
  sessions.set(id, headers);
  return headers;
}

/** A COD order of one product, booked with its seller's courier; answers its order and AWB. */
async function bookedCodOrder(product: ProductRow) {
  orderIndex += 1;
  const { orderId } = await placeCodOrder(t, {
    productId: product.id,
    index: 4700 + orderIndex,
    pieces: 1,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${orderId}/courier`,
    headers: await sellerSession(product.sellerId),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: orderId as string, awb: res.json().data.booking.awb as string };
}

/** Shiprocket's scans of the parcel through to delivered, by its webhook. */
async function deliverWithShiprocket(awb: string) {
  const scans = [
    standInScan(indiaTime(new Date(nowMs - 60_000)), 42, 'PICKED UP', 'Jaipur_Hub (Rajasthan)'),
    standInScan(indiaTime(clock.now()), 7, 'DELIVERED', 'Delhi (Delhi)'),
  ];
  expect((await shiprocketWebhook(t, awb, scans)).state).toBe('delivered');
}

/** Delhivery's pushed scans of the package through to delivered. */
async function deliverWithDelhivery(waybill: string, orderId: string, sellerId: string) {
  for (const scan of [
    delhiveryScan(
      indiaTime(new Date(nowMs - 60_000)).replace(' ', 'T'),
      'UD',
      'Picked Up',
      'Jaipur',
    ),
    delhiveryScan(indiaTime(clock.now()).replace(' ', 'T'), 'DL', 'Delivered', 'Delhi'),
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/couriers/delhivery-scans',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${DELHIVERY_TEST.pushSecret}`,
      },
      payload: JSON.stringify(pushBody(waybill, `${orderId}-${sellerId}`, scan)),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const readNow = async () =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/couriers/cod-remittances/read',
    headers: await operatorSession(),
  });
const upload = async (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/couriers/cod-remittances/delhivery',
    headers: await operatorSession(),
    payload: { csv },
  });
const page = async (headers: Headers) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/couriers/cod-remittances',
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    remittances: {
      utr: string;
      provider: string;
      remittedOn: string;
      total: number;
      source: string;
      lines: {
        awb: string;
        orderID: string | null;
        amount: number;
        expected: number | null;
        state: string;
      }[];
    }[];
    awaiting: { awb: string; orderID: string; expected: number; ageDays: number }[];
  };
};
const lineOf = async (awb: string) =>
  t.db.select().from(courierCodRemittanceLines).where(eq(courierCodRemittanceLines.awb, awb));
const stored = async () => ({
  remittances: (await t.db.select().from(courierCodRemittances)).length,
  lines: (await t.db.select().from(courierCodRemittanceLines)).length,
});
const transfersOf = (orderIds: string[]) =>
  t.db.select().from(sellerTransfers).where(inArray(sellerTransfers.orderId, orderIds));
/** The seller's statement's sale line of an order, in the period holding `day` (every page). */
async function saleLineOf(sellerId: string, day: string, orderId: string) {
  for (let pageNo = 1; pageNo <= 50; pageNo += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/seller-money?date=${day}&page=${pageNo}&pageSize=200`,
      headers: await sellerSession(sellerId),
    });
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data.statement as {
      total: number;
      lines: { kind: string; orderID: string | null; codRemittance?: unknown }[];
    };
    const line = statement.lines.find((each) => each.kind === 'sale' && each.orderID === orderId);
    if (line) return line;
    if (pageNo * 200 >= statement.total) return null;
  }
  return null;
}
const payableOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.payablePaise;

beforeAll(async () => {
  shiprocket = await startShiprocketStandIn();
  delhivery = await startDelhiveryStandIn();
  ({ t, razorpay, p1, p2, deps } = await startSettlementWorld({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    windowDays: WINDOW_DAYS,
    clock,
    appOnClock: true,
    env: {
      SHIPROCKET_BASE_URL: shiprocket.url,
      DELHIVERY_MODE: 'staging',
      DELHIVERY_STAGING_URL: delhivery.url,
      SHIPROCKET_TIMEOUT_MS: '5000',
    },
  }));
  const operator = await operatorSession();
  for (const [path, payload] of [
    ['/api/admin/couriers/shiprocket', SHIPROCKET_TEST],
    ['/api/admin/couriers/delhivery', DELHIVERY_TEST],
    [`/api/admin/couriers/sellers/${p1.sellerId}`, { choice: 'shiprocket' }],
    [`/api/admin/couriers/sellers/${p2.sellerId}`, { choice: 'delhivery' }],
  ] as const) {
    const res = await t.app.inject({ method: 'PUT', url: path, headers: operator, payload });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  await razorpay?.close();
  await shiprocket?.close();
  await delhivery?.close();
});

let first: { orderId: string; awb: string };
let second: { orderId: string; awb: string };

describe("Shiprocket's COD remittances", () => {
  it('books the COD amount the courier is to collect: the order payable', async () => {
    first = await bookedCodOrder(p1);
    const sent = shiprocket.orders.find((order) => order.awb === first.awb)!;
    expect(sent.body.payment_method).toBe('COD');
    expect(Math.round(Number(sent.body.sub_total) * 100)).toBe(await payableOf(first.orderId));
    expect(await codDueOfPart(t.db, first.orderId, p1.sellerId)).toBe(
      await payableOf(first.orderId),
    );
  });

  it("shares a two-seller COD order's payable between its parts, to the paisa", async () => {
    orderIndex += 1;
    const placed = await placeOrder(t, {
      productId: p1.id,
      index: 4700 + orderIndex,
      pieces: 1,
      paymentType: 'cod',
      alsoProductIds: [p2.id],
    });
    if (placed.answer.status !== 1) throw new Error('the two-seller order was not placed');
    const orderId = placed.answer.data;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const first = await codDueOfPart(t.db, orderId, p1.sellerId);
    const other = await codDueOfPart(t.db, orderId, p2.sellerId);
    expect(first! + other!).toBe(order!.payablePaise);
    // The shipping and platform charge are collected once, with the first part by seller id.
    const [lead, rest] = p1.sellerId < p2.sellerId ? [first!, other!] : [other!, first!];
    expect(lead).toBeGreaterThanOrEqual(order!.shippingPaise + order!.platformPaise);
    expect(rest).toBeLessThan(order!.payablePaise);
    expect(await codDueOfPart(t.db, orderId, 'sl_not_in_it')).toBe(0);
  });

  it('lists a delivered COD parcel as awaited, with its age in days, until the courier remits it', async () => {
    await deliverWithShiprocket(first.awb);
    nowMs += 2 * DAY_MS;
    const before = await readNow();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toEqual({ remittances: 0, newLines: 0 });
    const awaited = (await page(await operatorSession())).awaiting.find(
      (each) => each.awb === first.awb,
    );
    expect(awaited).toMatchObject({
      orderID: first.orderId,
      expected: (await payableOf(first.orderId)) / 100,
    });
    expect(awaited!.ageDays).toBe(2);
  });

  it('records a remittance once, however often it is read, matched to the parcel in paise', async () => {
    const remitted = shiprocket.remit([first.awb], {
      utr: 'HDFCR52026112900001',
      at: clock.now().toISOString(),
    });
    const read = await readNow();
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ remittances: 1, newLines: 1 });
    const counted = await stored();
    const again = await readNow();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.newLines).toBe(0);
    expect(await stored()).toEqual(counted);

    const [line] = await lineOf(first.awb);
    expect(line).toMatchObject({
      amountPaise: await payableOf(first.orderId),
      expectedPaise: await payableOf(first.orderId),
      status: 'matched',
    });
    const shown = (await page(await operatorSession())).remittances.find(
      (each) => each.utr === 'HDFCR52026112900001',
    );
    expect(shown).toMatchObject({
      provider: 'shiprocket',
      remittedOn: indiaDay(clock.now()),
      total: Number(remitted.remitted_value),
      source: 'api',
      lines: [{ awb: first.awb, orderID: first.orderId, state: 'matched' }],
    });
    expect((await page(await operatorSession())).awaiting.map((each) => each.awb)).not.toContain(
      first.awb,
    );
    // Shiprocket was asked with the document's dates and paging.
    expect(shiprocket.calls.some((call) => /^account\/details\/remittance$/.test(call))).toBe(true);
  });

  it('flags a short payment as a mismatch, never as remitted', async () => {
    second = await bookedCodOrder(p1);
    await deliverWithShiprocket(second.awb);
    const due = await payableOf(second.orderId);
    shiprocket.remit([second.awb], {
      utr: 'HDFCR52026112900002',
      at: clock.now().toISOString(),
      collected: { [second.awb]: (due - 5000) / 100 },
    });
    expect((await readNow()).json().data.newLines).toBe(1);
    const [line] = await lineOf(second.awb);
    expect(line).toMatchObject({ amountPaise: due - 5000, expectedPaise: due, status: 'mismatch' });
  });

  it('answers 503 while Shiprocket is down (5xx, 429, no answer) and records the remittance once it is back', async () => {
    const third = await bookedCodOrder(p1);
    await deliverWithShiprocket(third.awb);
    shiprocket.remit([third.awb], { utr: 'HDFCR52026112900003', at: clock.now().toISOString() });
    const counted = await stored();
    // 'hang': no answer within SHIPROCKET_TIMEOUT_MS, the adapter's own timeout.
    for (const how of [{ status: 502 }, { status: 429 }, 'lose-answer', 'hang'] as const) {
      shiprocket.misbehave('account/details/remittance', how);
      const down = await readNow();
      expect(down.statusCode, down.body).toBe(503);
      expect(down.json().message).toMatch(/again/);
      expect(await stored()).toEqual(counted);
    }
    shiprocket.misbehave('orders/show/', { status: 503 });
    expect((await readNow()).statusCode).toBe(503);
    expect(await stored()).toEqual(counted);

    const back = await readNow();
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.newLines).toBe(1);
    expect((await lineOf(third.awb))[0]?.status).toBe('matched');
  });
});

let dlv: { orderId: string; awb: string };

describe("Delhivery's remittance report, uploaded", () => {
  it('records the report once: its parcel matched, an AWB not ours kept and flagged', async () => {
    dlv = await bookedCodOrder(p2);
    await deliverWithDelhivery(dlv.awb, dlv.orderId, p2.sellerId);
    const csv = delhivery.remittanceReport([dlv.awb], {
      utr: 'ICICR52026112900009',
      date: indiaDay(clock.now()),
      extra: [{ waybill: '9999000011112', amount: 420.5 }],
    });
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ remittances: 1, newLines: 2 });
    const counted = await stored();
    const again = await upload(csv);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.newLines).toBe(0);
    expect(await stored()).toEqual(counted);

    expect((await lineOf(dlv.awb))[0]).toMatchObject({
      status: 'matched',
      amountPaise: await payableOf(dlv.orderId),
    });
    expect((await lineOf('9999000011112'))[0]).toMatchObject({
      status: 'unknown-awb',
      amountPaise: 42050,
      shipmentId: null,
      expectedPaise: null,
    });
    const shown = (await page(await operatorSession())).remittances.find(
      (each) => each.utr === 'ICICR52026112900009',
    );
    expect(shown).toMatchObject({ provider: 'delhivery', source: 'upload' });
    expect(shown!.total).toBe((await payableOf(dlv.orderId)) / 100 + 420.5);
  });

  it('refuses a report it cannot read, naming the line, and records nothing of it', async () => {
    const counted = await stored();
    const bad = await upload(
      `Waybill,COD Amount,UTR No,Remittance Date\n${dlv.awb},12.00,UTR0000001,2026-11-29\n123456,abc,UTR0000001,2026-11-29`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Line 3/);
    const headless = await upload('AWB,Money\n1,2');
    expect(headless.statusCode).toBe(400);
    expect(headless.json().message).toMatch(/COD Amount/);
    expect(await stored()).toEqual(counted);
  });

  it("shows a seller only its own parcels' lines, and not the operator's actions", async () => {
    const own = await page(await sellerSession(p2.sellerId));
    const awbs = own.remittances.flatMap((each) => each.lines.map((line) => line.awb));
    expect(awbs).toContain(dlv.awb);
    expect(awbs).not.toContain('9999000011112');
    expect(awbs).not.toContain(first.awb);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/admin/couriers/cod-remittances/read',
      headers: await sellerSession(p2.sellerId),
    });
    expect(read.statusCode).toBe(403);
  });
});

describe('the settlement run and COD remittances', () => {
  it("holds a courier's COD part until its remittance is recorded; a part shipped by hand keeps today's rule", async () => {
    const held = await bookedCodOrder(p1);
    await deliverWithShiprocket(held.awb);
    const deliveredOn = indiaDay(clock.now());
    orderIndex += 1;
    const { orderId: byHand } = await placeCodOrder(t, {
      productId: p2.id,
      index: 4700 + orderIndex,
      pieces: 1,
    });
    // p2's seller ships with Delhivery; this part it typed by hand before that mattered.
    await deliverPart(t, byHand, p2.sellerId, clock.now());

    nowMs += (WINDOW_DAYS + 1) * DAY_MS;
    const run = await runSettlement(deps);
    expect(run.outcome).toBe('done');
    const afterFirst = await transfersOf([held.orderId, byHand, first.orderId, second.orderId]);
    const parts = afterFirst.map((row) => row.orderId);
    // Remitted and matched: paid; shipped by hand: paid; awaited or mismatched: held.
    expect(parts).toContain(first.orderId);
    expect(parts).toContain(byHand);
    expect(parts).not.toContain(held.orderId);
    expect(parts).not.toContain(second.orderId);
    if (run.outcome === 'done') expect(run.tally.awaitingRemittance).toBeGreaterThanOrEqual(2);
    expect(afterFirst.find((row) => row.orderId === byHand)).toMatchObject({ paymentId: null });

    // The seller's statement says the sale's cash is awaited from the courier.
    expect(await saleLineOf(p1.sellerId, deliveredOn, held.orderId)).toMatchObject({
      codRemittance: { state: 'awaiting', utr: null, remittedOn: null },
    });
    expect(await saleLineOf(p1.sellerId, deliveredOn, second.orderId)).toMatchObject({
      codRemittance: { state: 'mismatch', utr: 'HDFCR52026112900002' },
    });

    shiprocket.remit([held.awb], { utr: 'HDFCR52026120800004', at: clock.now().toISOString() });
    expect((await readNow()).json().data.newLines).toBe(1);
    expect(await saleLineOf(p1.sellerId, deliveredOn, held.orderId)).toMatchObject({
      codRemittance: {
        state: 'remitted',
        utr: 'HDFCR52026120800004',
        remittedOn: indiaDay(clock.now()),
      },
    });
    // A part shipped by hand names no courier's remittance.
    expect((await saleLineOf(p2.sellerId, deliveredOn, byHand))?.codRemittance).toBeNull();
    await runSettlement(deps);
    const paid = await t.db
      .select()
      .from(sellerTransfers)
      .where(
        and(eq(sellerTransfers.orderId, held.orderId), eq(sellerTransfers.sellerId, p1.sellerId)),
      );
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ paymentId: null, onHold: false });
    expect(paid[0]!.status).not.toBe('failed');
    // The mismatched part still waits for the operator.
    expect((await transfersOf([second.orderId])).length).toBe(0);
  });

  it('pays a mismatched part once the operator accepts its line (settled with the courier), keeping who, when and why', async () => {
    const [line] = await lineOf(second.awb);
    const accept = async (awb: string, headers: Headers, note = 'Shiprocket credited the ₹50') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/couriers/cod-remittances/${line!.remittanceId}/lines/${awb}/accept`,
        headers,
        payload: { note },
      });
    expect((await accept(second.awb, await sellerSession(p1.sellerId))).statusCode).toBe(403);
    const noNote = await accept(second.awb, await operatorSession(), ' ');
    expect(noNote.statusCode).toBe(400);
    expect(JSON.stringify(noNote.json().validation)).toContain('note');
    const accepted = await accept(second.awb, await operatorSession());
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await lineOf(second.awb))[0]?.status).toBe('accepted');
    expect((await accept(second.awb, await operatorSession())).statusCode).toBe(409);
    expect((await accept('9999000011112', await operatorSession())).statusCode).toBe(404);
    expect((await lineOf(second.awb))[0]).toMatchObject({
      acceptedBy: expect.stringMatching(/^admin:/),
      acceptNote: 'Shiprocket credited the ₹50',
    });

    await runSettlement(deps);
    const paid = await transfersOf([second.orderId]);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.status).not.toBe('failed');
  });
});
