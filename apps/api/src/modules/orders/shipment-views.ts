// Each seller's part of an order as it stands: its row where the seller has recorded a step,
// else where the order's own state puts it. Read by the order pages and the back office.
import type { ShipmentState, ShippingState } from '@haat/contract';
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
