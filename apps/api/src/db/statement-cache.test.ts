import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clonePostgresTemplate } from '../../test/helper.ts';
import { products } from './schema/index.ts';
import {
  PLANNED_PER_VALUE,
  isPlannedPerValue,
  plannedPerValue,
  prepareStatementsOn,
  statementNameOf,
} from './statement-cache.ts';

const isPostgres = inject('templateKind') === 'postgres';

describe('statement names', () => {
  it('are the same for the same text and differ between texts, within PostgreSQL’s 63 bytes', () => {
    const a = statementNameOf('select $1::int');
    expect(statementNameOf('select $1::int')).toBe(a);
    expect(statementNameOf('select $1::text')).not.toBe(a);
    expect(a).toMatch(/^h[A-Za-z0-9_-]{27}$/);
  });
});

describe('a statement planned per value', () => {
  it('is marked by a query builder’s condition, wherever the condition lands in its text', () => {
    const dialect = new PgDialect();
    const marked = dialect.sqlToQuery(
      sql`select ${products.id} from ${products} where ${plannedPerValue(eq(products.brandId, 'br_1'))}`,
    );
    expect(isPlannedPerValue(marked.sql)).toBe(true);
    expect(marked.params).toEqual(['br_1']);
    const bare = dialect.sqlToQuery(plannedPerValue(undefined));
    expect(bare.sql).toBe(`${PLANNED_PER_VALUE} true`);
    expect(isPlannedPerValue('select * from products where id = $1')).toBe(false);
  });
});

describe.runIf(isPostgres)('statements prepared once per connection', () => {
  let database: { url: string; drop(): Promise<void> };
  let client: pg.Client;
  const prepared = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows
      .map((row) => row.statement)
      .sort();

  beforeAll(async () => {
    database = await clonePostgresTemplate('haat_statements');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    prepareStatementsOn(client, 2);
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('keeps a parameterised statement and answers from it every time', async () => {
    const first = await client.query({ text: 'select $1::int + 1 as n', values: [1] });
    const second = await client.query({ text: 'select $1::int + 1 as n' }, [41]);
    expect([first.rows[0], second.rows[0]]).toEqual([{ n: 2 }, { n: 42 }]);
    expect(await prepared()).toEqual(['select $1::int + 1 as n']);
  });

  it('leaves statements without parameters unnamed, so several commands still run as one', async () => {
    await client.query('select 1; select 2');
    await client.query({ text: 'select 3 as n' });
    expect(await prepared()).toEqual(['select $1::int + 1 as n']);
  });

  it('leaves a statement planned per value unnamed, so each run is planned for its values', async () => {
    const text = `${PLANNED_PER_VALUE} select $1::int * 2 as n`;
    expect((await client.query({ text, values: [21] })).rows[0]).toEqual({ n: 42 });
    expect((await client.query({ text, values: [4] })).rows[0]).toEqual({ n: 8 });
    expect(await prepared()).toEqual(['select $1::int + 1 as n']);
  });

  it('leaves a statement unnamed when the mark is inside it (a query builder’s where)', async () => {
    const text = `select $1::int * 3 as n where ${PLANNED_PER_VALUE} true`;
    expect((await client.query({ text, values: [2] })).rows[0]).toEqual({ n: 6 });
    expect(await prepared()).toEqual(['select $1::int + 1 as n']);
  });

  it('goes on after a prepared statement fails, and prepares no more than its bound', async () => {
    await expect(client.query({ text: 'select 1 / $1::int as n', values: [0] })).rejects.toThrow(
      /division by zero/,
    );
    expect((await client.query({ text: 'select 1 / $1::int as n', values: [1] })).rows).toEqual([
      { n: 1 },
    ]);
    // The bound (2) is reached: a third distinct text runs, unnamed.
    expect((await client.query({ text: 'select $1::text as s', values: ['x'] })).rows).toEqual([
      { s: 'x' },
    ]);
    expect(await prepared()).toEqual(['select $1::int + 1 as n', 'select 1 / $1::int as n']);
  });
});
