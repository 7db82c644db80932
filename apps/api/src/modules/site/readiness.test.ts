// /api/health (live) and /api/ready (database reachable, migrations applied, not shutting down),
// on the embedded database and on PostgreSQL alike. The database going away and coming back is in
// database-unavailable.test.ts (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { createLifecycle } from '../../lib/lifecycle.ts';
import { readRows } from '../../db/client.ts';
import { readMigrationJournal } from '../../db/migration-status.ts';

const lifecycle = createLifecycle();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ lifecycle });
});
afterAll(async () => t.close());

describe('liveness and readiness', () => {
  it('health answers live without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { live: true } });
  });

  it('ready answers 200 when the database answers and has every migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { db: 'ok', migrations: 'applied' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 503 while a migration of this version is missing, and 200 once applied', async () => {
    const journal = readMigrationJournal();
    const last = journal.at(-1)!;
    const rows = readRows<{ id: number; hash: string; created_at: string }>(
      await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning id, hash, created_at`,
      ),
    );
    expect(rows).toHaveLength(1);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database lacks 1 migration(s) of this version: run npm run db:migrate.',
      });
    } finally {
      const row = rows[0]!;
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(again.statusCode).toBe(200);
  });

  it('once shutting down, ready answers 503 and every answer closes its connection', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/public/categories' });
    expect(before.headers.connection).not.toBe('close');

    lifecycle.beginShutdown();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'This server is shutting down.',
    });
    expect(ready.headers['retry-after']).toBe('1');
    expect(ready.headers.connection).toBe('close');

    // Requests already on their way are still served, on a connection that then closes.
    const page = await t.app.inject({ method: 'GET', url: '/api/public/categories' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe('close');
    // Liveness is not readiness: the process still answers.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
