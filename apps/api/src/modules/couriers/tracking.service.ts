// Tracking from scans (docs/decisions/couriers.md, "Tracking"): the courier's webhook and the poll
// of quiet parcels both hand their scans here. Each scan is kept once (the same scan again is
// dropped by its key); the parcel's state moves by tracking-states.ts only, so duplicates and
// scans out of order land as they would in order; and the seller's part of the order follows
// (Shipped with the courier and AWB once picked up, Delivered once delivered), each step once.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderShipments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ShopKind } from '../../lib/shop-mode.ts';
import { recordShipment } from '../orders/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CourierPort, CourierScan } from './courier-port.ts';
import {
  insertScan,
  lockShipment,
  selectQuietShipments,
  updateShipment,
  type CourierShipmentRow,
} from './couriers.repository.ts';
import { moves, stateOfCode, type Standing, isTrackingState } from './tracking-states.ts';

export interface TrackingDependencies {
  db: Database;
  clock: Clock;
  shop: ShopKind;
}

export type ScanOutcome =
  { kind: 'cancelled' } | { kind: 'applied'; newScans: number; state: string; moved: boolean };

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

/** Applies one parcel's scans (any order, any repeats); a cancelled parcel changes nothing. */
export async function applyScans(
  deps: TrackingDependencies,
  shipmentId: string,
  scans: readonly CourierScan[],
  extra: { expectedAt?: Date | null } = {},
): Promise<ScanOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockShipment(tx, shipmentId);
    if (!row) throw new Error(`courier shipment ${shipmentId} is missing`);
    if (row.status !== 'booked') return { kind: 'cancelled' } as const;
    let standing: Standing = {
      state: isTrackingState(row.trackingState) ? row.trackingState : 'booked',
      at: row.trackingStateAt,
    };
    let newScans = 0;
    const sorted = [...scans].sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const scan of sorted) {
      const state = stateOfCode(row.provider, scan.statusCode);
      const isNew = await insertScan(tx, {
        shipmentId,
        scannedAt: scan.at,
        statusCode: scan.statusCode,
        statusLabel: scan.statusLabel.slice(0, 100),
        activity: scan.activity.slice(0, 300),
        location: scan.location.slice(0, 200),
        state,
        receivedAt: now,
      });
      if (!isNew) continue;
      newScans += 1;
      if (state && moves(standing, state, scan.at)) standing = { state, at: scan.at };
    }
    const moved = standing.state !== row.trackingState;
    const updated = await updateShipment(tx, row.id, {
      trackingState: standing.state,
      trackingStateAt: standing.at,
      lastHeardAt: now,
      ...(extra.expectedAt ? { expectedAt: extra.expectedAt } : {}),
      updatedAt: now,
    });
    if (moved) await followWithPart(tx, deps, updated, standing.state, now);
    return { kind: 'applied', newScans, state: standing.state, moved } as const;
  });
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
