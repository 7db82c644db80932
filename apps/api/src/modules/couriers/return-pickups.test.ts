// A return's pickup with the courier that delivered the part (docs/decisions/couriers.md, "Return
// pickups"), through both stand-ins (test/shiprocket-stand-in.ts, test/delhivery-stand-in.ts):
// approving the return books the reverse pickup with the same provider, from the shopper's address
// to the seller's, under `<return id>-R`; a lost answer is found again by that reference, never
// booked twice; the pickup's scans move the return to picked up and, delivered back, to received
// (stock back, refund owed), once, whatever order and however often they come; the provider down
// is a 503 and asking again books once; a pin code it does not pick up at leaves it by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import { flatProductInStock, placeOrder } from '../../../test/orders.fixtures.ts';
import {
  sellerSession,
  shiprocketWebhook,
  startBothCouriers,
  type BothCouriers,
  type Headers,
} from '../../../test/couriers.fixtures.ts';
import {
  standInScan,
  type ShiprocketStandIn,
  type StandInScan,
} from '../../../test/shiprocket-stand-in.ts';
import {
  DELHIVERY_TEST,
  delhiveryScan,
  pushBody,
  type DelhiveryScanDetail,
  type DelhiveryStandIn,
} from '../../../test/delhivery-stand-in.ts';
import { orders, products, refunds, returns, sellers } from '../../db/schema/index.ts';

const clock = createTestClock(new Date('2026-11-23T03:00:00.000Z'));
let world: BothCouriers | undefined;
let shiprocket: ShiprocketStandIn;
let delhivery: DelhiveryStandIn;
let t: TestApp;
let operator: Headers;
let seller: Headers;
let product: typeof products.$inferSelect;
let orderIndex = 0;

const at = (day: number, time: string) => `2026-11-${String(day).padStart(2, '0')} ${time}`;
const sr = {
  pickedUp: standInScan(at(21, '11:00:00'), 42, 'PICKED UP', 'Jaipur_Hub (Rajasthan)'),
  delivered: standInScan(at(22, '13:45:00'), 7, 'DELIVERED', 'Jaipur_Malviya (Rajasthan)'),
  backPickedUp: standInScan(at(23, '12:00:00'), 42, 'PICKED UP', 'Jaipur_Malviya (Rajasthan)'),
  backTransit: standInScan(at(24, '02:00:00'), 18, 'IN TRANSIT', 'Jaipur_Hub (Rajasthan)'),
  backDelivered: standInScan(at(25, '11:30:00'), 7, 'DELIVERED', 'Jaipur_Sitapura (Rajasthan)'),
};
const dl = {
  pickedUp: delhiveryScan(at(21, '11:00:00'), 'UD', 'Picked Up', 'Jaipur_Hub (Rajasthan)'),
  delivered: delhiveryScan(at(22, '13:45:00'), 'DL', 'Delivered', 'Jaipur_Malviya (Rajasthan)'),
  pickupOpen: delhiveryScan(at(23, '08:00:00'), 'PP', 'Open', 'Jaipur_Malviya (Rajasthan)'),
  backTransit: delhiveryScan(at(23, '15:00:00'), 'PU', 'In Transit', 'Jaipur_Malviya (Rajasthan)'),
  backDelivered: delhiveryScan(at(25, '11:30:00'), 'DL', 'DTO', 'Jaipur_Sitapura (Rajasthan)'),
};

async function shopCourier(shop: 'shiprocket' | 'delhivery') {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/couriers',
    headers: operator,
    payload: { shop },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function shiprocketScans(awb: string, scans: StandInScan[]) {
  return shiprocketWebhook(t, awb, scans, { is_return: 1 });
}

async function delhiveryPush(waybill: string, reference: string, scan: DelhiveryScanDetail) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/couriers/delhivery-scans',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${DELHIVERY_TEST.pushSecret}`,
    },
    payload: JSON.stringify(pushBody(waybill, reference, scan)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { state: string };
}

/**
 * A prepaid order of one piece, paid, booked with the shop's courier and delivered by its scans;
 * the shopper's return of it asked for. Answers the ids and the shopper's calls.
 */
