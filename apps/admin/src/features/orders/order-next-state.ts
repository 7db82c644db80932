// The shipping states an order goes through (the server's order-states.ts decides; this only
// names the button): Placed → Packed → Shipped → Out for delivery → Delivered, and Cancelled from
// Placed or Packed.
import type { Shipment, ShippingState } from '@haat/contract';
import { SHIPPING_STATES } from '@haat/contract/constants';

/** The state the advance button moves to, or null at the end of the road. */
export function nextShippingState(state: ShippingState): ShippingState | null {
  if (state === 'Delivered' || state === 'Cancelled') return null;
  return SHIPPING_STATES[SHIPPING_STATES.indexOf(state) + 1] ?? null;
}

/** Before it ships, and while no seller's parcel is on its way (the order follows its slowest). */
export const isCancellable = (state: ShippingState, shipments: readonly Shipment[] = []) =>
  (state === 'Placed' || state === 'Packed') &&
  shipments.every((shipment) => shipment.state === 'Placed' || shipment.state === 'Packed');
