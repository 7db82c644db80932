// A transaction PostgreSQL aborts as a deadlock or a serialization failure wrote nothing and
// normally succeeds when run again: run it again, a few times, after a short random pause (so
// the transactions that collided do not collide again in step). What still fails is contention
// the caller cannot fix; lib/db-errors.ts reads it as 503 "busy", never a 500.
import { isTransactionConflict } from '../lib/db-errors.ts';
import type { Database } from './client.ts';

export interface RetryOptions {
  /** Runs in all, the first included. */
  attempts?: number;
  /** The pause before the n-th retry is random in [0, n × this) ms. */
  pauseMs?: number;
  onRetry?: (error: unknown, attempt: number) => void;
}

export const DEFAULT_TRANSACTION_ATTEMPTS = 4;
const DEFAULT_PAUSE_MS = 25;

/** Runs `work` (which must start its own transaction) again while it fails as a conflict. */
export async function retryOnConflict<T>(
  work: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_TRANSACTION_ATTEMPTS;
  const pauseMs = options.pauseMs ?? DEFAULT_PAUSE_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      options.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs * attempt));
    }
  }
}

type TransactionHandle = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * `db.transaction(work)`, run again when PostgreSQL aborts it as a deadlock or serialization
 * failure. `work` may run more than once: it must only write through `tx` (and keep no state
 * between runs that a rolled-back run would leave wrong).
 */
export function transactWithRetry<T>(
  db: Database,
  work: (tx: TransactionHandle) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  return retryOnConflict(() => db.transaction(work), options);
}
