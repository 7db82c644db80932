// Real server processes on one PostgreSQL database cloned from the test template: what the tests
// of several processes (stock, jobs, caches, sessions) start, stop, kill and talk to.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { wrapPostgresPool, type DatabaseHandle } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';
import { apiBundle } from '../scripts/build.mjs';

const MAIN = apiBundle('main');
export const PROCESS_JWT_SECRET = 'multi-process-test-secret-0123456789abcdef';

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
}

/** Starts main.ts on `databaseUrl`; resolves once it says it is ready. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'haat-procs-'));
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      DEMO_SHOP: 'false',
      // One process each (on PostgreSQL a server forks a worker per core unless told).
      WEB_CONCURRENCY: '1',
      JWT_SECRET: PROCESS_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 60 s: ${output}`)),
      60_000,
    );
    const poll = setInterval(() => {
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${match[1]}`);
    }, 20);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  return { child, base, dataDir, output: () => output };
}

/** Ends a process (SIGTERM unless told) and waits for it. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return server.child.exitCode;
  const exited = new Promise<number | null>((resolve) =>
    server.child.once('exit', (code) => resolve(code)),
  );
  server.child.kill(signal);
  return exited;
}

export interface ProcessDatabase {
  url: string;
  handle: DatabaseHandle;
  /** A client of its own, e.g. to hold a lock while a process waits on it. */
  connect(): Promise<pg.Client>;
  drop(): Promise<void>;
}

/** A fresh database cloned from the seeded template (PostgreSQL runs only). */
export async function createProcessDatabase(prefix = 'haat_procs'): Promise<ProcessDatabase> {
  const serverUrl = inject('databaseUrl');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('template')}`);
  const url = withDatabase(serverUrl, name);
  const handle = wrapPostgresPool(new pg.Pool({ connectionString: url, max: 4 }));
  const clients: pg.Client[] = [];
  return {
    url,
    handle,
    async connect() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      clients.push(client);
      return client;
    },
    async drop() {
      for (const client of clients) await client.end().catch(() => undefined);
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export function removeDataDirs(servers: ServerProcess[]): void {
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
}

/** What `useServerProcesses` fills in before a describe block's tests run. */
export interface ProcessesOnOneDatabase {
  database: ProcessDatabase;
  servers: ServerProcess[];
}

/**
 * `count` server processes (with `env`) on one fresh database, started before the tests of the
 * describe block that calls this and stopped, with their database and data dirs, after them.
 */
export function useServerProcesses(
  count: number,
  env: Record<string, string> = {},
): ProcessesOnOneDatabase {
  const shared = { servers: [] as ServerProcess[] } as ProcessesOnOneDatabase;
  beforeAll(async () => {
    shared.database = await createProcessDatabase();
    for (let index = 0; index < count; index += 1)
      shared.servers.push(await startServerProcess(shared.database.url, env));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(shared.servers.map((server) => stopServerProcess(server)));
    await shared.database?.drop();
    removeDataDirs(shared.servers);
  });
  return shared;
}
