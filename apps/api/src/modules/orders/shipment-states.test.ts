import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATES } from '@haat/contract';
import { canMove } from './order-states.ts';
import {
  effectiveShipmentState,
  orderStateForShipments,
  orderStepsTowards,
  shipmentRefusal,
} from './shipment-states.ts';

describe("a seller's shipment moves one step at a time", () => {
  const allowed = new Set(['Placed>Packed', 'Packed>Shipped', 'Shipped>Delivered']);
  const pairs = SHIPMENT_STATES.flatMap((from) => SHIPMENT_STATES.map((to) => [from, to] as const));
  it.each(pairs)('%s → %s', (from, to) => {
    expect(shipmentRefusal(from, to) === null).toBe(allowed.has(`${from}>${to}`));
  });

  it.each([
    ['Placed', 'Shipped', 'Your part of this order is Placed; mark it Packed first.'],
    ['Placed', 'Delivered', 'Your part of this order is Placed; mark it Packed first.'],
    ['Packed', 'Delivered', 'Your part of this order is Packed; mark it Shipped first.'],
    ['Shipped', 'Packed', 'Your part of this order is Shipped; it cannot go back to Packed.'],
    ['Delivered', 'Delivered', 'Your part of this order is already Delivered.'],
  ] as const)('%s → %s is refused: %s', (from, to, message) => {
    expect(shipmentRefusal(from, to)).toBe(message);
  });
});

describe("a part stands at least where the order's own state puts it", () => {
  it.each([
    [null, 'Placed', 'Placed'],
    ['Packed', 'Placed', 'Packed'],
    [null, 'Packed', 'Packed'],
    [null, 'Shipped', 'Shipped'],
    [null, 'Out for delivery', 'Shipped'],
    ['Delivered', 'Out for delivery', 'Delivered'],
    ['Packed', 'Delivered', 'Delivered'],
    ['Shipped', 'Cancelled', 'Shipped'],
  ] as const)('recorded %s, order %s: %s', (recorded, order, expected) => {
    expect(effectiveShipmentState(recorded, order)).toBe(expected);
  });
});

describe("the order follows its sellers' shipments", () => {
  it.each([
    [['Placed'], 'Placed'],
    [['Packed'], 'Packed'],
    [['Packed', 'Placed'], 'Placed'],
    [['Packed', 'Shipped'], 'Packed'],
    [['Shipped', 'Shipped'], 'Shipped'],
    [['Shipped', 'Delivered'], 'Out for delivery'],
    [['Delivered'], 'Delivered'],
    [['Delivered', 'Delivered', 'Delivered'], 'Delivered'],
    [['Delivered', 'Packed'], 'Packed'],
    [[], 'Placed'],
  ] as const)('parts %j make the order %s', (parts, expected) => {
    expect(orderStateForShipments(parts)).toBe(expected);
  });

  it.each([
    ['Placed', 'Packed', ['Packed']],
    ['Placed', 'Shipped', ['Packed', 'Shipped']],
    ['Shipped', 'Delivered', ['Out for delivery', 'Delivered']],
    ['Out for delivery', 'Out for delivery', []],
    ['Delivered', 'Shipped', []],
    ['Cancelled', 'Delivered', []],
  ] as const)('from %s towards %s it passes %j', (from, target, steps) => {
    const path = orderStepsTowards(from, target);
    expect(path).toEqual(steps);
    // Every step is one the order's transition table allows.
    path.reduce((previous, next) => {
      expect(canMove(previous, next)).toBe(true);
      return next;
    }, from);
  });
});
