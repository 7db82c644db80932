// What the db:move / db:backup / db:restore tests share: a DATA_DIR holding the seeded demo shop
// in PGlite (on either run), fresh PostgreSQL databases, the commands run as an operator runs
// them, and a database's rows and checksums read independently of the command under test.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { PGLITE_OPTIONS, wrapPglite } from '../src/db/client.ts';
import { checksumTables, type TableSum } from '../src/db/transfer/checksum.ts';
import {
  openEmbeddedSession,
  openPostgresSession,
  type SqlSession,
} from '../src/db/transfer/session.ts';
import { describeTables, readSequences, type SequenceValue } from '../src/db/transfer/tables.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { withDatabase } from './global-setup.ts';
import { apiBundle } from '../scripts/build.mjs';

const API_ROOT = path.resolve(import.meta.dirname, '..');
const COMMAND_TIMEOUT_MS = 120_000;

export const isOnPostgres = () => inject('templateKind') === 'postgres';

export function makeDataDir(): { dataDir: string; cleanUp(): void } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-transfer-'));
  return { dataDir, cleanUp: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * A DATA_DIR with the seeded demo shop in DATA_DIR/db: the run's template on PGlite; on a
 * PostgreSQL run (whose template is a server database) a PGlite migrated and seeded here.
 */
export async function makeSeededDataDir(): Promise<{ dataDir: string; cleanUp(): void }> {
  const made = makeDataDir();
  const dir = path.join(made.dataDir, 'db');
  if (isOnPostgres()) {
    const handle = wrapPglite(await PGlite.create(dir, PGLITE_OPTIONS));
    await handle.migrate();
    await seedDemoData(handle.db, { media: null });
    await handle.close();
  } else {
    const dump = new Blob([readFileSync(inject('template'))]);
    const client = await PGlite.create(dir, { ...PGLITE_OPTIONS, loadDataDir: dump });
    await client.close();
  }
  return made;
}

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new PostgreSQL database: empty, or a copy of the run's seeded template. */
export async function createPostgresDatabase(
  options: { seeded: boolean } = { seeded: false },
): Promise<ServerDatabase> {
  const serverUrl = inject('databaseUrl');
  const name = `haat_transfer_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = options.seeded ? ` TEMPLATE ${inject('template')}` : '';
  await admin.query(`CREATE DATABASE ${name}${template}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node dist/<script>.mjs` (the bundle of src/db/transfer/<script>.ts) with only the environment given (and PATH). */
export function runTransferCommand(
  script: 'move-cli' | 'backup-cli' | 'restore-cli',
  args: readonly string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [apiBundle(script), ...args], {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: COMMAND_TIMEOUT_MS,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface Contents {
  sums: TableSum[];
  sequences: SequenceValue[];
}

/** Every table's rows and checksum, and the sequences, read here rather than by the command. */
export async function readContents(
  where: { dataDir: string } | { url: string },
): Promise<Contents> {
  const session: SqlSession =
    'url' in where
      ? await openPostgresSession(where.url)
      : await openEmbeddedSession(where.dataDir, { create: false });
  try {
    const tables = await describeTables(session);
    return { sums: await checksumTables(session, tables), sequences: await readSequences(session) };
  } finally {
    await session.close();
  }
}
