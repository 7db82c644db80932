// The move itself, between two open sessions: checks, migrations on the target, every table in
// foreign-key order in batches, the sequences, then the same checksums on both sides — all of the
// writing in one transaction on the target, all of the reading in one read-only snapshot of the
// source, so the target ends up either a verified copy or as it was (migrated, empty).
import { checksumTables } from './checksum.ts';
import {
  describeLevel,
  isSameLevel,
  readMigrationLevel,
  shippedMigrationLevel,
} from './migration-level.ts';
import { verify, isVerified, VerificationFailure, type Verification } from './report.ts';
import { insertRowBatch, readRowBatches, DEFAULT_BATCH_ROWS } from './rows.ts';
import { inTransaction, READ_SNAPSHOT, TransferRefusal, type SqlSession } from './session.ts';
import {
  applySequences,
  compareShapes,
  describeTables,
  findPopulatedTables,
  readSequences,
  refuseNonEmpty,
} from './tables.ts';

export interface TransferOptions {
  batchRows?: number;
  /** Called after each table is written, for progress on a terminal. */
  onTable?: (table: string, rows: number) => void;
}

export const EMPTY_TARGET_HINT =
  'A move copies only into an empty database: create a new one (createdb) and move into that.';

/**
 * Refuses a target that cannot take the copy: rows in any table, or migrations newer than this
 * code's. Run before the target is touched, and again inside the copying transaction.
 */
export async function assertTargetEmpty(
  target: SqlSession,
  hint: string = EMPTY_TARGET_HINT,
): Promise<void> {
  const populated = await findPopulatedTables(target);
  if (populated.length > 0) refuseNonEmpty(target.where, populated, hint);
}

export async function assertTargetNotNewer(target: SqlSession): Promise<void> {
  const shipped = shippedMigrationLevel();
  const level = await readMigrationLevel(target);
  if (level.count > shipped.count) {
    throw new TransferRefusal(
      `${target.where} has ${describeLevel(level)}, more than this version of Haat ships ` +
        `(${describeLevel(shipped)}): use the version that made it.`,
    );
  }
}

export async function moveDatabase(
  source: SqlSession,
  target: SqlSession,
  options: TransferOptions = {},
): Promise<Verification> {
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const shipped = shippedMigrationLevel();
  const sourceLevel = await readMigrationLevel(source);
  if (!isSameLevel(sourceLevel, shipped)) {
    throw new TransferRefusal(
      `${source.where} has ${describeLevel(sourceLevel)}; this version of Haat ships ` +
        `${describeLevel(shipped)}. Bring it up to date first (npm run db:migrate without ` +
        'DATABASE_URL, or start the server once on it), then move.',
    );
  }
  await assertTargetEmpty(target);
  await assertTargetNotNewer(target);
  await target.migrate();

  return inTransaction(
    source,
    async () => {
      const tables = await describeTables(source);
      const mismatch = compareShapes(tables, await describeTables(target));
      if (mismatch) {
        throw new TransferRefusal(`The two databases' tables differ: ${mismatch}.`);
      }
      const expected = {
        sums: await checksumTables(source, tables),
        sequences: await readSequences(source),
      };
      return inTransaction(target, async () => {
        await assertTargetEmpty(target);
        for (const table of tables) {
          let rows = 0;
          for await (const batch of readRowBatches(source, table, batchRows)) {
            await insertRowBatch(target, table, batch);
            rows += batch.length;
          }
          options.onTable?.(table.name, rows);
        }
        await applySequences(target, expected.sequences);
        const verification = verify(expected, {
          sums: await checksumTables(target, tables),
          sequences: await readSequences(target),
        });
        if (!isVerified(verification)) {
          throw new VerificationFailure(
            'The copy does not match the source; nothing was kept on the target.',
            verification,
          );
        }
        return verification;
      });
    },
    READ_SNAPSHOT,
  );
}
