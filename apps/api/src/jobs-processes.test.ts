// Background jobs on pg-boss with two server processes on one PostgreSQL database and
// one DATA_DIR (as several workers of one shop share it): a singleton never runs in both, no
// shopper is told twice, and a process killed mid-job leaves the job to the other, done once.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEMO_ADMIN } from './seed/index.ts';
import { invoices, notifications, orderEvents } from './db/schema/index.ts';
import { readRows } from './db/client.ts';
import { insertPendingOrder, readOrder } from '../test/payments.fixtures.ts';
import { RAJASTHAN_SELLER_ID, insertTestOrder } from '../test/invoices.fixtures.ts';
import {
  createProcessDatabase,
  startServerProcess,
  stopServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '../test/processes.ts';
import { UNTIL } from '../test/waiting.ts';

const isPostgres = inject('templateKind') === 'postgres';
const JOB_ENV = {
  JOB_EXPIRE_SECONDS: '4',
  JOB_MAINTENANCE_SECONDS: '1',
  JOB_POLL_SECONDS: '0.5',
};

function outboxFiles(dataDir: string): string[] {
  return ['sms', 'email'].flatMap((channel) => {
    try {
      return readdirSync(path.join(dataDir, 'outbox', channel)).map((file) => `${channel}/${file}`);
    } catch {
      return [];
    }
  });
}

async function operatorToken(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A Packed COD order of the demo shopper, one line (invoices.fixtures.ts). */
async function packedOrder(db: ProcessDatabase['handle']['db']): Promise<string> {
  const order = await insertTestOrder(db, {
    lines: [{ sellerId: RAJASTHAN_SELLER_ID, pieces: 1 }],
  });
  return order.id;
}

async function advance(server: ServerProcess, token: string, orderId: string): Promise<void> {
  const res = await fetch(`${server.base}/api/admin/orders/${orderId}/advance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`advance ${orderId}: ${res.status} ${await res.text()}`);
}

/** pg-boss's record of a singleton's runs, whichever process ran them: no two overlap in time. */
async function expectNeverOverlapping(database: ProcessDatabase, name: string): Promise<void> {
  const runs = readRows<{ started: string; completed: string }>(
    await database.handle.db.execute(
      sql`select started_on as started, completed_on as completed from pgboss.job
            where name = ${name} and state = 'completed'
          union all
          select started_on, completed_on from pgboss.archive
            where name = ${name} and state = 'completed'
          order by 1`,
    ),
  );
  expect(runs.length).toBeGreaterThan(0);
  for (let index = 1; index < runs.length; index += 1)
    expect(new Date(runs[index]!.started).getTime()).toBeGreaterThanOrEqual(
      new Date(runs[index - 1]!.completed).getTime(),
    );
}

describe.runIf(isPostgres)('background jobs on two processes', () => {
  let database: ProcessDatabase;
  let dataDir: string;
  let expired: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createProcessDatabase('haat_jobs');
    dataDir = mkdtempSync(path.join(tmpdir(), 'haat-jobs-'));
    expired = await insertPendingOrder(database.handle.db, {
      paymentExpiresAt: new Date(Date.now() - 60_000),
    });
    const started = await Promise.all(
      [0, 1].map(() => startServerProcess(database.url, { ...JOB_ENV, DATA_DIR: dataDir })),
    );
    servers.push(...started);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServerProcess(server)));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the payment sweep both processes send at start never runs twice at once and releases the order once', async () => {
    await vi.waitFor(
      async () =>
        expect((await readOrder(database.handle.db, expired)).paymentStatus).toBe('failed'),
      UNTIL,
    );
    const released = await database.handle.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, expired), eq(orderEvents.state, 'Cancelled')));
    expect(released).toHaveLength(1);
    await expectNeverOverlapping(database, 'payments.expire');
  });

  it('orders moved through both processes: every message once, relay runs never overlap', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const tokens = [await operatorToken(first), await operatorToken(second)];
    const orderIds: string[] = [];
    for (let index = 0; index < 4; index += 1) orderIds.push(await packedOrder(database.handle.db));
    // Each step of each order through one process or the other, all at once.
    for (let step = 0; step < 3; step += 1) {
      await Promise.all(
        orderIds.map((orderId, index) =>
          advance(servers[(index + step) % 2]!, tokens[(index + step) % 2]!, orderId),
        ),
      );
    }
    await vi.waitFor(
      async () => {
        const unsent = await database.handle.db
          .select()
          .from(notifications)
          .where(isNull(notifications.sentAt));
        const unhandled = await database.handle.db
          .select()
          .from(orderEvents)
          .where(isNull(orderEvents.handledAt));
        expect(unhandled.filter((event) => orderIds.includes(event.orderId))).toEqual([]);
        expect(unsent).toEqual([]);
      },
      { ...UNTIL, interval: 200 },
    );
    // Shipped, out for delivery, delivered: 3 events × 2 channels × 4 orders, each once.
    const rows = await database.handle.db.select().from(notifications);
    const ours = rows.filter((row) => orderIds.includes(row.orderId));
    expect(ours).toHaveLength(24);
    const files = outboxFiles(dataDir).filter((file) =>
      ours.some((row) => file === `${row.channel}/${row.id}.json`),
    );
    expect(files).toHaveLength(24);
    for (const orderId of orderIds) {
      const issued = await database.handle.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      expect(issued).toHaveLength(1);
    }
    await expectNeverOverlapping(database, 'orders.relay-events');
    await expectNeverOverlapping(database, 'notifications.deliver');
  });

  it('a process killed mid-job leaves its job to the other, which does it once', async () => {
    const [first] = servers as [ServerProcess, ServerProcess];
    const token = await operatorToken(first);
    const orderId = await packedOrder(database.handle.db);
    // The relay will wait on the invoice numbers while this holds them.
    const blocker = await database.connect();
    await blocker.query('begin');
    await blocker.query('lock table invoice_series in exclusive mode');
    await advance(first, token, orderId); // Shipped: the relay must issue its invoice
    const blockerPid = (await blocker.query<{ pid: number }>('select pg_backend_pid() as pid'))
      .rows[0]!.pid;
    // Asked on another connection: inside the blocker's transaction the activity view would stay
    // as it was when first read.
    const waiting = await vi.waitFor(async () => {
      const rows = readRows<{ name: string }>(
        await database.handle.db.execute(
          sql`select application_name as name from pg_stat_activity
                  where ${blockerPid} = any(pg_blocking_pids(pid))`,
        ),
      );
      expect(rows).toHaveLength(1);
      return rows[0]!.name;
    }, UNTIL);
    const pid = Number(waiting.replace('haat-', ''));
    const victim = servers.find((server) => server.child.pid === pid);
    expect(victim, `the waiting backend belongs to ${waiting}`).toBeDefined();
    await stopServerProcess(victim!, 'SIGKILL');
    await blocker.query('rollback');

    await vi.waitFor(
      async () => {
        const issued = await database.handle.db
          .select()
          .from(invoices)
          .where(eq(invoices.orderId, orderId));
        expect(issued).toHaveLength(1);
        const told = await database.handle.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, 'shipped')));
        expect(told).toHaveLength(2);
        expect(told.every((row) => row.sentAt !== null)).toBe(true);
      },
      { ...UNTIL, interval: 250 },
    );
    // Restart a second process for the tests after this one (and for the afterAll's count).
    servers.splice(servers.indexOf(victim!), 1);
  });
});
