// A parcel booked through a courier, as the shopper's order and tracking pages show it: the
// courier, the AWB and its tracking page, where it stands and every scan with place and time, and
// a failed delivery attempt waiting (its reason, and what was asked for it).
// Read from the couriers module's tables (their writer is modules/couriers/; reading joins
// across modules through db/schema). Only parcels booked and not cancelled are shown.
import { asc, and, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  PARCEL_STATES,
  courierTrackingUrl,
  type ParcelState,
  type ParcelTracking,
} from '@haat/contract';
import type { Executor } from '../../db/client.ts';
import { courierNdrActions, courierScans, courierShipments } from '../../db/schema/index.ts';

const asState = (value: string | null): ParcelState | null =>
  value !== null && (PARCEL_STATES as readonly string[]).includes(value)
    ? (value as ParcelState)
    : null;

type ShipmentRow = typeof courierShipments.$inferSelect;
type ScanRow = typeof courierScans.$inferSelect;

/** The scans of these shipments, oldest first (none asked for, none read). */
async function selectScans(db: Executor, shipments: readonly ShipmentRow[]): Promise<ScanRow[]> {
  if (shipments.length === 0) return [];
  return db
    .select()
    .from(courierScans)
    .where(
      inArray(
        courierScans.shipmentId,
        shipments.map((row) => row.id),
      ),
    )
    .orderBy(asc(courierScans.scannedAt));
}

/** A booked shipment as the pages show it, with its own scans of those read. */
function trackingOf(
  row: ShipmentRow,
  awb: string,
  courierName: string,
  scans: readonly ScanRow[],
  ndr: ParcelTracking['ndr'],
): ParcelTracking {
  return {
    courierName,
    awb,
    trackingUrl: courierTrackingUrl(row.provider, awb),
    state: asState(row.trackingState) ?? 'booked',
    expectedAt: row.expectedAt?.toISOString() ?? null,
    scans: scans
      .filter((scan) => scan.shipmentId === row.id)
      .map((scan) => ({
        at: scan.scannedAt.toISOString(),
        place: scan.location,
        activity: scan.activity || scan.statusLabel,
        state: asState(scan.state),
      })),
    ndr,
  };
}

export const parcelKey = (orderId: string, sellerId: string) => `${orderId}:${sellerId}`;

/** Each booked parcel of these orders by parcelKey(order, seller). */
export async function selectParcelsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, ParcelTracking>> {
  const parcels = new Map<string, ParcelTracking>();
  if (orderIds.length === 0) return parcels;
  const rows = await db
    .select()
    .from(courierShipments)
    .where(
      and(
        inArray(courierShipments.orderId, [...orderIds]),
        eq(courierShipments.status, 'booked'),
        // A return's pickup is shown with its return (return-views.ts), not as the part's parcel.
        isNull(courierShipments.returnId),
      ),
    );
  const booked = rows.filter((row) => row.awb);
  if (booked.length === 0) return parcels;
  const scans = await selectScans(db, booked);
  const waiting = booked.filter((row) => row.trackingState === 'failed-attempt');
  const asked =
    waiting.length === 0
      ? []
      : await db
          .select()
          .from(courierNdrActions)
          .where(
            inArray(
              courierNdrActions.shipmentId,
              waiting.map((row) => row.id),
            ),
          );
  for (const row of booked) {
    const awb = row.awb ?? '';
    const ndr =
      row.trackingState === 'failed-attempt' && row.ndrAttempts > 0
        ? {
            attempt: row.ndrAttempts,
            reason: row.ndrReason,
            at: row.ndrAt?.toISOString() ?? null,
            asked:
              (asked.find(
                (action) => action.shipmentId === row.id && action.attempt === row.ndrAttempts,
              )?.action as 're-attempt' | 'return' | undefined) ?? null,
          }
        : null;
    parcels.set(
      parcelKey(row.orderId, row.sellerId),
      trackingOf(row, awb, row.courierName ?? 'Shiprocket', scans, ndr),
    );
  }
  return parcels;
}

/** A return's pickup as its return shows it: booked (with its scans), or left to be done by hand. */
export interface ReturnPickupView {
  pickup: ParcelTracking | null;
  byHand: string | null;
  /** The part went with a courier, so its return's pickup can be booked with the same one. */
  courierPart: boolean;
}

/** Each return's pickup with the courier, by return id (every return given has an entry). */
export async function selectReturnPickups(
  db: Executor,
  returns: readonly { id: string; orderId: string; sellerId: string }[],
): Promise<Map<string, ReturnPickupView>> {
  const views = new Map<string, ReturnPickupView>();
  if (returns.length === 0) return views;
  const rows = await db
    .select()
    .from(courierShipments)
    .where(
      or(
        inArray(
          courierShipments.returnId,
          returns.map((row) => row.id),
        ),
        and(
          inArray(courierShipments.orderId, [...new Set(returns.map((row) => row.orderId))]),
          isNull(courierShipments.returnId),
          eq(courierShipments.status, 'booked'),
        ),
      ),
    );
  const pickups = rows.filter((row) => row.returnId !== null);
  const booked = pickups.filter((row) => row.status === 'booked' && row.awb);
  const scans = await selectScans(db, booked);
  for (const ret of returns) {
    const row = pickups.find((each) => each.returnId === ret.id);
    const awb = row?.awb ?? '';
    views.set(ret.id, {
      pickup:
        row && row.status === 'booked' && awb
          ? trackingOf(row, awb, row.courierName ?? row.provider, scans, null)
          : null,
      byHand: row?.status === 'by-hand' ? row.byHandReason : null,
      courierPart: rows.some(
        (each) =>
          each.returnId === null && each.orderId === ret.orderId && each.sellerId === ret.sellerId,
      ),
    });
  }
  return views;
}
