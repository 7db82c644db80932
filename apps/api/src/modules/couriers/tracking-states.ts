// Where a parcel stands from its courier's scans (docs/decisions/couriers.md, "States"). Each scan
// maps to one of our states (or to none: manifested, pickup scheduled, delayed…). A parcel's
// state only moves up the ranks; out for delivery and a failed attempt share a rank (a failed
// attempt is followed by another trip out), so between those two the later scan wins; delivered
// and RTO delivered end it. Scans arriving out of order or twice therefore land where they would
// have in order, once.
import { PARCEL_STATES, type ParcelState } from '@haat/contract';

export const TRACKING_STATES = PARCEL_STATES;
export type TrackingState = ParcelState;

const RANK: Readonly<Record<TrackingState, number>> = {
  booked: 0,
  'picked-up': 1,
  'in-transit': 2,
  'out-for-delivery': 3,
  'failed-attempt': 3,
  rto: 4,
  'rto-delivered': 5,
  delivered: 5,
};

const FINAL: ReadonlySet<TrackingState> = new Set(['delivered', 'rto-delivered']);

export function isTrackingState(value: string): value is TrackingState {
  return (TRACKING_STATES as readonly string[]).includes(value);
}

/**
 * Shiprocket's shipment status codes (its API document's "Shipment Status Codes", the `sr-status`
 * of a scan and `shipment_status_id` of the webhook) → ours. Codes not listed move nothing.
 */
export const SHIPROCKET_STATUS_MAP: Readonly<Record<number, TrackingState>> = {
  6: 'picked-up', // Shipped: taken by the courier
  42: 'picked-up', // Picked Up
  18: 'in-transit', // In Transit
  22: 'in-transit', // Delayed (still on its way)
  38: 'in-transit', // Reached at Destination Hub
  48: 'in-transit', // Reached Warehouse
  17: 'out-for-delivery', // Out For Delivery
  21: 'failed-attempt', // Undelivered (an NDR)
  77: 'failed-attempt', // Issue Related to the Recipient
  7: 'delivered', // Delivered
  9: 'rto', // RTO Initiated
  14: 'rto', // RTO Acknowledged
  40: 'rto', // RTO NDR
  41: 'rto', // RTO OFD
  46: 'rto', // RTO In Transit
  10: 'rto-delivered', // RTO Delivered
};

export function stateOfShiprocketCode(code: number): TrackingState | null {
  return SHIPROCKET_STATUS_MAP[code] ?? null;
}

/**
 * Delhivery's scan statuses (its tracking API's and scan push's `Status.StatusType` with
 * `Status.Status`) → ours, once, in the order a forward parcel meets them; each row's `code` is the
 * number a scan of it is kept under (Delhivery names statuses, it does not number them). UD is a
 * parcel on its way out, DL an end (Delivered, or RTO: back with the seller), RT on its way back.
 * A reverse pickup's are PP (waiting to be collected), PU (collected, on its way back) and DL DTO.
 * A UD "Pending" whose StatusCode is an EOD-… code is a delivery attempt that failed (an NDR);
 * any other Pending is waiting at the delivery centre. Anything not listed moves nothing.
 */
export const DELHIVERY_STATUSES: readonly {
  code: number;
  type: string;
  status: string;
  ndr?: boolean;
  state: TrackingState | null;
}[] = [
  { code: 1, type: 'UD', status: 'Manifested', state: null },
  { code: 2, type: 'UD', status: 'Not Picked', state: null },
  { code: 3, type: 'UD', status: 'Picked Up', state: 'picked-up' },
  { code: 4, type: 'UD', status: 'In Transit', state: 'in-transit' },
  { code: 5, type: 'UD', status: 'Pending', state: 'in-transit' },
  { code: 6, type: 'UD', status: 'Dispatched', state: 'out-for-delivery' },
  { code: 7, type: 'UD', status: 'Pending', ndr: true, state: 'failed-attempt' },
  { code: 8, type: 'DL', status: 'Delivered', state: 'delivered' },
  { code: 9, type: 'RT', status: 'In Transit', state: 'rto' },
  { code: 10, type: 'RT', status: 'Pending', state: 'rto' },
  { code: 11, type: 'RT', status: 'Dispatched', state: 'rto' },
  { code: 12, type: 'DL', status: 'RTO', state: 'rto-delivered' },
  { code: 13, type: 'CN', status: 'Canceled', state: null },
  // A reverse pickup (a return's parcel, its document's "Reverse Pickups"): PP pickup pending,
  // PU picked up and on its way to the client, DL DTO delivered to the client (the seller).
  { code: 14, type: 'PP', status: 'Open', state: null },
  { code: 15, type: 'PP', status: 'Scheduled', state: null },
  { code: 16, type: 'PP', status: 'Dispatched', state: null },
  { code: 17, type: 'PU', status: 'In Transit', state: 'picked-up' },
  { code: 18, type: 'PU', status: 'Pending', state: 'in-transit' },
  { code: 19, type: 'PU', status: 'Dispatched', state: 'out-for-delivery' },
  { code: 20, type: 'DL', status: 'DTO', state: 'delivered' },
  { code: 21, type: 'CN', status: 'Closed', state: null },
];

/** The code a Delhivery scan is kept under (0: a status not in the table). */
export function delhiveryCodeOf(type: string, status: string, statusCode: string): number {
  const ndr = type === 'UD' && status === 'Pending' && /^EOD-/i.test(statusCode);
  const row = DELHIVERY_STATUSES.find(
    (entry) =>
      entry.type === type.toUpperCase() &&
      entry.status.toLowerCase() === status.trim().toLowerCase() &&
      (entry.ndr ?? false) === ndr,
  );
  return row?.code ?? 0;
}

/** Our state of a provider's kept scan code (null: a scan that moves nothing). */
export function stateOfCode(provider: string, code: number): TrackingState | null {
  if (provider === 'delhivery')
    return DELHIVERY_STATUSES.find((entry) => entry.code === code)?.state ?? null;
  return stateOfShiprocketCode(code);
}

export interface Standing {
  state: TrackingState;
  /** When the scan that set it was made; null while booked. */
  at: Date | null;
}

/** Whether a scan of `state` made at `at` moves a parcel standing at `current`. */
export function moves(current: Standing, state: TrackingState, at: Date): boolean {
  if (FINAL.has(current.state)) return false;
  const from = RANK[current.state];
  const to = RANK[state];
  if (to > from) return true;
  return to === from && state !== current.state && current.at !== null && at > current.at;
}

/** Where the parcel stands after these scans, in whatever order they came. */
export function standingAfter(
  start: Standing,
  scans: readonly { state: TrackingState | null; at: Date }[],
): Standing {
  let standing = start;
  for (const scan of scans) {
    if (scan.state && moves(standing, scan.state, scan.at)) {
      standing = { state: scan.state, at: scan.at };
    }
  }
  return standing;
}
