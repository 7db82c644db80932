// The CLI as an operator runs it: a child process on a DATA_DIR of its own, once with no server
// (it opens the database itself) and once beside a running server (it goes through the admin API).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { PGLITE_OPTIONS, openDatabase, type Database } from '../db/client.ts';
import { auditLog, orders, productImages, products } from '../db/schema/index.ts';
import { DEMO_ADMIN, DEMO_ADMIN_ID } from '../seed/index.ts';
import { withDatabase } from '../../test/global-setup.ts';
import { SERVER_FILE, readServerFile } from '../lib/server-file.ts';
import { apiBundle } from '../../scripts/build.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_ROOT = path.resolve(HERE, '../..');
const CLI = apiBundle('admin-cli');
const MAIN = apiBundle('main');
/**
 * A backstop for a CLI or server child that hangs. Each child boots Node and PGlite from scratch,
 * ten seconds and more on a busy 2-core machine, and a test runs several: in one loaded run the
 * three tests below took 82 s, 103 s and 133 s, so each has ten minutes as its backstop
 * (docs/decisions/busy-machine-tests.md).
 */
const CHILD_TIMEOUT_MS = 180_000;

interface PreparedData {
  dataDir: string;
  /** '' on PGlite: the database lives in dataDir/db. */
  databaseUrl: string;
  cleanUp(): Promise<void>;
}

/** A DATA_DIR (and, on PostgreSQL, a database) holding the seeded template. */
async function prepareData(): Promise<PreparedData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-admin-cli-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (inject('templateKind') === 'postgres') {
    const name = `haat_cli_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${inject('template')}`);
    return {
      dataDir,
      databaseUrl: withDatabase(inject('databaseUrl'), name),
      cleanUp: async () => {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
        removeDir();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('template'))]);
  const database = await PGlite.create(path.join(dataDir, 'db'), {
    loadDataDir: dump,
    ...PGLITE_OPTIONS,
  });
  await database.close();
  return { dataDir, databaseUrl: '', cleanUp: async () => removeDir() };
}

/** Opens the prepared database in this process; PGlite must be closed before a child opens it. */
async function withDatabaseOf<T>(data: PreparedData, work: (db: Database) => Promise<T>) {
  const handle = await openDatabase({
    databaseUrl: data.databaseUrl || undefined,
    dataDir: data.dataDir,
  });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const baseEnvironment = (data: PreparedData) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? tmpdir(),
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: data.dataDir,
});

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: API_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: CHILD_TIMEOUT_MS,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function firstOrderIn(data: PreparedData, state: 'Placed'): Promise<string> {
  return withDatabaseOf(data, async (db) => {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.shippingStatus, state))
      .orderBy(orders.id)
      .limit(1);
    if (!row) throw new Error(`no seeded order is ${state}`);
    return row.id;
  });
}

