// Shipping through Shiprocket against its loopback stand-in (test/shiprocket-stand-in.ts): the
// operator's sealed account and choices, a seller's booking (AWB, courier, pickup, label PDF),
// the login token kept and renewed (before its 10 days, and after a 401), a lost answer and a 5xx
// that never make a second AWB, two bookings at once, a pin code no courier serves, the tracking
// webhook (its key, an unknown AWB, a cancelled parcel, scans twice and out of order, NDR and
// back out), the poll of quiet parcels through to RTO delivered, and logs without secrets.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import { captureLog } from '../../../test/sms-gateways.ts';
import {
  bookParcel,
  bookedAwb as bookedAwbOf,
  partOf as partOfSeller,
  sellerSession,
  startShiprocketWorld,
  type CourierWorld,
  type Headers,
} from '../../../test/couriers.fixtures.ts';
import {
  SHIPROCKET_TEST,
  standInScan,
  webhookBody,
  type ShiprocketStandIn,
} from '../../../test/shiprocket-stand-in.ts';
import {
  courierAccounts,
  courierScans,
  courierShipments,
  orderEvents,
  orders,
  products,
  sellers,
} from '../../db/schema/index.ts';
import { courierCheck } from '../../doctor/courier-checks.ts';
import { pollQuietShipments, shiprocketPort } from './index.ts';

const clock = createTestClock(new Date('2026-11-20T06:00:00.000Z'));
const log = captureLog();
const HOUR = 3600_000;
let world: CourierWorld<ShiprocketStandIn>;
let standIn: ShiprocketStandIn;
let t: TestApp;
let operator: Headers;
let seller: Headers;
let product: typeof products.$inferSelect;

const newOrder = async () => (await world.newOrder()).orderId as string;
const book = (orderId: string) => bookParcel(t, orderId, seller);

const standInOrdersOf = (orderId: string) =>
  standIn.orders.filter((order) => order.channelOrderId === `${orderId}-${product.sellerId}`);

