// What every API test file uses: a fresh database cloned from the seeded template, and the app
// built on it exactly as main.ts builds it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  PGLITE_EXTENSIONS,
  wrapPglite,
  wrapPostgresPool,
  type DatabaseHandle,
} from '../src/db/client.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { buildApp, type Clock } from '../src/app.ts';
import { withDatabase } from './global-setup.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (inject('templateKind') === 'postgres') {
    const url = inject('databaseUrl');
    const name = `haat_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('template')}`);
    const handle = wrapPostgresPool(
      new pg.Pool({ connectionString: withDatabase(url, name), max: 8 }),
    );
    return {
      handle,
      close: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('template'))]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  return { handle, close: () => handle.close() };
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({
    db: database.handle.db,
    config,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.handle.db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