describe('the CLI with no server running', () => {
  it('stock:set changes the database itself and audits as cli:<user>; order:list shows the orders', async () => {
    const data = await prepareData();
    try {
      const env = { ...baseEnvironment(data), DATABASE_URL: data.databaseUrl };
      const product = await withDatabaseOf(data, async (db) => {
        const [row] = await db
          .select()
          .from(products)
          .where(eq(products.hasVariants, false))
          .limit(1);
        return row!;
      });
      const placedOrder = await firstOrderIn(data, 'Placed');

      const set = await runCli(['stock:set', product.id, '42'], env);
      expect(set).toMatchObject({
        code: 0,
        stdout: `${product.id}: stock ${product.stock} → 42\n`,
      });
      expect(set.stderr).toContain('Using the database at');

      const list = await runCli(['order:list', '--status', 'placed'], env);
      expect(list.code).toBe(0);
      expect(list.stdout).toContain(placedOrder);
      expect(list.stdout).toMatch(/PAYABLE\n/);
      expect(list.stdout).not.toContain('Delivered');

      const refused = await runCli(['order:set', placedOrder, 'Delivered'], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('An order that is Placed cannot become Delivered.');
      const usage = await runCli(['stock:set', product.id, 'lots'], env);
      expect(usage.code).toBe(2);

      await withDatabaseOf(data, async (db) => {
        const [stored] = await db.select().from(products).where(eq(products.id, product.id));
        expect(stored?.stock).toBe(42);
        const audits = await db.select().from(auditLog).where(eq(auditLog.target, product.id));
        expect(audits).toHaveLength(1);
        expect(audits[0]?.action).toBe('stock.set');
        expect(audits[0]?.actor).toMatch(/^cli:.+/);
        expect(audits[0]?.details).toMatchObject({ from: product.stock, to: 42 });
      });
    } finally {
      await data.cleanUp();
    }
  }, 600_000);
});

async function waitForServer(dataDir: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + CHILD_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    const file = readServerFile(dataDir);
    if (file) {
      const health = await fetch(`http://127.0.0.1:${file.port}/api/health`).catch(() => null);
      if (health?.ok) return file;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer in time:\n${log()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

describe('catalog:import and catalog:export with no server running', () => {
  it('imports docs/catalog-example.csv with its pictures, all or nothing; again changes nothing; exports', async () => {
    const data = await prepareData();
    try {
      const env = { ...baseEnvironment(data), DATABASE_URL: data.databaseUrl };
      const example = path.resolve(API_ROOT, '../../docs/catalog-example.csv');
      const dry = await runCli(['catalog:import', example, '--dry-run'], env);
      expect(dry).toMatchObject({ code: 0 });
      expect(dry.stdout).toContain('2 new, 0 to update');
      const first = await runCli(['catalog:import', example], env);
      expect(first.stdout).toBe('Imported: 2 new, 0 updated, 0 unchanged.\n');
      const again = await runCli(['catalog:import', example], env);
      expect(again.stdout).toBe('Nothing changed: all 2 products are as the file says.\n');
      const { diya, pictures } = await withDatabaseOf(data, async (db) => {
        const [row] = await db.select().from(products).where(eq(products.sku, 'HAAT-DIYA-01'));
        const images = await db
          .select()
          .from(productImages)
          .where(eq(productImages.productId, row!.id));
        return { diya: row!, pictures: images };
      });
      expect(diya).toMatchObject({ isPublished: true, salePaise: 39900 });
      expect(pictures.map((picture) => picture.url)).toEqual([
        expect.stringMatching(/^\/media\/pictures\/img_[0-9a-f]+\/900x900\.webp$/),
        expect.stringMatching(/^\/media\/pictures\/img_[0-9a-f]+\/900x900\.webp$/),
      ]);

      const exported = path.join(data.dataDir, 'export.csv');
      const out = await runCli(['catalog:export', exported], env);
      expect(out.code).toBe(0);
      expect(readFileSync(exported, 'utf8')).toContain('HAAT-KURTA-07,Cotton kurta');

      const broken = path.join(data.dataDir, 'broken.csv');
      const lines = readFileSync(example, 'utf8').split('\n');
      lines[2] = lines[2]!.replace(',1299.00,899.00,', ',1299.00,1899.00,');
      writeFileSync(broken, lines.join('\n'));
      const refused = await runCli(['catalog:import', broken], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('line 3: price: The price cannot be above the MRP.');
    } finally {
      await data.cleanUp();
    }
  }, 600_000);
});

describe('the CLI beside a running server', () => {
  it('order:advance goes through the admin API, signed in as the operator', async () => {
    const data = await prepareData();
    let server: ChildProcess | undefined;
    try {
      const orderId = await firstOrderIn(data, 'Placed');
      let serverLog = '';
      server = spawn(process.execPath, [MAIN], {
        cwd: API_ROOT,
        env: {
          ...baseEnvironment(data),
          LOG_LEVEL: 'warn',
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: data.databaseUrl,
          DEMO_SHOP: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
      const running = await waitForServer(data.dataDir, server, () => serverLog);
      expect(running.pid).toBe(server.pid);

      // No DATABASE_URL for the CLI: it must find the server through DATA_DIR/server.json.
      const cliEnv = {
        ...baseEnvironment(data),
        HAAT_ADMIN_EMAIL: DEMO_ADMIN.email,
        HAAT_ADMIN_PASSWORD: DEMO_ADMIN.password,
      };
      const advanced = await runCli(['order:advance', orderId], cliEnv);
      expect(advanced).toMatchObject({ code: 0, stdout: `${orderId}: Placed → Packed\n` });
      expect(advanced.stderr).toContain(
        `Using the running server at http://127.0.0.1:${running.port}.`,
      );

      const listed = await runCli(['order:list', '--status', 'Packed'], cliEnv);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(orderId);

      const wrongPassword = await runCli(['order:advance', orderId], {
        ...cliEnv,
        HAAT_ADMIN_PASSWORD: 'not-the-password',
      });
      expect(wrongPassword.code).toBe(1);
      expect(wrongPassword.stderr).toContain('Operator login failed: Invalid e-mail or password.');

      await stopServer(server);
      expect(existsSync(path.join(data.dataDir, SERVER_FILE))).toBe(false);
      await withDatabaseOf(data, async (db) => {
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        expect(order?.shippingStatus).toBe('Packed');
        const audits = await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.target, orderId), eq(auditLog.action, 'order.advance')));
        expect(audits.map((row) => row.actor)).toEqual([`admin:${DEMO_ADMIN_ID}`]);
      });
    } finally {
      if (server) await stopServer(server);
      await data.cleanUp();
    }
  }, 600_000);
});
