import { describe, expect, it } from 'vitest';
import { dateToSend, istDay, istEndDay } from './coupon-dates.ts';

describe("a coupon's dates in the form", () => {
  it('shows the day in India, whatever the instant in UTC', () => {
    expect(istDay('2026-03-30T18:29:59.000Z')).toBe('2026-03-30');
    expect(istDay('2026-03-30T18:30:00.000Z')).toBe('2026-03-31');
  });

  it('shows an end stored at 00:00 IST as the day it closes', () => {
    expect(istEndDay('2026-03-31T18:30:00.000Z')).toBe('2026-03-31');
    expect(istEndDay('2026-03-31T12:00:00.000Z')).toBe('2026-03-31');
  });

  it('sends the saved instant for an untouched day, the day when changed, nothing when cleared', () => {
    const saved = { day: '2026-03-31', iso: '2026-03-31T12:00:00.000Z' };
    expect(dateToSend('2026-03-31', saved)).toBe('2026-03-31T12:00:00.000Z');
    expect(dateToSend('2026-04-02', saved)).toBe('2026-04-02');
    expect(dateToSend('', saved)).toBeUndefined();
    expect(dateToSend('2026-04-02', null)).toBe('2026-04-02');
  });
});
