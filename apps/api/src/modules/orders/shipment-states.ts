// Sellers' shipments and the order they belong to (docs/decisions/orders.md): each seller moves
// their own part Placed → Packed → Shipped → Delivered, one step at a time; the order's shipping
// state is where its least advanced part stands, and never moves back.
import { SHIPPING_STATES, type ShipmentState, type ShippingState } from '@haat/contract';

export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentState, ShipmentState | null>> = {
  Placed: 'Packed',
  Packed: 'Shipped',
  Shipped: 'Delivered',
  Delivered: null,
};

const SHIPMENT_RANK: Readonly<Record<ShipmentState, number>> = {
  Placed: 0,
  Packed: 1,
  Shipped: 2,
  Delivered: 3,
};

/** The order's happy path, Placed → … → Delivered, without Cancelled. */
const ORDER_PATH: readonly ShippingState[] = SHIPPING_STATES.filter(
  (state) => state !== 'Cancelled',
);

/**
 * The least a part can be once the order stands at `order`: the operator moving the whole order
 * (or an order older than shipments) carries every part with it.
 */
export function shipmentFloorOf(order: ShippingState): ShipmentState {
  switch (order) {
    case 'Packed':
      return 'Packed';
    case 'Shipped':
    case 'Out for delivery':
      return 'Shipped';
    case 'Delivered':
      return 'Delivered';
    default:
      return 'Placed';
  }
}

/** Where a seller's part stands: what they recorded, or the order's floor when that is further. */
export function effectiveShipmentState(
  recorded: ShipmentState | null | undefined,
  order: ShippingState,
): ShipmentState {
  const floor = shipmentFloorOf(order);
  return recorded && SHIPMENT_RANK[recorded] > SHIPMENT_RANK[floor] ? recorded : floor;
}

/** Why a part cannot move from `from` to `to`, or null when it can. */
export function shipmentRefusal(from: ShipmentState, to: ShipmentState): string | null {
  if (SHIPMENT_TRANSITIONS[from] === to) return null;
  if (from === to) return `Your part of this order is already ${to}.`;
  if (SHIPMENT_RANK[to] < SHIPMENT_RANK[from]) {
    return `Your part of this order is ${from}; it cannot go back to ${to}.`;
  }
  return `Your part of this order is ${from}; mark it ${SHIPMENT_TRANSITIONS[from]} first.`;
}

/**
 * The order's state its parts call for: Packed once every part is packed, Shipped once every part
 * has shipped, Out for delivery once every part has shipped and some have arrived, Delivered when
 * all have.
 */
export function orderStateForShipments(parts: readonly ShipmentState[]): ShippingState {
  if (parts.length === 0) return 'Placed';
  const least = Math.min(...parts.map((part) => SHIPMENT_RANK[part]));
  if (least === SHIPMENT_RANK.Delivered) return 'Delivered';
  if (least === SHIPMENT_RANK.Shipped) {
    return parts.includes('Delivered') ? 'Out for delivery' : 'Shipped';
  }
  return least === SHIPMENT_RANK.Packed ? 'Packed' : 'Placed';
}

/**
 * The states the order passes through, one transition at a time, to reach `target` from `from`;
 * none when it is there or further already, or cancelled.
 */
export function orderStepsTowards(from: ShippingState, target: ShippingState): ShippingState[] {
  const start = ORDER_PATH.indexOf(from);
  const end = ORDER_PATH.indexOf(target);
  if (start < 0 || end <= start) return [];
  return ORDER_PATH.slice(start + 1, end + 1);
}