function hook(body: unknown, key = SHIPROCKET_TEST.webhookKey) {
  return t.app.inject({
    method: 'POST',
    url: '/api/couriers/tracking-updates',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const bookedAwb = (orderId: string) => bookedAwbOf(t, orderId, seller);
const partOf = (orderId: string) => partOfSeller(t, orderId, product.sellerId);

async function parcelOf(orderId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const res = await t.app.inject({ method: 'GET', url: `/api/public/order/${order!.trackingId}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.shipments[0].parcel as {
    state: string;
    awb: string;
    courierName: string;
    trackingUrl: string | null;
    scans: { at: string; place: string; activity: string; state: string | null }[];
  } | null;
}

beforeAll(async () => {
  world = await startShiprocketWorld({
    clock,
    firstOrderIndex: 4600,
    logger: { level: 'debug', stream: log.stream },
  });
  ({ t, standIn, operator, seller, product } = world);
});
afterAll(async () => world?.close());

describe('the operator chooses couriers', () => {
  it('keeps a seller on manual entry until Shiprocket is chosen and its account entered', async () => {
    const orderId = await newOrder();
    const before = await book(orderId);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/ship by hand/);

    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/couriers',
      headers: operator,
      payload: { shop: 'shiprocket' },
    });
    expect(chosen.statusCode).toBe(200);
    const noAccount = await book(orderId);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toMatch(/no Shiprocket account/);
    expect(standIn.orders).toHaveLength(0);
  });

  it('seals the account: the password and webhook key are never shown back or stored in clear', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/couriers/shiprocket',
      headers: operator,
      payload: SHIPROCKET_TEST,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(SHIPROCKET_TEST.password);
    expect(res.body).not.toContain(SHIPROCKET_TEST.webhookKey);
    expect(res.json().data.shiprocket).toMatchObject({
      email: SHIPROCKET_TEST.email,
      pickupLocation: SHIPROCKET_TEST.pickupLocation,
      loggedInUntil: null,
    });
    const [row] = await t.db.select().from(courierAccounts);
    expect(JSON.stringify(row)).not.toContain(SHIPROCKET_TEST.password);
    expect(JSON.stringify(row)).not.toContain(SHIPROCKET_TEST.webhookKey);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/couriers/shiprocket',
      headers: operator,
      payload: { ...SHIPROCKET_TEST, webhookKey: 'short', pickupPincode: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().validation)).toEqual(
      expect.arrayContaining(['webhookKey', 'pickupPincode']),
    );
  });

  it("lets a seller's own choice override the shop's, and back", async () => {
    const put = (choice: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/couriers/sellers/${product.sellerId}`,
        headers: operator,
        payload: { choice },
      });
    expect((await put('manual')).json().data.sellers).toContainEqual(
      expect.objectContaining({ sellerID: product.sellerId, choice: 'manual' }),
    );
    const orderId = await newOrder();
    expect((await book(orderId)).statusCode).toBe(409);
    expect((await put(null)).statusCode).toBe(200);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${orderId}/courier`,
      headers: seller,
    });
    expect(view.json().data).toMatchObject({ courier: 'shiprocket', booking: null });
    expect((await put('fedex')).statusCode).toBe(400);
  });
});

describe('Ship with Shiprocket', () => {
  it('books the part: cheapest courier, AWB, pickup, a printable label with the AWB and address', async () => {
    const orderId = await newOrder();
    const res = await book(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const { booking } = res.json().data;
    expect(booking).toMatchObject({
      status: 'booked',
      courierName: 'Delhivery Surface',
      trackingState: 'booked',
      hasLabel: true,
    });
    expect(booking.awb).toMatch(/^\d{14}$/);
    expect(booking.trackingUrl).toBe(`https://shiprocket.co/tracking/${booking.awb}`);
    expect(booking.pickupScheduledAt).toBe('2026-11-21T04:30:00.000Z');
    const [made] = standInOrdersOf(orderId);
    expect(made).toMatchObject({ pickupBooked: true, labelMade: true, awb: booking.awb });
    expect(made!.body).toMatchObject({
      payment_method: 'COD',
      pickup_location: SHIPROCKET_TEST.pickupLocation,
      billing_pincode: '302001',
    });
    expect((await partOf(orderId))?.state).toBe('Packed');
    // From here its scans move it, not a typed courier and number.
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/orders/${orderId}/shipment`,
      headers: seller,
      payload: { state: 'Shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().message).toMatch(/booked with Shiprocket/);

    const label = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${orderId}/courier/label`,
      headers: seller,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'label-'));
    try {
      writeFileSync(path.join(dir, 'label.pdf'), label.rawPayload);
      const text = execFileSync('pdftotext', [path.join(dir, 'label.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(`AWB ${booking.awb as string}`);
      expect(text).toContain('302001');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // Another seller's parcel: as missing as none.
    const [other] = await t.db
      .select()
      .from(sellers)
      .where(and(eq(sellers.status, 'approved')));
    const otherId = other!.id === product.sellerId ? null : other!.id;
    if (otherId) {
      const otherSeller = await sellerSession(t, otherId);
      const theirs = await t.app.inject({
        method: 'GET',
        url: `/api/seller/orders/${orderId}/courier/label`,
        headers: otherSeller,
      });
      expect(theirs.statusCode).toBe(404);
    }

    // A second click: the same booking, no second order or AWB at Shiprocket.
    const again = await book(orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toMatch(/Already booked/);
    expect(again.json().data.booking.awb).toBe(booking.awb);
    expect(standInOrdersOf(orderId)).toHaveLength(1);
  });

  it('keeps its login token, renews it a day before its 10 days end, and logs in again after a 401', async () => {
    const logins = standIn.logins;
    await bookedAwb(await newOrder());
    expect(standIn.logins).toBe(logins);

    clock.advance(9 * 24 * HOUR + HOUR);
    // The seller's own session does not last that long: they sign in again.
    seller = await sellerSession(t, product.sellerId);
    const calls = standIn.calls.length;
    await bookedAwb(await newOrder());
    expect(standIn.logins).toBe(logins + 1);
    expect(standIn.calls[calls]).toBe('auth/login');

    standIn.expireTokens();
    await bookedAwb(await newOrder());
    expect(standIn.logins).toBe(logins + 2);
  });

  it('finds a booking whose answer was lost by its reference: never a second order or AWB', async () => {
    const orderId = await newOrder();
    standIn.misbehave('orders/create/adhoc', 'lose-answer');
    const lost = await book(orderId);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toMatch(/Nothing was booked twice/);
    expect(standInOrdersOf(orderId)).toHaveLength(1);
    expect(standInOrdersOf(orderId)[0]!.awb).toBeNull();

    const awb = await bookedAwb(orderId);
    expect(standInOrdersOf(orderId)).toHaveLength(1);
    expect(standInOrdersOf(orderId)[0]!.awb).toBe(awb);

    // The AWB assigned but its answer lost: the order's own AWB is taken, not a new one.
    const second = await newOrder();
    standIn.misbehave('courier/assign/awb', 'lose-answer');
    expect((await book(second)).statusCode).toBe(200);
    const [made] = standInOrdersOf(second);
    const [row] = await t.db
      .select()
      .from(courierShipments)
      .where(eq(courierShipments.orderId, second));
    expect(row!.awb).toBe(made!.awb);
    expect(standInOrdersOf(second)).toHaveLength(1);
  });

  it('answers 503 while Shiprocket fails, and books once when asked again', async () => {
    const orderId = await newOrder();
    standIn.misbehave('courier/assign/awb', { status: 502 });
    const failed = await book(orderId);
    expect(failed.statusCode).toBe(503);
    standIn.misbehave('courier/generate/label', { status: 500 });
    expect((await book(orderId)).statusCode).toBe(503);
    const awb = await bookedAwb(orderId);
    expect(standInOrdersOf(orderId)).toEqual([expect.objectContaining({ awb, labelMade: true })]);
  });

  it('keeps two bookings at once apart: one parcel, one AWB', async () => {
    const orderId = await newOrder();
    const answers = await Promise.all([book(orderId), book(orderId), book(orderId)]);
    const codes = answers.map((res) => res.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes).toContain(200);
    const awbs = new Set(
      answers.filter((res) => res.statusCode === 200).map((res) => res.json().data.booking.awb),
    );
    expect(awbs.size).toBe(1);
    expect(standInOrdersOf(orderId)).toHaveLength(1);
    for (const refused of answers.filter((res) => res.statusCode === 409))
      expect(refused.json().message).toMatch(/being booked already/);
  });
});

describe('tracking from scans', () => {
  let orderId: string;
  let awb: string;
  const scans = {
    pickedUp: standInScan('2026-11-21 11:00:00', 42, 'PICKED UP', 'Jaipur_Hub (Rajasthan)'),
    transit: standInScan('2026-11-22 02:10:00', 18, 'IN TRANSIT', 'Delhi_Gateway (Delhi)'),
    ofd: standInScan('2026-11-23 09:05:00', 17, 'OUT FOR DELIVERY', 'Jaipur_Malviya (Rajasthan)'),
    ndr: standInScan(
      '2026-11-23 18:30:00',
      21,
      'UNDELIVERED',
      'Jaipur_Malviya (Rajasthan)',
      'Consignee not available',
    ),
    ofd2: standInScan('2026-11-24 09:00:00', 17, 'OUT FOR DELIVERY', 'Jaipur_Malviya (Rajasthan)'),
    delivered: standInScan('2026-11-24 13:45:00', 7, 'DELIVERED', 'Jaipur_Malviya (Rajasthan)'),
    rto: standInScan('2026-11-25 10:00:00', 9, 'RTO INITIATED', 'Jaipur_Malviya (Rajasthan)'),
  };

  beforeAll(async () => {
    orderId = await newOrder();
    awb = await bookedAwb(orderId);
  });

  it('refuses a wrong or missing x-api-key, and an unknown AWB, changing nothing', async () => {
    expect((await hook(webhookBody(awb, [scans.pickedUp]), 'not-the-key')).statusCode).toBe(401);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/couriers/tracking-updates',
      payload: webhookBody(awb, [scans.pickedUp]),
    });
    expect(none.statusCode).toBe(401);
    const unknown = await hook(webhookBody('99999999999999', [scans.pickedUp]));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/nothing changed/);
    expect((await hook({ scans: 'no' })).statusCode).toBe(400);
    expect(await t.db.select().from(courierScans)).toHaveLength(0);
    expect((await parcelOf(orderId))?.state).toBe('booked');
  });

  it('applies scans out of order and twice once each, in order; the part ships with its AWB', async () => {
    const first = await hook(webhookBody(awb, [scans.ofd]));
    expect(first.json()).toMatchObject({ state: 'out-for-delivery', newScans: 1 });
    // Every scan so far, one of them twice in the same body: each new one counted once.
    const late = await hook(
      webhookBody(awb, [scans.pickedUp, scans.transit, scans.ofd, scans.transit]),
    );
    expect(late.json()).toMatchObject({ state: 'out-for-delivery', newScans: 2 });
    expect((await hook(webhookBody(awb, [scans.transit]))).json().newScans).toBe(0);

    const parcel = await parcelOf(orderId);
    expect(parcel).toMatchObject({
      state: 'out-for-delivery',
      awb,
      courierName: 'Delhivery Surface',
    });
    expect(parcel!.scans.map((scan) => scan.state)).toEqual([
      'picked-up',
      'in-transit',
      'out-for-delivery',
    ]);
    expect(parcel!.scans[0]).toMatchObject({
      at: '2026-11-21T05:30:00.000Z',
      place: 'Jaipur_Hub (Rajasthan)',
    });
    const part = await partOf(orderId);
    expect(part).toMatchObject({
      state: 'Shipped',
      courier: 'Delhivery Surface',
      trackingNumber: awb,
    });
  });

  it('shows a failed attempt, then out for delivery again, then delivered — and nothing after it', async () => {
    expect((await hook(webhookBody(awb, [scans.ndr]))).json().state).toBe('failed-attempt');
    // The earlier trip out, sent again, does not undo the failed attempt.
    expect((await hook(webhookBody(awb, [scans.ofd]))).json().state).toBe('failed-attempt');
    expect((await hook(webhookBody(awb, [scans.ofd2]))).json().state).toBe('out-for-delivery');
    expect((await hook(webhookBody(awb, [scans.delivered, scans.ofd2]))).json().state).toBe(
      'delivered',
    );
    expect((await hook(webhookBody(awb, [scans.rto]))).json().state).toBe('delivered');
    expect((await partOf(orderId))?.state).toBe('Delivered');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const states = events.map((event) => event.state);
    expect(states.filter((state) => state === 'Shipped')).toHaveLength(1);
    expect(states.filter((state) => state === 'Delivered')).toHaveLength(1);
  });

  it('answers a scan for a cancelled booking with 409 and keeps nothing of it', async () => {
    const cancelledOrder = await newOrder();
    const cancelledAwb = await bookedAwb(cancelledOrder);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${cancelledOrder}/courier/cancel`,
      headers: seller,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.booking.status).toBe('cancelled');
    expect(standInOrdersOf(cancelledOrder)[0]!.cancelled).toBe(true);
    const scan = await hook(webhookBody(cancelledAwb, [scans.pickedUp]));
    expect(scan.statusCode).toBe(409);
    const [row] = await t.db
      .select()
      .from(courierShipments)
      .where(eq(courierShipments.awb, cancelledAwb));
    expect(
      await t.db.select().from(courierScans).where(eq(courierScans.shipmentId, row!.id)),
    ).toHaveLength(0);
    expect(await parcelOf(cancelledOrder)).toBeNull();
  });

  it('asks Shiprocket for quiet parcels, through to RTO delivered', async () => {
    const quietOrder = await newOrder();
    const quietAwb = await bookedAwb(quietOrder);
    standIn.addScan(quietAwb, scans.pickedUp);
    standIn.addScan(
      quietAwb,
      standInScan('2026-11-23 18:30:00', 21, 'UNDELIVERED', 'Jaipur', 'Door locked'),
    );
    standIn.addScan(quietAwb, scans.rto);
    standIn.addScan(
      quietAwb,
      standInScan('2026-11-27 12:00:00', 10, 'RTO DELIVERED', 'Jaipur_Hub (Rajasthan)'),
    );
    const deps = { db: t.db, clock, shop: { kind: 'demo' } as never, quietHours: 6 };
    const port = await shiprocketPort({ db: t.db, config: t.config, clock });
    // Not quiet yet (booked just now): not asked; the others, booked days ago, are.
    await pollQuietShipments({ ...deps, port });
    expect((await parcelOf(quietOrder))?.state).toBe('booked');
    clock.advance(7 * HOUR);
    expect(await pollQuietShipments({ ...deps, port })).toBeGreaterThanOrEqual(1);
    const parcel = await parcelOf(quietOrder);
    expect(parcel?.state).toBe('rto-delivered');
    expect(parcel?.scans.map((scan) => scan.state)).toEqual([
      'picked-up',
      'failed-attempt',
      'rto',
      'rto-delivered',
    ]);
    // The parcel came back: its part stays Shipped (where it went); the order is cancelled with
    // its stock back and any refund owed (ndr-rto.test.ts).
    expect((await partOf(quietOrder))?.state).toBe('Shipped');
  });
});

describe('a pin code no courier serves', () => {
  it('refuses the booking in words and books nothing', async () => {
    standIn.unserviceable('302001');
    const orderId = await newOrder();
    const res = await book(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PINCODE_NOT_SERVICEABLE' });
    expect(res.json().message).toMatch(/302017 to 302001/);
    expect(standInOrdersOf(orderId)).toHaveLength(0);
  });
});

describe('doctor and logs', () => {
  it("doctor logs in with the shop's account and says so; a wrong password is a problem", async () => {
    const check = courierCheck(t.config, async () => ({ db: t.db }));
    await expect(check.run(AbortSignal.timeout(10_000))).resolves.toMatch(
      /logged in as a…@haat\.example/,
    );
    await t.db
      .update(courierAccounts)
      .set({ email: 'someone-else@haat.example' })
      .where(eq(courierAccounts.provider, 'shiprocket'));
    await expect(check.run(AbortSignal.timeout(10_000))).rejects.toThrow(/refused the API user/);
    await t.db
      .update(courierAccounts)
      .set({ email: SHIPROCKET_TEST.email })
      .where(eq(courierAccounts.provider, 'shiprocket'));
  });

  it('never logs the password, the webhook key or a token', () => {
    const text = log.lines.join('\n');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(SHIPROCKET_TEST.password);
    expect(text).not.toContain(SHIPROCKET_TEST.webhookKey);
    expect(text).not.toMatch(/eyJ[0-9a-f]{48}/);
  });
});
