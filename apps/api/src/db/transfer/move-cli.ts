// `npm run db:move -- --to postgres://…`: copies the embedded shop (PGlite in DATA_DIR/db) into an
// empty PostgreSQL database, checks every table's rows and checksum on both sides, and leaves the
// embedded database as it was. Files (pictures, invoice PDFs) stay in DATA_DIR, which the server
// keeps using on PostgreSQL.
import { resolveDataDir } from '../../lib/repo-paths.ts';
import { redactUrl } from '../client.ts';
import {
  assertPostgresUrl,
  runIfMain,
  parseCommandLine,
  progressPrinter,
  refuseWhileServerRuns,
  runCommand,
  UsageError,
} from './cli.ts';
import { moveDatabase } from './move.ts';
import { formatVerification } from './report.ts';
import { openEmbeddedSession, openPostgresSession } from './session.ts';

export const MOVE_USAGE = `Usage: npm run db:move -- --to postgres://user@host:5432/database

Copies the embedded database in DATA_DIR/db into an EMPTY PostgreSQL database: migrations, every
table (one transaction), sequences; then compares row counts and checksums table by table. Stop
the server first. A password is better in PGPASSWORD than in the URL (out of the shell's history).`;

export async function runMoveCli(
  argv: readonly string[],
  environment: NodeJS.ProcessEnv,
): Promise<number> {
  return runCommand(MOVE_USAGE, async () => {
    const { values } = parseCommandLine(
      argv,
      { to: { type: 'string' }, help: { type: 'boolean' } },
      false,
    );
    if (values.help) {
      console.log(MOVE_USAGE);
      return;
    }
    if (!values.to) throw new UsageError('Say where to move the shop: --to postgres://…');
    const url = assertPostgresUrl(values.to, '--to');
    const dataDir = resolveDataDir(environment);
    await refuseWhileServerRuns(dataDir);
    const source = await openEmbeddedSession(dataDir, { create: false });
    try {
      const target = await openPostgresSession(url);
      try {
        console.log(`Moving ${source.where} to ${target.where}.`);
        const verification = await moveDatabase(source, target, { onTable: progressPrinter() });
        console.log(
          formatVerification(verification, { expected: 'EMBEDDED', actual: 'POSTGRESQL' }),
        );
        console.log(
          [
            'Every table has the same rows and checksum on both sides; the embedded database was not changed.',
            `Pictures (media/), invoice PDFs and the signing secret are files: they stay in ${dataDir}.`,
            `Start the server with DATA_DIR=${dataDir} DATABASE_URL=${redactUrl(url)}`,
          ].join('\n'),
        );
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  });
}

runIfMain(import.meta.url, runMoveCli);
