// Shipping through Delhivery against its loopback stand-in (test/delhivery-stand-in.ts): the
// operator's sealed Delhivery account and a seller's choice of it, a booking (create.json's form
// body, the waybill, the pickup request, the packing slip PDF), a lost answer found by our order
// id, Delhivery down (5xx, 429, no answer in time) answered 503 and booked once later, a pin code
// not served, the scan push (its Authorization, an unknown waybill, every status kind once), the
// poll through to RTO delivered, cancelling, doctor, and logs without the token or secret.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import { captureLog } from '../../../test/sms-gateways.ts';
import {
  bookParcel,
  bookedAwb,
  partOf as partOfSeller,
  startDelhiveryWorld,
  type CourierWorld,
  type Headers,
} from '../../../test/couriers.fixtures.ts';
import {
  DELHIVERY_TEST,
  delhiveryScan,
  pushBody,
  type DelhiveryStandIn,
} from '../../../test/delhivery-stand-in.ts';
import { courierAccounts, courierScans } from '../../db/schema/index.ts';
import { courierCheck } from '../../doctor/courier-checks.ts';
import { delhiveryPort, pollQuietShipments } from './index.ts';

const clock = createTestClock(new Date('2026-11-20T06:00:00.000Z'));
const log = captureLog();
const HOUR = 3600_000;
let world: CourierWorld<DelhiveryStandIn>;
let standIn: DelhiveryStandIn;
let t: TestApp;
let operator: Headers;
let seller: Headers;
let sellerId: string;

const newOrder = async () => (await world.newOrder()).orderId as string;
const book = (orderId: string) => bookParcel(t, orderId, seller);
const packagesOf = (orderId: string) =>
  standIn.packages.filter((each) => each.order === `${orderId}-${sellerId}`);

function push(body: unknown, authorization: string | null = `Bearer ${DELHIVERY_TEST.pushSecret}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/couriers/delhivery-scans',
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
    payload: JSON.stringify(body),
  });
}

const bookedWaybill = (orderId: string) => bookedAwb(t, orderId, seller);
const partOf = (orderId: string) => partOfSeller(t, orderId, sellerId);

async function booking(orderId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/seller/orders/${orderId}/courier`,
    headers: seller,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.booking as { trackingState: string; awb: string; status: string };
}

beforeAll(async () => {
  world = await startDelhiveryWorld({
    clock,
    firstOrderIndex: 4700,
    logger: { level: 'debug', stream: log.stream },
  });
  ({ t, standIn, operator, seller } = world);
  sellerId = world.product.sellerId;
});
afterAll(async () => world?.close());

