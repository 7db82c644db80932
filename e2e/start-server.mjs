// Starts the real server for the journeys on a fresh temporary DATA_DIR, removed on exit. Each
// Playwright worker starts one of its own on a free port (tests/support/fixtures.ts) and stops it
// with SIGTERM; `node e2e/start-server.mjs <port>` starts one by hand.
//
// Journeys that must read what the server writes there (the SMS outbox holding a registration
// OTP) find the directory in `e2e/.data-dir-<port>`, written here at start and removed on exit;
// tests/support/server-data.ts reads it. Set E2E_DATA_DIR to use a directory of your own instead
// (it is kept after the run, for looking at the outbox, logs and database afterwards).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiBundle } from '../apps/api/scripts/build.mjs';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, '..');
const port = process.argv[2] ?? '3210';
const ownDataDir = process.env.E2E_DATA_DIR;
const dataDir = ownDataDir
  ? path.resolve(ownDataDir)
  : mkdtempSync(path.join(tmpdir(), 'haat-e2e-'));
if (ownDataDir) mkdirSync(dataDir, { recursive: true });
// Under Playwright: a copy of the run's seeded template (global-setup.ts), not a seed of its own.
const seeded = process.env.E2E_SEEDED_DATA_DIR;
if (seeded && !existsSync(path.join(dataDir, 'db'))) cpSync(seeded, dataDir, { recursive: true });
// E2E_SHOP=test-payments: a real shop on a trial, as an operator starts one (README, Going live):
// the demo's copy with none of its rows marked the demo's any more (demo_rows emptied), so its
// catalogue, accounts and orders are the shop's own, started with TEST_PAYMENTS and
// MESSAGES_IN_FILES on for the sandbox gateway and the outboxes it keeps.
const testPaymentsShop = process.env.E2E_SHOP === 'test-payments';
if (testPaymentsShop) await unmarkDemoRows(path.join(dataDir, 'db'));
const pointerFile = path.join(e2eDir, `.data-dir-${port}`);
writeFileSync(pointerFile, dataDir);

const server = spawn(process.execPath, [apiBundle('main')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    // docs/decisions/product-owner.md: in test mode only, fixes the COD captcha answer so a
    // journey can type it.
    HAAT_TEST_CAPTCHA: 'ABC234',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...(testPaymentsShop
      ? { DEMO_SHOP: 'false', TEST_PAYMENTS: 'true', MESSAGES_IN_FILES: 'true' }
      : {}),
  },
});
const cleanUp = () => {
  rmSync(pointerFile, { force: true });
  if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});

/** Empties demo_rows in the embedded database at `dbDir`, through the API's own PGlite. */
async function unmarkDemoRows(dbDir) {
  const fromApi = createRequire(path.join(root, 'apps', 'api', 'package.json'));
  const { PGlite } = await import(pathToFileURL(fromApi.resolve('@electric-sql/pglite')).href);
  const db = await PGlite.create(dbDir);
  try {
    await db.exec('DELETE FROM demo_rows');
  } finally {
    await db.close();
  }
}
