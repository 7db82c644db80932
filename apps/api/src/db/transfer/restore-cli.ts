// `npm run db:restore -- <file> [--replace]`: reads a backup of `npm run db:backup` into the
// database (PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL), whichever database it came from.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { assertRestorableLevel, restoreDatabase } from './backup.ts';
import { readBackupHeader } from './backup-file.ts';
import { runIfMain, parseCommandLine, progressPrinter, runCommand, UsageError } from './cli.ts';
import { downloadBackup, objectAddressOf, withLocalCopy } from './backup-object.ts';
import { configuredS3, openConfiguredDatabase } from './database-of.ts';
import { formatVerification } from './report.ts';
import { TransferRefusal } from './session.ts';

export const RESTORE_USAGE = `Usage: npm run db:restore -- <file or s3://bucket/key> [--replace]

Restores a backup of npm run db:backup into the database (PGlite in DATA_DIR, or PostgreSQL when
DATABASE_URL is set), in one transaction, then compares row counts and checksums with the backup.
An empty database only, unless --replace: then our tables are emptied in the same transaction.
An s3:// backup is downloaded first (the S3_* variables say how the store is reached).
Stop the servers first.`;

export async function runRestoreCli(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
): Promise<number> {
  return runCommand(RESTORE_USAGE, async () => {
    const { values, positionals } = parseCommandLine(
      argv,
      { replace: { type: 'boolean' }, help: { type: 'boolean' } },
      true,
    );
    if (values.help) {
      console.log(RESTORE_USAGE);
      return;
    }
    if (positionals.length !== 1) throw new UsageError('Name one backup file to restore.');
    const source = positionals[0] ?? '';
    const address = objectAddressOf(source);
    if (address) {
      await withLocalCopy(path.posix.basename(address.key), async (file) => {
        await downloadBackup(configuredS3(environment), address, file);
        await restoreFile(file, source, environment, values.replace === true);
      });
    } else {
      const file = path.resolve(source);
      if (!existsSync(file)) throw new TransferRefusal(`There is no file ${file}.`);
      await restoreFile(file, file, environment, values.replace === true);
    }
  });
}

async function restoreFile(
  file: string,
  shownAs: string,
  environment: NodeJS.ProcessEnv,
  replace: boolean,
): Promise<void> {
  // Refused before any database is opened: a backup of another schema changes nothing.
  const header = await readBackupHeader(file);
  assertRestorableLevel(header, shownAs);
  const { session } = await openConfiguredDatabase(environment, { create: true });
  try {
    console.log(
      `Restoring ${shownAs} (taken ${header.createdAt} from ${header.source === 'pglite' ? 'PGlite' : 'PostgreSQL'}) into ${session.where}.`,
    );
    const result = await restoreDatabase(session, file, header, {
      replace,
      onTable: progressPrinter(),
    });
    console.log(
      formatVerification(result.verification, { expected: 'IN BACKUP', actual: 'RESTORED' }),
    );
    console.log('Every table has the rows and checksum the backup recorded.');
    if (result.leftAlone.length > 0) {
      console.log(`Left as they were (not ours): ${result.leftAlone.join(', ')}.`);
    }
  } finally {
    await session.close();
  }
}

runIfMain(import.meta.url, runRestoreCli);
