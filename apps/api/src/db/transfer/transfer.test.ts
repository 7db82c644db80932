// The transfer's parts on in-memory PGlites (no server needed): the copy order, the checksum,
// sequences continuing after a move, and the refusals of moveDatabase.
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS } from '../client.ts';
import { checksumTable } from './checksum.ts';
import { shippedMigrationLevel } from './migration-level.ts';
import { moveDatabase } from './move.ts';
import { sessionOnPglite, type SqlSession } from './session.ts';
import { orderByReferences, type TableShape } from './tables.ts';

const shape = (name: string, references: string[] = []): TableShape => ({
  name,
  columns: ['id'],
  primaryKey: ['id'],
  references,
});

describe('the copy order', () => {
  it.each([
    {
      given: [shape('order_lines', ['orders', 'products']), shape('orders'), shape('products')],
      expected: ['orders', 'products', 'order_lines'],
    },
    {
      given: [shape('c', ['b']), shape('b', ['a']), shape('a')],
      expected: ['a', 'b', 'c'],
    },
    {
      // A reference outside our tables (another schema's) does not hold a table back.
      given: [shape('jobs', ['elsewhere']), shape('brands')],
      expected: ['brands', 'jobs'],
    },
  ])('puts parents first: $expected', ({ given, expected }) => {
    expect(orderByReferences(given).map((table) => table.name)).toEqual(expected);
  });

  it('refuses tables that reference each other in a cycle, naming them', () => {
    expect(() =>
      orderByReferences([shape('a', ['b']), shape('b', ['a']), shape('c')]),
    ).toThrowError(/cycle.*a, b/);
    expect(() => orderByReferences([shape('tree', ['tree'])])).toThrowError(/cycle.*tree/);
  });
});

const opened: SqlSession[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((session) => session.close()));
});

async function memorySession(): Promise<SqlSession> {
  const session = await sessionOnPglite(await PGlite.create(PGLITE_OPTIONS), 'PGlite in memory');
  opened.push(session);
  return session;
}

describe('the checksum of a table', () => {
  it('is the same for the same rows inserted in another order, and changes with one cell', async () => {
    const session = await memorySession();
    const sumOf = async (name: string, rows: string) => {
      await session.query(`create table ${name} (id int primary key, note text, at timestamptz)`);
      await session.query(`insert into ${name} values ${rows}`);
      return checksumTable(session, {
        name,
        columns: ['id', 'note', 'at'],
        primaryKey: ['id'],
        references: [],
      });
    };
    const original = await sumOf(
      'original',
      `(1, 'diya', '2026-03-05 10:00+05:30'), (2, 'lamp', null), (3, '', '2026-01-01 00:00Z')`,
    );
    const reordered = await sumOf(
      'reordered',
      `(3, '', '2026-01-01 00:00Z'), (1, 'diya', '2026-03-05 04:30Z'), (2, 'lamp', null)`,
    );
    const oneCell = await sumOf(
      'one_cell',
      `(1, 'diya', '2026-03-05 10:00+05:30'), (2, 'lamp', null), (3, null, '2026-01-01 00:00Z')`,
    );
    const oneSecond = await sumOf(
      'one_second',
      `(1, 'diya', '2026-03-05 10:00:01+05:30'), (2, 'lamp', null), (3, '', '2026-01-01 00:00Z')`,
    );
    expect(original.rows).toBe(3);
    expect(original.checksum).toMatch(/^[0-9a-f]{32}$/);
    expect(reordered.checksum).toBe(original.checksum);
    expect(oneCell.checksum).not.toBe(original.checksum);
    expect(oneSecond.checksum).not.toBe(original.checksum);
  });
});

describe('moveDatabase between two embedded databases', () => {
  it('copies identity and serial columns and sets their sequences, so new rows continue after the copied ones', async () => {
    const source = await memorySession();
    const target = await memorySession();
    await source.migrate();
    // Tables no migration of ours has yet, made the same on both sides, to exercise sequences.
    for (const session of [source, target]) {
      await session.query(
        'create table probe_identity (id bigint generated always as identity primary key, note text)',
      );
      await session.query('create table probe_serial (id serial primary key, note text)');
    }
    for (const note of ['a', 'b', 'c', 'd', 'e']) {
      await source.query('insert into probe_identity (note) values ($1)', [note]);
    }
    await source.query(`delete from probe_identity where note in ('b', 'e')`);
    await source.query(`insert into probe_serial (note) values ('x'), ('y'), ('z')`);

    const verification = await moveDatabase(source, target, { batchRows: 2 });

    expect(verification.sequences).toBe(2);
    expect(verification.sequenceProblems).toEqual([]);
    expect(verification.tables.find((check) => check.table === 'probe_identity')).toMatchObject({
      expectedRows: 3,
      actualRows: 3,
      isMatch: true,
    });
    const copied = await target.query<{ id: string; note: string }>(
      'select id::text as id, note from probe_identity order by id',
    );
    expect(copied).toEqual([
      { id: '1', note: 'a' },
      { id: '3', note: 'c' },
      { id: '4', note: 'd' },
    ]);
    const [identity] = await target.query<{ id: string }>(
      `insert into probe_identity (note) values ('after the move') returning id::text as id`,
    );
    const [serial] = await target.query<{ id: number }>(
      `insert into probe_serial (note) values ('after the move') returning id`,
    );
    expect(identity?.id).toBe('6');
    expect(serial?.id).toBe(4);
    // The source was read only.
    const sourceRows = await source.query<{ n: string }>(
      'select count(*)::text as n from probe_identity',
    );
    expect(sourceRows[0]?.n).toBe('3');
  });

  it('refuses a target that holds a row, and a source that is not at this code’s migration level', async () => {
    const source = await memorySession();
    const target = await memorySession();
    await source.migrate();
    await target.migrate();
    await target.query(`insert into subscribers (email) values ('asha@example.in')`);
    await expect(moveDatabase(source, target)).rejects.toThrowError(
      /PGlite in memory is not empty: subscribers already hold rows/,
    );

    const unmigrated = await memorySession();
    const shipped = shippedMigrationLevel().count;
    await expect(moveDatabase(unmigrated, target)).rejects.toThrowError(
      new RegExp(`has no migrations; this version of Haat ships ${shipped} migrations`),
    );
    const [tables] = await unmigrated.query<{ n: string }>(
      `select count(*)::text as n from pg_tables where schemaname = 'public'`,
    );
    expect(tables?.n).toBe('0');
    const [subscribers] = await target.query<{ n: string }>(
      'select count(*)::text as n from subscribers',
    );
    expect(subscribers?.n).toBe('1');
  });
});
