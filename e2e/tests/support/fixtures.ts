// Every journey imports `test` and `expect` from here: each Playwright worker starts its own
// server (e2e/start-server.mjs) on a free port with its own fresh, seeded DATA_DIR, and the
// worker's tests get it as their baseURL, so two workers never share a database, an SMS outbox or
// a cart. docs/testing.md describes the arrangement.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type Page } from '@playwright/test';
import { makeGstin } from '@haat/india';
import {
  startWhatsAppStandIn,
  whatsappEnv,
  type WhatsAppStandIn,
} from '../../../apps/api/test/whatsapp-stand-in.ts';
import {
  startShiprocketStandIn,
  type ShiprocketStandIn,
} from '../../../apps/api/test/shiprocket-stand-in';
import {
  startDelhiveryStandIn,
  type DelhiveryStandIn,
} from '../../../apps/api/test/delhivery-stand-in';

export { expect } from '@playwright/test';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The operator's GSTIN on a test clock's server (Karnataka; a right check digit). */
export const TEST_CLOCK_OPERATOR_GSTIN = makeGstin('29', 'AAACH7409R');

/** How long a server may take to seed its database and answer /api/health on a busy machine. */
const START_TIMEOUT_MS = 150_000;

/**
 * A port nothing listens on now: the kernel's pick for a listener on port 0, then released; or,
 * with E2E_PORTS=first-last (a machine shared by several runs, each given its own range), the
 * first port free now of this worker's share of that range: the range is cut into one share per
 * worker, so two workers starting at once never both probe a port before either listens on it.
 */
async function freePort(worker: { parallelIndex: number; workers: number }): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (!range) return listenOn(0);
  const share = Math.floor((Number(range[2]) - Number(range[1]) + 1) / worker.workers);
  if (share < 1) throw new Error(`E2E_PORTS=${process.env.E2E_PORTS} has fewer ports than workers`);
  const first = Number(range[1]) + worker.parallelIndex * share;
  for (let port = first; port < first + share; port += 1) {
    const free = await listenOn(port).catch(() => 0);
    if (free) return free;
  }
  throw new Error(`no free port in E2E_PORTS=${process.env.E2E_PORTS}`);
}

function listenOn(wanted: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(wanted, '127.0.0.1', () => {
      const address = probe.address();
      const taken = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (taken ? resolve(taken) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Polls /api/health until it answers 200; fails at once if the server process ends first. */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  let ended = false;
  void exited(child).then(() => (ended = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the journey server for ${url} exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${url}/api/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the journey server for ${url} did not answer /api/health in time`);
}

/** SIGTERM lets start-server.mjs stop the server and remove its DATA_DIR and pointer file. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await done;
  clearTimeout(killed);
}

/**
 * A storefront page's JavaScript starts after its first paint (apps/web/src/lib/deferred-scripts.ts),
 * so the `load` event that `page.goto` waits for can come before the page is live. A shopper sees
 * the page and then uses it; a journey does the same: `goto` also waits for the page to hydrate,
 * unless the journey names its own `waitUntil` (to look at the page before it is live). The back
 * office is not rendered on the server and has nothing to wait for.
 */
function gotoLive(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const isStorefrontPage =
      response?.headers()['content-type']?.startsWith('text/html') === true &&
      !new URL(page.url()).pathname.startsWith('/admin');
    if (options?.waitUntil === undefined && isStorefrontPage) {
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    }
    return response;
  };
}

/**
 * The shop a worker's server is: the demo (the seed's marketplace), or a real shop taking test
 * payments (start-server.mjs, E2E_SHOP). A file or group asks for the latter with
 * `test.use({ shop: 'test-payments' })`, and gets a worker and server of its own.
 */
export type JourneyShop = 'demo' | 'test-payments' | 'whatsapp';

export const test = base.extend<
  object,
  {
    shop: JourneyShop;
    journeyServer: { url: string };
    /** `shop: 'whatsapp'`: the stand-in of Meta's Cloud API the server sends to; else null. */
    whatsapp: WhatsAppStandIn | null;
    /** A worker whose server books parcels with the Shiprocket stand-in (couriers.spec.ts). */
    withShiprocket: boolean;
    shiprocket: ShiprocketStandIn | null;
    /** A worker whose server books parcels with the Delhivery stand-in (couriers-delhivery.spec.ts). */
    withDelhivery: boolean;
    delhivery: DelhiveryStandIn | null;
    /**
     * A worker whose server reads a test clock the journey moves forward (HAAT_TEST_CLOCK,
     * docs/decisions/test-clock.md; support/test-clock.ts), with the operator's GSTIN its
     * commission invoices need. A server of its own: no other journey sees its time jump.
     */
    testClock: boolean;
  }
>({
  shop: ['demo', { scope: 'worker', option: true }],
  whatsapp: [
    async ({ shop }, use) => {
      if (shop !== 'whatsapp') return use(null);
      const standIn = await startWhatsAppStandIn();
      try {
        await use(standIn);
      } finally {
        await standIn.close();
      }
    },
    { scope: 'worker' },
  ],
  withShiprocket: [false, { scope: 'worker', option: true }],
  withDelhivery: [false, { scope: 'worker', option: true }],
  testClock: [false, { scope: 'worker', option: true }],
  shiprocket: [
    async ({ withShiprocket }, use) => {
      if (!withShiprocket) return use(null);
      const standIn = await startShiprocketStandIn();
      try {
        await use(standIn);
      } finally {
        await standIn.close();
      }
    },
    { scope: 'worker' },
  ],
  delhivery: [
    async ({ withDelhivery }, use) => {
      if (!withDelhivery) return use(null);
      const standIn = await startDelhiveryStandIn();
      try {
        await use(standIn);
      } finally {
        await standIn.close();
      }
    },
    { scope: 'worker' },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    // With JavaScript off there is nothing to wait for: the page is what the server sent.
    if (javaScriptEnabled !== false) gotoLive(page);
    await use(page);
  },
  journeyServer: [
    async ({ shop, whatsapp, shiprocket, delhivery, testClock }, use, workerInfo) => {
      const port = await freePort({
        parallelIndex: workerInfo.parallelIndex,
        workers: workerInfo.config.workers,
      });
      const url = `http://127.0.0.1:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        E2E_SHOP: shop,
        ...(shiprocket ? { SHIPROCKET_BASE_URL: shiprocket.url } : {}),
        ...(delhivery ? { DELHIVERY_MODE: 'staging', DELHIVERY_STAGING_URL: delhivery.url } : {}),
        ...(testClock
          ? { HAAT_TEST_CLOCK: 'true', OPERATOR_GSTIN: TEST_CLOCK_OPERATOR_GSTIN }
          : {}),
      };
      // The demo shop sending order updates on WhatsApp to the stand-in, its tracking links
      // absolute (PUBLIC_URL) as a shopper's phone needs them.
      if (whatsapp) Object.assign(env, whatsappEnv(whatsapp), { PUBLIC_URL: url });
      // A directory of one's own to look at afterwards: one under it per worker.
      if (env.E2E_DATA_DIR) {
        env.E2E_DATA_DIR = path.join(env.E2E_DATA_DIR, `worker-${workerInfo.workerIndex}`);
      }
      const child = spawn(process.execPath, [path.join(e2eDir, 'start-server.mjs'), String(port)], {
        cwd: e2eDir,
        env,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      try {
        await waitForHealth(url, child);
        await use({ url });
      } finally {
        await stop(child);
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ journeyServer }, use) => {
    await use(journeyServer.url);
  },
});
