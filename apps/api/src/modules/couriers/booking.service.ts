// "Ship with Shiprocket" or "Ship with Delhivery" (docs/decisions/couriers.md, "Booking"): a seller's part of an order is
// booked as one parcel: the provider's order (our reference as its order id), the AWB, the
// pickup, the label PDF (kept in the shop's storage). The provider takes no idempotency key, so
// one parcel never gets two AWBs this way: the part's row is made (or its hold taken) before any
// call, so a second booking at once is refused; each step's answer is written down as it comes;
// and a booking whose answer was lost is looked up by our reference before anything is made again.
import { and, eq } from 'drizzle-orm';
import { customers, orderLines, orderShipments, orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { codDueOfPart } from './cod-due.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import type { ShopKind } from '../../lib/shop-mode.ts';
import { formatIsoDateIst } from '@haat/india';
import { isTestPaidOrder, recordShipment } from '../orders/index.ts';
import {
  courierOfSeller,
  courierPort,
  pickupOf,
  type BookingProvider,
  type CourierDependencies,
} from './account.service.ts';
import { CourierError, type CourierParcel, type CourierPort } from './courier-port.ts';
import { checkPickupDay } from './pickup-day.ts';
import { assignAwbOnce, foundOrderFields, HOLD_MS, shopperAddress } from './booking-steps.ts';
import {
  holdShipment,
  insertShipment,
  selectShipmentOfPart,
  updateShipment,
  type CourierShipmentRow,
} from './couriers.repository.ts';

/** How long a booking holds its parcel against a second one (longer than its calls can take). */
/** A parcel with no weight on its lines: what a small parcel weighs, and its box. */
export const DEFAULT_PIECE_KG = 0.5;
export const DEFAULT_BOX_CM = { length: 20, breadth: 15, height: 10 } as const;

export interface BookingDependencies extends CourierDependencies {
  objects: ObjectStore;
  shop: ShopKind;
  /** The shop's address for the links in the shopper's messages (PUBLIC_URL). */
  siteUrl?: string | undefined;
}

export const labelKeyOf = (id: string) => `courier-labels/${id}.pdf`;

/**
 * The part's reference at the provider: the order and the seller (a part is one parcel), and for
 * a part booked again after a cancel the booking's number, so no provider sees an order id twice.
 */
export const referenceOf = (orderId: string, sellerId: string, attempt = 1) =>
  attempt === 1 ? `${orderId}-${sellerId}` : `${orderId}-${sellerId}-${attempt}`;

/** A return's pickup's reference at the provider: the return, marked as coming back. */
export const returnReferenceOf = (returnId: string) => `${returnId}-R`;

/** The provider's name as the seller reads it. */
export const PROVIDER_NAMES: Readonly<Record<BookingProvider, string>> = {
  shiprocket: 'Shiprocket',
  delhivery: 'Delhivery',
};
export const nameOf = (provider: string) => PROVIDER_NAMES[provider as BookingProvider] ?? provider;

function unavailable(error: CourierError, provider: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `${error.message}. Nothing was booked twice: try Ship with ${nameOf(provider)} again in a minute.`,
  );
}

export function weightKgOf(
  lines: { weight: number | null; weightUnit: string | null; pieces: number }[],
) {
  let kg = 0;
  for (const line of lines) {
    const unit = (line.weightUnit ?? '').toLowerCase();
    const each =
      line.weight && unit === 'kg'
        ? line.weight
        : line.weight && unit === 'g'
          ? line.weight / 1000
          : DEFAULT_PIECE_KG;
    kg += each * line.pieces;
  }
  return Math.max(0.1, Math.round(kg * 1000) / 1000);
}

/** The part as a parcel, checked: the order may ship and the seller's part has not left. */
async function readParcel(
  deps: BookingDependencies,
  orderId: string,
  sellerId: string,
  pickupLocation: string,
  provider: BookingProvider,
): Promise<CourierParcel> {
  const db = deps.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('Order');
  const lines = (
    await db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.sellerId, sellerId)))
  ).filter((line) => line.cancelledAt === null);
  if (lines.length === 0) throw notFound('Order');
  if (order.shippingStatus === 'Cancelled')
    throw new AppError('CONFLICT', 'This order is cancelled; there is nothing to send.');
  if (order.paymentStatus === 'pending')
    throw new AppError('CONFLICT', 'This order is waiting for its online payment.');
  if (await isTestPaidOrder(db, deps.shop, orderId))
    throw new AppError('CONFLICT', 'A test payment paid this order: it is never shipped.');
  const [part] = await db
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.sellerId, sellerId)));
  if (part && part.state !== 'Packed')
    throw new AppError(
      'CONFLICT',
      `Your part of this order is already ${part.state}; it was sent without ${nameOf(provider)}.`,
    );
  const [customer] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, order.customerId));
  // Cash on delivery: what the courier collects at the door, which its remittance is checked against.
  const subTotalPaise =
    (await codDueOfPart(db, orderId, sellerId)) ??
    lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  return {
    reference: referenceOf(orderId, sellerId),
    orderDate: order.createdAt,
    pickupLocation,
    to: shopperAddress(order.shippingAddress, customer?.email ?? null),
    items: lines.map((line) => ({
      name: line.title,
      sku: `${line.productId}-${line.colorId}-${line.sizeId}`,
      units: line.pieces,
      sellingPricePaise: line.unitPricePaise,
      hsn: line.hsnCode,
    })),
    cod: order.paymentType === 'cod',
    subTotalPaise,
    weightKg: weightKgOf(lines),
    lengthCm: DEFAULT_BOX_CM.length,
    breadthCm: DEFAULT_BOX_CM.breadth,
    heightCm: DEFAULT_BOX_CM.height,
  };
}

