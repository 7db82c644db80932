// README "Going live", followed from the top on an empty database (docs/decisions/going-live.md):
// the shop starts real, with nothing of the demo and no password in its output; it refuses test
// payments and messages kept in files unless switched on for a trial; it names the one command
// that creates the first operator, who then signs in. On PostgreSQL (the api-postgres pass) the
// start is given no demo flag at all; on the embedded database, where the demo is the default, the
// start says DEMO_SHOP=false.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { apiBundle } from '../scripts/build.mjs';
import { withDatabase } from '../test/global-setup.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { DEMO_PASSWORDS } from './seed/index.ts';

const CLI = apiBundle('admin-cli');
/** A backstop for a child that hangs: each boots Node and the database from scratch. */
const CHILD_TIMEOUT_MS = 180_000;
const OWNER = { email: 'owner@shop.example.in', password: 'Chai-Kulhad-Jaipur-1727' };

interface Shop {
  /** The database settings every start and CLI run share. */
  env: Record<string, string>;
  onPostgres: boolean;
  cleanUp(): Promise<void>;
}

async function emptyShop(): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'haat-going-live-'));
  if (inject('templateKind') !== 'postgres') {
    return {
      env: { DATA_DIR: dataDir, DEMO_SHOP: 'false' },
      onPostgres: false,
      cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `haat_live_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    // No DEMO_SHOP: PostgreSQL is never seeded unless asked for.
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: withDatabase(inject('databaseUrl'), name),
      WEB_CONCURRENCY: '1',
      DEMO_SHOP: '',
    },
    onPostgres: true,
    cleanUp: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run admin -- …` as an operator runs it, with no terminal (stdin closed). */
function runCli(argv: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...argv], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the CLI did not finish in ${CHILD_TIMEOUT_MS} ms:\n${output}`));
    }, CHILD_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function signIn(server: ServerProcess, body: { email: string; password: string }) {
  return fetch(`${server.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function answerOf(server: ServerProcess, pathAndQuery: string): Promise<unknown> {
  const response = await fetch(`${server.base}${pathAndQuery}`);
  return response.json();
}

describe('a real shop, as Going live starts it', () => {
  it(
    'refuses the sandbox and messages in files without the trial switches, and changes nothing',
    async () => {
      const shop = await emptyShop();
      try {
        const error = await startServerProcess({
          ...shop.env,
          TEST_PAYMENTS: '',
          MESSAGES_IN_FILES: '',
        }).then(
          () => undefined,
          (reason: unknown) => reason as Error,
        );
        expect(error?.message).toContain('exited with code 2');
        expect(error?.message).toContain('this database is a real shop');
        expect(error?.message).toContain('TEST_PAYMENTS=true');
        expect(error?.message).toContain('MESSAGES_IN_FILES=true');
      } finally {
        await shop.cleanUp();
      }
    },
    CHILD_TIMEOUT_MS * 2,
  );

  it(
    'starts empty, names operator:create, prints no password; the operator created once signs in',
    async () => {
      const shop = await emptyShop();
      const passwordFile = path.join(mkdtempSync(path.join(tmpdir(), 'haat-pw-')), 'password');
      let server: ServerProcess | undefined;
      try {
        server = await startServerProcess(shop.env);
        // The banner's lines after "ready" may come in a later chunk.
        await server.waitForOutput(/TEST PAYMENTS are on[\s\S]*No operator yet/);
        const output = server.output();
        expect(output).toContain('real shop');
        expect(output).toContain('npm run admin -- operator:create --email');
        expect(output).toContain('TEST PAYMENTS are on');
        for (const password of DEMO_PASSWORDS) expect(output).not.toContain(password);
        expect(output).not.toMatch(/demo shopper|demo operator|demo seller/i);

        // Nothing to buy, nobody to sign in as.
        expect(await answerOf(server, '/api/public/products')).toMatchObject({ data: [] });
        expect(
          (await signIn(server, { email: 'admin@haat.in', password: 'Admin@12345' })).status,
        ).toBe(401);

        // The password is never taken from the command line, nor a published or weak one.
        const onLine = await runCli(
          ['operator:create', '--email', OWNER.email, '--password', OWNER.password],
          shop.env,
        );
        expect(onLine.code).toBe(2);
        expect(onLine.output).toContain('never takes a password on the command line');
        writeFileSync(passwordFile, 'Admin@12345\n', { mode: 0o600 });
        const published = await runCli(
          ['operator:create', '--email', OWNER.email, '--password-file', passwordFile],
          shop.env,
        );
        if (shop.onPostgres) {
          expect(published.code).toBe(1);
          expect(published.output).toContain('printed in the demo');
          writeFileSync(passwordFile, 'password123\n');
          const weak = await runCli(
            ['operator:create', '--email', OWNER.email, '--password-file', passwordFile],
            shop.env,
          );
          expect(weak.code).toBe(1);
          expect(weak.output).toContain('too common');
        } else {
          // The embedded database is the server's alone while it runs.
          expect(published.code).toBe(1);
          expect(published.output).toContain('Stop the server first');
          server.child.kill('SIGTERM');
          expect((await server.waitForExit(CHILD_TIMEOUT_MS)).code).toBe(0);
          const again = await runCli(
            ['operator:create', '--email', OWNER.email, '--password-file', passwordFile],
            shop.env,
          );
          expect(again.code).toBe(1);
          expect(again.output).toContain('printed in the demo');
        }

        writeFileSync(passwordFile, `${OWNER.password}\n`);
        const created = await runCli(
          ['operator:create', '--email', OWNER.email, '--password-file', passwordFile],
          shop.env,
        );
        expect(created.output).toContain(`Operator ${OWNER.email} created`);
        expect(created.code).toBe(0);
        const twice = await runCli(
          ['operator:create', '--email', 'second@shop.example.in', '--password-file', passwordFile],
          shop.env,
        );
        expect(twice.code).toBe(1);
        expect(twice.output).toContain('has an operator already');

        if (!shop.onPostgres) {
          await server.dispose();
          server = await startServerProcess(shop.env);
          await server.waitForOutput(/TEST PAYMENTS are on/);
          expect(server.output()).not.toContain('operator:create');
        }
        expect((await signIn(server, OWNER)).status).toBe(200);
      } finally {
        await server?.dispose();
        rmSync(path.dirname(passwordFile), { recursive: true, force: true });
        await shop.cleanUp();
      }
    },
    CHILD_TIMEOUT_MS * 4,
  );
});
