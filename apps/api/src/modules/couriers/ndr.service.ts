// Failed deliveries (docs/decisions/couriers.md "Failed deliveries"): a parcel whose courier
// scanned a failed attempt waits in the seller's and the operator's queue with the courier's
// reason; one of them (or the shopper, for a re-attempt) asks the courier to try again — on a
// later day, with a corrected mobile or address — or to send it back, through Shiprocket's NDR
// action. One action per attempt, whoever asks first: its row is written before the courier is
// asked (two at once meet at its key) and removed when the courier does not take it.
import { and, eq } from 'drizzle-orm';
import type { NdrAction, NdrQueueEntry } from '@haat/contract';
import { formatIsoDateIst } from '@haat/india';
import { orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { courierPort, type BookingProvider, type CourierDependencies } from './account.service.ts';
import { PROVIDER_NAMES } from './booking.service.ts';
import { CourierError, type NdrInstruction } from './courier-port.ts';
import {
  deleteNdrAction,
  insertNdrAction,
  markNdrActionSent,
  selectNdrAction,
  selectNdrQueue,
  selectShipmentByAwb,
  type CourierNdrActionRow,
  type CourierShipmentRow,
} from './couriers.repository.ts';

/** How far ahead a re-attempt may be put off (couriers hold a parcel a few days, then return it). */
export const NDR_DEFER_DAYS_MAX = 7;

export type NdrAsker =
  | { role: 'operator'; actor: string }
  | { role: 'seller'; sellerId: string; actor: string }
  | { role: 'customer'; customerId: string; actor: string };

export interface NdrRequest {
  action: NdrAction;
  deferredDate?: string | undefined;
  phone?: string | undefined;
  address1?: string | undefined;
  address2?: string | undefined;
  comments: string;
}

const byOf = (actor: string): 'seller' | 'operator' | 'shopper' =>
  actor.startsWith('seller:') ? 'seller' : actor.startsWith('customer:') ? 'shopper' : 'operator';

function entryOf(
  shipment: CourierShipmentRow,
  shopName: string,
  action: CourierNdrActionRow | null,
): NdrQueueEntry {
  return {
    orderID: shipment.orderId,
    sellerID: shipment.sellerId,
    shopName,
    awb: shipment.awb ?? '',
    courierName: shipment.courierName,
    attempt: Math.max(1, shipment.ndrAttempts),
    reason: shipment.ndrReason,
    at: shipment.ndrAt?.toISOString() ?? null,
    asked: action
      ? {
          action: action.action as NdrAction,
          by: byOf(action.actor),
          at: action.createdAt.toISOString(),
          deferredDate: action.deferredDate,
        }
      : null,
  };
}

/** The queue: every failed delivery waiting for the operator, a seller's own for a seller. */
export async function readNdrQueue(
  deps: CourierDependencies,
  sellerId: string | null,
): Promise<NdrQueueEntry[]> {
  const rows = await selectNdrQueue(deps.db, sellerId);
  return rows.map((row) => entryOf(row.shipment, row.shopName, row.action));
}

/** A date the courier may try again on: today (India's date) or within the next week. */
function checkDeferredDate(date: string | undefined, now: Date, field: string) {
  if (date === undefined) return;
  const today = formatIsoDateIst(now);
  const last = formatIsoDateIst(new Date(now.getTime() + NDR_DEFER_DAYS_MAX * 24 * 3600_000));
  if (date < today || date > last) {
    const message = `Choose a day from ${today} to ${last}.`;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
}

/** The parcel the asker may act on, or 404 (another seller's or shopper's parcel is not there). */
async function parcelFor(
  deps: CourierDependencies,
  awb: string,
  asker: NdrAsker,
  orderId?: string,
): Promise<CourierShipmentRow> {
  // An AWB is the courier's own: a Shiprocket parcel's, else a Delhivery one's.
  const row =
    (await selectShipmentByAwb(deps.db, 'shiprocket', awb)) ??
    (await selectShipmentByAwb(deps.db, 'delhivery', awb));
  if (!row || (orderId !== undefined && row.orderId !== orderId)) throw notFound('Parcel');
  if (asker.role === 'seller' && row.sellerId !== asker.sellerId) throw notFound('Parcel');
  if (asker.role === 'customer') {
    const [order] = await deps.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.id, row.orderId)));
    if (order?.customerId !== asker.customerId) throw notFound('Parcel');
  }
  return row;
}