/**
 * The part's row, held for this booking; throws 409 when another booking holds it. A part whose
 * booking was cancelled gets a new row: the next booking number and its own reference.
 */
async function claim(
  deps: BookingDependencies,
  parcel: CourierParcel,
  orderId: string,
  sellerId: string,
  provider: BookingProvider,
): Promise<{ row: CourierShipmentRow; fresh: boolean }> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + HOLD_MS);
  const existing = await selectShipmentOfPart(deps.db, orderId, sellerId);
  if (!existing || existing.status === 'cancelled') {
    const attempt = existing ? existing.attempt + 1 : 1;
    const made = await insertShipment(deps.db, {
      id: newId('csh'),
      orderId,
      sellerId,
      provider,
      attempt,
      channelOrderId: referenceOf(orderId, sellerId, attempt),
      status: 'booking',
      heldUntil: until,
      weightGrams: Math.round(parcel.weightKg * 1000),
      codPaise: parcel.cod ? parcel.subTotalPaise : 0,
      createdAt: now,
      updatedAt: now,
    });
    const row = await selectShipmentOfPart(deps.db, orderId, sellerId);
    if (!row) throw new Error('the booked part is missing');
    if (made) return { row, fresh: true };
    throw new AppError('CONFLICT', 'This parcel is being booked already: wait a moment.');
  }
  if (existing.status === 'booked') return { row: existing, fresh: false };
  if (!(await holdShipment(deps.db, existing.id, now, until)))
    throw new AppError('CONFLICT', 'This parcel is being booked already: wait a moment.');
  return { row: existing, fresh: false };
}

export interface Booking {
  row: CourierShipmentRow;
  /** True when it was booked before this call (a second click gets the same AWB). */
  already: boolean;
}

/** Books the seller's part with the courier the operator chose for them (Shiprocket or Delhivery). */
export async function bookWithCourier(
  deps: BookingDependencies,
  input: { orderId: string; sellerId: string; actor: string; pickupDate?: string | undefined },
): Promise<Booking> {
  const pickupDay = checkPickupDay(input.pickupDate, deps.clock.now());
  const provider = await courierOfSeller(deps, input.sellerId);
  if (provider === 'manual')
    throw new AppError(
      'CONFLICT',
      'You ship by hand: the operator has not chosen a courier for you.',
    );
  const name = nameOf(provider);
  const pickup = await pickupOf(deps, provider);
  const port = await courierPort(deps, provider);
  if (!pickup || !port)
    throw new AppError('CONFLICT', `The shop has no ${name} account yet: ask the operator.`);
  const parcel = await readParcel(deps, input.orderId, input.sellerId, pickup.location, provider);
  const { row: claimed, fresh } = await claim(
    deps,
    parcel,
    input.orderId,
    input.sellerId,
    provider,
  );
  if (claimed.status === 'booked') return { row: claimed, already: true };
  let row = claimed;
  try {
    if (row.provider !== provider)
      throw new CourierError(
        `This parcel's booking was begun with ${nameOf(row.provider)}; the operator has since chosen ${name}. Ask the operator.`,
        'refused',
      );
    // The reference is the row's own (a rebooked part's carries its number).
    row = await completeBooking(
      deps,
      port,
      row,
      { ...parcel, reference: row.channelOrderId },
      pickup.pincode,
      fresh,
      pickupDay,
    );
  } catch (error) {
    await updateShipment(deps.db, row.id, { heldUntil: null, updatedAt: deps.clock.now() });
    if (error instanceof CourierError) {
      if (error.kind === 'unavailable') throw unavailable(error, provider);
      if (error.kind === 'unserviceable')
        throw new AppError('PINCODE_NOT_SERVICEABLE', error.message);
      throw new AppError('CONFLICT', error.message);
    }
    throw error;
  }
  const now = deps.clock.now();
  // The part is packed once its label exists (the seller's next step is handing it over).
  await deps.db.transaction(async (tx) => {
    const [part] = await tx
      .select()
      .from(orderShipments)
      .where(
        and(eq(orderShipments.orderId, input.orderId), eq(orderShipments.sellerId, input.sellerId)),
      );
    if (!part)
      await recordShipment(tx, {
        orderId: input.orderId,
        sellerId: input.sellerId,
        body: { state: 'Packed' },
        actor: input.actor,
        now,
        shop: deps.shop,
      });
    row = await updateShipment(tx, row.id, {
      status: 'booked',
      heldUntil: null,
      bookedAt: now,
      updatedAt: now,
    });
  });
  return { row, already: false };
}

