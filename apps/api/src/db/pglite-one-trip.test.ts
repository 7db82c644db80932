// A query in one trip answers exactly what PGlite's own query answers, for every kind of value,
// fails the same way, and keeps out of a transaction that is not its own.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  oneTripQueries,
  PREPARED_STATEMENTS_MAX,
  toParameter,
  type PgliteQueries,
} from './pglite-one-trip.ts';
import { PLANNED_PER_VALUE } from './statement-cache.ts';

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
    // Drizzle's own parsers win over PGlite's: a timestamp comes as Postgres's text, not a Date.
    const at = await db.execute<{ at: unknown; n: unknown }>(
      sql`select '2026-03-05 10:00:00+00'::timestamptz as at, 5::int as n`,
    );
    expect(at.rows).toEqual([{ at: '2026-03-05 10:00:00+00', n: 5 }]);
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

/** The first byte of each message sent to the engine: P(arse), B(ind). */
function recordMessages(target: PGlite): { kinds: string[]; stop(): void } {
  const kinds: string[] = [];
  const original = target.execProtocol.bind(target);
  target.execProtocol = (message, options) => {
    kinds.push(String.fromCharCode(message[0] ?? 0));
    return original(message, options);
  };
  return { kinds, stop: () => void (target.execProtocol = original) };
}

describe('prepared statements', () => {
  it('parses a statement with parameters once, then only binds it', async () => {
    const record = recordMessages(client);
    try {
      const text = 'select $1::int * 2 as doubled';
      const answers = [];
      for (const value of [1, 2, 3]) answers.push((await queries.query(text, [value])).rows);
      expect(answers).toEqual([[{ doubled: 2 }], [{ doubled: 4 }], [{ doubled: 6 }]]);
      expect(record.kinds).toEqual(['P', 'B', 'B']);
    } finally {
      record.stop();
    }
  });

  it('never names a statement planned for its values, nor DDL; names a read without parameters', async () => {
    const record = recordMessages(client);
    try {
      const text = `${PLANNED_PER_VALUE} select $1::text as word`;
      await queries.query(text, ['a']);
      await queries.query(text, ['b']);
      await queries.query('create table if not exists ddl_once (id int)');
      await queries.query('create table if not exists ddl_once (id int)');
      await queries.query('select 1 as one');
      expect((await queries.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      expect(record.kinds).toEqual(['P', 'P', 'P', 'P', 'P', 'B']);
    } finally {
      record.stop();
    }
  });

  it('keeps a statement that failed after it was prepared, and forgets one that did not parse', async () => {
    const divide = 'select 10 / $1::int as quotient';
    await expect(queries.query(divide, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await queries.query(divide, [5])).rows).toEqual([{ quotient: 2 }]);

    const broken = 'select nothing_here from notes where id = $1';
    await expect(queries.query(broken, [1])).rejects.toMatchObject({ code: '42703' });
    await expect(queries.query(broken, [1])).rejects.toMatchObject({ code: '42703' });
  });

  it('prepares again a statement whose table changed the shape of its rows', async () => {
    await client.exec('create table shapes (id int primary key, label text)');
    await client.exec("insert into shapes values (1, 'one')");
    const text = 'select * from shapes where id = $1';
    expect((await queries.query(text, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    await client.exec('alter table shapes add column note text');
    // Postgres refuses the kept statement; it is dropped and the statement runs again, prepared anew.
    expect((await queries.query(text, [1])).rows).toEqual([{ id: 1, label: 'one', note: null }]);
  });

  it('in a transaction, a statement whose table changed fails once, then is prepared anew', async () => {
    await client.exec('create table shifts (id int primary key)');
    await client.exec('insert into shifts values (1)');
    const text = 'select * from shifts where id = $1';
    await queries.query(text, [1]);
    await client.exec('alter table shifts add column note text');
    await expect(queries.transaction((tx) => tx.query(text, [1]))).rejects.toMatchObject({
      code: '0A000',
    });
    const again = await queries.transaction((tx) => tx.query(text, [1]));
    expect(again.rows).toEqual([{ id: 1, note: null }]);
  });

  it('shares the prepared statements of a database wrapped twice', async () => {
    const again = oneTripQueries(client);
    const text = 'select $1::int + 100 as n';
    expect((await queries.query(text, [1])).rows).toEqual([{ n: 101 }]);
    expect((await again.query(text, [2])).rows).toEqual([{ n: 102 }]);
  });

  it('names no more than PREPARED_STATEMENTS_MAX statements on one database', async () => {
    const own = await PGlite.create();
    try {
      const limited = oneTripQueries(own);
      for (let index = 0; index < PREPARED_STATEMENTS_MAX; index += 1)
        await limited.query(`select $1::int + ${index} as n`, [1]);
      const record = recordMessages(own);
      const past = `select $1::int - 1 as n`;
      await limited.query(past, [1]);
      await limited.query(past, [1]);
      await limited.query('select $1::int + 0 as n', [1]);
      record.stop();
      expect(record.kinds).toEqual(['P', 'P', 'B']);
    } finally {
      await own.close();
    }
  });
});
