import { afterEach, describe, expect, it } from 'vitest';
import {
  addBusinessDaysSkippingSundays,
  istDayEnd,
  istDayStart,
  formatDateIn,
  formatDeliveryDate,
  formatIsoDateIst,
  formatOrderDate,
} from './dates.ts';

const originalTimeZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTimeZone;
});

describe('formatOrderDate', () => {
  it.each([
    [
      'UTC midnight is already 05:30 of the same day in India',
      '2024-03-05T00:00:00Z',
      '05-Mar-2024',
    ],
    ['18:30 UTC is midnight of the next day in India', '2024-03-04T18:30:00Z', '05-Mar-2024'],
    [
      'one second before 18:30 UTC is still the same day in India',
      '2024-03-04T18:29:59Z',
      '04-Mar-2024',
    ],
    ['a New Year evening in UTC is New Year in India', '2023-12-31T20:00:00Z', '01-Jan-2024'],
    ['a leap day is kept', '2024-02-29T06:00:00Z', '29-Feb-2024'],
    ['a time written in IST is read in IST', '2024-11-15T23:59:00+05:30', '15-Nov-2024'],
    ['a date-only string is the same day in India', '2024-08-15', '15-Aug-2024'],
  ])('%s', (_behaviour, input, expected) => {
    expect(formatOrderDate(input)).toBe(expected);
  });

  it('a Date object reads the same as its ISO string', () => {
    expect(formatOrderDate(new Date('2024-10-02T12:00:00Z'))).toBe('02-Oct-2024');
  });

  it.each([
    ['a server in New York', 'America/New_York'],
    ['a server in UTC', 'UTC'],
    ['a phone in Auckland', 'Pacific/Auckland'],
  ])('gives the India date on %s', (_behaviour, timeZone) => {
    process.env.TZ = timeZone;
    expect(formatOrderDate('2024-03-04T20:00:00Z')).toBe('05-Mar-2024');
  });

  it.each([
    ['an unreadable string is refused', 'not a date'],
    ['an invalid Date is refused', new Date(Number.NaN)],
  ])('%s', (_behaviour, input) => {
    expect(() => formatOrderDate(input)).toThrow(RangeError);
  });
});

describe('formatIsoDateIst', () => {
  it.each([
    ['18:30 UTC is the next day in India', '2024-03-04T18:30:00Z', '2024-03-05'],
    [
      'the last instant of the year in India stays in that year',
      '2024-12-31T18:29:59.999Z',
      '2024-12-31',
    ],
    ['midnight of New Year in India moves to the next year', '2024-12-31T18:30:00Z', '2025-01-01'],
    ['single-digit months and days are padded', '2024-01-09T06:00:00Z', '2024-01-09'],
  ])('%s', (_behaviour, input, expected) => {
    expect(formatIsoDateIst(input)).toBe(expected);
  });
});

describe('formatDeliveryDate', () => {
  it.each([
    ['a Tuesday in March', '2024-03-05T06:30:00Z', 'Tue, 05 Mar'],
    ['a Saturday evening in UTC is Sunday in India', '2024-03-09T20:00:00Z', 'Sun, 10 Mar'],
    ['a December date', '2024-12-25T04:00:00Z', 'Wed, 25 Dec'],
  ])('%s', (_behaviour, input, expected) => {
    expect(formatDeliveryDate(input)).toBe(expected);
  });
});

describe('addBusinessDaysSkippingSundays', () => {
  it.each([
    // 2024-03-04 is a Monday; 06:30 UTC is noon in India.
    ['Monday plus one day is Tuesday', '2024-03-04T06:30:00Z', 1, '2024-03-05T06:30:00.000Z'],
    ['Monday plus five days is Saturday', '2024-03-04T06:30:00Z', 5, '2024-03-09T06:30:00.000Z'],
    [
      'Monday plus six days skips Sunday to the next Monday',
      '2024-03-04T06:30:00Z',
      6,
      '2024-03-11T06:30:00.000Z',
    ],
    ['Saturday plus one day is Monday', '2024-03-09T06:30:00Z', 1, '2024-03-11T06:30:00.000Z'],
    ['Friday plus two days is Monday', '2024-03-08T06:30:00Z', 2, '2024-03-11T06:30:00.000Z'],
    ['Sunday plus one day is Monday', '2024-03-10T06:30:00Z', 1, '2024-03-11T06:30:00.000Z'],
    [
      'two weeks of business days skip two Sundays',
      '2024-03-04T06:30:00Z',
      12,
      '2024-03-18T06:30:00.000Z',
    ],
    ['zero days leaves the date unchanged', '2024-03-10T06:30:00Z', 0, '2024-03-10T06:30:00.000Z'],
    // 20:00 UTC Friday is 01:30 Saturday in India, so one day on is Monday in India.
    [
      'the weekday is judged in India, not in UTC',
      '2024-03-08T20:00:00Z',
      1,
      '2024-03-10T20:00:00.000Z',
    ],
    // 20:00 UTC Saturday is already Sunday in India, so the next business day is Monday there.
    [
      'an instant that is Sunday only in India moves to Monday in India',
      '2024-03-09T20:00:00Z',
      1,
      '2024-03-10T20:00:00.000Z',
    ],
    ['a month end is crossed', '2024-02-28T06:30:00Z', 2, '2024-03-01T06:30:00.000Z'],
  ])('%s', (_behaviour, start, days, expected) => {
    expect(addBusinessDaysSkippingSundays(new Date(start), days).toISOString()).toBe(expected);
  });

  it('leaves the date it was given untouched', () => {
    const start = new Date('2024-03-04T06:30:00Z');
    addBusinessDaysSkippingSundays(start, 5);
    expect(start.toISOString()).toBe('2024-03-04T06:30:00.000Z');
  });

  it.each([
    ['negative days are refused', -1],
    ['a fraction of a day is refused', 1.5],
    ['NaN days are refused', Number.NaN],
  ])('%s', (_behaviour, days) => {
    expect(() => addBusinessDaysSkippingSundays(new Date('2024-03-04T06:30:00Z'), days)).toThrow(
      RangeError,
    );
  });
});

describe('a day in India as instants', () => {
  it('starts at 00:00 IST, which is 18:30 UTC of the day before', () => {
    expect(istDayStart('2026-03-31').toISOString()).toBe('2026-03-30T18:30:00.000Z');
  });
  it('ends (exclusively) at the next day 00:00 IST', () => {
    expect(istDayEnd('2026-03-31').toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });
});

describe('dates in Hindi', () => {
  it('are written by Intl for hi-IN in India’s time, with Latin digits', () => {
    // 18:34 UTC on 4 March is 00:04 on 5 March in India.
    const at = new Date('2026-03-04T18:34:00Z');
    expect(formatOrderDate(at, 'hi')).toBe('05 मार्च 2026');
    expect(formatDeliveryDate(at, 'hi')).toBe('गुरु, 05 मार्च');
    expect(formatDateIn('hi', 'dayAndTime', at)).toBe('05 मार्च 2026, रात 12:04');
    expect(formatDateIn('hi', 'dayAndTime', '2026-03-05T03:10:00Z')).toBe('05 मार्च 2026, सुबह 8:40');
    expect(formatDateIn('hi', 'dayAndTime', '2026-03-05T10:10:00Z')).toBe(
      '05 मार्च 2026, दोपहर 3:40',
    );
    expect(formatDateIn('hi', 'dayAndTime', '2026-03-05T13:00:00Z')).toBe('05 मार्च 2026, शाम 6:30');
    expect(formatOrderDate(at)).toBe('05-Mar-2026');
  });
});
