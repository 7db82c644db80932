// Delivery estimates on the product page's pin-code check (docs/decisions/couriers.md "Delivery
// estimates"), against both couriers' stand-ins: the first check of a pin-code pair asks the
// seller's courier and shows its date; a second within the day does not ask again; a day later it
// asks again; the courier down, refusing with 429, or silent past the budget gives the service
// areas' date; a pin it does not serve is not deliverable; checks at once share one call; a pair
// another server is asking is answered from the table without a second call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PincodeAvailabilityAnswerSchema } from '@haat/contract';
import { addBusinessDaysSkippingSundays, formatIsoDateIst } from '@haat/india';
import { signInOperator, type TestApp } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import { startBothCouriers, type BothCouriers } from '../../../test/couriers.fixtures.ts';
import type { ShiprocketStandIn } from '../../../test/shiprocket-stand-in.ts';
import type { DelhiveryStandIn } from '../../../test/delhivery-stand-in.ts';
import { courierEstimates, products, serviceAreas } from '../../db/schema/index.ts';

// Friday 20 November 2026, 10:00 in India.
const clock = createTestClock(new Date('2026-11-20T04:30:00.000Z'));
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const SELLER = 'sl_namma_gadget';
let world: BothCouriers | undefined;
let shiprocket: ShiprocketStandIn;
let delhivery: DelhiveryStandIn;
let t: TestApp;
let operator: { authorization: string };
let productId: string;
let tableDays: number;

/** India's date `days` calendar days after the clock's today. */
const daysFromToday = (days: number) =>
  formatIsoDateIst(new Date(clock.now().getTime() + days * DAY));