/**
 * Sends the action to the courier and records it; answers the parcel's queue entry. 409 when the
 * parcel is not waiting on a failed attempt or its attempt was answered already; 503 while the
 * courier is down (nothing recorded: ask again); 409 in the courier's words when it refuses.
 */
export async function takeNdrAction(
  deps: CourierDependencies,
  input: { awb: string; orderId?: string; asker: NdrAsker; request: NdrRequest },
): Promise<{ entry: NdrQueueEntry; courier: string }> {
  const now = deps.clock.now();
  const { request, asker } = input;
  if (asker.role === 'customer' && request.action !== 're-attempt')
    throw new AppError('VALIDATION_FAILED', 'A shopper may ask for a re-attempt only.', {
      action: 'A shopper may ask for a re-attempt only.',
    });
  checkDeferredDate(request.deferredDate, now, asker.role === 'customer' ? 'date' : 'deferredDate');
  const row = await parcelFor(deps, input.awb, asker, input.orderId);
  if (row.status !== 'booked' || row.trackingState !== 'failed-attempt' || row.ndrAttempts < 1)
    throw new AppError(
      'CONFLICT',
      'This parcel is not waiting after a failed delivery: there is nothing to ask the courier.',
    );
  const attempt = row.ndrAttempts;
  const claimed = await insertNdrAction(deps.db, {
    shipmentId: row.id,
    attempt,
    action: request.action,
    actor: asker.actor,
    deferredDate: request.deferredDate ?? null,
    phone: request.phone ?? null,
    address1: request.address1 ?? null,
    address2: request.address2 ?? null,
    comments: request.comments,
    createdAt: now,
  });
  if (!claimed) {
    const kept = await selectNdrAction(deps.db, row.id, attempt);
    const what = kept?.action === 'return' ? 'a return' : 'a re-attempt';
    throw new AppError(
      'CONFLICT',
      `${what[0]!.toUpperCase()}${what.slice(1)} was asked for this delivery attempt already (by the ${kept ? byOf(kept.actor) : 'shop'}).`,
    );
  }
  const instruction: NdrInstruction =
    request.action === 'return'
      ? { action: 'return', comments: request.comments }
      : {
          action: 're-attempt',
          comments: request.comments,
          deferredDate: request.deferredDate ?? null,
          phone: request.phone ?? null,
          address1: request.address1 ?? null,
          address2: request.address2 ?? null,
        };
  try {
    const provider = row.provider as BookingProvider;
    const port = await courierPort(deps, provider);
    if (!port)
      throw new AppError('CONFLICT', `The shop has no ${PROVIDER_NAMES[provider]} account.`);
    await port.ndrAction(input.awb, instruction);
  } catch (error) {
    await deleteNdrAction(deps.db, row.id, attempt);
    if (error instanceof CourierError) {
      if (error.kind === 'unavailable')
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `${error.message}. Nothing was sent: ask again in a minute.`,
        );
      throw new AppError('CONFLICT', error.message);
    }
    throw error;
  }
  await markNdrActionSent(deps.db, row.id, attempt, deps.clock.now());
  const entry = (await selectNdrQueue(deps.db, row.sellerId)).find(
    (each) => each.shipment.id === row.id,
  );
  const action = await selectNdrAction(deps.db, row.id, attempt);
  return {
    entry: entryOf(entry?.shipment ?? row, entry?.shopName ?? '', action),
    courier: PROVIDER_NAMES[row.provider as BookingProvider],
  };
}
