// A shop is a demo or real (docs/decisions/going-live.md): the seed marks what it wrote, the
// migration marks a database seeded before demo_rows existed, and a real shop starts with the
// reference data only.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS, readRows, wrapPglite } from '../db/client.ts';
import { loadConfig } from '../config.ts';
import { prepareDatabase } from '../prepare-database.ts';
import * as schema from '../db/schema/index.ts';
import { findPasswordWeakness } from '../lib/password-policy.ts';
import { openTestDatabase, type TestDatabase } from '../../test/helper.ts';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_OTHER_PASSWORD,
  DEMO_PASSWORDS,
  DEMO_ROOT_TABLES,
  demoRowIds,
  isDemoShop,
} from './index.ts';

let seeded: TestDatabase;

beforeAll(async () => {
  seeded = await openTestDatabase();
});

afterAll(async () => {
  await seeded.close();
});

describe('the demo mark', () => {
  it('records every row of each root table the seed wrote', async () => {
    const db = seeded.handle.db;
    expect(await isDemoShop(db)).toBe(true);
    for (const table of DEMO_ROOT_TABLES) {
      const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
      const [{ n } = { n: -1 }] = readRows<{ n: number }>(result);
      expect(n, table).toBeGreaterThan(0);
      expect((await demoRowIds(db, table)).length, table).toBe(n);
    }
    expect(await demoRowIds(db, 'admins')).toEqual(['adm_000001']);
  });

  it('marks a database seeded before demo_rows existed, whole, by its demo operator', async () => {
    const db = seeded.handle.db;
    const before = await db.select({ value: count() }).from(schema.demoRows);
    await db.delete(schema.demoRows);
    expect(await isDemoShop(db)).toBe(false);
    const migration = readFileSync(
      new URL('../db/migrations/0026_demo_rows.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => statement.includes('INSERT INTO "demo_rows"'));
    expect(backfill).toHaveLength(DEMO_ROOT_TABLES.length);
    for (const statement of backfill) await db.execute(sql.raw(statement.replace(/^--.*\n/gm, '')));
    const after = await db.select({ value: count() }).from(schema.demoRows);
    expect(after[0]?.value).toBe(before[0]?.value);
    expect(await isDemoShop(db)).toBe(true);
  });

  it('publishes passwords that no new password may be', () => {
    for (const password of [DEMO_CUSTOMER.password, DEMO_ADMIN.password, DEMO_OTHER_PASSWORD]) {
      expect(DEMO_PASSWORDS).toContain(password);
      expect(findPasswordWeakness(password, { email: 'owner@shop.example.in' })).toMatch(
        /printed in the demo/,
      );
    }
  });
});

describe('a real shop’s first start', () => {
  it('writes the pin-code directory and synonyms once, no demo, no operator', async () => {
    const handle = wrapPglite(new PGlite({ extensions: PGLITE_EXTENSIONS }));
    try {
      const config = loadConfig({ DEMO_SHOP: 'false', DATA_DIR: tmpdir() });
      const lines: string[] = [];
      const first = await prepareDatabase(handle, config, (line) => lines.push(line));
      expect(first).toEqual({
        seededNow: false,
        demo: false,
        operators: 0,
        missingEntityDetails: expect.arrayContaining(['legal name', "grievance officer's name"]),
      });
      expect(lines.join('\n')).toMatch(/Pin-code directory: \d+ pin codes written/);
      const [pincodes] = await handle.db.select({ value: count() }).from(schema.pincodes);
      expect(pincodes?.value).toBeGreaterThan(18_000);
      for (const table of [schema.products, schema.sellers, schema.customers, schema.orders]) {
        const [row] = await handle.db.select({ value: count() }).from(table);
        expect(row?.value).toBe(0);
      }
      const again: string[] = [];
      expect(await prepareDatabase(handle, config, (line) => again.push(line))).toEqual(first);
      expect(again.join('\n')).not.toMatch(/Pin-code directory/);
    } finally {
      await handle.close();
    }
  });
});
