// The CLI's writes reach every running server: on PostgreSQL the CLI opens the database itself,
// outside the servers, so without its notices each server would show what it keeps (its catalogue
// answers, for five minutes here) long after the change. Two real server processes, the CLI as a
// real process, as an operator runs them.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SignJWT } from 'jose';
import { products, sellers } from '../db/schema/index.ts';
import {
  PROCESS_JWT_SECRET,
  useServerProcesses,
  type ServerProcess,
} from '../../test/processes.ts';
import { allowingForLoad } from '../../test/waiting.ts';
import { apiBundle } from '../../scripts/build.mjs';

const isPostgres = inject('templateKind') === 'postgres';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_ROOT = path.resolve(HERE, '../..');
const CLI = apiBundle('admin-cli');
const EXAMPLE_CSV = path.resolve(API_ROOT, '../../docs/catalog-example.csv');
/**
 * The bound an operator expects: a change made with the CLI is on every server within a second on
 * a quiet machine. The clock starts when the CLI has exited; the bound allows for a busy machine
 * and stays far below the five minutes the servers keep answers here, which is what a server
 * without the CLI's notice would show.
 */
const FRESH_WITHIN_MS = allowingForLoad(1000);

interface ProductAnswer {
  stock: number;
  salePrice: number;
}

async function readProduct(server: ServerProcess, productId: string): Promise<ProductAnswer> {
  const res = await fetch(`${server.base}/api/public/product?productID=${productId}`);
  if (res.status !== 200)
    throw new Error(`product ${productId}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: ProductAnswer }).data;
}

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd: API_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * How long after the CLI finished each server took to show `expected` (polled; a server still
 * showing the old answer after FRESH_WITHIN_MS is given up on and its last answer kept).
 */
async function waitUntilShown(
  servers: ServerProcess[],
  productId: string,
  isShown: (answer: ProductAnswer) => boolean,
  since: number,
): Promise<{ shown: boolean; waitedMs: number }[]> {
  return Promise.all(
    servers.map(async (server) => {
      for (;;) {
        const shown = isShown(await readProduct(server, productId));
        const waitedMs = performance.now() - since;
        if (shown || waitedMs > FRESH_WITHIN_MS) return { shown, waitedMs };
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
}

describe.runIf(isPostgres)('the CLI writing beside two running servers', () => {
  // Kept answers live five minutes here: only the CLI's notices can make a server fresh in time.
  // Account versions too: only a notice can make a server re-read a seller's standing in time.
  const shared = useServerProcesses(2, {
    CATALOG_CACHE_TTL_SECONDS: '300',
    SESSION_CHECK_SECONDS: '300',
  });
  let cliDataDir: string;
  let cliEnv: Record<string, string>;
  beforeAll(() => {
    cliDataDir = mkdtempSync(path.join(tmpdir(), 'haat-cli-beside-'));
    cliEnv = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: cliDataDir,
      DATABASE_URL: shared.database.url,
    };
  });
  afterAll(() => rmSync(cliDataDir, { recursive: true, force: true }));

  it('stock:set is on both servers within 1 s', async () => {
    const { servers, database } = shared;
    const [product] = await database.handle.db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(eq(products.hasVariants, false), eq(products.isPublished, true)))
      .limit(1);
    if (!product) throw new Error('no published product without variants in the seed');
    for (const server of servers) {
      expect((await readProduct(server, product.id)).stock).toBe(product.stock);
      // Asked again: now answered from what the server keeps.
      expect((await readProduct(server, product.id)).stock).toBe(product.stock);
    }

    const newStock = product.stock + 7;
    const set = await runCli(['stock:set', product.id, String(newStock)], cliEnv);
    const doneAt = performance.now();
    expect(set.code, set.stderr).toBe(0);
    const seen = await waitUntilShown(servers, product.id, (p) => p.stock === newStock, doneAt);
    expect(seen.map((one) => one.shown)).toEqual([true, true]);
    for (const one of seen) expect(one.waitedMs).toBeLessThan(FRESH_WITHIN_MS);
  });

  it('a price changed by catalog:import is on both servers within 1 s', async () => {
    const { servers, database } = shared;
    const first = await runCli(['catalog:import', EXAMPLE_CSV], cliEnv);
    expect(first.code, first.stderr).toBe(0);
    const [diya] = await database.handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, 'HAAT-DIYA-01'));
    if (!diya) throw new Error('the import made no HAAT-DIYA-01');
    for (const server of servers) {
      expect((await readProduct(server, diya.id)).salePrice).toBe(399);
      expect((await readProduct(server, diya.id)).salePrice).toBe(399);
    }

    const cheaper = path.join(cliDataDir, 'cheaper.csv');
    writeFileSync(
      cheaper,
      readFileSync(EXAMPLE_CSV, 'utf8').replace(',499.00,399.00,', ',499.00,379.00,'),
    );
    // The pictures the file names lie beside it.
    for (const picture of ['diya-front.jpg', 'diya-side.jpg']) {
      copyFileSync(path.join(path.dirname(EXAMPLE_CSV), picture), path.join(cliDataDir, picture));
    }
    const second = await runCli(['catalog:import', cheaper], cliEnv);
    const doneAt = performance.now();
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('1 updated');
    const seen = await waitUntilShown(servers, diya.id, (p) => p.salePrice === 379, doneAt);
    expect(seen.map((one) => one.shown)).toEqual([true, true]);
    for (const one of seen) expect(one.waitedMs).toBeLessThan(FRESH_WITHIN_MS);
  });

  it('a seller approved with seller:approve is signed in on both servers within 1 s', async () => {
    const { servers, database } = shared;
    const [seller] = await database.handle.db
      .select({ id: sellers.id, tokenVersion: sellers.tokenVersion })
      .from(sellers)
      .where(eq(sellers.status, 'approved'))
      .limit(1);
    if (!seller) throw new Error('no approved seller in the seed');
    // Suspended earlier (by hand, so no server was told): its sessions are refused, and each
    // server keeps that answer for SESSION_CHECK_SECONDS.
    await database.handle.db
      .update(sellers)
      .set({ status: 'suspended' })
      .where(eq(sellers.id, seller.id));
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      unique_name: seller.id,
      role: 'seller',
      ver: seller.tokenVersion,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(PROCESS_JWT_SECRET));
    const readMe = async (server: ServerProcess) =>
      (
        await fetch(`${server.base}/api/admin/me`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    for (const server of servers) {
      expect(await readMe(server)).toBe(401);
      expect(await readMe(server)).toBe(401);
    }

    const approved = await runCli(['seller:approve', seller.id], cliEnv);
    const doneAt = performance.now();
    expect(approved.code, approved.stderr).toBe(0);
    const seen = await Promise.all(
      servers.map(async (server) => {
        for (;;) {
          const status = await readMe(server);
          const waitedMs = performance.now() - doneAt;
          if (status === 200 || waitedMs > FRESH_WITHIN_MS) return { status, waitedMs };
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    expect(seen.map((one) => one.status)).toEqual([200, 200]);
    for (const one of seen) expect(one.waitedMs).toBeLessThan(FRESH_WITHIN_MS);
  });
});