describe('the operator chooses Delhivery', () => {
  it('refuses a bad account naming the field, seals a good one, and puts the seller on it', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/couriers/delhivery',
      headers: operator,
      payload: { ...DELHIVERY_TEST, pickupPincode: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().validation)).toContain('pickupPincode');

    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/couriers/sellers/${sellerId}`,
      headers: operator,
      payload: { choice: 'delhivery' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const orderId = await newOrder();
    const noAccount = await book(orderId);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toMatch(/no Delhivery account/);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/couriers/delhivery',
      headers: operator,
      payload: DELHIVERY_TEST,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(DELHIVERY_TEST.token);
    expect(saved.body).not.toContain(DELHIVERY_TEST.pushSecret);
    expect(saved.json().data).toMatchObject({
      shop: 'manual',
      delhivery: { email: DELHIVERY_TEST.clientName, pickupPincode: '302017' },
    });
    expect(saved.json().data.sellers).toContainEqual(
      expect.objectContaining({ sellerID: sellerId, choice: 'delhivery' }),
    );
    const [row] = await t.db
      .select()
      .from(courierAccounts)
      .where(eq(courierAccounts.provider, 'delhivery'));
    expect(JSON.stringify(row)).not.toContain(DELHIVERY_TEST.token);
    expect(JSON.stringify(row)).not.toContain(DELHIVERY_TEST.pushSecret);
  });
});

describe('Ship with Delhivery', () => {
  it('books the part: create.json, the waybill, a pickup request, a packing slip with the address', async () => {
    const orderId = await newOrder();
    const res = await book(orderId);
    expect(res.statusCode, res.body).toBe(200);
    const { booking: made, courier } = res.json().data;
    expect(courier).toBe('delhivery');
    expect(made).toMatchObject({
      status: 'booked',
      courierName: 'Delhivery',
      trackingState: 'booked',
      hasLabel: true,
      // 11:30 in India: today's 14:00 slot.
      pickupScheduledAt: '2026-11-20T08:30:00.000Z',
    });
    expect(made.trackingUrl).toBe(`https://www.delhivery.com/track/package/${made.awb as string}`);
    const [kept] = packagesOf(orderId);
    expect(kept!.waybill).toBe(made.awb);
    expect(kept!.pickupLocation).toBe(DELHIVERY_TEST.pickupLocation);
    expect(kept!.shipment).toMatchObject({ payment_mode: 'COD', pin: '302001', waybill: '' });
    expect(standIn.pickups.at(-1)).toMatchObject({
      pickup_location: DELHIVERY_TEST.pickupLocation,
      pickup_date: '2026-11-20',
      pickup_time: '14:00:00',
      expected_package_count: 1,
    });
    expect((await partOf(orderId))?.state).toBe('Packed');
    const typed = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/orders/${orderId}/shipment`,
      headers: seller,
      payload: { state: 'Shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().message).toMatch(/booked with Delhivery/);

    const label = await t.app.inject({
      method: 'GET',
      url: `/api/seller/orders/${orderId}/courier/label`,
      headers: seller,
    });
    expect(label.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'couriers-delhivery-label-'));
    try {
      writeFileSync(path.join(dir, 'label.pdf'), label.rawPayload);
      const text = execFileSync('pdftotext', [path.join(dir, 'label.pdf'), '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(`AWB ${made.awb as string}`);
      expect(text).toContain('302001');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // A second click: the same waybill, nothing made again.
    expect(await bookedWaybill(orderId)).toBe(made.awb);
    expect(packagesOf(orderId)).toHaveLength(1);
  });

  it('finds a package whose answer was lost by our order id (ref_ids): never a second waybill', async () => {
    const orderId = await newOrder();
    standIn.misbehave('/api/cmu/create.json', 'lose-answer');
    const lost = await book(orderId);
    expect(lost.statusCode).toBe(503);
    expect(lost.json().message).toMatch(/Nothing was booked twice: try Ship with Delhivery/);
    expect(packagesOf(orderId)).toHaveLength(1);

    const waybill = await bookedWaybill(orderId);
    expect(packagesOf(orderId)).toEqual([expect.objectContaining({ waybill })]);
    const lookups = standIn.calls.filter((call) => call === '/api/v1/packages/json/');
    expect(lookups.length).toBeGreaterThan(0);
  });

  it('answers 503 while Delhivery fails (5xx, 429, no answer in time), and books once later', async () => {
    const orderId = await newOrder();
    standIn.misbehave('/api/cmu/create.json', 'hang');
    const slow = await book(orderId);
    expect(slow.statusCode).toBe(503);
    expect(slow.json().message).toMatch(/did not answer within 5000 ms/);
    standIn.misbehave('/fm/request/new/', { status: 502 });
    expect((await book(orderId)).statusCode).toBe(503);
    standIn.misbehave('/api/p/packing_slip', { status: 429 });
    expect((await book(orderId)).statusCode).toBe(503);
    const waybill = await bookedWaybill(orderId);
    expect(packagesOf(orderId)).toEqual([expect.objectContaining({ waybill })]);
  });

  it('refuses a pin code Delhivery does not serve in words, and makes nothing', async () => {
    standIn.unserviceable('302001');
    try {
      const orderId = await newOrder();
      const res = await book(orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'PINCODE_NOT_SERVICEABLE' });
      expect(res.json().message).toMatch(/302017 to 302001 with cash on delivery/);
      expect(packagesOf(orderId)).toHaveLength(0);
    } finally {
      standIn.serve('302001');
    }
  });
});

describe("Delhivery's scan push", () => {
  it('refuses a wrong or missing Authorization, a body that is no scan, and an unknown waybill', async () => {
    const scan = delhiveryScan('2026-11-20T15:00:00', 'UD', 'In Transit', 'Jaipur_Hub (Rajasthan)');
    expect((await push(pushBody('1', 'x', scan), 'Bearer not-the-secret')).statusCode).toBe(401);
    expect((await push(pushBody('1', 'x', scan), null)).statusCode).toBe(401);
    const invalid = await push({ Shipment: { AWB: '1' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/Shipment\.Status/);
    const unknown = await push(pushBody('999999999', 'x', scan));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/999999999; nothing changed/);
  });

  it('moves the parcel by each status kind once, in order; the part ships and is delivered', async () => {
    const orderId = await newOrder();
    const waybill = await bookedWaybill(orderId);
    const ref = `${orderId}-${sellerId}`;
    const steps: [ReturnType<typeof delhiveryScan>, string][] = [
      [delhiveryScan('2026-11-20T12:00:00', 'UD', 'Manifested', 'Jaipur'), 'booked'],
      [delhiveryScan('2026-11-20T13:00:00', 'UD', 'Not Picked', 'Jaipur'), 'booked'],
      [delhiveryScan('2026-11-20T15:00:00', 'UD', 'Picked Up', 'Jaipur'), 'picked-up'],
      [delhiveryScan('2026-11-20T20:00:00', 'UD', 'In Transit', 'Jaipur_Hub'), 'in-transit'],
      [delhiveryScan('2026-11-21T08:00:00', 'UD', 'Pending', 'Jaipur_DC'), 'in-transit'],
      [delhiveryScan('2026-11-21T09:00:00', 'UD', 'Dispatched', 'Jaipur_DC'), 'out-for-delivery'],
      [
        delhiveryScan(
          '2026-11-21T18:00:00',
          'UD',
          'Pending',
          'Jaipur_DC',
          'Consignee unavailable',
          'EOD-11',
        ),
        'failed-attempt',
      ],
      [delhiveryScan('2026-11-22T09:00:00', 'UD', 'Dispatched', 'Jaipur_DC'), 'out-for-delivery'],
      [delhiveryScan('2026-11-22T12:00:00', 'DL', 'Delivered', 'Jaipur_DC'), 'delivered'],
    ];
    for (const [scan, state] of steps) {
      const res = await push(pushBody(waybill, ref, scan));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ awb: waybill, newScans: 1, state });
      if (state === 'picked-up') {
        const part = await partOf(orderId);
        expect(part).toMatchObject({
          state: 'Shipped',
          courier: 'Delhivery',
          trackingNumber: waybill,
        });
      }
    }
    // The same push again is kept once; a scan after delivered moves nothing.
    const again = await push(pushBody(waybill, ref, steps[3]![0]));
    expect(again.json()).toMatchObject({ newScans: 0, state: 'delivered' });
    const late = await push(
      pushBody(waybill, ref, delhiveryScan('2026-11-23T09:00:00', 'RT', 'In Transit', 'Jaipur')),
    );
    expect(late.json()).toMatchObject({ newScans: 1, state: 'delivered' });
    expect((await partOf(orderId))?.state).toBe('Delivered');
    const [row] = await t.db.select().from(courierScans).where(eq(courierScans.statusCode, 7));
    expect(row).toMatchObject({ statusLabel: 'UD Pending', state: 'failed-attempt' });
  });

  it("sends a failed attempt's re-attempt to Delhivery's NDR API, and refuses a return in words", async () => {
    const orderId = await newOrder();
    const waybill = await bookedWaybill(orderId);
    const ref = `${orderId}-${sellerId}`;
    const failed = delhiveryScan(
      '2026-11-21T18:00:00',
      'UD',
      'Pending',
      'Jaipur_DC',
      'Consignee unavailable',
      'EOD-11',
    );
    for (const scan of [
      delhiveryScan('2026-11-20T15:00:00', 'UD', 'Picked Up', 'Jaipur'),
      delhiveryScan('2026-11-21T09:00:00', 'UD', 'Dispatched', 'Jaipur_DC'),
      failed,
    ]) {
      standIn.addScan(waybill, scan);
      expect((await push(pushBody(waybill, ref, scan))).statusCode).toBe(200);
    }
    const tomorrow = new Date(clock.now().getTime() + 24 * HOUR + 5.5 * HOUR)
      .toISOString()
      .slice(0, 10);

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/couriers/ndr/${waybill}`,
      headers: seller,
      payload: { action: 'return', comments: 'Send it back' },
    });
    expect(back.statusCode, back.body).toBe(409);
    expect(back.json().message).toContain('Delhivery');
    expect(standIn.ndrUpdates).toEqual([]);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/couriers/ndr/${waybill}`,
      headers: seller,
      payload: {
        action: 're-attempt',
        comments: 'The shopper is home after 6 pm',
        deferredDate: tomorrow,
        phone: '9876543210',
        address1: '14 Saket Nagar',
        address2: 'Behind the temple',
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(standIn.ndrUpdates).toEqual([
      {
        waybill,
        act: 'EDIT_DETAILS',
        action_data: { phone: '9876543210', add: '14 Saket Nagar, Behind the temple' },
      },
      { waybill, act: 'DEFER_DLV', action_data: { deferred_date: tomorrow } },
    ]);
  });

  it('asks Delhivery for quiet parcels through to RTO delivered', async () => {
    const orderId = await newOrder();
    const waybill = await bookedWaybill(orderId);
    standIn.addScan(waybill, delhiveryScan('2026-11-20T15:00:00', 'UD', 'In Transit', 'Jaipur'));
    standIn.addScan(waybill, delhiveryScan('2026-11-21T10:00:00', 'RT', 'In Transit', 'Jaipur'));
    standIn.addScan(waybill, delhiveryScan('2026-11-22T10:00:00', 'DL', 'RTO', 'Jaipur'));
    clock.advance(7 * HOUR);
    const asked = await pollQuietShipments({
      db: t.db,
      clock,
      shop: { kind: 'demo' } as never,
      port: await delhiveryPort({ db: t.db, config: t.config, clock }),
      quietHours: 6,
    });
    expect(asked).toBeGreaterThan(0);
    expect((await booking(orderId)).trackingState).toBe('rto-delivered');
    expect((await partOf(orderId))?.state).toBe('Shipped');
  });

  it('cancels a booking before pickup at Delhivery; its scans are then refused with 409', async () => {
    const orderId = await newOrder();
    const waybill = await bookedWaybill(orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seller/orders/${orderId}/courier/cancel`,
      headers: seller,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The Delhivery booking is cancelled.');
    expect(packagesOf(orderId)[0]!.cancelled).toBe(true);
    const scan = delhiveryScan('2026-11-25T09:00:00', 'UD', 'In Transit', 'Jaipur');
    expect((await push(pushBody(waybill, 'x', scan))).statusCode).toBe(409);
  });
});

describe('doctor and logs', () => {
  it("doctor checks Delhivery's token; a token Delhivery refuses is a problem", async () => {
    const check = courierCheck(t.config, async () => ({ db: t.db }));
    await expect(check.run(AbortSignal.timeout(10_000))).resolves.toContain(
      `Delhivery at staging (${standIn.url}): the API token is accepted`,
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/couriers/delhivery',
      headers: operator,
      payload: { ...DELHIVERY_TEST, token: `wrong${DELHIVERY_TEST.token}` },
    });
    expect(saved.statusCode).toBe(200);
    await expect(check.run(AbortSignal.timeout(10_000))).rejects.toThrow(
      /Delhivery refused the API token \(HTTP 401\)/,
    );
  });

  it('never logs the token or the push secret', () => {
    const text = log.lines.join('\n');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(DELHIVERY_TEST.token);
    expect(text).not.toContain(DELHIVERY_TEST.pushSecret);
  });
});
