// `npm run db:backup [-- --out <file>]`: the whole database (PGlite in DATA_DIR, or PostgreSQL
// with DATABASE_URL) in one portable file that `npm run db:restore` reads into either.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { backupDatabase } from './backup.ts';
import { runIfMain, parseCommandLine, progressPrinter, runCommand } from './cli.ts';
import { openConfiguredDatabase } from './database-of.ts';
import { formatCount } from './report.ts';
import { TransferRefusal } from './session.ts';

export const BACKUP_USAGE = `Usage: npm run db:backup [-- --out <file>]

Writes the database (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set) to a gzip'd file
of JSON lines, from one consistent snapshot. Default: DATA_DIR/backups/haat-<UTC time>.jsonl.gz.
Pictures and invoice PDFs are files in DATA_DIR: back them up with the folder.`;

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
    const { session, dataDir } = await openConfiguredDatabase(environment, { create: false });
    try {
      const file = path.resolve(
        values.out ?? path.join(dataDir, 'backups', defaultFileName(new Date())),
      );
      if (existsSync(file)) {
        throw new TransferRefusal(`${file} already exists: name another file with --out.`);
      }
      mkdirSync(path.dirname(file), { recursive: true });
      console.log(`Backing up ${session.where}.`);
      const header = await backupDatabase(session, file, { onTable: progressPrinter() });
      const rows = header.tables.reduce((total, table) => total + table.rows, 0);
      console.log(
        [
          `Wrote ${file}: ${header.tables.length} tables, ${formatCount(rows)} rows, ` +
            `${header.sequences.length} sequences, from one snapshot.`,
          `Pictures (media/) and invoice PDFs are not in it: back up ${dataDir} with it.`,
        ].join('\n'),
      );
    } finally {
      await session.close();
    }
  });
}

runIfMain(import.meta.url, runBackupCli);
