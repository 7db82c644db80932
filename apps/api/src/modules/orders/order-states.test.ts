import { describe, expect, it } from 'vitest';
import { SHIPPING_STATES } from '@haat/contract';
import { canMove, isCancellable, nextShippingState, statusCodeFor } from './order-states.ts';

describe('shipping state transitions', () => {
  it.each([
    ['Placed', 'Packed'],
    ['Packed', 'Shipped'],
    ['Shipped', 'Out for delivery'],
    ['Out for delivery', 'Delivered'],
    ['Delivered', null],
    ['Cancelled', null],
  ] as const)('after %s comes %s', (state, next) => {
    expect(nextShippingState(state)).toBe(next);
  });

  const allowed = new Set([
    'Placed>Packed',
    'Placed>Cancelled',
    'Packed>Shipped',
    'Packed>Cancelled',
    'Shipped>Out for delivery',
    'Out for delivery>Delivered',
  ]);
  const pairs = SHIPPING_STATES.flatMap((from) => SHIPPING_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s is allowed only when the table says so', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it('an order can be cancelled only before it ships', () => {
    expect(SHIPPING_STATES.filter(isCancellable)).toEqual(['Placed', 'Packed']);
  });

  it('delivered orders are complete (4) and cancelled ones -1', () => {
    expect(statusCodeFor('Delivered')).toBe(4);
    expect(statusCodeFor('Cancelled')).toBe(-1);
    expect(statusCodeFor('Shipped')).toBe(1);
  });
});
