// A query in one trip answers exactly what PGlite's own query answers, for every kind of value,
// fails the same way, and keeps out of a transaction that is not its own.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneTripQueries, toParameter, type PgliteQueries } from './pglite-one-trip.ts';

let client: PGlite;
let queries: PgliteQueries;

beforeAll(async () => {
  client = await PGlite.create();
  queries = oneTripQueries(client);
  await client.exec('create table notes (id int primary key, body text not null)');
});
beforeEach(async () => {
  await client.exec('delete from notes');
});
afterAll(async () => {
  await client.close();
});

describe('one trip', () => {
  it('reads every kind of value back as PGlite’s own query does', async () => {
    const text = `select $1::timestamptz as at, $2::timestamp as wall, $3::jsonb as doc,
      $4::text[] as words, $5::bool as yes, $6::bool as no, $7::int as n, $8::bigint as big,
      $9::numeric as amount, $10::bytea as bytes, $11::text as nothing, $12::text as hindi,
      $13::int[] as numbers`;
    const params = [
      new Date('2026-03-05T10:00:00.123Z'),
      new Date('2026-03-05T10:00:00.000Z'),
      { saree: 'रेशम', sizes: [1, 2], quote: 'a "b" \\c' },
      ['plain', 'with, comma', 'with "quote"', null, ''],
      true,
      false,
      42,
      9007199254740993n,
      '1234.50',
      Buffer.from([0, 1, 2, 255]),
      null,
      'साड़ी',
      [3, 1, 2],
    ];
    const own = await client.query(text, params);
    const oneTrip = await queries.query(text, params);
    expect(oneTrip.rows).toEqual(own.rows);
    expect(oneTrip.fields).toEqual(own.fields);
    expect(oneTrip.rows[0]).toMatchObject({ yes: true, no: false, n: 42, nothing: null });
  });

  it('answers in drizzle’s array rows through drizzle', async () => {
    const db = drizzle(queries as unknown as PGlite);
    await db.execute(sql`insert into notes values (1, ${'first'}), (2, ${'second'})`);
    const rows = await db.execute<{ id: number; body: string }>(
      sql`select id, body from notes where id in ${[1, 2]} order by id`,
    );
    expect(rows.rows).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ]);
  });

  it('fails with Postgres’s code, and the next query runs', async () => {
    await queries.query('insert into notes values ($1, $2)', [7, 'seven']);
    await expect(
      queries.query('insert into notes values ($1, $2)', [7, 'again']),
    ).rejects.toMatchObject({ code: '23505' });
    const after = await queries.query<{ count: number }>(
      'select count(*)::int as count from notes',
    );
    expect(after.rows).toEqual([{ count: 1 }]);
  });

  it('waits for another transaction to end instead of running inside it', async () => {
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = queries
      .transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [9, 'rolled back']);
        inserted();
        await held;
        throw new Error('roll it back');
      })
      .catch((error: Error) => error.message);
    await insertDone;
    // Asked while the transaction holds the one connection: inside it, it would see row 9.
    const counted = queries.query<{ count: number }>('select count(*)::int as count from notes');
    letGo();
    expect(await transaction).toBe('roll it back');
    expect((await counted).rows).toEqual([{ count: 0 }]);
  });

  it('runs a transaction’s own statements in it, undone together', async () => {
    await expect(
      queries.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [10, 'ten']);
        const seen = await tx.query<{ count: number }>('select count(*)::int as count from notes');
        expect(seen.rows).toEqual([{ count: 1 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const after = await queries.query<{ count: number }>(
      'select count(*)::int as count from notes',
    );
    expect(after.rows).toEqual([{ count: 0 }]);
  });

  it('writes a date in UTC whatever the process’s zone', () => {
    expect(toParameter(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(toParameter(undefined)).toBeNull();
    expect(toParameter(['a', null])).toBe('{"a",NULL}');
  });
});
