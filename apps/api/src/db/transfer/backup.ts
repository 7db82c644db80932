// Backup and restore between an open session and a backup file (backup-file.ts), with the same
// walker, rows and checksums as a move.
import { rmSync, renameSync } from 'node:fs';
import {
  BACKUP_FORMAT,
  readBackupBatches,
  writeBackupFile,
  type BackupHeader,
} from './backup-file.ts';
import { checksumTables } from './checksum.ts';
import {
  describeLevel,
  isSameLevel,
  readMigrationLevel,
  shippedMigrationLevel,
} from './migration-level.ts';
import { assertTargetNotNewer, type TransferOptions } from './move.ts';
import { isVerified, verify, VerificationFailure, type Verification } from './report.ts';
import { DEFAULT_BATCH_ROWS, emptyTables, insertRowBatch, readRowBatches } from './rows.ts';
import { inTransaction, READ_SNAPSHOT, TransferRefusal, type SqlSession } from './session.ts';
import {
  applySequences,
  compareShapes,
  describeTables,
  findPopulatedTables,
  readSequences,
  refuseNonEmpty,
} from './tables.ts';

/**
 * Writes every table of `source` to `file` from one read-only REPEATABLE READ snapshot, so the
 * rows, counts and checksums are of one moment even while the shop keeps selling. The file
 * appears only once whole (written beside it, then renamed).
 */
export async function backupDatabase(
  source: SqlSession,
  file: string,
  options: TransferOptions = {},
): Promise<BackupHeader> {
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const migrations = await readMigrationLevel(source);
  if (migrations.count === 0) {
    throw new TransferRefusal(`${source.where} has no tables yet: there is nothing to back up.`);
  }
  const partial = `${file}.partial`;
  return inTransaction(
    source,
    async () => {
      const tables = await describeTables(source);
      const sums = new Map(
        (await checksumTables(source, tables)).map((sum) => [sum.table, sum] as const),
      );
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: new Date().toISOString(),
        source: source.kind,
        migrations,
        tables: tables.map((table) => ({
          ...table,
          rows: sums.get(table.name)?.rows ?? 0,
          checksum: sums.get(table.name)?.checksum ?? '',
        })),
        // Sequences are outside transactions: one read now is at or past the snapshot's values,
        // which is what a restore needs (ids continue after every copied row).
        sequences: await readSequences(source),
      };
      rmSync(partial, { force: true });
      try {
        await writeBackupFile(partial, header, async function* (table) {
          for await (const batch of readRowBatches(source, table, batchRows)) {
            yield batch;
          }
          options.onTable?.(table.name, table.rows);
        });
        renameSync(partial, file);
      } catch (error) {
        rmSync(partial, { force: true });
        throw error;
      }
      return header;
    },
    READ_SNAPSHOT,
  );
}

/** A backup restores only into the schema it was taken from: this code's, after migrating. */
export function assertRestorableLevel(header: BackupHeader, file: string): void {
  const shipped = shippedMigrationLevel();
  if (!isSameLevel(header.migrations, shipped)) {
    throw new TransferRefusal(
      `${file} was taken at ${describeLevel(header.migrations)}; this version of Haat ships ` +
        `${describeLevel(shipped)}. Restore it with the version that made it (which then ` +
        'migrates it when it starts), or take a new backup with this one.',
    );
  }
}

export interface RestoreOptions extends TransferOptions {
  /** Empty our tables first (in the same transaction) instead of refusing a non-empty target. */
  replace?: boolean;
}

export interface RestoreResult {
  verification: Verification;
  /** Tables outside our schema that hold rows and were left as they were (a job queue's). */
  leftAlone: string[];
}

export async function restoreDatabase(
  target: SqlSession,
  file: string,
  header: BackupHeader,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  assertRestorableLevel(header, file);
  await assertTargetNotNewer(target);
  const populated = await findPopulatedTables(target);
  if (populated.length > 0 && !options.replace) {
    refuseNonEmpty(
      target.where,
      populated,
      'Give --replace to empty our tables and restore in their place (one transaction: ' +
        'either the backup is in, or nothing changed).',
    );
  }
  await target.migrate();
  if (!isSameLevel(await readMigrationLevel(target), header.migrations)) {
    throw new TransferRefusal(`${target.where} is not at the backup's migration level.`);
  }
  const verification = await inTransaction(target, async () => {
    const tables = await describeTables(target);
    const mismatch = compareShapes(header.tables, tables);
    if (mismatch) throw new TransferRefusal(`The backup's tables differ from ours: ${mismatch}.`);
    if (options.replace) await emptyTables(target, tables);
    let current = '';
    let rows = 0;
    for await (const batch of readBackupBatches(file, batchRows)) {
      if (batch.table.name !== current) {
        if (current) options.onTable?.(current, rows);
        current = batch.table.name;
        rows = 0;
      }
      await insertRowBatch(target, batch.table, batch.rows);
      rows += batch.rows.length;
    }
    if (current) options.onTable?.(current, rows);
    await applySequences(target, header.sequences);
    const result = verify(
      {
        sums: header.tables.map((table) => ({ ...table, table: table.name })),
        sequences: header.sequences,
      },
      { sums: await checksumTables(target, header.tables), sequences: await readSequences(target) },
    );
    if (!isVerified(result)) {
      throw new VerificationFailure(
        'The restored rows do not match the backup; the restore was rolled back.',
        result,
      );
    }
    return result;
  });
  const leftAlone = populated.filter((name) => name.includes('.'));
  return { verification, leftAlone };
}
