// Order dates in India's time (docs/spec.md §9 day-Mon-year), and the timeline's date with a time.
import { formatDateAndTime, formatOrderDate } from '../../../lib/dates';

/** India is UTC+5:30 all year (no daylight saving), so a fixed offset is exact on any phone. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '21-Nov-2026, 3:40 pm' — the date as the order list shows it, then the time in IST. */
export function formatOrderDateTime(at: string | Date): string {
  const translated = formatDateAndTime(at);
  if (translated !== undefined) return translated;
  const date = typeof at === 'string' ? new Date(at) : at;
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const period = hours < 12 ? 'am' : 'pm';
  return `${formatOrderDate(date)}, ${hour12}:${minutes} ${period}`;
}

export { formatOrderDate };
