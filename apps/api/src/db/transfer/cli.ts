// What the three commands (db:move, db:backup, db:restore) share: their arguments, the guard
// against a running server, and exit codes — 0 done, 1 refused or failed (with the reason),
// 2 usage, as `npm run admin` answers.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../../config.ts';
import { probeServer, SERVER_FILE } from '../../lib/server-file.ts';
import { formatVerification, VerificationFailure } from './report.ts';
import { embeddedDatabaseDir, messageOf, TransferRefusal } from './session.ts';

export class UsageError extends Error {
  override name = 'UsageError';
}

export function parseCommandLine<const Options extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: Options,
  allowPositionals: boolean,
) {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
}

/** A PostgreSQL URL, as DATABASE_URL must be. */
export function assertPostgresUrl(url: string, option: string): string {
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new UsageError(`${option} must be a postgres:// or postgresql:// URL.`);
  }
  return url;
}

/**
 * PGlite admits one process per folder: with a server on this DATA_DIR, opening its database here
 * could corrupt it. The server writes DATA_DIR/server.json while it runs (lib/server-file.ts).
 */
export async function refuseWhileServerRuns(dataDir: string): Promise<void> {
  const server = await probeServer(dataDir, 1000);
  if (server.kind === 'none') return;
  throw new TransferRefusal(
    `A server (pid ${server.pid}) is running on ${dataDir}, and the embedded database in ` +
      `${embeddedDatabaseDir(dataDir)} admits one process. Stop it first; if no server runs, ` +
      `delete ${path.join(dataDir, SERVER_FILE)}.`,
  );
}

/** Progress on a terminal only, so a log or a test reads just the result. */
export function progressPrinter(): ((table: string, rows: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (table, rows) => process.stderr.write(`  ${table}: ${rows}\n`);
}

/** Runs a command's main and turns its outcome into the exit code and the printed reason. */
export async function runCommand(usage: string, main: () => Promise<void>): Promise<number> {
  try {
    await main();
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof VerificationFailure) {
      console.error(formatVerification(error.verification, { expected: 'SOURCE', actual: 'COPY' }));
    }
    const isExplained = error instanceof TransferRefusal || error instanceof ConfigError;
    console.error(isExplained ? error.message : `Failed: ${messageOf(error)}`);
    return 1;
  }
}

/** Runs the command when `moduleUrl` is the script node was started with (not when imported). */
export function runIfMain(
  moduleUrl: string,
  run: (argv: readonly string[], environment: NodeJS.ProcessEnv) => Promise<number>,
): void {
  const script = process.argv[1];
  if (!script || path.resolve(script) !== fileURLToPath(moduleUrl)) return;
  run(process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(String(error));
      process.exitCode = 1;
    },
  );
}
