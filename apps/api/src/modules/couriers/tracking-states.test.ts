// A parcel's state from its scans, whatever order they come in and however often: every order of
// the same scans ends in the same state, never below one already reached, and a delivered or
// RTO-delivered parcel moves no more.
import { describe, expect, it } from 'vitest';
import {
  moves,
  standingAfter,
  stateOfShiprocketCode,
  type TrackingState,
} from './tracking-states.ts';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour));
const scan = (state: TrackingState | null, day: number, hour: number) => ({
  state,
  at: at(day, hour),
});
const START = { state: 'booked' as const, at: null };

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}

describe('parcel states from scans', () => {
  it('maps Shiprocket codes to ours, and leaves the others moving nothing', () => {
    expect(stateOfShiprocketCode(42)).toBe('picked-up');
    expect(stateOfShiprocketCode(18)).toBe('in-transit');
    expect(stateOfShiprocketCode(17)).toBe('out-for-delivery');
    expect(stateOfShiprocketCode(21)).toBe('failed-attempt');
    expect(stateOfShiprocketCode(7)).toBe('delivered');
    expect(stateOfShiprocketCode(9)).toBe('rto');
    expect(stateOfShiprocketCode(10)).toBe('rto-delivered');
    expect(stateOfShiprocketCode(5)).toBeNull();
    expect(stateOfShiprocketCode(0)).toBeNull();
  });

  it('lands every order of the same scans (with repeats) on the same state', () => {
    const delivered = [
      scan('picked-up', 21, 5),
      scan('in-transit', 22, 2),
      scan('out-for-delivery', 23, 4),
      scan('failed-attempt', 23, 13),
      scan('out-for-delivery', 24, 4),
      scan('delivered', 24, 8),
      scan(null, 24, 9),
    ];
    for (const order of permutations(delivered))
      expect(standingAfter(START, [...order, ...order]).state).toBe('delivered');

    const attempted = delivered.slice(0, 4);
    for (const order of permutations(attempted))
      expect(standingAfter(START, order)).toEqual({ state: 'failed-attempt', at: at(23, 13) });

    const returned = [
      scan('picked-up', 21, 5),
      scan('failed-attempt', 23, 13),
      scan('rto', 25, 5),
      scan('rto-delivered', 27, 7),
    ];
    for (const order of permutations(returned))
      expect(standingAfter(START, order).state).toBe('rto-delivered');
  });

  it('never moves back, and nothing moves an ended parcel', () => {
    const inTransit = { state: 'in-transit' as const, at: at(22, 2) };
    expect(moves(inTransit, 'picked-up', at(23, 0))).toBe(false);
    expect(moves({ state: 'rto', at: at(25, 0) }, 'out-for-delivery', at(26, 0))).toBe(false);
    expect(moves({ state: 'delivered', at: at(24, 8) }, 'rto', at(25, 0))).toBe(false);
    expect(moves({ state: 'delivered', at: at(24, 8) }, 'rto-delivered', at(27, 0))).toBe(false);
    // Between a trip out and a failed attempt, only a later scan moves the parcel.
    const out = { state: 'out-for-delivery' as const, at: at(24, 4) };
    expect(moves(out, 'failed-attempt', at(23, 13))).toBe(false);
    expect(moves(out, 'failed-attempt', at(24, 12))).toBe(true);
  });
});
