// The settlement schedule moves the day a part's money may be paid: never before its return
// window closes; weekly to 00:00 IST of the first settlement weekday that begins after it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, payableFrom } from './settlement.service.ts';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('payableFrom', () => {
  it('pays as soon as the window closes by default, or N days after it', () => {
    const closes = ist('2026-11-25T14:00:00');
    expect(payableFrom(closes, DEFAULT_SCHEDULE)).toEqual(closes);
    expect(payableFrom(closes, { schedule: 'days', days: 2 })).toEqual(ist('2026-11-27T14:00:00'));
  });

  it('waits for the next settlement weekday, in India’s days', () => {
    // 25 November 2026 is a Wednesday.
    const wednesday = { schedule: 'weekly', weekday: 3 } as const;
    // Closing on a Wednesday afternoon: that day's run has begun, so the next Wednesday.
    expect(payableFrom(ist('2026-11-25T14:00:00'), wednesday)).toEqual(ist('2026-12-02T00:00:00'));
    // Closing exactly at a Wednesday's first moment: that Wednesday.
    expect(payableFrom(ist('2026-11-25T00:00:00'), wednesday)).toEqual(ist('2026-11-25T00:00:00'));
    // Closing on a Tuesday late at night (IST; still Tuesday afternoon in UTC): Wednesday.
    expect(payableFrom(ist('2026-11-24T23:30:00'), wednesday)).toEqual(ist('2026-11-25T00:00:00'));
    // A Monday run, from a Sunday.
    expect(payableFrom(ist('2026-11-29T09:00:00'), { schedule: 'weekly', weekday: 1 })).toEqual(
      ist('2026-11-30T00:00:00'),
    );
    // Sunday is 7.
    expect(payableFrom(ist('2026-11-29T09:00:00'), { schedule: 'weekly', weekday: 7 })).toEqual(
      ist('2026-12-06T00:00:00'),
    );
  });
});
