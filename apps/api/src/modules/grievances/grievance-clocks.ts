// The two clocks of a complaint (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)):
// acknowledged within forty-eight hours and redressed within one month of its receipt. Both are
// deadlines fixed at filing and stored on the row, so a restart changes nothing; "overdue" is
// read against the clock the app is given (a test's fake one).
import { randomBytes } from 'node:crypto';

export const ACKNOWLEDGE_HOURS = 48;
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * One month in India's calendar: the same day and time of the next month, or that month's last
 * day when it has no such day (filed 31 January, due 28 or 29 February).
 */
export function oneMonthAfter(at: Date): Date {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const month = ist.getUTCMonth();
  const lastDayOfNext = new Date(Date.UTC(year, month + 2, 0)).getUTCDate();
  const due = Date.UTC(
    year,
    month + 1,
    Math.min(ist.getUTCDate(), lastDayOfNext),
    ist.getUTCHours(),
    ist.getUTCMinutes(),
    ist.getUTCSeconds(),
    ist.getUTCMilliseconds(),
  );
  return new Date(due - IST_OFFSET_MS);
}

export function grievanceDeadlines(filedAt: Date): { ackDueAt: Date; resolveDueAt: Date } {
  return {
    ackDueAt: new Date(filedAt.getTime() + ACKNOWLEDGE_HOURS * 60 * 60 * 1000),
    resolveDueAt: oneMonthAfter(filedAt),
  };
}

/** Past a deadline with its step not done: unacknowledged after 48 hours, or open after a month. */
export function isOverdue(
  row: { status: string; ackDueAt: Date; acknowledgedAt: Date | null; resolveDueAt: Date },
  now: Date,
): boolean {
  if (row.status === 'closed') return false;
  if (row.acknowledgedAt === null && now > row.ackDueAt) return true;
  return now > row.resolveDueAt;
}

// Crockford's base 32: no I, L, O or U to misread on a phone. 32 divides 256, so each byte's
// remainder is uniform.
const TICKET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_RANDOM_LENGTH = 10;

/** GRV- and ten random characters: 32^10 ≈ 1.1 × 10^15 tickets, not guessable in sequence. */
export function newTicketNumber(): string {
  let tail = '';
  for (const byte of randomBytes(TICKET_RANDOM_LENGTH)) tail += TICKET_ALPHABET[byte % 32];
  return `GRV-${tail}`;
}
