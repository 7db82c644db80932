// The seller's pickup day (docs/decisions/couriers.md, "Labels, manifest, pickup day"): today in
// India while it is before the cutoff, else from tomorrow, up to a few days ahead. Unchosen, the
// shop's default: Shiprocket's own next slot, or Delhivery's next 14:00 slot (nextPickupSlot).
import { formatIsoDateIst } from '@haat/india';
import { AppError } from '../../lib/app-error.ts';

/** A pickup for today must be asked before 12:00 in India (couriers plan the day's round then). */
export const PICKUP_CUTOFF_HOUR_IST = 12;
/** How many days ahead a seller may choose (a weekend and a holiday). */
export const PICKUP_DAYS_AHEAD = 3;

const DAY_MS = 24 * 3600_000;

/** The days a seller may choose now, first to last (India's dates, YYYY-MM-DD). */
export function pickupDaysOpen(now: Date): { first: string; last: string } {
  const today = formatIsoDateIst(now);
  const cutoff = new Date(
    `${today}T${String(PICKUP_CUTOFF_HOUR_IST).padStart(2, '0')}:00:00+05:30`,
  );
  const first =
    now.getTime() < cutoff.getTime() ? today : formatIsoDateIst(new Date(now.getTime() + DAY_MS));
  const last = formatIsoDateIst(new Date(now.getTime() + PICKUP_DAYS_AHEAD * DAY_MS));
  return { first, last };
}

/** The chosen day, checked: a 400 naming the field when it is not one the seller may choose. */
export function checkPickupDay(day: string | undefined, now: Date, field = 'pickupDate') {
  if (day === undefined) return null;
  const { first, last } = pickupDaysOpen(now);
  if (day < first || day > last) {
    const message =
      day === formatIsoDateIst(now)
        ? `Today's pickups close at ${PICKUP_CUTOFF_HOUR_IST}:00: choose a day from ${first} to ${last}.`
        : `Choose a pickup day from ${first} to ${last}.`;
    throw new AppError('VALIDATION_FAILED', message, { [field]: message });
  }
  return day;
}

/** The moment a pickup day stands for, when the provider names no time: 10:00 in India. */
export const pickupMomentOf = (day: string) => new Date(`${day}T10:00:00+05:30`);
