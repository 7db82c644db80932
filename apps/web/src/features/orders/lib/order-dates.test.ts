import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderDateTime } from './order-dates';

describe('order dates (docs/spec.md §9 day-Mon-year, in India)', () => {
  it.each([
    ['2024-03-05T06:30:00.000Z', '05-Mar-2024'],
    // 19:00 UTC on 4 March is already 00:30 on 5 March in India.
    ['2024-03-04T19:00:00.000Z', '05-Mar-2024'],
    ['2026-11-21T10:10:00.000Z', '21-Nov-2026'],
  ])('%s is shown as %s', (at, shown) => {
    expect(formatOrderDate(at)).toBe(shown);
  });

  it.each([
    ['2026-11-21T10:10:00.000Z', '21-Nov-2026, 3:40 pm'],
    ['2026-11-21T18:30:00.000Z', '22-Nov-2026, 12:00 am'],
    ['2026-11-21T06:30:00.000Z', '21-Nov-2026, 12:00 pm'],
    ['2026-11-21T03:35:00.000Z', '21-Nov-2026, 9:05 am'],
  ])('a timeline time %s reads %s', (at, shown) => {
    expect(formatOrderDateTime(at)).toBe(shown);
  });
});
