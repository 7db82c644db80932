// `npm run db:backup [-- --out <file>]`: the whole database (PGlite in DATA_DIR, or PostgreSQL
// with DATABASE_URL) in one portable file that `npm run db:restore` reads into either.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase } from './backup.ts';
import { runIfMain, parseCommandLine, progressPrinter, runCommand } from './cli.ts';
import { assertNoObject, objectAddressOf, uploadBackup, withLocalCopy } from './backup-object.ts';
import { configuredS3, openConfiguredDatabase } from './database-of.ts';
import { formatCount } from './report.ts';
import { TransferRefusal } from './session.ts';

export const BACKUP_USAGE = `Usage: npm run db:backup [-- --out <file or s3://bucket/key>]

Writes the database (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set) to a gzip'd file
of JSON lines, from one consistent snapshot. Default: DATA_DIR/backups/haat-<UTC time>.jsonl.gz.
With --out s3://bucket/key it is uploaded there (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE say how the store is reached); an existing key is refused.
Pictures and invoice PDFs are not in it: with STORAGE=file back up DATA_DIR's media/ and invoices/,
with STORAGE=s3 they are in the bucket (keep its versioning or replication on).`;

/** 'haat-20261125-043522Z.jsonl.gz' */
function defaultFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z');
  return `haat-${stamp}.jsonl.gz`;
}

export async function runBackupCli(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
): Promise<number> {
  return runCommand(BACKUP_USAGE, async () => {
    const { values } = parseCommandLine(
      argv,
      { out: { type: 'string' }, help: { type: 'boolean' } },
      false,
    );
    if (values.help) {
      console.log(BACKUP_USAGE);
      return;
    }
    const address = values.out === undefined ? null : objectAddressOf(values.out);
    const s3 = configuredS3(environment);
    // Refused before the database is read: a backup never overwrites another.
    if (address) await assertNoObject(s3, address);
    const { session, dataDir } = await openConfiguredDatabase(environment, { create: false });
    try {
      const write = async (file: string, shownAs: string) => {
        console.log(`Backing up ${session.where}.`);
        const header = await backupDatabase(session, file, { onTable: progressPrinter() });
        if (address) await uploadBackup(s3, address, file);
        const rows = header.tables.reduce((total, table) => total + table.rows, 0);
        console.log(
          `Wrote ${shownAs}: ${header.tables.length} tables, ${formatCount(rows)} rows, ` +
            `${header.sequences.length} sequences, from one snapshot.`,
        );
      };
      if (address) {
        await withLocalCopy(path.posix.basename(address.key), (file) =>
          write(file, values.out ?? ''),
        );
      } else {
        const file = path.resolve(
          values.out ?? path.join(dataDir, 'backups', defaultFileName(new Date())),
        );
        if (existsSync(file)) {
          throw new TransferRefusal(`${file} already exists: name another file with --out.`);
        }
        mkdirSync(path.dirname(file), { recursive: true });
        await write(file, file);
      }
      console.log(
        'Pictures (media/) and invoice PDFs are not in it: back up the files store with it ' +
          '(DATA_DIR, or the bucket with STORAGE=s3).',
      );
    } finally {
      await session.close();
    }
  });
}

runIfMain(import.meta.url, runBackupCli);
