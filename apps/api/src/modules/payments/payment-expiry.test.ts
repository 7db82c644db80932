import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppContext } from '../../app-context.ts';
import { loadConfig } from '../../config.ts';
import { OutboxSmsSender } from '../../lib/sms.ts';
import { createAuth } from '../../plugins/auth.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import { createPaymentProvider, registerPaymentRoutes } from './index.ts';
import { startPaymentExpirySweeper } from './payment-expiry.ts';
import { insertPendingOrder, readOrder } from './payments.fixtures.ts';

function createLogSpy() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

describe('the expiry sweeper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps at start, then every minute, and logs how many orders it released, only when some were', async () => {
    vi.useFakeTimers();
    const released = [0, 2, 0, 1];
    const sweep = vi.fn(async () => released.shift() ?? 0);
    const log = createLogSpy();
    const sweeper = startPaymentExpirySweeper({ sweep, log });
    expect(sweep).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sweep).toHaveBeenCalledTimes(4);
    expect(log.info.mock.calls).toEqual([
      [{ released: 2 }, 'released unpaid orders past their payment window'],
      [{ released: 1 }, 'released unpaid orders past their payment window'],
    ]);
    await sweeper.stop();
  });

  it('a failed sweep is logged and the next one still runs', async () => {
    vi.useFakeTimers();
    const sweep = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database went away'))
      .mockResolvedValue(0);
    const log = createLogSpy();
    const sweeper = startPaymentExpirySweeper({ sweep, log, intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[1]).toBe('payment expiry sweep failed');
    await sweeper.stop();
  });

  it('a slow sweep is not overlapped by the next tick', async () => {
    vi.useFakeTimers();
    let finish: (count: number) => void = () => undefined;
    const sweep = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
    );
    const sweeper = startPaymentExpirySweeper({ sweep, log: createLogSpy(), intervalMs: 1_000 });
    // The sweep at start is still running: five ticks start nothing.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sweep).toHaveBeenCalledTimes(1);
    finish(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sweep).toHaveBeenCalledTimes(2);
    finish(0);
    await sweeper.stop();
  });

  it('stop waits for the sweep in progress and no sweep runs after it', async () => {
    vi.useFakeTimers();
    let finish: (count: number) => void = () => undefined;
    let calls = 0;
    const sweep = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const sweeper = startPaymentExpirySweeper({ sweep, log: createLogSpy(), intervalMs: 1_000 });
    let stopped = false;
    const stopping = sweeper.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(1);
  });
});

describe('the sweep started with the app', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'haat-test-sweep-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function buildPaymentsApp(options: { sweepExpiredPayments?: boolean }) {
    const db = database.handle.db;
    // NODE_ENV=test: the sweep runs in every mode, tests included (issue 12).
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const clock = createTestClock(new Date());
    const app = Fastify({ logger: false });
    const context: AppContext = {
      db,
      config,
      clock,
      auth: createAuth({ db, config, clock }),
      sms: new OutboxSmsSender({ dataDir, clock, log: app.log, logText: false }),
      payments: createPaymentProvider({ config, db, clock }),
    };
    registerPaymentRoutes(app, context, options);
    await app.ready();
    return app;
  }

  /** Polls the database (not a fixed sleep) until the check holds, for at most five seconds. */
  async function waitUntil(check: () => Promise<boolean>): Promise<boolean> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      if (await check()) return true;
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return false;
  }

  it('releases at start an order whose payment window passed while the server was down', async () => {
    const db = database.handle.db;
    const expired = await insertPendingOrder(db, {
      paymentExpiresAt: new Date(Date.now() - 60_000),
    });
    const open = await insertPendingOrder(db, {
      paymentExpiresAt: new Date(Date.now() + 15 * 60_000),
    });
    const app = await buildPaymentsApp({});
    try {
      const released = await waitUntil(
        async () => (await readOrder(db, expired)).paymentStatus === 'failed',
      );
      expect(released).toBe(true);
      expect((await readOrder(db, expired)).cancelReason).toBe('Payment not completed in time.');
      expect((await readOrder(db, open)).paymentStatus).toBe('pending');
    } finally {
      await app.close();
    }
  });

  it('is off only when asked, and closing the app stops it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const db = database.handle.db;
      const quiet = await buildPaymentsApp({ sweepExpiredPayments: false });
      const expired = await insertPendingOrder(db, {
        paymentExpiresAt: new Date(Date.now() - 60_000),
      });
      // Ten sweep intervals on a fake clock: a running sweep would have released it.
      vi.advanceTimersByTime(10 * 60_000);
      expect((await readOrder(db, expired)).paymentStatus).toBe('pending');
      await quiet.close();

      const sweeping = await buildPaymentsApp({});
      expect(
        await waitUntil(async () => (await readOrder(db, expired)).paymentStatus === 'failed'),
      ).toBe(true);
      await sweeping.close();
      const later = await insertPendingOrder(db, {
        paymentExpiresAt: new Date(Date.now() - 60_000),
      });
      vi.advanceTimersByTime(10 * 60_000);
      expect((await readOrder(db, later)).paymentStatus).toBe('pending');
    } finally {
      vi.useRealTimers();
    }
  });
});
