import type { Database } from '../../db/client.ts';
import { countPendingMigrations, type MigrationJournal } from '../../db/migration-status.ts';
import { ServiceUnavailableError } from '../../lib/app-error.ts';
import { insertContactMessage, insertSubscriber } from './site.repository.ts';

/** A load balancer probes every few seconds: a database slower than this counts as not there. */
export const READY_TIMEOUT_MS = 1000;

/**
 * Ready for traffic: not shutting down, the database answers within READY_TIMEOUT_MS, and it has
 * every migration this code ships (a process started before `db:migrate` ran is not). Throws 503.
 */
export async function assertReady(
  db: Database,
  options: { isShuttingDown: boolean; journal: MigrationJournal; timeoutMs?: number },
): Promise<void> {
  if (options.isShuttingDown) {
    throw new ServiceUnavailableError('This server is shutting down.', 1);
  }
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const pending = countPendingMigrations(db, options.journal).then(
    (count) => ({ count }),
    (error: unknown) => ({ error }),
  );
  const outcome = await Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
  if (outcome === 'timeout' || 'error' in outcome) {
    throw new ServiceUnavailableError(
      outcome === 'timeout'
        ? `The database did not answer within ${timeoutMs} ms.`
        : 'The database cannot be reached.',
      5,
    );
  }
  if (outcome.count > 0) {
    throw new ServiceUnavailableError(
      `The database lacks ${outcome.count} migration(s) of this version: run npm run db:migrate.`,
      30,
    );
  }
}

export async function receiveContactMessage(
  db: Database,
  input: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await insertContactMessage(db, { ...input, email: input.email.trim().toLowerCase() });
}

/** Subscribing twice is not an error: the shopper is on the list either way. */
export async function subscribeEmail(
  db: Database,
  email: string,
): Promise<'subscribed' | 'already-subscribed'> {
  const isNew = await insertSubscriber(db, email.trim().toLowerCase());
  return isNew ? 'subscribed' : 'already-subscribed';
}
