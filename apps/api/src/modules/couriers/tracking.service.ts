// Tracking from scans (docs/decisions/couriers.md, "Tracking"): the courier's webhook and the poll
// of quiet parcels both hand their scans here. Each scan is kept once (the same scan again is
// dropped by its key); the parcel's state moves by tracking-states.ts only, so duplicates and
// scans out of order land as they would in order; and the seller's part of the order follows
// (Shipped with the courier and AWB once picked up, Delivered once delivered), each step once.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderShipments, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ShopKind } from '../../lib/shop-mode.ts';
import {
  issueReturnCreditNoteOf,
  moveOrder,
  oweDeliveryFailedMessage,
  receiveCourierReturn,
  recordShipment,
} from '../orders/index.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import { followWithReturn } from './return-tracking.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CourierPort, CourierScan } from './courier-port.ts';
import {
  insertScans,
  lockShipment,
  lockShipmentByAwb,
  scanKey,
  selectQuietShipments,
  updateShipment,
  type CourierShipmentRow,
} from './couriers.repository.ts';
import { moves, stateOfCode, type Standing, isTrackingState } from './tracking-states.ts';

export interface TrackingDependencies {
  db: Database;
  clock: Clock;
  shop: ShopKind;
  /** The shop's address for the links in the shopper's messages (PUBLIC_URL). */
  siteUrl?: string | undefined;
  /** Where a return received by its pickup's scans gets its credit note (after the commit). */
  objects?: ObjectStore;
}

export type ScanOutcome =
  | { kind: 'cancelled' }
  | {
      kind: 'applied';
      newScans: number;
      state: string;
      moved: boolean;
      /** A return's pickup delivered back: the return it received (its refund owed). */
      receivedReturnId?: string | null;
    };

const COURIER_MAX = 40;

/** The seller's part follows the parcel: Packed → Shipped → Delivered, each step once. */
async function followWithPart(
  tx: Database,
  deps: TrackingDependencies,
  row: CourierShipmentRow,
  state: string,
  now: Date,
) {
  const reached = state === 'delivered' ? 'Delivered' : state === 'booked' ? null : 'Shipped';
  if (!reached) return;
  const [part] = await tx
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, row.orderId), eq(orderShipments.sellerId, row.sellerId)));
  const path = ['Packed', 'Shipped', 'Delivered'] as const;
  const from = part ? path.indexOf(part.state) : -1;
  const to = path.indexOf(reached);
  const actor = `courier:${row.provider}`;
  for (let step = from + 1; step <= to; step += 1) {
    const target = path[step]!;
    try {
      await recordShipment(tx, {
        orderId: row.orderId,
        sellerId: row.sellerId,
        body:
          target === 'Shipped'
            ? {
                state: 'Shipped',
                courier: (row.courierName ?? 'Shiprocket').slice(0, COURIER_MAX),
                trackingNumber: row.awb ?? '',
              }
            : { state: target },
        actor,
        now: new Date(now.getTime() + step),
        shop: deps.shop,
      });
    } catch (error) {
      // An order cancelled meanwhile (or moved on by the operator) keeps its own state: the
      // parcel's scans are still kept and shown.
      if (error instanceof AppError) return;
      throw error;
    }
  }
}

/**
 * What the order does beyond the part's steps: out for delivery moves a shipped order on (its
 * shopper's message goes with the order's event, once: the order's transitions refuse a repeat);
 * an RTO-delivered parcel puts its goods back on sale and refunds a paid order as a cancellation
 * (docs/decisions/couriers.md "Returns to origin"), in this same transaction.
 */
async function followWithOrder(
  tx: Database,
  deps: TrackingDependencies,
  row: CourierShipmentRow,
  state: string,
  now: Date,
) {
  const actor = `courier:${row.provider}`;
  // A failed attempt was out for delivery first (its scans may arrive together).
  if (state === 'out-for-delivery' || state === 'failed-attempt') {
    const [order] = await tx
      .select({ shippingStatus: orders.shippingStatus })
      .from(orders)
      .where(eq(orders.id, row.orderId));
    if (order?.shippingStatus !== 'Shipped') return;
    await moveOrder(tx, {
      orderId: row.orderId,
      to: 'Out for delivery',
      actor,
      now: new Date(now.getTime() + 3),
      shop: deps.shop,
    });
  } else if (state === 'rto-delivered') {
    await receiveCourierReturn(tx, {
      orderId: row.orderId,
      sellerId: row.sellerId,
      actor,
      reason: `Returned to the seller by the courier (AWB ${row.awb ?? ''})`,
      now: new Date(now.getTime() + 3),
    });
  }
}

type ApplyExtra = { expectedAt?: Date | null };

/**
 * After the scans' commit, as the back office's Received does: a return's pickup delivered back
 * issues the return's credit note. The refund does not wait for a PDF, and a download issues it
 * later if the store is down now.
 */
async function afterCommit<T extends ScanOutcome | { kind: 'unknown-awb' }>(
  deps: TrackingDependencies,
  outcome: T,
): Promise<T> {
  if (outcome.kind === 'applied' && outcome.receivedReturnId && deps.objects) {
    await issueReturnCreditNoteOf(deps.db, {
      returnId: outcome.receivedReturnId,
      files: deps.objects,
      now: deps.clock.now(),
    }).catch(() => false);
  }
  return outcome;
}

