// A PostgreSQL session advisory lock, held on a connection of its own while some start-up work
// runs: servers started together (the workers of one machine, or several machines) take turns.
import pg from 'pg';

export async function withAdvisoryLock<T>(
  connectionString: string,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const lock = new pg.Client({ connectionString });
  // The server going away mid-work must not end the process: the lock is then released with the
  // session, and the work's own queries fail and say why.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    // Ending the session releases the lock, whether or not the unlock below reached the server.
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
