// Each seller's part of an order as it stands: its row where the seller has recorded a step,
// else where the order's own state puts it. Read by the order pages and the back office.
import type { ParcelReturn, ShipmentState, ShippingState } from '@haat/contract';
import { effectiveShipmentState } from './shipment-states.ts';
import type { ShipmentRow } from './shipments.repository.ts';

export interface ShipmentView {
  sellerId: string;
  state: ShipmentState;
  courier: string | null;
  trackingNumber: string | null;
  packedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

/** Each seller's part as it stands, in the order of `sellerIds`. */
export function toShipmentViews(
  orderState: ShippingState,
  sellerIds: readonly string[],
  rows: readonly ShipmentRow[],
): ShipmentView[] {
  return sellerIds.map((sellerId) => {
    const row = rows.find((each) => each.sellerId === sellerId);
    return {
      sellerId,
      state: effectiveShipmentState(row?.state, orderState),
      courier: row?.courier ?? null,
      trackingNumber: row?.trackingNumber ?? null,
      packedAt: row?.packedAt ?? null,
      shippedAt: row?.shippedAt ?? null,
      deliveredAt: row?.deliveredAt ?? null,
    };
  });
}

/**
 * When the seller's part of the order was delivered: its own date, else the order's Delivered
 * event when the order moved it (the operator delivered the whole order); null while it is not
 * delivered. The one rule for a line's return window, shown and enforced (docs/decisions/returns.md).
 */
export function partDeliveredAt(
  order: { id: string; shippingStatus: ShippingState },
  sellerId: string,
  rows: readonly ShipmentRow[],
  events: readonly { orderId: string; state: string; at: Date }[],
): Date | null {
  const [view] = toShipmentViews(
    order.shippingStatus,
    [sellerId],
    rows.filter((row) => row.orderId === order.id),
  );
  if (!view || view.state !== 'Delivered') return null;
  return (
    view.deliveredAt ??
    events.find((event) => event.orderId === order.id && event.state === 'Delivered')?.at ??
    null
  );
}

/**
 * Where a cancelled order stood when it was cancelled: the step of its timeline (ordered by time,
 * every move a step) just before the last 'Cancelled'. Its parcels stand where that put them (a
 * parcel the operator moved with the whole order has no row of its own to say it left). Any other
 * order stands where it is.
 */
export function standingOf(
  shippingStatus: ShippingState,
  timeline: readonly { state: string }[],
): ShippingState {
  if (shippingStatus !== 'Cancelled') return shippingStatus;
  const states = timeline.map((step) => step.state);
  const before = states[states.lastIndexOf('Cancelled') - 1];
  return (before as ShippingState | undefined) ?? 'Placed';
}

/**
 * A parcel of a cancelled order that had left its seller and was not delivered is coming back to
 * the seller (return to origin, docs/decisions/cancellation.md): on its way until the operator
 * records it back (`orders.return_to_origin` received), then received. Null for any other parcel.
 */
export function parcelReturnOf(
  order: { shippingStatus: ShippingState; returnToOrigin: 'awaited' | 'received' | null },
  parcel: ShipmentState,
): ParcelReturn | null {
  if (order.shippingStatus !== 'Cancelled' || parcel !== 'Shipped') return null;
  return order.returnToOrigin === 'received' ? 'received' : 'on-its-way';
}
