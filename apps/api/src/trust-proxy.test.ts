// Behind a reverse proxy (README, Running at scale): with TRUST_PROXY naming the proxy's address,
// the client's address is the proxy's last entry in X-Forwarded-For, which a client cannot forge
// by sending a header of its own; per-address limits key on it.
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, buildLoggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { openTestDatabase, type TestDatabase } from '../test/helper.ts';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'haat-proxy-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The address the app took the client to have, as its request log records it. */
async function clientAddressSeen(trustProxy: string | undefined, headers: Record<string, string>) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
  });
  // The server's own logger options (its request serializer records request.ip), into a buffer.
  // At debug: the request lines are written at that level (plugins/request-log.ts).
  const logger = { ...(buildLoggerOptions('debug') as object), stream };
  const app = await buildApp({ db: database.handle.db, config, logger });
  try {
    await app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress: '127.0.0.1' });
  } finally {
    await app.close();
  }
  const incoming = lines
    .map((line) => JSON.parse(line) as { msg: string; req?: { ip?: string } })
    .find((entry) => entry.msg === 'incoming request');
  return incoming?.req?.ip;
}

describe('the client address behind a reverse proxy', () => {
  const forged = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' };

  it('without TRUST_PROXY the header is ignored: the address is the proxy’s', async () => {
    expect(await clientAddressSeen(undefined, forged)).toBe('127.0.0.1');
  });

  it('with TRUST_PROXY=loopback it is the entry the proxy added, not one the client sent', async () => {
    expect(await clientAddressSeen('loopback', forged)).toBe('203.0.113.9');
  });

  it('with TRUST_PROXY=true every hop is believed: right only when the proxy overwrites the header', async () => {
    expect(await clientAddressSeen('true', forged)).toBe('6.6.6.6');
  });
});
