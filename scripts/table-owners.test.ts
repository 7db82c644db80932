// Each table is written by one part of the API only, its owner: the module whose
// <domain>.schema.ts defines it (lib/ and seed/ for theirs). Other parts read it and write it
// through the owner's index.ts. The exceptions are below, each with its reason; the finder is
// scripts/table-writes.ts.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listRepoFiles, ROOT } from './source-files.ts';
import { findTableWrites, readTables, type Table, type TableWrite } from './table-writes.ts';

interface Exception {
  /** Files whose path (under apps/api/src) starts with this. */
  writer: string;
  /** The tables it may write though it does not own them: 'any' for every table, named at run time or not. */
  tables: 'any' | string[];
  reason: string;
}

/**
 * Writes of a table by a part that does not own it. Migrations (db/migrations/*.sql) write every
 * table too; they are SQL, not TypeScript, and are not read.
 */
const EXCEPTIONS: Exception[] = [
  {
    writer: 'seed/',
    tables: 'any',
    reason:
      'The demo seed writes every table it seeds, `db:seed` empties them first, and `demo:remove` removes the demo rows from each (docs/decisions/going-live.md).',
  },
  {
    writer: 'db/transfer/',
    tables: 'any',
    reason:
      'A restore and `db:move` write every table, whichever module owns it, found in the database at run time (docs/decisions/backups.md).',
  },
  {
    writer: 'modules/checkout/',
    tables: ['orders', 'orderLines', 'orderEvents', 'couponRedemptions'],
    reason:
      'Checkout places the order: the order, its lines, its first event and the coupon redemption are written in the placing transaction, and a payment`s outcome moves the order. Orders already reaches checkout (releaseOrderGoods), so checkout calling orders/index.ts would close a circle.',
  },
];

const SRC = path.join(ROOT, 'apps/api/src');
let tables: Map<string, Table>;
let writes: TableWrite[];

const excused = (write: TableWrite) =>
  EXCEPTIONS.some(
    (exception) =>
      write.file.startsWith(exception.writer) &&
      (exception.tables === 'any' ||
        (write.table !== null && exception.tables.includes(write.table))),
  );

describe('table owners', () => {
  beforeAll(() => {
    tables = readTables(SRC);
    const files = listRepoFiles(/\.tsx?$/)
      .filter((file) => file.startsWith('apps/api/src/') && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(ROOT, file));
    writes = findTableWrites(SRC, files, tables);
    // One compile of the API's sources: seconds on a quiet machine, more on a busy one.
  }, 300_000);

  it('finds the tables and the writes it checks', () => {
    expect(tables.get('orders')?.owner).toBe('modules/orders');
    expect(tables.get('rateLimits')?.owner).toBe('lib');
    expect(tables.get('demoRows')?.owner).toBe('seed');
    const seen = (file: string, table: string) =>
      writes.some((write) => write.file === file && write.table === table);
    // A drizzle write, raw SQL, and a write whose table is only known at run time.
    expect(seen('modules/cart/cart.repository.ts', 'cartItems')).toBe(true);
    expect(seen('modules/search/search.repository.ts', 'searchWords')).toBe(true);
    expect(
      writes.some((write) => write.file === 'db/transfer/rows.ts' && write.table === null),
    ).toBe(true);
  });

  it('is written only by its owner, or by a writer named in EXCEPTIONS', () => {
    const strays = writes
      .filter((write) => write.table === null || tables.get(write.table)?.owner !== write.writer)
      .filter((write) => !excused(write))
      .map((write) =>
        write.table === null
          ? `${write.file}:${write.line} writes a table named at run time (${write.how}): write each table through its owner, or name the writer in EXCEPTIONS with its reason.`
          : `${write.table} (owned by ${tables.get(write.table)?.owner}) is written by ${write.writer} at ${write.file}:${write.line} (${write.how}): move the write behind ${tables.get(write.table)?.owner}/index.ts, or name it in EXCEPTIONS with its reason.`,
      );
    expect(strays).toEqual([]);
  });

  it('names only tables that exist and writes that happen in EXCEPTIONS', () => {
    const stale = EXCEPTIONS.flatMap((exception) => {
      const own = writes.filter((write) => write.file.startsWith(exception.writer));
      if (exception.tables === 'any') {
        return own.some(
          (write) => write.table === null || tables.get(write.table)?.owner !== write.writer,
        )
          ? []
          : [`${exception.writer} writes no other part's table any more`];
      }
      return exception.tables
        .filter((table) => !own.some((write) => write.table === table))
        .map((table) => `${exception.writer} no longer writes ${table}`);
    });
    expect(stale).toEqual([]);
  });
});
