// When sellers are paid: the operator's settlement schedule (docs/decisions/seller-money.md, "The
// settlement schedule"). A part's money is held until its return window closes; the schedule
// then says from when it is payable: the next settlement weekday, or a number of days later.
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditWriter } from './commission.service.ts';
import { selectSettlementRow, upsertSettlementRow } from './settlement.repository.ts';

export type SettlementSchedule =
  { schedule: 'weekly'; weekday: number } | { schedule: 'days'; days: number };

/** No schedule set: a part is payable as soon as its return window closes. */
export const DEFAULT_SCHEDULE: SettlementSchedule = { schedule: 'days', days: 0 };

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;

export async function settlementScheduleOf(db: Executor): Promise<SettlementSchedule> {
  const row = await selectSettlementRow(db);
  if (!row) return DEFAULT_SCHEDULE;
  return row.schedule === 'weekly'
    ? { schedule: 'weekly', weekday: row.weekday }
    : { schedule: 'days', days: row.days };
}

/**
 * From when money whose return window closes at `windowClosesAt` may be paid: on a weekly
 * schedule, 00:00 IST of the first settlement weekday that begins at or after it (never earlier
 * than the window's close); on a days schedule, that many days after it.
 */
export function payableFrom(windowClosesAt: Date, schedule: SettlementSchedule): Date {
  if (schedule.schedule === 'days') {
    return new Date(windowClosesAt.getTime() + schedule.days * DAY_MS);
  }
  const istMs = windowClosesAt.getTime() + IST_OFFSET_MS;
  let dayStart = Math.floor(istMs / DAY_MS) * DAY_MS;
  if (dayStart < istMs) dayStart += DAY_MS;
  // 1970-01-01 was a Thursday (ISO weekday 4).
  const weekdayOf = (ms: number) => ((Math.floor(ms / DAY_MS) + 3) % 7) + 1;
  while (weekdayOf(dayStart) !== schedule.weekday) dayStart += DAY_MS;
  return new Date(dayStart - IST_OFFSET_MS);
}

/** Sets the schedule, audited in the change's transaction; refuses an impossible one (400). */
export async function setSettlementSchedule(
  db: Database,
  next: SettlementSchedule,
  input: { now: Date; audit: AuditWriter },
): Promise<void> {
  if (
    next.schedule === 'weekly' &&
    !(Number.isInteger(next.weekday) && next.weekday >= 1 && next.weekday <= 7)
  ) {
    throw new AppError('VALIDATION_FAILED', 'Choose a weekday.', { weekday: 'Choose a weekday.' });
  }
  if (
    next.schedule === 'days' &&
    !(Number.isInteger(next.days) && next.days >= 0 && next.days <= 60)
  ) {
    const message = 'Give a whole number of days from 0 to 60.';
    throw new AppError('VALIDATION_FAILED', message, { days: message });
  }
  await db.transaction(async (tx) => {
    const before = await settlementScheduleOf(tx);
    const values = {
      schedule: next.schedule,
      weekday: next.schedule === 'weekly' ? next.weekday : 1,
      days: next.schedule === 'days' ? next.days : 0,
      updatedAt: input.now,
    };
    await upsertSettlementRow(tx, values);
    await input.audit(tx, {
      action: 'settlement-schedule.change',
      target: 'settlement-schedule',
      details: { before, after: next },
      at: input.now,
    });
  });
}
