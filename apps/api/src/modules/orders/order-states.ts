// The shipping states of an order as an explicit transition table
// (docs/decisions/product-owner.md): Placed → Packed → Shipped → Out for delivery → Delivered, and
// Cancelled from Placed or Packed.
import type { ShippingState } from '@haat/contract';

export const TRANSITIONS: Readonly<Record<ShippingState, readonly ShippingState[]>> = {
  Placed: ['Packed', 'Cancelled'],
  Packed: ['Shipped', 'Cancelled'],
  Shipped: ['Out for delivery'],
  'Out for delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

/** The next state along the happy path, or null at the end. */
export function nextShippingState(state: ShippingState): ShippingState | null {
  return TRANSITIONS[state].find((next) => next !== 'Cancelled') ?? null;
}

export function canMove(from: ShippingState, to: ShippingState): boolean {
  return TRANSITIONS[from].includes(to);
}

/** docs/spec.md §4: a customer may cancel until the order ships. */
export const isCancellable = (state: ShippingState): boolean => canMove(state, 'Cancelled');

/** The order `status` code that goes with a shipping state (docs/spec.md: 1 active, 4 complete, -1 cancelled). */
export function statusCodeFor(state: ShippingState): 1 | 4 | -1 {
  if (state === 'Delivered') return 4;
  if (state === 'Cancelled') return -1;
  return 1;
}