async function deliveredAndAsked(provider: 'shiprocket' | 'delhivery') {
  await shopCourier(provider);
  orderIndex += 1;
  const placed = await placeOrder(t, {
    productId: product.id,
    index: 5200 + orderIndex,
    pieces: 1,
    paymentType: 'prepaid',
  });
  if (placed.answer.status !== 2) throw new Error('the prepaid order was not sent to the gateway');
  const orderId = new URL(placed.answer.data.url, 'http://x').pathname.split('/').at(-1)!;
  await t.db
    .update(orders)
    .set({ paymentStatus: 'paid', paymentProvider: 'sandbox', paymentReference: `sbx_${orderId}` })
    .where(eq(orders.id, orderId));
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${orderId}/courier`,
    headers: seller,
  });
  expect(booked.statusCode, booked.body).toBe(200);
  const awb = booked.json().data.booking.awb as string;
  if (provider === 'shiprocket') {
    await shiprocketScans(awb, [sr.pickedUp, sr.delivered]);
  } else {
    const reference = `${orderId}-${product.sellerId}`;
    await delhiveryPush(awb, reference, dl.pickedUp);
    await delhiveryPush(awb, reference, dl.delivered);
  }
  const page = async () =>
    (await placed.request('GET', `/api/customer/order?orderID=${orderId}`)).json().data as {
      products: { lineID: string }[];
      returns: {
        returnID: string;
        status: string;
        timeline: { state: string; by: string }[];
        pickup: {
          courierName: string;
          awb: string;
          trackingUrl: string | null;
          state: string;
          scans: { activity: string }[];
        } | null;
        pickupByHand: string | null;
        courierPart: boolean;
      }[];
    };
  const asked = await placed.request('POST', '/api/customer/returns', {
    orderID: orderId,
    lineID: (await page()).products[0]!.lineID,
    pieces: 1,
    reason: 'size-or-fit',
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const returnId = asked.json().data.returnID as string;
  return { orderId, returnId, page, placed };
}

const approve = (returnId: string, headers: Headers = seller) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${returnId}/approve`,
    headers,
    payload: { note: '' },
  });
const bookAgain = (returnId: string, headers: Headers = seller) =>
  t.app.inject({ method: 'POST', url: `/api/admin/returns/${returnId}/pickup`, headers });

async function returnRow(returnId: string) {
  const [row] = await t.db.select().from(returns).where(eq(returns.id, returnId));
  return row!;
}
const refundsOfReturn = (orderId: string, returnId: string) =>
  t.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.purpose, `return:${returnId}`)));
async function stockOf() {
  const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
  return row!.stock;
}

beforeAll(async () => {
  world = await startBothCouriers({ clock });
  ({ t, shiprocket, delhivery, operator } = world);
  product = await flatProductInStock(t);
  seller = await sellerSession(t, product.sellerId);
});
afterAll(async () => {
  await world?.close();
});

