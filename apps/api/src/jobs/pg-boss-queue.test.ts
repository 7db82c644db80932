// The pg-boss engine as several processes start it at once: each sets the same queues and clocks
// up, and none may fail to start (two workers on a fresh database once did, with
// "Queue notifications.deliver not found").
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createProcessDatabase, type ProcessDatabase } from '../../test/processes.ts';
import { readRows } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { createPgBossQueue } from './pg-boss-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { UNTIL } from '../../test/waiting.ts';

const isPostgres = inject('templateKind') === 'postgres';
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined };

describe.runIf(isPostgres)('pg-boss queues started together', () => {
  let database: ProcessDatabase;
  beforeAll(async () => {
    database = await createProcessDatabase('haat_boss');
  });
  afterAll(async () => database.drop());

  it('six starts at once on a fresh schema all succeed, with each queue and clock set up once', async () => {
    const suffix = randomBytes(3).toString('hex');
    const clocked = `race.clocked-${suffix}`;
    const plain = `race.plain-${suffix}`;
    const runs: string[] = [];
    const queues: JobQueue[] = Array.from({ length: 6 }, () => {
      const queue = createPgBossQueue({
        connectionString: database.url,
        log: silent,
        expireSeconds: 30,
        maintenanceSeconds: 60,
        pollingSeconds: 0.5,
        stopTimeoutMs: 2_000,
      });
      queue.register({
        name: clocked,
        singleton: true,
        everySeconds: 60,
        run: async () => {
          runs.push(clocked);
        },
      });
      queue.register({
        name: plain,
        run: async () => {
          runs.push(plain);
        },
      });
      return queue;
    });
    try {
      const starts = await Promise.allSettled(queues.map((queue) => queue.start()));
      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);

      const created = readRows<{ name: string }>(
        await database.handle.db.execute(
          sql`select name from pgboss.queue where name in (${clocked}, ${plain}) order by name`,
        ),
      );
      expect(created.map((row) => row.name)).toEqual([clocked, plain]);
      const clocks = readRows<{ count: number }>(
        await database.handle.db.execute(
          sql`select count(*)::int as count from pgboss.schedule where name = ${clocked}`,
        ),
      );
      expect(clocks[0]?.count).toBe(1);

      // Every process works the queues: a job sent once runs once, and the clock's start job runs.
      await queues[0]!.send(plain, {});
      await expect.poll(() => runs.filter((name) => name === plain).length, UNTIL).toBe(1);
      await expect.poll(() => runs.includes(clocked), UNTIL).toBe(true);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  });

  it('a job is marked by the worker that ran it: completed, or failed once per try until its limit', async () => {
    const suffix = randomBytes(3).toString('hex');
    const flaky = `marks.flaky-${suffix}`;
    const fine = `marks.fine-${suffix}`;
    let tries = 0;
    const queue = createPgBossQueue({
      connectionString: database.url,
      log: silent,
      expireSeconds: 30,
      maintenanceSeconds: 60,
      pollingSeconds: 0.5,
      stopTimeoutMs: 2_000,
    });
    queue.register({
      name: flaky,
      singleton: true,
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async () => {
        tries += 1;
        throw new Error(`try ${tries} failed`);
      },
    });
    queue.register({ name: fine, singleton: true, run: async () => undefined });
    const jobsOf = async (name: string) =>
      readRows<{ state: string; retry_count: number; message: string | null }>(
        await database.handle.db.execute(
          sql`select state, retry_count, output->>'message' as message from pgboss.job where name = ${name}`,
        ),
      );
    try {
      await queue.start();
      await queue.send(fine, {});
      await queue.send(flaky, {});
      await expect
        .poll(async () => (await jobsOf(fine)).map((job) => job.state), UNTIL)
        .toEqual(['completed']);
      await expect
        .poll(async () => (await jobsOf(flaky)).map((job) => job.state), UNTIL)
        .toEqual(['failed']);
      // One retry, as its limit says: each failure was marked once.
      expect(tries).toBe(2);
      expect(await jobsOf(flaky)).toEqual([
        { state: 'failed', retry_count: 1, message: 'try 2 failed' },
      ]);
    } finally {
      await queue.stop();
    }
  });
});
