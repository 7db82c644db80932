/**
 * India has one zone, UTC+5:30, and no daylight saving, so a fixed offset is exact and keeps
 * the answer the same on a server in UTC and a phone abroad.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SUNDAY = 0;

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function parseDate(date: Date | string): Date {
  const parsed = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(parsed.getTime())) {
    throw new RangeError(`Not a valid date: ${String(date)}`);
  }
  return parsed;
}

/** A Date whose UTC fields read as the wall clock in India; only for reading fields. */
function shiftToIst(date: Date | string): Date {
  return new Date(parseDate(date).getTime() + IST_OFFSET_MS);
}

function padTwo(n: number): string {
  return String(n).padStart(2, '0');
}

const DATE_FORMATS = {
  day: { day: '2-digit', month: 'short', year: 'numeric' },
  delivery: { weekday: 'short', day: '2-digit', month: 'short' },
  /** 'November 2026', 'नवंबर 2026': since when a seller is on the shop. */
  monthAndYear: { month: 'long', year: 'numeric' },
  /**
   * The time with the day's part as Hindi says it ('सुबह 8:40', 'दोपहर 3:40', 'शाम 6:30', 'रात
   * 10:40'), not CLDR's Latin 'am'/'pm' (docs/decisions/hindi.md).
   */
  dayAndTime: {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in another language than English, in India's time, through Intl (CLDR's month and
 * weekday names, Latin digits): hi → '05 मार्च 2024', 'गुरु, 05 मार्च'.
 */
export function formatDateIn(
  language: string,
  kind: keyof typeof DATE_FORMATS,
  date: Date | string,
): string {
  const key = `${language}:${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(`${language}-IN`, {
      ...DATE_FORMATS[kind],
      timeZone: 'Asia/Kolkata',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(parseDate(date));
}

/**
 * '05-Mar-2024': docs/spec.md §9 shows dates as day, abbreviated month, year. In another language
 * (`language`, ISO 639-1), its own way through Intl ('05 मार्च 2024').
 */
export function formatOrderDate(date: Date | string, language = 'en'): string {
  if (language !== 'en') return formatDateIn(language, 'day', date);
  const ist = shiftToIst(date);
  return `${padTwo(ist.getUTCDate())}-${MONTHS[ist.getUTCMonth()] ?? ''}-${ist.getUTCFullYear()}`;
}

/** 'YYYY-MM-DD' of the day in India, for keys and date inputs. */
export function formatIsoDateIst(date: Date | string): string {
  const ist = shiftToIst(date);
  return `${ist.getUTCFullYear()}-${padTwo(ist.getUTCMonth() + 1)}-${padTwo(ist.getUTCDate())}`;
}

/** 'Tue, 05 Mar' for delivery estimates, where the year is obvious; in Hindi 'मंगल, 05 मार्च'. */
export function formatDeliveryDate(date: Date | string, language = 'en'): string {
  if (language !== 'en') return formatDateIn(language, 'delivery', date);
  const ist = shiftToIst(date);
  const weekday = WEEKDAYS[ist.getUTCDay()] ?? '';
  const month = MONTHS[ist.getUTCMonth()] ?? '';
  return `${weekday}, ${padTwo(ist.getUTCDate())} ${month}`;
}

/**
 * Moves forward `days` days, not counting Sundays, because couriers do not deliver on them.
 * The weekday is judged in India, so 20:00 UTC on a Saturday is already Sunday there.
 * The time of day is kept.
 */
export function addBusinessDaysSkippingSundays(date: Date, days: number): Date {
  if (!Number.isSafeInteger(days) || days < 0) {
    throw new RangeError(`Business days must be a whole number of 0 or more, got ${days}`);
  }
  let time = parseDate(date).getTime();
  let remaining = days;
  while (remaining > 0) {
    time += DAY_MS;
    if (new Date(time + IST_OFFSET_MS).getUTCDay() !== SUNDAY) {
      remaining -= 1;
    }
  }
  return new Date(time);
}

/** The first instant of a calendar day in India, 'YYYY-MM-DD' (00:00 IST). */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The first instant after a calendar day in India: the next day's 00:00 IST (an exclusive end). */
export function istDayEnd(day: string): Date {
  return new Date(istDayStart(day).getTime() + DAY_MS);
}
