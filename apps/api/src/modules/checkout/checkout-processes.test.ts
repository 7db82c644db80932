// Issue 5: 50 buyers for the last 5 units through TWO API processes on one PostgreSQL database.
// Only PostgreSQL admits several processes (PGlite is in-process), so this runs when DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { wrapPostgresPool, type DatabaseHandle } from '../../db/client.ts';
import { productSizes } from '../../db/schema/index.ts';
import { withDatabase } from '../../../test/global-setup.ts';
import { createAuth } from '../../plugins/auth.ts';
import { loadConfig } from '../../config.ts';

const JWT_SECRET = 'multi-process-test-secret-0123456789abcdef';
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');
const isPostgres = inject('templateKind') === 'postgres';

interface Server {
  child: ChildProcess;
  base: string;
}

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      // Two single processes side by side (each would fork one worker per core by default).
      WEB_CONCURRENCY: '1',
      JWT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { child, base };
}

describe.runIf(isPostgres)('two API processes on one PostgreSQL', () => {
  let admin: pg.Client;
  let databaseName: string;
  let handle: DatabaseHandle;
  const servers: Server[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    const url = inject('databaseUrl');
    databaseName = `haat_procs_${randomBytes(5).toString('hex')}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('template')}`);
    const databaseUrl = withDatabase(url, databaseName);
    handle = wrapPostgresPool(new pg.Pool({ connectionString: databaseUrl, max: 4 }));
    for (let index = 0; index < 2; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-procs-'));
      dataDirs.push(dataDir);
      servers.push(await startServer(databaseUrl, dataDir));
    }
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) =>
            server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve),
          ),
      ),
    );
    await handle?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin?.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('50 buyers at once for the last 5 units: exactly 5 orders, stock 0, never negative', async () => {
    const [size] = await handle.db
      .select()
      .from(productSizes)
      .where(gt(productSizes.stock, 0))
      .limit(1);
    await handle.db.update(productSizes).set({ stock: 5 }).where(eq(productSizes.id, size!.id));
    const { createCustomerDirect } = await import('./checkout-processes.fixtures.ts');
    const auth = createAuth({
      db: handle.db,
      config: loadConfig({ NODE_ENV: 'test', JWT_SECRET, DATA_DIR: dataDirs[0] }),
      clock: { now: () => new Date() },
    });
    const buyers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => createCustomerDirect(handle.db, index)),
    );

    const call = async (
      server: Server,
      token: string,
      method: string,
      url: string,
      body?: unknown,
    ) => {
      const res = await fetch(`${server.base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    const prepared = await Promise.all(
      buyers.map(async (buyer, index) => {
        const server = servers[index % 2]!;
        // Signed with the secret both processes share (issuing through /auth/login would meet
        // its per-address limit: every buyer here comes from 127.0.0.1).
        const token = await auth.issueToken({
          id: buyer.customerId,
          role: 'customer',
          tokenVersion: 0,
        });
        const cart = await call(server, token, 'POST', '/api/customer/cart', {
          productID: size!.productId,
          colorID: size!.colorId,
          sizeID: size!.id,
          pieces: 1,
        });
        expect(cart.status).toBe(200);
        const summary = await call(
          server,
          token,
          'GET',
          `/api/customer/order-checkout/${buyer.addressId}/prepaid`,
        );
        return { server, token, summary: summary.body.data };
      }),
    );
    const results = await Promise.all(
      prepared.map((buyer) =>
        call(buyer.server, buyer.token, 'POST', '/api/customer/addorder', buyer.summary),
      ),
    );
    expect(results.filter((res) => res.status === 200)).toHaveLength(5);
    const refused = results.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(45);
    for (const res of refused) expect(res.body.code).toBe('OUT_OF_STOCK');
    const [after] = await handle.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, size!.id));
    expect(after!.stock).toBe(0);
  }, 120_000);
});