describe('a return of a part Shiprocket delivered', () => {
  it('books the reverse pickup on approval, and its scans receive the return and owe the refund once', async () => {
    const { orderId, returnId, page } = await deliveredAndAsked('shiprocket');
    const [seller0] = await t.db.select().from(sellers).where(eq(sellers.id, product.sellerId));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const shopper = order!.shippingAddress as { pincode: string; mobile: string };

    const approved = await approve(returnId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toMatch(/Its pickup is booked with .+: AWB \d+/);
    const made = shiprocket.orders.filter((each) => each.channelOrderId === `${returnId}-R`);
    expect(made).toHaveLength(1);
    // From the shopper's address to the seller's, prepaid, as the document's fields name them.
    expect(made[0]!.isReturn).toBe(true);
    expect(made[0]!.body).toMatchObject({
      pickup_pincode: shopper.pincode,
      pickup_phone: shopper.mobile,
      shipping_pincode: seller0!.pincode,
      shipping_phone: seller0!.mobile,
      payment_method: 'Prepaid',
      return_reason: 'Size not as expected',
    });
    const awb = made[0]!.awb!;
    expect(awb).toMatch(/^\d+$/);
    expect(shiprocket.calls).toContain('orders/create/return');

    // The shopper's order page shows the pickup: courier, AWB and its tracking link.
    const shown = (await page()).returns[0]!;
    expect(shown).toMatchObject({
      status: 'approved',
      courierPart: true,
      pickupByHand: null,
      pickup: { awb, state: 'booked', courierName: made[0]!.courierName },
    });
    expect(shown.pickup!.trackingUrl).toContain(awb);

    // Asking again answers the same booking; nothing new is made.
    const again = await bookAgain(returnId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toMatch(/booked already/);
    expect(
      shiprocket.orders.filter((each) => each.isReturn && each.channelOrderId === `${returnId}-R`),
    ).toHaveLength(1);

    const stockBefore = await stockOf();
    // Picked up: the return moves by the courier's scan.
    expect((await shiprocketScans(awb, [sr.backPickedUp])).state).toBe('picked-up');
    expect((await returnRow(returnId)).status).toBe('picked-up');
    // Delivered back, out of order and twice: received once, its refund owed once, stock back.
    await shiprocketScans(awb, [sr.backDelivered, sr.backTransit, sr.backPickedUp]);
    await shiprocketScans(awb, [sr.backDelivered]);
    const row = await returnRow(returnId);
    expect(['received', 'refunded']).toContain(row.status);
    const owed = await refundsOfReturn(orderId, returnId);
    expect(owed).toHaveLength(1);
    expect(owed[0]!.amountPaise).toBe(row.refundPaise);
    expect(await stockOf()).toBe(stockBefore + 1);
    const after = (await page()).returns[0]!;
    expect(after.timeline.filter((step) => step.state === 'received')).toEqual([
      expect.objectContaining({ by: 'courier' }),
    ]);
    expect(after.pickup).toMatchObject({ state: 'delivered' });
    expect(after.pickup!.scans.map((scan) => scan.activity)).toEqual([
      'PICKED UP',
      'IN TRANSIT',
      'DELIVERED',
    ]);
    // The seller's Received by hand now changes nothing more.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${returnId}/received`,
      headers: seller,
    });
    expect(late.statusCode).toBe(409);
    expect(await refundsOfReturn(orderId, returnId)).toHaveLength(1);
  });

  it('finds a return order whose answer was lost by our reference, and never makes a second', async () => {
    const { returnId } = await deliveredAndAsked('shiprocket');
    shiprocket.misbehave('orders/create/return', 'lose-answer');
    const lost = await approve(returnId);
    expect(lost.statusCode, lost.body).toBe(503);
    expect(lost.json().message).toMatch(/The return is approved\..*book the return.s pickup again/);
    expect((await returnRow(returnId)).status).toBe('approved');

    const again = await bookAgain(returnId);
    expect(again.statusCode, again.body).toBe(200);
    expect(shiprocket.calls).toContain('orders/processing/return');
    const made = shiprocket.orders.filter((each) => each.channelOrderId === `${returnId}-R`);
    expect(made).toHaveLength(1);
    expect(again.json().data.pickup).toMatchObject({ awb: made[0]!.awb });

    // A lost AWB answer is read back from the return order at once, not assigned again.
    const second = await deliveredAndAsked('shiprocket');
    shiprocket.misbehave('courier/assign/awb', 'lose-answer');
    const calls = shiprocket.calls.length;
    const retried = await approve(second.returnId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(shiprocket.calls.slice(calls).filter((path) => path === 'courier/assign/awb')).toEqual([
      'courier/assign/awb',
    ]);
    const mine = shiprocket.orders.filter((each) => each.channelOrderId === `${second.returnId}-R`);
    expect(mine).toHaveLength(1);
    expect(retried.json().data.pickup.awb).toBe(mine[0]!.awb);
  });

  it('answers 503 while Shiprocket is down, and two bookings at once make one', async () => {
    const { returnId } = await deliveredAndAsked('shiprocket');
    shiprocket.misbehave('courier/serviceability', { status: 502 });
    const down = await approve(returnId);
    expect(down.statusCode).toBe(503);
    const both = await Promise.all([bookAgain(returnId), bookAgain(returnId, operator)]);
    const codes = both.map((res) => res.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    expect(
      shiprocket.orders.filter((each) => each.channelOrderId === `${returnId}-R`),
    ).toHaveLength(1);
  });

  it('leaves the pickup by hand where no courier picks up, saying so', async () => {
    const { orderId, returnId, page } = await deliveredAndAsked('shiprocket');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const pin = (order!.shippingAddress as { pincode: string }).pincode;
    shiprocket.noReturnPickup(pin);
    const approved = await approve(returnId);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toContain(`does not pick up returns at ${pin}`);
    expect(shiprocket.orders.filter((each) => each.channelOrderId === `${returnId}-R`)).toEqual([]);
    const shown = (await page()).returns[0]!;
    expect(shown).toMatchObject({ status: 'approved', pickup: null });
    expect(shown.pickupByHand).toContain(pin);
    // The seller moves it by hand as before.
    const picked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/returns/${returnId}/picked-up`,
      headers: seller,
    });
    expect(picked.statusCode).toBe(200);
  });

  it("refuses another seller's return as missing", async () => {
    const { returnId } = await deliveredAndAsked('shiprocket');
    const [other] = await t.db.select().from(sellers).where(eq(sellers.status, 'approved'));
    if (!other || other.id === product.sellerId) return;
    const foreign = await bookAgain(returnId, await sellerSession(t, other.id));
    expect(foreign.statusCode).toBe(404);
  });
});

describe('a return of a part Delhivery delivered', () => {
  it('books a reverse pickup (payment_mode Pickup) and receives the return at DTO, once', async () => {
    const { orderId, returnId, page } = await deliveredAndAsked('delhivery');
    // The shop has since moved to Shiprocket: the return goes with the part's own courier.
    await shopCourier('shiprocket');
    const approved = await approve(returnId);
    expect(approved.statusCode, approved.body).toBe(200);
    const reverse = delhivery.packages.filter((each) => each.order === `${returnId}-R`);
    expect(reverse).toHaveLength(1);
    const [seller0] = await t.db.select().from(sellers).where(eq(sellers.id, product.sellerId));
    expect(reverse[0]!.shipment).toMatchObject({
      payment_mode: 'Pickup',
      return_pin: seller0!.pincode,
      cod_amount: 0,
    });
    const waybill = reverse[0]!.waybill;
    expect((await page()).returns[0]!.pickup).toMatchObject({ awb: waybill, state: 'booked' });

    const stockBefore = await stockOf();
    await delhiveryPush(waybill, `${returnId}-R`, dl.pickupOpen);
    expect((await returnRow(returnId)).status).toBe('approved');
    await delhiveryPush(waybill, `${returnId}-R`, dl.backDelivered);
    await delhiveryPush(waybill, `${returnId}-R`, dl.backTransit);
    await delhiveryPush(waybill, `${returnId}-R`, dl.backDelivered);
    expect(['received', 'refunded']).toContain((await returnRow(returnId)).status);
    expect(await refundsOfReturn(orderId, returnId)).toHaveLength(1);
    expect(await stockOf()).toBe(stockBefore + 1);
    expect((await page()).returns[0]!.pickup).toMatchObject({ state: 'delivered' });
  });

  it('finds a lost create.json answer by our reference, never creating twice', async () => {
    const { returnId } = await deliveredAndAsked('delhivery');
    delhivery.misbehave('/api/cmu/create.json', 'lose-answer');
    expect((await approve(returnId)).statusCode).toBe(503);
    const again = await bookAgain(returnId);
    expect(again.statusCode, again.body).toBe(200);
    const reverse = delhivery.packages.filter((each) => each.order === `${returnId}-R`);
    expect(reverse).toHaveLength(1);
    expect(again.json().data.pickup.awb).toBe(reverse[0]!.waybill);
  });

  it('leaves it by hand where Delhivery does not pick up', async () => {
    const { orderId, returnId } = await deliveredAndAsked('delhivery');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const pin = (order!.shippingAddress as { pincode: string }).pincode;
    delhivery.noPickup(pin);
    const approved = await approve(returnId, operator);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toContain(`Delhivery does not pick up returns at ${pin}`);
    expect(approved.json().data).toMatchObject({ pickup: null, courierPart: true });
    expect(delhivery.packages.filter((each) => each.order === `${returnId}-R`)).toEqual([]);
  });
});