/** Each step once: what an earlier attempt finished (written down, or found again) is not redone. */
async function completeBooking(
  deps: BookingDependencies,
  port: CourierPort,
  start: CourierShipmentRow,
  parcel: CourierParcel,
  pickupPincode: string,
  fresh: boolean,
  pickupDay: string | null,
): Promise<CourierShipmentRow> {
  let row = start;
  const write = async (set: Partial<CourierShipmentRow>) => {
    row = await updateShipment(deps.db, row.id, { ...set, updatedAt: deps.clock.now() });
  };
  if (!row.providerOrderId && !fresh) {
    // An earlier attempt may have made the order and lost the answer: find it by our reference.
    const found = await port.findByReference(row.channelOrderId);
    if (found) await write(foundOrderFields(found));
  }
  let courierId: number | null = null;
  if (!row.awb) {
    const options = await port.serviceability({
      pickupPincode,
      deliveryPincode: parcel.to.pincode,
      weightKg: parcel.weightKg,
      cod: parcel.cod,
    });
    if (options.length === 0)
      throw new CourierError(
        `No ${nameOf(row.provider)} courier carries from ${pickupPincode} to ${parcel.to.pincode}${parcel.cod ? ' with cash on delivery' : ''}.`,
        'unserviceable',
      );
    // The cheapest courier that serves the pair (Shiprocket's own pick when none is given).
    const cheapest = [...options].sort((a, b) => a.ratePaise - b.ratePaise)[0]!;
    courierId = cheapest.courierId;
    if (cheapest.expectedAt) await write({ expectedAt: cheapest.expectedAt });
  }
  if (!row.providerOrderId || !row.providerShipmentId) {
    const made = await port.createOrder(parcel);
    await write({ providerOrderId: made.orderId, providerShipmentId: made.shipmentId });
  }
  const shipmentId = row.providerShipmentId!;
  if (!row.awb) {
    // An AWB assigned whose answer was lost: the provider's order says which.
    const reference = row.channelOrderId;
    const assigned = await assignAwbOnce(
      port,
      shipmentId,
      courierId,
      () => port.findByReference(reference),
      nameOf(row.provider),
    );
    await write({ awb: assigned.awb, courierName: assigned.courierName });
  }
  if (!row.pickupScheduledAt && !row.pickupToken) {
    const pickupBooked = await port.schedulePickup(shipmentId, pickupDay);
    const at = pickupBooked.scheduledAt ?? deps.clock.now();
    await write({
      pickupScheduledAt: at,
      pickupToken: pickupBooked.token,
      pickupDay: pickupDay ?? formatIsoDateIst(at),
    });
  }
  if (!row.labelUrl || !(await deps.objects.exists(labelKeyOf(row.id)))) {
    const url = row.labelUrl ?? (await port.generateLabel(shipmentId));
    if (!row.labelUrl) await write({ labelUrl: url });
    await deps.objects.put(labelKeyOf(row.id), await port.fetchLabel(url));
  }
  return row;
}

/** The label PDF of a seller's own parcel (another seller's is as missing as none). */
export async function readLabel(
  deps: BookingDependencies,
  orderId: string,
  sellerId: string | null,
): Promise<{ awb: string; pdf: Buffer }> {
  const row = sellerId ? await selectShipmentOfPart(deps.db, orderId, sellerId) : null;
  if (!row || row.status !== 'booked' || !row.awb) throw notFound('Label');
  const stored = await deps.objects.get(labelKeyOf(row.id));
  if (!stored) throw notFound('Label');
  return { awb: row.awb, pdf: stored.bytes };
}

/** Cancels a booked parcel that has not been picked up, at its courier and here. */
export async function cancelBooking(
  deps: BookingDependencies,
  input: { orderId: string; sellerId: string },
): Promise<CourierShipmentRow> {
  const row = await selectShipmentOfPart(deps.db, input.orderId, input.sellerId);
  if (!row || row.status !== 'booked' || !row.providerOrderId) throw notFound('Booking');
  if (row.trackingState !== 'booked')
    throw new AppError(
      'CONFLICT',
      'The courier has the parcel already; it cannot be cancelled now.',
    );
  const port = await courierPort(deps, row.provider as BookingProvider);
  if (!port) throw new AppError('CONFLICT', `The shop has no ${nameOf(row.provider)} account.`);
  try {
    await port.cancel(row.providerOrderId);
  } catch (error) {
    if (error instanceof CourierError && error.kind === 'unavailable')
      throw unavailable(error, row.provider);
    throw error;
  }
  const now = deps.clock.now();
  return updateShipment(deps.db, row.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
}

/** The courier the part is booked with (its scans, not the seller, move it on), or null. */
export async function bookedCourierOf(
  db: BookingDependencies['db'],
  orderId: string,
  sellerId: string,
): Promise<string | null> {
  const row = await selectShipmentOfPart(db, orderId, sellerId);
  return row?.status === 'booked' ? nameOf(row.provider) : null;
}
