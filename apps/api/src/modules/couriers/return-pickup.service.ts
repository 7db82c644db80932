// A return's pickup with the same courier (docs/decisions/couriers.md, "Return pickups"): when a
// return of a part delivered through a courier is approved, the reverse pickup is booked with the
// provider the part was booked with — from the shopper's address to the seller's — under our own
// reference `<return id>-R`. One return, one pickup: its row is made (or its hold taken) before
// any call, each answer is written down as it arrives, and a booking after a failure first looks
// the return order up by our reference. A pin code the courier does not pick up at leaves the
// return to be collected by hand, in words.
import { and, eq } from 'drizzle-orm';
import type { ReturnReason } from '@haat/contract';
import { orderLines, orders, customers, sellers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { selectReturn, type ReturnRow } from '../orders/index.ts';
import { courierPort, pickupOf, type BookingProvider } from './account.service.ts';
import {
  DEFAULT_BOX_CM,
  nameOf,
  returnReferenceOf,
  weightKgOf,
  type BookingDependencies,
} from './booking.service.ts';
import { CourierError, type CourierPort, type ReturnParcel } from './courier-port.ts';
import { assignAwbOnce, foundOrderFields, HOLD_MS, shopperAddress } from './booking-steps.ts';
import {
  holdShipment,
  insertShipment,
  selectShipmentOfPart,
  selectShipmentOfReturn,
  updateShipment,
  type CourierShipmentRow,
} from './couriers.repository.ts';

export type ReturnPickupOutcome =
  | { kind: 'booked'; row: CourierShipmentRow; already: boolean }
  /** The courier does not pick up there: the return is collected by hand. */
  | { kind: 'by-hand'; reason: string }
  /** The part was not delivered through a courier (or the shop has no account for it now). */
  | { kind: 'not-courier' };

/** The return's pieces as a parcel from the shopper to the seller. */
async function readReturnParcel(
  deps: BookingDependencies,
  ret: ReturnRow,
  pickupLocation: string,
): Promise<ReturnParcel> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, ret.orderId));
  const [line] = await deps.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, ret.lineId), eq(orderLines.orderId, ret.orderId)));
  const [seller] = await deps.db.select().from(sellers).where(eq(sellers.id, ret.sellerId));
  if (!order || !line || !seller) throw notFound('Return');
  const [customer] = await deps.db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  return {
    reference: returnReferenceOf(ret.id),
    orderDate: ret.createdAt,
    pickupLocation,
    from: shopperAddress(order.shippingAddress, customer?.email ?? null),
    to: {
      name: seller.shopName,
      address: seller.address,
      landmark: null,
      city: seller.city,
      state: seller.state,
      pincode: seller.pincode,
      mobile: seller.mobile,
      email: seller.email,
    },
    items: [
      {
        name: line.title,
        sku: `${line.productId}-${line.colorId}-${line.sizeId}`,
        units: ret.pieces,
        sellingPricePaise: line.unitPricePaise,
        hsn: line.hsnCode,
      },
    ],
    valuePaise: ret.refundPaise,
    reason: ret.reason as ReturnReason,
    weightKg: weightKgOf([{ ...line, pieces: ret.pieces }]),
    lengthCm: DEFAULT_BOX_CM.length,
    breadthCm: DEFAULT_BOX_CM.breadth,
    heightCm: DEFAULT_BOX_CM.height,
  };
}

/** The return's pickup row, held for this booking; 409 when another booking holds it. */
async function claim(
  deps: BookingDependencies,
  ret: ReturnRow,
  provider: string,
): Promise<{ row: CourierShipmentRow; fresh: boolean }> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + HOLD_MS);
  const busy = () =>
    new AppError('CONFLICT', 'This return\u2019s pickup is being booked already: wait a moment.');
  const existing = await selectShipmentOfReturn(deps.db, ret.id);
  if (!existing) {
    const made = await insertShipment(deps.db, {
      id: newId('csh'),
      orderId: ret.orderId,
      sellerId: ret.sellerId,
      returnId: ret.id,
      provider,
      channelOrderId: returnReferenceOf(ret.id),
      status: 'booking',
      heldUntil: until,
      createdAt: now,
      updatedAt: now,
    });
    const row = await selectShipmentOfReturn(deps.db, ret.id);
    if (!row || !made) throw busy();
    return { row, fresh: true };
  }
  if (existing.status === 'booked') return { row: existing, fresh: false };
  if (!(await holdShipment(deps.db, existing.id, now, until))) throw busy();
  const row = await selectShipmentOfReturn(deps.db, ret.id);
  if (!row) throw busy();
  return { row, fresh: false };
}

