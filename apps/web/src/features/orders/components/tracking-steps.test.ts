import { describe, expect, it } from 'vitest';
import { makeDeliveredOrder, makeOrder } from '../test/order-fixtures';
import { trackingStepsOf } from './tracking-steps';

describe('trackingStepsOf', () => {
  it('a shipped order has two steps done, Shipped current and two to come', () => {
    const order = makeOrder({
      shippingStatus: 'Shipped',
      timeline: [
        { state: 'Placed', at: '2026-11-20T04:00:00.000Z' },
        { state: 'Packed', at: '2026-11-20T08:00:00.000Z' },
        { state: 'Shipped', at: '2026-11-21T10:10:00.000Z' },
      ],
    });
    expect(trackingStepsOf(order).map((step) => [step.state, step.progress])).toEqual([
      ['Placed', 'done'],
      ['Packed', 'done'],
      ['Shipped', 'current'],
      ['Out for delivery', 'upcoming'],
      ['Delivered', 'upcoming'],
    ]);
  });

  it('a delivered order has every step done', () => {
    expect(trackingStepsOf(makeDeliveredOrder()).every((step) => step.progress === 'done')).toBe(
      true,
    );
  });

  it('a cancelled order shows the steps it went through, then Cancelled', () => {
    const order = makeOrder({
      shippingStatus: 'Cancelled',
      timeline: [
        { state: 'Placed', at: '2026-11-20T04:00:00.000Z' },
        { state: 'Packed', at: '2026-11-20T08:00:00.000Z' },
        { state: 'Cancelled', at: '2026-11-20T09:00:00.000Z' },
      ],
    });
    expect(trackingStepsOf(order).map((step) => [step.state, step.progress])).toEqual([
      ['Placed', 'done'],
      ['Packed', 'done'],
      ['Cancelled', 'cancelled'],
    ]);
  });
});
