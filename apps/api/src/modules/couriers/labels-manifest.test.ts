// The seller's pickup day, labels many at once, the pickup's manifest, a cancelled part booked
// again, and the operator's list of every booking — against both stand-ins
// (test/shiprocket-stand-in.ts, test/delhivery-stand-in.ts). The test clock starts at 11:30 in
// India on 2026-11-20, before the 12:00 cutoff of today's pickups.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { TestApp } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import { flatProductInStock, placeCodOrder } from '../../../test/orders.fixtures.ts';
import {
  sellerSession,
  startBothCouriers,
  type BothCouriers,
  type Headers,
} from '../../../test/couriers.fixtures.ts';
import type { ShiprocketStandIn } from '../../../test/shiprocket-stand-in.ts';
import { DELHIVERY_TEST, type DelhiveryStandIn } from '../../../test/delhivery-stand-in.ts';
import { courierShipments, products, sellers } from '../../db/schema/index.ts';

const clock = createTestClock(new Date('2026-11-20T06:00:00.000Z'));
let world: BothCouriers | undefined;
let shiprocket: ShiprocketStandIn;
let delhivery: DelhiveryStandIn;
let t: TestApp;
let operator: Headers;
let seller: Headers;
let otherSeller: Headers;
let otherSellerId: string;
let product: typeof products.$inferSelect;
let orderIndex = 0;

async function newOrder(): Promise<string> {
  orderIndex += 1;
  const { orderId } = await placeCodOrder(t, { productId: product.id, index: 4800 + orderIndex });
  return orderId as string;
}

const book = (orderId: string, pickupDate?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${orderId}/courier${pickupDate ? `?pickupDate=${pickupDate}` : ''}`,
    headers: seller,
  });

async function booked(orderId: string, pickupDate?: string) {
  const res = await book(orderId, pickupDate);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking as {
    awb: string;
    pickupDay: string;
    reference: string;
    attempt: number;
    status: string;
  };
}

const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${orderId}/courier/cancel`,
    headers: seller,
  });