/** Each step once: the return order, then its AWB (the courier then comes to the shopper). */
async function completeReturnBooking(
  deps: BookingDependencies,
  port: CourierPort,
  start: CourierShipmentRow,
  parcel: ReturnParcel,
  fresh: boolean,
): Promise<CourierShipmentRow | { byHand: string }> {
  let row = start;
  const write = async (set: Partial<CourierShipmentRow>) => {
    row = await updateShipment(deps.db, row.id, { ...set, updatedAt: deps.clock.now() });
  };
  if (!row.providerOrderId && !fresh) {
    // An earlier attempt may have made the return order and lost the answer.
    const found = await port.findReturnByReference(row.channelOrderId, row.createdAt);
    if (found) await write(foundOrderFields(found));
  }
  let courierId: number | null = null;
  if (!row.awb) {
    const options = await port.returnServiceability({
      pickupPincode: parcel.from.pincode,
      deliveryPincode: parcel.to.pincode,
      weightKg: parcel.weightKg,
      valuePaise: parcel.valuePaise,
    });
    if (options.length === 0 && !row.providerOrderId)
      return {
        byHand: `${nameOf(row.provider)} does not pick up returns at ${parcel.from.pincode} for delivery to ${parcel.to.pincode}: arrange the pickup by hand.`,
      };
    const cheapest = [...options].sort((a, b) => a.ratePaise - b.ratePaise)[0];
    courierId = cheapest?.courierId ?? null;
    if (cheapest?.expectedAt) await write({ expectedAt: cheapest.expectedAt });
  }
  if (!row.providerOrderId || !row.providerShipmentId) {
    const made = await port.createReturnOrder(parcel);
    await write({
      providerOrderId: made.orderId,
      providerShipmentId: made.shipmentId,
      ...(made.awb ? { awb: made.awb, courierName: made.courierName } : {}),
    });
  }
  if (!row.awb) {
    // An AWB assigned whose answer was lost: the return order says which.
    const { channelOrderId, createdAt } = row;
    const assigned = await assignAwbOnce(
      port,
      row.providerShipmentId!,
      courierId,
      () => port.findReturnByReference(channelOrderId, createdAt),
      nameOf(row.provider),
    );
    await write({ awb: assigned.awb, courierName: assigned.courierName });
  }
  return row;
}

/**
 * Books an approved return's pickup with the courier its part was delivered by. A seller may
 * book only their own lines' returns (else 404). Provider down: 503, and asking again books once.
 */
export async function bookReturnPickup(
  deps: BookingDependencies,
  input: { returnId: string; sellerId?: string | undefined },
): Promise<ReturnPickupOutcome> {
  const ret = await selectReturn(deps.db, input.returnId);
  if (!ret || (input.sellerId !== undefined && ret.sellerId !== input.sellerId))
    throw notFound('Return');
  const forward = await selectShipmentOfPart(deps.db, ret.orderId, ret.sellerId);
  if (!forward || forward.status !== 'booked') return { kind: 'not-courier' };
  const existing = await selectShipmentOfReturn(deps.db, ret.id);
  if (existing?.status === 'booked') return { kind: 'booked', row: existing, already: true };
  if (ret.status !== 'approved')
    throw new AppError(
      'CONFLICT',
      'A pickup is booked for an approved return only: this one is not waiting for its pickup.',
    );
  const provider = forward.provider as BookingProvider;
  const [port, pickup] = await Promise.all([courierPort(deps, provider), pickupOf(deps, provider)]);
  if (!port || !pickup) return { kind: 'not-courier' };
  const parcel = await readReturnParcel(deps, ret, pickup.location);
  const { row: claimed, fresh } = await claim(deps, ret, provider);
  if (claimed.status === 'booked') return { kind: 'booked', row: claimed, already: true };
  let done;
  try {
    done = await completeReturnBooking(deps, port, claimed, parcel, fresh);
  } catch (error) {
    await updateShipment(deps.db, claimed.id, { heldUntil: null, updatedAt: deps.clock.now() });
    if (error instanceof CourierError) {
      if (error.kind === 'unavailable')
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `${error.message}. Nothing was booked twice: book the return\u2019s pickup again in a minute.`,
        );
      throw new AppError('CONFLICT', error.message);
    }
    throw error;
  }
  const now = deps.clock.now();
  if ('byHand' in done) {
    await updateShipment(deps.db, claimed.id, {
      status: 'by-hand',
      byHandReason: done.byHand,
      heldUntil: null,
      updatedAt: now,
    });
    return { kind: 'by-hand', reason: done.byHand };
  }
  const row = await updateShipment(deps.db, done.id, {
    status: 'booked',
    heldUntil: null,
    bookedAt: now,
    byHandReason: null,
    updatedAt: now,
  });
  return { kind: 'booked', row, already: false };
}

/** What the back office's answer says of a pickup. */
export function pickupWords(outcome: ReturnPickupOutcome): string | null {
  switch (outcome.kind) {
    case 'booked':
      return `${outcome.already ? 'Its pickup was booked already' : 'Its pickup is booked'} with ${outcome.row.courierName ?? nameOf(outcome.row.provider)}: AWB ${outcome.row.awb ?? ''}.`;
    case 'by-hand':
      return outcome.reason;
    case 'not-courier':
      return null;
  }
}
