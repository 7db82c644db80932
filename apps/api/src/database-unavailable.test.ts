// The PostgreSQL pool fails fast: every connection busy past DATABASE_CONNECT_TIMEOUT_MS, or the
// database gone, answers 503 in the envelope with Retry-After — never a 500, never a hang — and
// the same process serves again once the database is back (node-postgres's pool reconnects).
// PostgreSQL only: PGlite lives inside the process and has no pool or network to lose.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { wrapPostgresPool, type DatabaseHandle } from './db/client.ts';
import { clonePostgresTemplate } from '../test/helper.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';

const isPostgres = inject('templateKind') === 'postgres';
const LOOKUP = '/api/location/pincode/302001';
const CONNECT_TIMEOUT_MS = 400;

describe.runIf(isPostgres)('a PostgreSQL pool that cannot serve a request', () => {
  let database: Awaited<ReturnType<typeof clonePostgresTemplate>>;
  let proxy: TcpProxy;
  let pool: pg.Pool;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    database = await clonePostgresTemplate('haat_unavailable');
    const url = new URL(database.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    // One connection, so the test can hold it; the bound the server is given by config.
    pool = new pg.Pool({
      connectionString: url.toString(),
      max: 1,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    pool.on('error', () => undefined);
    handle = wrapPostgresPool(pool);
    dataDir = mkdtempSync(path.join(tmpdir(), 'haat-unavailable-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: url.toString(),
    });
    app = await buildApp({ db: handle.db, config, logger: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a request that gets no connection in time answers 503 with Retry-After, then 200 when one frees', async () => {
    const held = await pool.connect();
    const startedAt = performance.now();
    let res;
    try {
      res = await app.inject({ method: 'GET', url: LOOKUP });
    } finally {
      held.release();
    }
    const waitedMs = performance.now() - startedAt;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({
      status: 'error',
      code: 'SERVICE_UNAVAILABLE',
      message: 'The shop is very busy right now. Please try again in a moment.',
      Message: 'The shop is very busy right now. Please try again in a moment.',
    });
    expect(waitedMs).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
    expect(waitedMs).toBeLessThan(CONNECT_TIMEOUT_MS + 1500);

    const after = await app.inject({ method: 'GET', url: LOOKUP });
    expect(after.statusCode).toBe(200);
  });

  it('with the database gone, requests and readiness answer 503; when it returns, both recover by themselves', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    await proxy.cut();
    const down = await app.inject({ method: 'GET', url: LOOKUP });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('10');
    expect(down.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The shop cannot reach its database right now. Please try again shortly.',
    });
    const notReady = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // Liveness does not depend on the database: the process is fine and must not be restarted.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await proxy.restore();
    const back = await app.inject({ method: 'GET', url: LOOKUP });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