/** Applies one parcel's scans (any order, any repeats); a cancelled parcel changes nothing. */
export async function applyScans(
  deps: TrackingDependencies,
  shipmentId: string,
  scans: readonly CourierScan[],
  extra: ApplyExtra = {},
): Promise<ScanOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockShipment(tx, shipmentId);
    if (!row) throw new Error(`courier shipment ${shipmentId} is missing`);
    return applyToLocked(tx, deps, row, scans, extra, now);
  });
  return afterCommit(deps, outcome);
}

/** The same for the parcel a courier names by its AWB (the webhooks); unknown-awb changes nothing. */
export async function applyScansOfAwb(
  deps: TrackingDependencies,
  provider: string,
  awb: string,
  scans: readonly CourierScan[],
  extra: ApplyExtra = {},
): Promise<ScanOutcome | { kind: 'unknown-awb' }> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await lockShipmentByAwb(tx, provider, awb);
    if (!row) return { kind: 'unknown-awb' } as const;
    return applyToLocked(tx, deps, row, scans, extra, now);
  });
  return afterCommit(deps, outcome);
}

/**
 * The parcel's row is locked (its scans wait for each other): keeps the new scans in one
 * statement, moves the parcel by them in time order, and has the seller's part and the order
 * follow — or, for a return's pickup, its return.
 */
async function applyToLocked(
  tx: Database,
  deps: TrackingDependencies,
  row: CourierShipmentRow,
  scans: readonly CourierScan[],
  extra: ApplyExtra,
  now: Date,
): Promise<ScanOutcome> {
  const shipmentId = row.id;
  if (row.status !== 'booked') return { kind: 'cancelled' } as const;
  let standing: Standing = {
    state: isTrackingState(row.trackingState) ? row.trackingState : 'booked',
    at: row.trackingStateAt,
  };
  let newScans = 0;
  let ndr: { attempts: number; reason: string | null; at: Date | null } = {
    attempts: row.ndrAttempts,
    reason: row.ndrReason,
    at: row.ndrAt,
  };
  const sorted = [...scans].sort((a, b) => a.at.getTime() - b.at.getTime());
  const rows = sorted.map((scan) => ({
    shipmentId,
    scannedAt: scan.at,
    statusCode: scan.statusCode,
    statusLabel: scan.statusLabel.slice(0, 100),
    activity: scan.activity.slice(0, 300),
    location: scan.location.slice(0, 200),
    state: stateOfCode(row.provider, scan.statusCode),
    receivedAt: now,
  }));
  const fresh = await insertScans(tx, rows);
  for (const [index, scan] of sorted.entries()) {
    const state = rows[index]!.state;
    // A scan twice in one batch counts once: its key is taken the first time.
    if (!fresh.delete(scanKey(rows[index]!))) continue;
    newScans += 1;
    if (state && moves(standing, state, scan.at)) {
      standing = { state, at: scan.at };
      // Each move into a failed attempt is one more NDR, with the courier's reason.
      if (state === 'failed-attempt')
        ndr = {
          attempts: ndr.attempts + 1,
          reason: (scan.activity || scan.statusLabel).slice(0, 300) || null,
          at: scan.at,
        };
    }
  }
  const moved = standing.state !== row.trackingState;
  const updated = await updateShipment(tx, row.id, {
    trackingState: standing.state,
    trackingStateAt: standing.at,
    lastHeardAt: now,
    ndrAttempts: ndr.attempts,
    ndrReason: ndr.reason,
    ndrAt: ndr.at,
    ...(extra.expectedAt ? { expectedAt: extra.expectedAt } : {}),
    updatedAt: now,
  });
  let receivedReturnId: string | null = null;
  if (moved && row.returnId) {
    // A return's pickup moves its return, not the order (return-tracking.ts).
    receivedReturnId = await followWithReturn(tx, deps, updated, standing.state, now);
  } else if (moved) {
    await followWithPart(tx, deps, updated, standing.state, now);
    await followWithOrder(tx, deps, updated, standing.state, now);
  }
  // A new failed attempt that still stands (not overtaken by a later scan): the shopper is told.
  if (!row.returnId && standing.state === 'failed-attempt' && ndr.attempts > row.ndrAttempts)
    await oweDeliveryFailedMessage(tx, {
      orderId: row.orderId,
      attempt: ndr.attempts,
      reason: ndr.reason,
      now,
      siteUrl: deps.siteUrl,
    });
  return { kind: 'applied', newScans, state: standing.state, moved, receivedReturnId } as const;
}

/**
 * Asks the courier for the scans of parcels it has been quiet about (no webhook heard for
 * COURIER_POLL_QUIET_HOURS); answers how many were asked. A provider that is down is left for
 * the next run.
 */
export async function pollQuietShipments(
  deps: TrackingDependencies & { port: CourierPort | null; quietHours: number },
  limit = 50,
): Promise<number> {
  if (!deps.port) return 0;
  const before = new Date(deps.clock.now().getTime() - deps.quietHours * 3600_000);
  const quiet = await selectQuietShipments(deps.db, deps.port.provider, before, limit);
  let asked = 0;
  for (const row of quiet) {
    if (!row.awb) continue;
    const tracking = await deps.port.track(row.awb);
    asked += 1;
    await applyScans(deps, row.id, tracking.scans, { expectedAt: tracking.expectedAt });
  }
  return asked;
}
