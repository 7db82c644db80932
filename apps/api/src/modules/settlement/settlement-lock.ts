// One settlement run at a time. On PostgreSQL a session advisory lock on a connection of its own,
// outside the pool (pg_try_advisory_lock): every process and machine sharing the database sees it, and a process
// that dies mid-run gives it up with its session. PGlite is one process's own database (no other
// process can open its data folder) with one session for everything, where an advisory lock would
// be granted again to the same session: there the lock is this process's own flag for that
// database, as the job queue on PGlite runs each job in one lane of the process.
import pg from 'pg';
import type { Database } from '../../db/client.ts';

/** Any fixed number of ours (prepare-database.ts and the job queue hold others). */
export const SETTLEMENT_LOCK_KEY = 4_815_162_400;

const runningOnPglite = new WeakSet<object>();

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function clientOf(db: Database): unknown {
  return (db as unknown as { $client: unknown }).$client;
}

/** Where a lock's release that failed is told (the server's or the command's log). */
export type SettlementLockWarn = (details: { error: string }, message: string) => void;

/**
 * Runs `work` holding the settlement lock; answers `busy` at once, without running it, while
 * another run holds it. A release that fails (the lock's connection lost) is not the run's
 * failure: PostgreSQL gives the lock up with the session, so it is told to `warn` and the run's
 * own answer stands.
 */
export async function withSettlementLock<T>(
  db: Database,
  work: () => Promise<T>,
  warn: SettlementLockWarn = () => undefined,
): Promise<{ outcome: 'done'; result: T } | { outcome: 'busy' }> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    // A connection of its own, outside the pool: the run's work takes the pool's connections, and
    // with its lock held on one of them a small pool (one connection) would leave the work waiting
    // for the lock's own connection, and every request with it.
    const session = new pg.Client(client.options);
    session.on('error', () => undefined);
    await session.connect();
    let locked = false;
    try {
      const answer = await session.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [SETTLEMENT_LOCK_KEY],
      );
      locked = answer.rows[0]?.locked === true;
      if (!locked) return { outcome: 'busy' };
      return { outcome: 'done', result: await work() };
    } finally {
      if (locked)
        await session
          .query('select pg_advisory_unlock($1)', [SETTLEMENT_LOCK_KEY])
          .catch((error: unknown) =>
            warn(
              { error: errorText(error) },
              'settlement: the lock could not be released; its session ends with it',
            ),
          );
      await session
        .end()
        .catch((error: unknown) =>
          warn({ error: errorText(error) }, "settlement: the lock's connection did not close"),
        );
    }
  }
  const key = (client ?? db) as object;
  if (runningOnPglite.has(key)) return { outcome: 'busy' };
  runningOnPglite.add(key);
  try {
    return { outcome: 'done', result: await work() };
  } finally {
    runningOnPglite.delete(key);
  }
}
