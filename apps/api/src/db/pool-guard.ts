// Keeps a process alive, and its pool whole, when PostgreSQL goes away (a restart, a failover, a
// dropped network). node-postgres emits 'error' on a client whose connection ends; an 'error'
// event nobody listens to ends the process ("Connection terminated unexpectedly"). The pool
// listens on its idle clients only, not on one handed out (a transaction's): so every client the
// pool opens gets a listener of its own. The query waiting on that client fails with the same
// error, which lib/db-errors.ts answers as 503; its holder releases it and the pool drops it.
import type pg from 'pg';

/**
 * A client whose connection died while handed out, and that its holder never gave back, is given
 * back after this long (drizzle does not release one whose BEGIN failed): else each such loss
 * would keep a pool slot forever, and a few restarts would leave a full pool of dead clients.
 */
const ABANDONED_CLIENT_MS = 15_000;

const guarded = new WeakSet<pg.Pool>();

/** Call before the pool opens its first connection (a client opened earlier is not guarded). */
export function guardPool(pool: pg.Pool, log: (message: string) => void): void {
  if (guarded.has(pool)) return;
  guarded.add(pool);
  const handedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => handedOut.add(client));
  pool.on('release', (_error, client) => handedOut.delete(client));
  // An idle connection dropped by the server: the pool removes it and opens another when needed.
  pool.on('error', (error) => log(`PostgreSQL connection lost: ${error.message}`));
  pool.on('connect', (client) => {
    client.on('error', () => {
      if (!handedOut.has(client)) return;
      const timer = setTimeout(() => {
        if (!handedOut.has(client)) return;
        log('PostgreSQL connection lost in a transaction and not given back: dropping it');
        client.release(new Error('connection lost'));
      }, ABANDONED_CLIENT_MS);
      timer.unref();
    });
  });
}
