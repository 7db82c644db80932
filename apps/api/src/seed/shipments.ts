// Each seller's parcel of a seeded order, as the sellers' own steps would have written it
// (orders/shipments.service.ts): a row per seller once they have packed, the courier and its
// tracking number once they have shipped, and the order's timeline moved by the seller whose step
// moved it (docs/decisions/orders.md "Sellers' shipments"). A single-seller order goes out for
// delivery by the operator's move, as the product has no other way to put it there.
import type { orderShipments } from '../db/schema/index.ts';
import type { ShippingState } from './orders-data.ts';
import { SELLERS } from './people-data.ts';
import type { Random } from './random.ts';
import { sellerId } from './taxonomy.ts';

type ShipmentRow = typeof orderShipments.$inferInsert;

/** A seller's parcels leave with the same courier each time, as a shop's usually do. */
const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart', 'India Post', 'DTDC', 'Xpressbees'] as const;
type Courier = (typeof COURIERS)[number];

const SELLER_IDS = SELLERS.map(sellerId);

export function courierOf(seller: string): Courier {
  const index = Math.max(0, SELLER_IDS.indexOf(seller));
  return COURIERS[index % COURIERS.length] ?? 'Delhivery';
}

/**
 * UPU S10's check digit of an India Post article number's eight digits (weights 8 6 4 2 3 5 9 7,
 * 11 less the sum mod 11; 10 → 0, 11 → 5).
 */
export function s10CheckDigit(digits: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (weights[index] ?? 0),
    0,
  );
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** A number as the courier prints it on its receipt (an AWB or consignment number). */
export function trackingNumberFor(courier: Courier, random: Random): string {
  const digits = (length: number) => random.code(length, '0123456789');
  switch (courier) {
    case 'Delhivery':
      return `1490${digits(9)}`;
    case 'Blue Dart':
      return `8${digits(10)}`;
    case 'Ekart':
      return `FMPC${digits(10)}`;
    case 'India Post': {
      const serial = digits(8);
      return `EE${serial}${s10CheckDigit(serial)}IN`;
    }
    case 'DTDC':
      return `D${digits(8)}`;
    case 'Xpressbees':
      return `1421${digits(10)}`;
  }
}

/** Between two sellers' steps of one day: the last seller's step is the order's. */
const STEP_APART_MS = 20 * 60_000;

export interface SeededShipments {
  readonly rows: ShipmentRow[];
  /** Who moved the order into each state of `path` (null: the caller's own rule). */
  readonly actors: (string | null)[];
}

/**
 * The sellers' parcels of an order that walked `path` (its states in order, each at the time of
 * the same index), sellers in the order of their first line.
 */
export function seedShipments(input: {
  orderId: string;
  path: readonly ShippingState[];
  times: readonly Date[];
  sellerIds: readonly string[];
  adminId: string;
  random: Random;
}): SeededShipments {
  const { path, times, sellerIds } = input;
  const actors: (string | null)[] = path.map(() => null);
  if (path.includes('Cancelled') || sellerIds.length === 0) return { actors, rows: [] };
  const timeOf = (state: ShippingState) => times[path.indexOf(state)] ?? null;
  const last = sellerIds.length - 1;
  const lastSeller = `seller:${sellerIds[last] ?? ''}`;
  /** Seller `index`'s step on the day the order took `state`: the last seller's at its moment. */
  const stepAt = (state: ShippingState, index: number): Date | null => {
    const at = timeOf(state);
    return at && new Date(at.getTime() - (last - index) * STEP_APART_MS);
  };
  const outForDelivery = path.indexOf('Out for delivery');
  const shared = sellerIds.length > 1;
  path.forEach((state, index) => {
    if (state === 'Packed' || state === 'Shipped' || state === 'Delivered')
      actors[index] = lastSeller;
    // Two or more parcels: the first one's delivery takes the order out for delivery.
    if (state === 'Out for delivery') {
      actors[index] = shared ? `seller:${sellerIds[0] ?? ''}` : `admin:${input.adminId}`;
    }
  });
  const rows = sellerIds.map((seller, index): ShipmentRow => {
    const firstDelivered = shared && index === 0 && outForDelivery >= 0;
    const deliveredAt = firstDelivered ? timeOf('Out for delivery') : stepAt('Delivered', index);
    const shippedAt = stepAt('Shipped', index);
    const packedAt = stepAt('Packed', index);
    const courier = courierOf(seller);
    return {
      orderId: input.orderId,
      sellerId: seller,
      state: deliveredAt ? 'Delivered' : shippedAt ? 'Shipped' : 'Packed',
      courier: shippedAt ? courier : null,
      trackingNumber: shippedAt ? trackingNumberFor(courier, input.random) : null,
      packedAt,
      shippedAt,
      deliveredAt,
      updatedAt: deliveredAt ?? shippedAt ?? packedAt ?? undefined,
    };
  });
  return { actors, rows: path.includes('Packed') ? rows : [] };
}
