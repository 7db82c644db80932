// One connection to one database, as the transfer tools need it: plain SQL with parameters, one
// session (so BEGIN … COMMIT and cursors hold), and the drizzle migrations. PGlite and PostgreSQL
// answer the same SQL; every value the tools read is cast to text in SQL, so neither driver's type
// parsing is involved.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_OPTIONS, redactUrl, wrapPglite, wrapPostgresPool } from '../client.ts';

export interface SqlSession {
  readonly kind: 'pglite' | 'postgres';
  /** Where the database is, for messages: a folder, or the URL without its password. */
  readonly where: string;
  query<Row>(text: string, parameters?: readonly unknown[]): Promise<Row[]>;
  /** Applies the pending drizzle migrations (as the server does at start). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** A refusal or a failed check: the CLI prints the message and exits 1. */
export class TransferRefusal extends Error {
  override name = 'TransferRefusal';
}

/**
 * Fixed output settings on both sides: a row's text (hashed for the checksum) and its JSON (the
 * copy) must not depend on a server's or PGlite's defaults (time zone, date style, float digits).
 */
const SESSION_SETTINGS = [
  "set timezone = 'UTC'",
  "set datestyle = 'ISO, YMD'",
  "set intervalstyle = 'postgres'",
  'set extra_float_digits = 1',
  "set bytea_output = 'hex'",
];

async function applySettings(session: SqlSession): Promise<SqlSession> {
  for (const statement of SESSION_SETTINGS) await session.query(statement);
  return session;
}

/** The folder of the embedded database in DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

/** True when `dir` holds a PostgreSQL data directory (PGlite's on-disk form). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

/** Wraps an open PGlite; closing the session closes it. */
export async function sessionOnPglite(client: PGlite, where: string): Promise<SqlSession> {
  const handle = wrapPglite(client);
  return applySettings({
    kind: 'pglite',
    where,
    async query<Row>(text: string, parameters: readonly unknown[] = []) {
      const result = await client.query<Row>(text, [...parameters]);
      return result.rows;
    },
    migrate: () => handle.migrate(),
    close: () => client.close(),
  });
}

/**
 * Opens DATA_DIR's PGlite. `create: false` refuses a folder without a database rather than
 * making an empty one there.
 */
export async function openEmbeddedSession(
  dataDir: string,
  options: { create: boolean },
): Promise<SqlSession> {
  const dir = embeddedDatabaseDir(dataDir);
  if (!options.create && !hasEmbeddedDatabase(dataDir)) {
    throw new TransferRefusal(`There is no embedded database in ${dir} (DATA_DIR=${dataDir}).`);
  }
  mkdirSync(dir, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(dir, PGLITE_OPTIONS);
  } catch (error) {
    throw new TransferRefusal(`Cannot open the embedded database in ${dir}: ${messageOf(error)}`);
  }
  return sessionOnPglite(client, `PGlite in ${dir}`);
}

/** Opens one connection to PostgreSQL (plus one the migrator borrows while it runs). */
export async function openPostgresSession(url: string): Promise<SqlSession> {
  const where = `PostgreSQL at ${redactUrl(url)}`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new TransferRefusal(`Cannot connect to ${where}: ${messageOf(error)}`);
  }
  const handle = wrapPostgresPool(pool);
  return applySettings({
    kind: 'postgres',
    where,
    async query<Row>(text: string, parameters: readonly unknown[] = []) {
      const result = await client.query(text, [...parameters]);
      return result.rows as Row[];
    },
    migrate: () => handle.migrate(),
    async close() {
      client.release();
      await pool.end();
    },
  });
}

/**
 * Runs `work` inside one transaction on `session`: committed when it returns, rolled back when it
 * throws. `mode` is appended to BEGIN ('isolation level repeatable read read only' for a source).
 */
export async function inTransaction<T>(
  session: SqlSession,
  work: () => Promise<T>,
  mode = '',
): Promise<T> {
  await session.query(`begin ${mode}`.trim());
  try {
    const result = await work();
    await session.query('commit');
    return result;
  } catch (error) {
    await session.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** A consistent view of everything read in `work`: one snapshot, and no write can slip in. */
export const READ_SNAPSHOT = 'isolation level repeatable read read only';

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
