// The return's rules, table-driven (docs/decisions/returns.md): every move from every state by
// every role, the window of a delivered line, and what returned pieces bring back.
import { describe, expect, it } from 'vitest';
import {
  RETURN_MOVES,
  canMoveReturn,
  lineReturnWindow,
  refusedMoveMessage,
  returnRefundPaise,
  type ReturnRole,
} from './return-states.ts';
import type { ReturnState } from './returns.repository.ts';

const STATES = Object.keys(RETURN_MOVES) as ReturnState[];
const ROLES: ReturnRole[] = ['shopper', 'seller', 'operator', 'courier', 'system'];

/** The only moves there are: from, to, and who may make each. */
const ALLOWED: Array<[ReturnState, ReturnState, ReturnRole[]]> = [
  ['requested', 'approved', ['seller', 'operator']],
  ['requested', 'rejected', ['seller', 'operator']],
  ['requested', 'cancelled', ['shopper']],
  ['approved', 'picked-up', ['seller', 'operator', 'courier']],
  ['approved', 'cancelled', ['shopper']],
  ['picked-up', 'received', ['seller', 'operator', 'courier']],
  ['received', 'refunded', ['system']],
];

describe('who may move a return where', () => {
  const cases = STATES.flatMap((from) =>
    STATES.flatMap((to) => ROLES.map((role) => [from, to, role] as const)),
  );
  it.each(cases)('%s → %s by the %s', (from, to, role) => {
    const allowed = ALLOWED.some(([a, b, roles]) => a === from && b === to && roles.includes(role));
    expect(canMoveReturn(from, to, role)).toBe(allowed);
  });

  it('ends nowhere once rejected, refunded or cancelled', () => {
    for (const end of ['rejected', 'refunded', 'cancelled'] as const) {
      expect(Object.keys(RETURN_MOVES[end])).toEqual([]);
    }
  });

  it('says where the return stands when a move is refused', () => {
    expect(refusedMoveMessage('picked-up', 'cancelled')).toBe(
      'This return has been picked up; it cannot be cancelled now.',
    );
  });
});

describe('the return window of a delivered line', () => {
  const deliveredAt = new Date('2026-11-01T10:00:00Z');
  const base = {
    deliveredAt,
    returnable: true,
    pieces: 3,
    piecesBeingReturned: 0,
    windowDays: 15,
  };
  it.each([
    ['on delivery', new Date('2026-11-01T10:00:00Z'), 'open'],
    ['on the last moment', new Date('2026-11-16T10:00:00Z'), 'open'],
    ['a minute after', new Date('2026-11-16T10:01:00Z'), 'closed'],
  ] as const)('is %s: %s', (_name, now, state) => {
    expect(lineReturnWindow({ ...base, now })).toEqual({
      state,
      pieces: 3,
      until: new Date('2026-11-16T10:00:00Z'),
    });
  });
  it('is none before delivery, and never for a category not returnable', () => {
    const now = new Date('2026-11-02T00:00:00Z');
    expect(lineReturnWindow({ ...base, deliveredAt: null, now })).toBeNull();
    expect(lineReturnWindow({ ...base, returnable: false, now })).toEqual({
      state: 'not-returnable',
      pieces: 0,
      until: null,
    });
  });
  it('counts only the pieces not already being returned', () => {
    const now = new Date('2026-11-02T00:00:00Z');
    expect(lineReturnWindow({ ...base, piecesBeingReturned: 2, now })?.pieces).toBe(1);
    expect(lineReturnWindow({ ...base, piecesBeingReturned: 3, now })?.pieces).toBe(0);
  });
});

describe('what returned pieces bring back', () => {
  const lines = [
    { id: 'a', lineTotalPaise: 30_000 },
    { id: 'b', lineTotalPaise: 10_000 },
  ];
  it('is their price less their share of the coupon, the shipping kept', () => {
    // ₹100 off shared 3:1 → line a carries ₹75; two of its three pieces: (300 − 75) × 2/3 = ₹150.
    expect(
      returnRefundPaise({ discountPaise: 10_000, lines, lineId: 'a', linePieces: 3, pieces: 2 }),
    ).toBe(15_000);
    expect(
      returnRefundPaise({ discountPaise: 0, lines, lineId: 'b', linePieces: 1, pieces: 1 }),
    ).toBe(10_000);
  });
  it('adds up to the line, piece by piece, to the paisa', () => {
    const odd = [{ id: 'x', lineTotalPaise: 10_000 }];
    const one = returnRefundPaise({
      discountPaise: 1,
      lines: odd,
      lineId: 'x',
      linePieces: 3,
      pieces: 1,
    });
    const all = returnRefundPaise({
      discountPaise: 1,
      lines: odd,
      lineId: 'x',
      linePieces: 3,
      pieces: 3,
    });
    expect(all).toBe(9_999);
    expect(one).toBeGreaterThanOrEqual(3_333);
    expect(one).toBeLessThanOrEqual(3_334);
  });
});
