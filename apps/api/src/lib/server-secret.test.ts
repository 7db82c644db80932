// The signing secret is one for every process on one database (two machines: separate DATA_DIRs,
// separate connections), it survives an upgrade from the file earlier versions kept, and a
// rotated JWT_SECRET still accepts the tokens its predecessor signed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { PGLITE_OPTIONS, wrapPglite, wrapPostgresPool, type Database } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';
import { DEMO_CUSTOMER } from '../seed/index.ts';
import { bearer, logIn } from '../../test/accounts.ts';
import { buildAppOn, clonePostgresTemplate } from '../../test/helper.ts';
import { systemClock } from './clock.ts';
import { LEGACY_SECRET_FILE_NAME, loadServerSecret } from './server-secret.ts';

/**
 * One database and a way to open as many separate handles on it as a test wants: on PostgreSQL
 * each its own pool (as each machine has), on PGlite each its own drizzle wrapper over the one
 * embedded client (so nothing a handle loaded is shared with another).
 */
interface SharedDatabase {
  open(): Database;
  close(): Promise<void>;
}

async function openSharedDatabase(): Promise<SharedDatabase> {
  if (inject('templateKind') === 'postgres') {
    const clone = await clonePostgresTemplate('haat_secret');
    const pools: pg.Pool[] = [];
    return {
      open() {
        const pool = new pg.Pool({ connectionString: clone.url, max: 2 });
        pools.push(pool);
        return wrapPostgresPool(pool).db;
      },
      async close() {
        await Promise.all(pools.map((pool) => pool.end()));
        await clone.drop();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('template'))]);
  const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: dump });
  return { open: () => wrapPglite(client).db, close: () => client.close() };
}

let database: SharedDatabase;
const dataDirs: string[] = [];
const apps: FastifyInstance[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'haat-machine-'));
  dataDirs.push(dir);
  return dir;
}

/** A server as one machine runs it: its own DATA_DIR and its own connections. */
async function startMachine(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: newDataDir(),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildAppOn(database.open(), { config, clock: systemClock });
  apps.push(app);
  return app;
}

const readProfile = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/customer/profile', headers: bearer(token) });

beforeAll(async () => {
  database = await openSharedDatabase();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  // Each test starts without a stored secret, as a fresh deployment does.
  await database.open().delete(serverSecrets);
});
afterAll(async () => {
  await database.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('one signing secret for every machine on one database', () => {
  it('a token issued by one machine is accepted by another with its own DATA_DIR', async () => {
    const first = await startMachine();
    const second = await startMachine();
    const token = await logIn(first, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const res = await readProfile(second, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO_CUSTOMER.email);
    const back = await logIn(second, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await readProfile(first, back)).statusCode).toBe(200);
  });

  it('processes starting together generate one secret between them', async () => {
    const config = { jwtSecret: undefined, dataDir: newDataDir() };
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () => loadServerSecret({ config, db: database.open() })),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
    const stored = await database.open().select().from(serverSecrets);
    expect(stored.map((row) => row.value)).toEqual([secrets[0]]);
  });

  it('the secret an earlier version kept in DATA_DIR becomes the shared one, so no one is signed out', async () => {
    const dataDir = newDataDir();
    const earlier = 'a'.repeat(64);
    writeFileSync(path.join(dataDir, LEGACY_SECRET_FILE_NAME), `${earlier}\n`, { mode: 0o600 });
    const adopted = await loadServerSecret({
      config: { jwtSecret: undefined, dataDir },
      db: database.open(),
    });
    expect(adopted).toBe(earlier);
    // Another machine, whose own file holds something else, agrees with the database.
    const otherDir = newDataDir();
    writeFileSync(path.join(otherDir, LEGACY_SECRET_FILE_NAME), `${'b'.repeat(64)}\n`);
    const other = await loadServerSecret({
      config: { jwtSecret: undefined, dataDir: otherDir },
      db: database.open(),
    });
    expect(other).toBe(earlier);
  });

  it('JWT_SECRET is used as given, and nothing is generated or stored', async () => {
    const jwtSecret = 'configured-secret-'.padEnd(40, 'x');
    const first = await startMachine({ JWT_SECRET: jwtSecret });
    const second = await startMachine({ JWT_SECRET: jwtSecret });
    const token = await logIn(first, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await readProfile(second, token)).statusCode).toBe(200);
    expect(await database.open().select().from(serverSecrets)).toEqual([]);
  });
});

describe('rotating JWT_SECRET', () => {
  const OLD = 'the-secret-before-rotation-'.padEnd(48, 'o');
  const NEW = 'the-secret-after-rotation-'.padEnd(48, 'n');

  it('a token signed before the rotation is accepted while JWT_SECRET_PREVIOUS names the old secret', async () => {
    const before = await startMachine({ JWT_SECRET: OLD });
    const token = await logIn(before, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const rotated = await startMachine({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: OLD });
    expect((await readProfile(rotated, token)).statusCode).toBe(200);
    // New tokens are signed with the new secret only: a machine still on the old one refuses them.
    const fresh = await logIn(rotated, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await readProfile(before, fresh)).statusCode).toBe(401);
    const newOnly = await startMachine({ JWT_SECRET: NEW });
    expect((await readProfile(newOnly, fresh)).statusCode).toBe(200);
  });

  it('without JWT_SECRET_PREVIOUS a rotation signs everyone out', async () => {
    const before = await startMachine({ JWT_SECRET: OLD });
    const token = await logIn(before, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const rotated = await startMachine({ JWT_SECRET: NEW });
    const res = await readProfile(rotated, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please log in again.');
  });
});
