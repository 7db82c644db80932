// Opens the one database the server uses: embedded PGlite under DATA_DIR by default, or
// PostgreSQL through node-postgres when DATABASE_URL is set. Same schema, same SQL.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { guardPool } from './pool-guard.ts';
import { oneTripQueries } from './pglite-one-trip.ts';
import { prepareStatementsOnPool } from './statement-cache.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: everything a repository needs, usable inside or outside a transaction. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** A PostgreSQL pool's connections at this moment (node-postgres counts them). */
export interface PoolStats {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Requests queued for a connection. */
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool behind `db` (change feed, metrics, readiness). */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's use, for the metrics (PGlite has no pool). */
  poolStats?: () => PoolStats;
}

export const MIGRATIONS_FOLDER = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export class DatabaseOpenError extends Error {
  constructor(where: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot open the database at ${where}: ${reason}`);
    this.name = 'DatabaseOpenError';
  }
}

export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * How every PGlite of ours is opened. `relaxedDurability` only stops PGlite awaiting its
 * filesystem's sync step after each query: on disk (NodeFS) and in memory that step does nothing
 * (pages are written through to the files as Postgres writes them), yet awaiting it took a lock
 * and cost 1–3 ms a query (0.6 ms instead of 2.0 ms for a lookup by key, measured on the bench data).
 */
export const PGLITE_OPTIONS = { extensions: PGLITE_EXTENSIONS, relaxedDurability: true } as const;

/** Wraps an open PGlite (on disk, in memory, or loaded from a template) in a handle. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  // Drizzle uses only `query` and `transaction` of its client: each query in one trip into the
  // engine (db/pglite-one-trip.ts). Migrations keep PGlite's own.
  const db = drizzlePglite(oneTripQueries(client) as unknown as PGlite, {
    schema,
  }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

const logPoolTrouble = (message: string) => console.error(message);

export function wrapPostgresPool(pool: pg.Pool): DatabaseHandle {
  // A connection dropped by the server must not end the process; the pool replaces it.
  guardPool(pool, logPoolTrouble);
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    pool,
    migrate: () =>
      migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /**
   * PostgreSQL: how long a query waits for a connection (a free one from a full pool, or a new
   * one being opened) before failing; lib/db-errors.ts reads that failure as 503, not a hang.
   * Unset (the CLIs, seeding): wait as long as it takes.
   */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: distinct parameterised statements each connection prepares and keeps
   * (db/statement-cache.ts). Unset or 0 (the CLIs, seeding): every statement unnamed.
   */
  preparedStatements?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Tells an operator (pg_stat_activity) which process holds a connection.
      application_name: `haat-${process.pid}`,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      // A server that vanished without closing the connection is noticed by TCP keep-alive.
      keepAlive: true,
    });
    prepareStatementsOnPool(pool, options.preparedStatements ?? 0);
    guardPool(pool, logPoolTrouble);
    try {
      const probe = await pool.connect();
      probe.release();
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new DatabaseOpenError(redactUrl(options.databaseUrl), error);
    }
    return wrapPostgresPool(pool);
  }
  const dir = path.join(options.dataDir, 'db');
  try {
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, PGLITE_OPTIONS);
    return wrapPglite(client);
  } catch (error) {
    throw new DatabaseOpenError(dir, error);
  }
}

/** Keeps a password in DATABASE_URL out of messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** Rows of a raw `db.execute(sql)`: node-postgres and PGlite both answer `{ rows }`. */
export function readRows<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
