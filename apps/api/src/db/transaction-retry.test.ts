// A transaction PostgreSQL aborts as a deadlock runs again and succeeds; other failures are not
// retried, and the retries are bounded. The real deadlock needs PostgreSQL: PGlite is one
// connection, where one transaction never waits for another.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { products } from './schema/index.ts';
import {
  DEFAULT_TRANSACTION_ATTEMPTS,
  retryOnConflict,
  transactWithRetry,
} from './transaction-retry.ts';
import { openTestDatabase, type TestDatabase } from '../../test/helper.ts';

const isPostgres = inject('templateKind') === 'postgres';
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('retrying a transaction', () => {
  it('a deadlock is run again, at most a few times in all, then its error is thrown', async () => {
    let runs = 0;
    const failure = pgError('deadlock detected', '40P01');
    await expect(
      retryOnConflict(async () => {
        runs += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(runs).toBe(DEFAULT_TRANSACTION_ATTEMPTS);
  });

  it('a serialization failure that clears is run until it succeeds', async () => {
    let runs = 0;
    const answer = await retryOnConflict(async () => {
      runs += 1;
      if (runs < 3) throw pgError('could not serialize access', '40001');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(runs).toBe(3);
  });

  it('any other failure is thrown at once', async () => {
    let runs = 0;
    await expect(
      retryOnConflict(async () => {
        runs += 1;
        throw pgError('duplicate key value', '23505');
      }),
    ).rejects.toThrow('duplicate key value');
    expect(runs).toBe(1);
  });
});

describe.runIf(isPostgres)('a real deadlock on PostgreSQL', () => {
  let database: TestDatabase;
  let ids: [string, string];

  beforeAll(async () => {
    database = await openTestDatabase();
    const rows = await database.handle.db
      .select({ id: products.id })
      .from(products)
      .orderBy(products.id)
      .limit(2);
    ids = [rows[0]!.id, rows[1]!.id];
  });

  afterAll(async () => {
    await database?.close();
  });

  it('two transactions locking two rows in opposite orders both commit, the aborted one retried', async () => {
    const { db } = database.handle;
    const readStock = async (id: string) =>
      (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
        .stock;
    const before = [await readStock(ids[0]), await readStock(ids[1])];
    // Each holds its first row until the other holds its own: then each asks for the other's.
    const held: Array<() => void> = [];
    const bothHold = [0, 1].map((index) => new Promise<void>((resolve) => (held[index] = resolve)));
    let runs = 0;
    let retries = 0;
    const bump = (first: string, second: string, index: number) =>
      transactWithRetry(
        db,
        async (tx) => {
          runs += 1;
          await tx.execute(sql`update products set stock = stock + 1 where id = ${first}`);
          held[index]!();
          await Promise.all(bothHold);
          await tx.execute(sql`update products set stock = stock + 1 where id = ${second}`);
        },
        { onRetry: () => (retries += 1) },
      );
    await Promise.all([bump(ids[0], ids[1], 0), bump(ids[1], ids[0], 1)]);
    // PostgreSQL aborts one of the two (both, rarely, when their deadlock checks overlap).
    expect(retries).toBeGreaterThanOrEqual(1);
    expect(runs).toBe(2 + retries);
    expect([await readStock(ids[0]), await readStock(ids[1])]).toEqual([
      before[0]! + 2,
      before[1]! + 2,
    ]);
  });
});
