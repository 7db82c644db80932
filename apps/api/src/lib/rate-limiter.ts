// Fixed-window counters in the rate_limits table. One atomic upsert per hit, so a limit holds
// across several API processes on one PostgreSQL, unlike an in-memory limiter.
import { lt, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export interface RateLimitRule {
  /** Names the limit and its subject, e.g. `otp:mobile:9876543210`. */
  key: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  isAllowed: boolean;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
}

/** A refusal for going over a limit; the error handler adds a Retry-After header. */
export class RateLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** '… Please try again in 15 minutes.' — whole minutes, at least one. */
export function describeRetry(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** Rows whose window ended this long ago are deleted now and then. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

function stateOf(
  rule: RateLimitRule,
  count: number,
  windowStartsAt: Date,
  now: Date,
): RateLimitState {
  const endsAt = windowStartsAt.getTime() + rule.windowSeconds * 1000;
  return {
    count,
    isAllowed: count <= rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/**
 * Counts one hit and says whether it is within the limit. A window that has ended starts again
 * at 1 in the same statement: every SET expression reads the row as it was before the update.
 */
export async function hitRateLimit(
  db: Executor,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitState> {
  const windowEndedBefore = new Date(now.getTime() - rule.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, window_starts_at)
    values (${rule.key}, 1, ${now.toISOString()}::timestamptz)
    on conflict (key) do update set
      count = case when rate_limits.window_starts_at <= ${windowEndedBefore.toISOString()}::timestamptz
        then 1 else rate_limits.count + 1 end,
      window_starts_at = case when rate_limits.window_starts_at <= ${windowEndedBefore.toISOString()}::timestamptz
        then excluded.window_starts_at else rate_limits.window_starts_at end
    returning count, window_starts_at`);
  const [row] = readRows<{ count: number | string; window_starts_at: Date | string }>(result);
  if (!row) throw new Error(`rate limit ${rule.key} returned no row`);
  // Housekeeping without a scheduler: about one hit in a hundred clears long-ended windows.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStartsAt, new Date(now.getTime() - STALE_AFTER_MS)));
  }
  return stateOf(rule, Number(row.count), new Date(row.window_starts_at), now);
}

/** Takes back one hit (a login that succeeded should not count against the address). */
export async function releaseRateLimitHit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function resetRateLimit(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