async function check(pincode: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/availability/pincode/${pincode}?productID=${productId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return PincodeAvailabilityAnswerSchema.parse(res.json()).data;
}

async function chooseCourier(choice: 'manual' | 'shiprocket' | 'delhivery') {
  // The clock has moved days on: a fresh session.
  operator = await signInOperator(t);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/couriers/sellers/${SELLER}`,
    headers: operator,
    payload: { choice },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** The service areas' answer for a pin: what the page said before couriers were asked. */
const tableAnswer = () => ({
  deliveryDate: formatIsoDateIst(addBusinessDaysSkippingSundays(clock.now(), tableDays)),
  deliveryDays: tableDays,
  dateFrom: 'shop',
});

beforeAll(async () => {
  world = await startBothCouriers({
    clock,
    shiprocketNow: clock.now,
    // The page's budget long enough for a busy machine.
    env: { COURIER_ESTIMATE_TIMEOUT_MS: '2500' },
  });
  ({ t, shiprocket, delhivery, operator } = world);
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sellerId, SELLER))
    .limit(1);
  productId = product!.id;
  // One area for the whole country, so every pin below is the seller's to deliver.
  await t.db.delete(serviceAreas).where(eq(serviceAreas.sellerId, SELLER));
  await t.db.insert(serviceAreas).values(
    ['1', '2', '3', '4', '5', '6', '7', '8'].map((prefix) => ({
      sellerId: SELLER,
      pincodePrefix: prefix,
      prepaid: true,
      cod: true,
      deliveryDays: 6,
    })),
  );
  tableDays = 6;
});
afterAll(async () => {
  await world?.close();
});

describe('a seller shipping by hand', () => {
  it('is answered from the service areas, asking no courier', async () => {
    await chooseCourier('manual');
    expect(await check('560001')).toEqual([
      { pincode: '560001', ...tableAnswer(), cod: true, prepaid: true, courier: null },
    ]);
    expect(shiprocket.calls.filter((path) => path.startsWith('courier/'))).toEqual([]);
    expect(delhivery.calls).toEqual([]);
  });
});

const COURIERS = [
  {
    provider: 'shiprocket' as const,
    /** One serviceability call per ask. */
    asked: () =>
      shiprocket.calls.filter((path) => path.startsWith('courier/serviceability')).length,
    callsPerAsk: 1,
    courier: 'Delhivery Surface',
    /** Shiprocket's cheapest courier's etd: three days on (the stand-in's `etdDays`). */
    courierDate: () => ({
      deliveryDate: daysFromToday(3),
      deliveryDays: 3,
      dateFrom: 'courier',
    }),
    misbehave: (_pincode: string, how: { status: number } | 'hang') =>
      shiprocket.misbehave('courier/serviceability', how),
    unserviceable: (pincode: string) => shiprocket.unserviceable(pincode),
  },
  {
    provider: 'delhivery' as const,
    /** Delhivery's pin-code API is asked for the pickup pin and the delivery pin. */
    asked: () => delhivery.calls.filter((path) => path === '/c/api/pin-codes/json/').length,
    callsPerAsk: 2,
    courier: 'Delhivery',
    /** Delhivery's pin-code API gives no date: the service areas' days, the courier named. */
    courierDate: () => tableAnswer(),
    misbehave: (_pincode: string, how: { status: number } | 'hang') =>
      delhivery.misbehave('/c/api/pin-codes/json/', how),
    unserviceable: (pincode: string) => delhivery.unserviceable(pincode),
  },
];

describe.each(COURIERS)('a seller shipping with $provider', (courier) => {
  beforeAll(async () => chooseCourier(courier.provider));

  it("shows the courier's answer, asks once a day per pin-code pair, and again the next day", async () => {
    const before = courier.asked();
    const first = await check('400001');
    expect(first).toEqual([
      {
        pincode: '400001',
        ...courier.courierDate(),
        cod: true,
        prepaid: true,
        courier: courier.courier,
      },
    ]);
    expect(courier.asked() - before).toBe(courier.callsPerAsk);

    // Later that day and early the next: kept, not asked again; the courier's date moves on
    // with the calendar (a day later the parcel would leave a day later).
    clock.advance(8 * HOUR);
    expect(await check('400001')).toEqual(first);
    clock.advance(15 * HOUR);
    const nextDay = await check('400001');
    expect(nextDay[0]?.deliveryDate).toBe(courier.courierDate().deliveryDate);
    expect(courier.asked() - before).toBe(courier.callsPerAsk);

    // A day after it was asked: stale, so the next check asks again.
    clock.advance(2 * HOUR);
    expect(await check('400001')).toEqual([
      {
        pincode: '400001',
        ...courier.courierDate(),
        cod: true,
        prepaid: true,
        courier: courier.courier,
      },
    ]);
    expect(courier.asked() - before).toBe(2 * courier.callsPerAsk);
    const [kept] = await t.db
      .select()
      .from(courierEstimates)
      .where(eq(courierEstimates.provider, courier.provider));
    expect(kept).toMatchObject({ served: true, askedAt: clock.now(), askingUntil: null });
  });

  it.each([{ status: 503 }, { status: 429 }])(
    'answers from the service areas when the courier answers %o, and asks again next time',
    async (how) => {
      const pincode = how.status === 503 ? '110001' : '110002';
      courier.misbehave(pincode, how);
      const before = courier.asked();
      expect(await check(pincode)).toEqual([
        { pincode, ...tableAnswer(), cod: true, prepaid: true, courier: null },
      ]);
      expect(courier.asked() - before).toBeGreaterThanOrEqual(1);
      // Nothing kept of a failure: the next check asks the courier, which answers now.
      expect(await check(pincode)).toEqual([
        { pincode, ...courier.courierDate(), cod: true, prepaid: true, courier: courier.courier },
      ]);
    },
  );

  it('answers from the service areas when the courier is silent past the budget', async () => {
    courier.misbehave('110003', 'hang');
    const started = Date.now();
    expect(await check('110003')).toEqual([
      { pincode: '110003', ...tableAnswer(), cod: true, prepaid: true, courier: null },
    ]);
    // Within the page's budget, well before the adapter's own timeout of 5 s.
    expect(Date.now() - started).toBeLessThan(4_900);
  });

  it('a pin the courier does not serve is not deliverable', async () => {
    courier.unserviceable('700001');
    expect(await check('700001')).toEqual([]);
  });

  it('checks of one pair at once share one call to the courier', async () => {
    const before = courier.asked();
    const answers = await Promise.all(Array.from({ length: 6 }, () => check('600001')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.[0]).toMatchObject({ courier: courier.courier });
    expect(courier.asked() - before).toBe(courier.callsPerAsk);
  });

  it('a pair another server is asking is answered from the service areas, without a call', async () => {
    await t.db.insert(courierEstimates).values({
      provider: courier.provider,
      pickupPincode: '302017',
      deliveryPincode: '600002',
      askingUntil: new Date(clock.now().getTime() + 60_000),
    });
    const before = courier.asked();
    expect(await check('600002')).toEqual([
      { pincode: '600002', ...tableAnswer(), cod: true, prepaid: true, courier: null },
    ]);
    expect(courier.asked()).toBe(before);
  });
});