function chooseFor(choice: 'shiprocket' | 'delhivery') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/couriers/sellers/${product.sellerId}`,
    headers: operator,
    payload: { choice },
  });
}

const labels = (headers: Headers, awbs: string[]) =>
  t.app.inject({ method: 'POST', url: '/api/admin/couriers/labels', headers, payload: { awbs } });

const manifest = (date?: string, headers = seller) =>
  t.app.inject({
    method: 'GET',
    url: `/api/seller/couriers/manifest${date ? `?date=${date}` : ''}`,
    headers,
  });

/** The PDF's text as pdftotext reads it, and its page count. */
async function readPdf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-labels-'));
  try {
    writeFileSync(path.join(dir, 'file.pdf'), bytes);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'file.pdf'), '-'], {
      encoding: 'utf8',
    });
    return { text, pages: (await PDFDocument.load(bytes)).getPageCount() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  world = await startBothCouriers({ clock });
  ({ t, shiprocket, delhivery, operator } = world);
  product = await flatProductInStock(t);
  seller = await sellerSession(t, product.sellerId);
  const [other] = await t.db
    .select()
    .from(sellers)
    .where(and(eq(sellers.status, 'approved'), ne(sellers.id, product.sellerId)))
    .limit(1);
  otherSellerId = other!.id;
  otherSeller = await sellerSession(t, otherSellerId);
  const shop = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/couriers',
    headers: operator,
    payload: { shop: 'shiprocket' },
  });
  expect(shop.statusCode, shop.body).toBe(200);
});
afterAll(async () => {
  await world?.close();
});

describe('the seller’s pickup day', () => {
  it('books on the chosen day, refuses one outside naming pickupDate, and moves it before pickup', async () => {
    const orderId = await newOrder();
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${orderId}/courier`,
      headers: seller,
    });
    expect(view.json().data.pickupDays).toEqual({ first: '2026-11-20', last: '2026-11-23' });
    for (const day of ['2026-11-19', '2026-11-24', 'tomorrow']) {
      const refused = await book(orderId, day);
      expect(refused.statusCode, day).toBe(400);
      expect(Object.keys(refused.json().validation)).toEqual(['pickupDate']);
    }
    expect(shiprocket.orders).toHaveLength(0);

    const booking = await booked(orderId, '2026-11-21');
    expect(booking.pickupDay).toBe('2026-11-21');
    const [order] = shiprocket.orders.filter((o) => o.awb === booking.awb);
    expect(order!.pickupRequests).toEqual([
      { shipment_id: [order!.shipmentId], pickup_date: ['2026-11-21'] },
    ]);

    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/courier/pickup`,
      headers: seller,
      payload: { pickupDate: '2026-11-23' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.booking.pickupDay).toBe('2026-11-23');
    expect(order!.pickupDate).toBe('2026-11-23');
    const tooFar = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/courier/pickup`,
      headers: seller,
      payload: { pickupDate: '2026-11-30' },
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().validation.pickupDate).toMatch(/2026-11-20 to 2026-11-23/);
    // Another seller has no such booking.
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/courier/pickup`,
      headers: otherSeller,
      payload: { pickupDate: '2026-11-22' },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('keeps the courier’s next slot when none is chosen; after 12:00 today is closed', async () => {
    const orderId = await newOrder();
    const booking = await booked(orderId);
    const [order] = shiprocket.orders.filter((o) => o.awb === booking.awb);
    expect(order!.pickupRequests).toEqual([{ shipment_id: [order!.shipmentId] }]);
    // Shiprocket's answer names the slot it took (the stand-in's next slot is 2026-11-21).
    expect(booking.pickupDay).toBe('2026-11-21');

    clock.advance(60 * 60_000); // 12:30 in India
    try {
      const late = await newOrder();
      const refused = await book(late, '2026-11-20');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().validation.pickupDate).toMatch(/close at 12:00/);
      expect((await book(late, '2026-11-21')).statusCode).toBe(200);
    } finally {
      clock.advance(-60 * 60_000);
    }
  });
});

describe('labels many at once', () => {
  it('prints the seller’s own labels as one PDF, and refuses the whole list for one not theirs', async () => {
    const first = await booked(await newOrder(), '2026-11-22');
    const second = await booked(await newOrder(), '2026-11-22');
    const res = await labels(seller, [first.awb, second.awb]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, pages } = await readPdf(res.rawPayload);
    expect(pages).toBe(2);
    expect(text).toMatch(new RegExp(`AWB\\s+${first.awb}`));
    expect(text).toMatch(new RegExp(`AWB\\s+${second.awb}`));
    expect(text.indexOf(first.awb)).toBeLessThan(text.indexOf(second.awb));

    // The operator prints any seller's.
    expect((await labels(operator, [second.awb, first.awb])).statusCode).toBe(200);

    // Another seller: not one of theirs, nothing printed.
    const refused = await labels(otherSeller, [first.awb]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(
      `AWB ${first.awb} is not one of your booked parcels: nothing was printed.`,
    );
    expect(refused.headers['content-type']).not.toBe('application/pdf');
    const unknown = await labels(seller, [first.awb, '99999999999']);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/AWB 99999999999 is not one of your booked parcels/);
    const none = await labels(seller, []);
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().validation)).toEqual(['awbs']);
  });
});

describe('the pickup’s manifest', () => {
  it('holds Shiprocket’s manifest and the shop’s own for Delhivery, each parcel once', async () => {
    const viaShiprocket = await booked(await newOrder(), '2026-11-20');
    expect((await chooseFor('delhivery')).statusCode).toBe(200);
    try {
      const delhiveryOrder = await newOrder();
      const viaDelhivery = await booked(delhiveryOrder, '2026-11-20');
      expect(delhivery.pickups.at(-1)).toMatchObject({
        pickup_location: DELHIVERY_TEST.pickupLocation,
        pickup_date: '2026-11-20',
        pickup_time: '14:00:00',
      });
      const res = await manifest();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain('manifest-2026-11-20.pdf');
      const { text } = await readPdf(res.rawPayload);
      expect(text).toContain('Shiprocket manifest: 1 orders');
      expect(text).toMatch(new RegExp(`AWB\\s+${viaShiprocket.awb}`));
      expect(text).toContain('Delhivery pickup manifest');
      expect(text).toContain(viaDelhivery.awb);
      expect(text).toContain(viaDelhivery.reference);
      expect(text).toContain('Pickup day: 2026-11-20');
      expect(text).toMatch(/signature/);
      // The parcel's weight and cash to collect, from the order's line (COD).
      const [row] = await t.db
        .select()
        .from(courierShipments)
        .where(eq(courierShipments.awb, viaDelhivery.awb));
      expect(row!.codPaise).toBeGreaterThan(0);
      const rupees = (row!.codPaise! / 100).toLocaleString('en-IN', {
        minimumFractionDigits: 2,
      });
      expect(text).toContain(`Rs ${rupees}`);
      expect(text).toContain(`${(row!.weightGrams! / 1000).toFixed(3)} kg`);

      // Each Shiprocket shipment is manifested once; printing again only prints.
      const generated = () => shiprocket.calls.filter((call) => call === 'manifests/generate');
      expect(generated()).toHaveLength(1);
      expect((await manifest('2026-11-20')).statusCode).toBe(200);
      expect(generated()).toHaveLength(1);

      // Shiprocket down: 503, and the next try prints.
      shiprocket.misbehave('manifests/print', { status: 502 });
      const down = await manifest();
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toMatch(/Try again/);
      expect((await manifest()).statusCode).toBe(200);
    } finally {
      expect((await chooseFor('shiprocket')).statusCode).toBe(200);
    }

    const empty = await manifest('2026-11-23', otherSeller);
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('None of your parcels is booked for pickup on 2026-11-23.');
    expect((await manifest('20-11-2026')).statusCode).toBe(400);
  });
});

describe('a cancelled part booked again', () => {
  it('books under a new reference, one AWB per booking, and finds a lost answer by it', async () => {
    const orderId = await newOrder();
    const reference = `${orderId}-${product.sellerId}`;
    const first = await booked(orderId);
    expect(first).toMatchObject({ reference, attempt: 1 });
    expect((await cancel(orderId)).statusCode).toBe(200);

    const second = await booked(orderId, '2026-11-21');
    expect(second).toMatchObject({ reference: `${reference}-2`, attempt: 2, status: 'booked' });
    expect(second.awb).not.toBe(first.awb);
    expect(shiprocket.orders.filter((o) => o.channelOrderId.startsWith(reference))).toEqual([
      expect.objectContaining({ channelOrderId: reference, cancelled: true }),
      expect.objectContaining({ channelOrderId: `${reference}-2`, cancelled: false }),
    ]);
    // A second click books nothing more.
    expect((await booked(orderId)).awb).toBe(second.awb);

    // Cancelled again, then booked with the answer lost: found by the new reference, never twice.
    expect((await cancel(orderId)).statusCode).toBe(200);
    shiprocket.misbehave('orders/create/adhoc', 'lose-answer');
    const lost = await book(orderId);
    expect(lost.statusCode).toBe(503);
    const third = await booked(orderId);
    expect(third).toMatchObject({ reference: `${reference}-3`, attempt: 3 });
    const thirds = shiprocket.orders.filter((o) => o.channelOrderId === `${reference}-3`);
    expect(thirds).toHaveLength(1);
    expect(thirds[0]!.awb).toBe(third.awb);

    const rows = await t.db
      .select()
      .from(courierShipments)
      .where(eq(courierShipments.orderId, orderId));
    expect(rows.map((row) => [row.attempt, row.status]).sort()).toEqual([
      [1, 'cancelled'],
      [2, 'cancelled'],
      [3, 'booked'],
    ]);
  });

  it('keeps two bookings at once of a cancelled part apart: one new booking', async () => {
    const orderId = await newOrder();
    await booked(orderId);
    expect((await cancel(orderId)).statusCode).toBe(200);
    const answers = await Promise.all([book(orderId), book(orderId), book(orderId)]);
    const codes = answers.map((res) => res.statusCode);
    expect(
      codes.every((code) => code === 200 || code === 409),
      codes.join(),
    ).toBe(true);
    expect(codes).toContain(200);
    const awbs = new Set(
      answers.filter((res) => res.statusCode === 200).map((res) => res.json().data.booking.awb),
    );
    expect(awbs.size).toBe(1);
    const live = await t.db
      .select()
      .from(courierShipments)
      .where(and(eq(courierShipments.orderId, orderId), ne(courierShipments.status, 'cancelled')));
    expect(live).toHaveLength(1);
    const reference = `${orderId}-${product.sellerId}-2`;
    expect(shiprocket.orders.filter((o) => o.channelOrderId === reference)).toHaveLength(1);
  });
});

describe('every booking, for the operator', () => {
  it('lists each booking with its seller, courier, AWB, state and pickup day, filtered', async () => {
    const list = (headers: Headers, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/admin/couriers/shipments${query}`, headers });
    const all = await list(operator, '?pageSize=100');
    expect(all.statusCode, all.body).toBe(200);
    const { items, total } = all.json().data as {
      items: {
        orderID: string;
        sellerID: string;
        shopName: string;
        provider: string;
        awb: string | null;
        status: string;
        pickupDay: string | null;
        hasLabel: boolean;
      }[];
      total: number;
    };
    const rows = await t.db.select().from(courierShipments);
    expect(total).toBe(rows.length);
    expect(items.some((item) => item.provider === 'delhivery')).toBe(true);
    const [shop] = await t.db.select().from(sellers).where(eq(sellers.id, product.sellerId));
    const bookedOne = items.find((item) => item.status === 'booked')!;
    expect(bookedOne).toMatchObject({ shopName: shop!.shopName, hasLabel: true });
    expect(bookedOne.awb).toMatch(/\d+/);
    expect(bookedOne.pickupDay).toMatch(/^2026-11-2\d$/);

    const cancelled = (await list(operator, '?state=cancelled&pageSize=100')).json().data;
    expect(cancelled.total).toBe(rows.filter((row) => row.status === 'cancelled').length);
    expect(cancelled.items.every((item: { status: string }) => item.status === 'cancelled')).toBe(
      true,
    );
    const day = (await list(operator, '?pickupDay=2026-11-20&pageSize=100')).json().data;
    expect(day.total).toBe(rows.filter((row) => row.pickupDay === '2026-11-20').length);
    const other = (await list(operator, `?sellerID=${otherSellerId}`)).json().data;
    expect(other.total).toBe(0);
    const paged = (await list(operator, '?pageSize=2&page=2')).json().data;
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0].awb).toBe(items[2]!.awb);

    // A seller sees their own only, whatever the filter says.
    const theirs = (await list(otherSeller, `?sellerID=${product.sellerId}`)).json().data;
    expect(theirs.total).toBe(0);
    expect((await list(seller)).json().data.total).toBe(rows.length);
    expect((await list(operator, '?state=lost')).statusCode).toBe(400);
  });
});
