// `demo:remove` as the CLI runs it, on an embedded database of its own: a shop that never held the
// demo is told so and left alone, the command asks before removing (or takes --yes), runs once,
// and refuses while a server holds the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { admins, auditLog, demoRows } from '../db/schema/index.ts';
import { removeServerFile, writeServerFile } from '../lib/server-file.ts';
import { NO_DEMO_MESSAGE } from '../seed/demo-remove.ts';
import { UsageError } from './cli-arguments.ts';
import { CliRefusal } from './cli-backend.ts';
import { runDemoRemove, type DemoRemoveIo } from './demo-remove-command.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-demo-remove-'));
let config: Config;

beforeAll(() => {
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function io(answer?: string) {
  const printed: string[] = [];
  const asked: string[] = [];
  const streams: DemoRemoveIo = {
    out: (line) => printed.push(line),
    err: (line) => printed.push(line),
    ...(answer === undefined
      ? {}
      : {
          ask: (question: string) => {
            asked.push(question);
            return Promise.resolve(answer);
          },
        }),
  };
  return { streams, printed, asked };
}

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const run = (yes: boolean, streams: DemoRemoveIo) =>
  runDemoRemove(config, { yes, actor: 'cli:test' }, streams);

describe('demo:remove from the CLI', () => {
  it('on a shop that never held the demo: says so, exit 1, and changes nothing', async () => {
    const first = io('remove');
    await expect(run(true, first.streams)).rejects.toThrow(new CliRefusal(NO_DEMO_MESSAGE));
    expect(first.asked).toEqual([]);
    await withDatabase(async (db) => {
      expect(await db.select().from(auditLog)).toEqual([]);
      // A shop of the operator's with the demo's operator left in it: what the next tests remove.
      await db.insert(admins).values([
        { id: 'adm_own', email: 'ops@shop.example.in', passwordHash: 'x' },
        { id: 'adm_demo', email: 'admin@haat.in', passwordHash: 'x' },
      ]);
      await db.insert(demoRows).values({ tableName: 'admins', rowId: 'adm_demo' });
    });
  });

  it('asks first: without a terminal it wants --yes, and any answer but "remove" removes nothing', async () => {
    await expect(run(false, io().streams)).rejects.toThrow(UsageError);
    const declined = io('no');
    await expect(run(false, declined.streams)).rejects.toThrow(new CliRefusal('Nothing removed.'));
    expect(declined.asked).toEqual(['Type remove to go ahead: ']);
    await withDatabase(async (db) => {
      expect(await db.select({ id: admins.id }).from(admins)).toHaveLength(2);
    });
  });

  it('removes on "remove", says what went, and the second run finds nothing', async () => {
    const confirmed = io('remove');
    expect(await run(false, confirmed.streams)).toBe(0);
    expect(confirmed.printed).toContain('Removed the demo:');
    expect(confirmed.printed).toContain('  1 operator, 0 shoppers, 0 sellers');
    await withDatabase(async (db) => {
      expect(await db.select({ id: admins.id }).from(admins)).toEqual([{ id: 'adm_own' }]);
      expect(await db.select().from(demoRows)).toEqual([]);
      expect((await db.select().from(auditLog)).map((row) => row.action)).toEqual(['demo.remove']);
    });
    await expect(run(true, io().streams)).rejects.toThrow(new CliRefusal(NO_DEMO_MESSAGE));
  });

  it('refuses while a server holds the embedded database', async () => {
    const server: Server = createServer((_, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    writeServerFile(dataDir, { pid: process.pid, port, host: '127.0.0.1' });
    try {
      await expect(run(true, io().streams)).rejects.toThrow(/^Stop the server first \(pid \d+/);
    } finally {
      removeServerFile(dataDir);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
