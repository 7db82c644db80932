// `npm run admin -- <command>`: the operator CLI, a client of the modules. With a server running on this
// DATA_DIR (PGlite admits one process) it signs in and goes through the admin API; otherwise, and
// always on PostgreSQL, it opens the database itself and calls the same service. Exit codes:
// 0 done, 1 refused or failed (with the reason), 2 usage.
import { readFile, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AdminCreateBodySchema, type SettlementRunAnswer } from '@haat/contract';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DatabaseOpenError, openDatabase } from '../db/client.ts';
import { notifyChanges } from '../db/change-feed.ts';
import { systemClock } from '../lib/clock.ts';
import { resolveDataDir } from '../lib/repo-paths.ts';
import { createStorage } from '../lib/storage.ts';
import { shopModeOf, type ShopMode } from '../lib/shop-mode.ts';
import { isDemoShop } from '../seed/demo-mark.ts';
import { audit, createOperatorActions } from '../modules/admin/index.ts';
import { createRouteForConfig } from '../modules/seller-payouts/index.ts';
import { runSettlement } from '../modules/settlement/index.ts';
import { announceWrites } from './cli-announce.ts';
import type { Actor } from '../modules/admin/index.ts';
import { USAGE, UsageError, parseCliArguments, type CliCommand } from './cli-arguments.ts';
import {
  CliRefusal,
  createDirectBackend,
  createServerBackend,
  type OperatorBackend,
} from './cli-backend.ts';
import {
  formatAdmin,
  formatCoupon,
  formatOrderMove,
  formatOrders,
  formatSeller,
  formatSettlement,
  formatStock,
} from './cli-output.ts';
import { canPrompt, promptHidden, promptLine } from './cli-prompt.ts';
import { probeServer } from '../lib/server-file.ts';
import { parseCatalogCsv } from '../modules/catalog-io/index.ts';
import { createDoctorChecks } from '../doctor/doctor-checks.ts';
import { runDoctor } from '../doctor/doctor.ts';
import { runOperatorCreate } from './operator-create.ts';
import { runDemoRemove } from './demo-remove-command.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@haat.in';

type Environment = Record<string, string | undefined>;

/** As main.ts reads it: DATA_DIR unset means <repo>/data, relative means relative to the repo. */
export function resolveCliConfig(env: Environment): Config {
  const dataDir = resolveDataDir(env);
  return loadConfig({ ...env, DATA_DIR: dataDir });
}

function cliActor(): Actor {
  let name: string | undefined;
  try {
    name = userInfo().username;
  } catch {
    // A container user without a passwd entry.
  }
  return `cli:${name || process.env.USER || 'unknown'}`;
}

async function readLoginCredentials(env: Environment) {
  let email = env.HAAT_ADMIN_EMAIL?.trim();
  if (!email) {
    email = canPrompt()
      ? (await promptLine(`Operator e-mail [${DEFAULT_ADMIN_EMAIL}]: `)) || DEFAULT_ADMIN_EMAIL
      : DEFAULT_ADMIN_EMAIL;
  }
  let password = env.HAAT_ADMIN_PASSWORD;
  if (!password) {
    if (!canPrompt()) {
      throw new UsageError('A server is running: set HAAT_ADMIN_PASSWORD to sign in through it.');
    }
    password = await promptHidden(`Password for ${email}: `);
  }
  return { email, password };
}

/**
 * The new operator's password. With a server running, HAAT_ADMIN_PASSWORD is the password of the
 * operator signing in, so only HAAT_NEW_ADMIN_PASSWORD (or the terminal) gives the new one.
 */
async function readNewOperatorPassword(env: Environment, isDirect: boolean): Promise<string> {
  const fromEnvironment = env.HAAT_NEW_ADMIN_PASSWORD || (isDirect ? env.HAAT_ADMIN_PASSWORD : '');
  if (fromEnvironment) return fromEnvironment;
  if (!canPrompt()) {
    throw new UsageError(
      `Set ${isDirect ? 'HAAT_ADMIN_PASSWORD' : 'HAAT_NEW_ADMIN_PASSWORD'} to the new operator's password.`,
    );
  }
  const first = await promptHidden("New operator's password: ");
  if ((await promptHidden('The same again: ')) !== first) {
    throw new UsageError('The two passwords differ.');
  }
  return first;
}

async function openBackend(config: Config, env: Environment): Promise<OperatorBackend> {
  if (!config.databaseUrl) {
    const server = await probeServer(config.dataDir);
    if (server.kind === 'running') {
      return createServerBackend(server.baseUrl, await readLoginCredentials(env));
    }
    if (server.kind === 'unresponsive') {
      throw new CliRefusal(
        `A server (pid ${server.pid}) holds ${config.dataDir} but does not answer at ${server.baseUrl}. ` +
          `Wait for it to start, or stop it; if no server runs, delete ${path.join(config.dataDir, 'server.json')}.`,
      );
    }
  }
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  // The shop's kind is the database's (demo_rows), as the server's: a real shop's test-paid orders
  // do not ship from the command line either (docs/decisions/going-live.md).
  let shop: ShopMode;
  try {
    await handle.migrate();
    shop = shopModeOf(config, await isDemoShop(handle.db));
  } catch (error) {
    await handle.close();
    throw error;
  }
  const direct = createOperatorActions(
    {
      db: handle.db,
      clock: systemClock,
      storage: createStorage(config),
      shop,
      // The operator cancelling from the CLI credits the shopper as from the back office.
      shopCancelCreditPaise: config.cancelFeesPaise.shipped,
    },
    cliActor(),
  );
  // On PostgreSQL servers may be running on the same database: each write is announced to them.
  // The embedded database is opened by one process, so no server is there to tell.
  const { pool } = handle;
  const actions = pool
    ? announceWrites(
        direct,
        (channels) => notifyChanges(pool, channels),
        (error) =>
          console.error(
            `Done, but the running servers could not be told (${error instanceof Error ? error.message : String(error)}); they show the change once their kept answers expire.`,
          ),
      )
    : direct;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(config.dataDir, 'db');
  const settle = async (): Promise<SettlementRunAnswer> => {
    const run = await runSettlement({
      db: handle.db,
      clock: systemClock,
      shop,
      route: createRouteForConfig(config, handle.db),
      returnWindowDays: config.returnWindowDays,
      warn: (details, message) => console.error(`${message}: ${details.error}`),
    });
    if (run.outcome === 'busy')
      throw new CliRefusal('A settlement run is under way: wait for it to finish.');
    await audit(handle.db, {
      actor: cliActor(),
      action: 'settlement.run',
      target: 'settlement',
      details: { ...run.tally },
      at: systemClock.now(),
    });
    return { status: 'success', message: formatSettlement(run.tally), data: run.tally };
  };
  return createDirectBackend(actions, `the database at ${where}`, () => handle.close(), settle);
}

/** The picture files a CSV names that lie beside it (or under it), by file name. */
async function readAttachedPictures(csv: Buffer, folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let names: string[];
  try {
    names = parseCatalogCsv(csv).drafts.flatMap((draft) => draft.pictures);
  } catch {
    return files; // the import reports what is wrong with the file itself
  }
  for (const name of names) {
    if (name.startsWith('/media/') || /^https?:/i.test(name)) continue;
    const file = path.resolve(folder, name);
    if (!file.startsWith(folder + path.sep) || files.has(path.basename(name))) continue;
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) files.set(path.basename(name), bytes);
  }
  return files;
}

/** Checks every part; 0 when all are ready, 1 when any is not. */
async function runDoctorCommand(
  config: Config,
  command: Extract<CliCommand, { name: 'doctor' }>,
  env: Environment,
): Promise<number> {
  const { checks, close } = createDoctorChecks(config, {
    probeServer,
    ...(env.RAZORPAY_API_URL ? { razorpayApiUrl: env.RAZORPAY_API_URL } : {}),
    ...(command.send ? { send: command.send } : {}),
  });
  try {
    const lines = await runDoctor(checks, (line) => console.log(line));
    const failed = lines.filter((line) => !line.ok).length;
    console.log(failed === 0 ? 'Ready to go live.' : `${failed} part(s) not ready.`);
    return failed === 0 ? 0 : 1;
  } finally {
    await close();
  }
}

async function runCommand(
  command: Exclude<CliCommand, { name: 'help' | 'doctor' | 'operator:create' | 'demo:remove' }>,
  backend: OperatorBackend,
  newPassword: string | undefined,
): Promise<string> {
  switch (command.name) {
    case 'order:list':
      return formatOrders(await backend.listOrders(command.query));
    case 'order:advance':
      return formatOrderMove(await backend.advanceOrder(command.orderId));
    case 'order:set':
      return formatOrderMove(
        await backend.setOrderState(command.orderId, {
          state: command.state,
          ...(command.reason ? { reason: command.reason } : {}),
        }),
      );
    case 'stock:set':
      return formatStock(await backend.setStock(command.body));
    case 'coupon:create':
      return formatCoupon(await backend.createCoupon(command.body));
    case 'seller:approve':
      return formatSeller(await backend.approveSeller(command.sellerId));
    case 'catalog:import': {
      const csv = await readFile(command.file).catch(() => {
        throw new CliRefusal(`Cannot read ${command.file}.`);
      });
      const files = await readAttachedPictures(csv, path.dirname(path.resolve(command.file)));
      const answer = await backend.importCatalog({ csv, files, dryRun: command.dryRun });
      return answer.message;
    }
    case 'catalog:export': {
      const csv = await backend.exportCatalog();
      await writeFile(command.file, csv);
      const rows = csv.trimEnd().split('\n').length - 1;
      return `Wrote ${rows} rows to ${command.file}.`;
    }
    case 'settle':
      return formatSettlement((await backend.settle()).data);
    case 'create-admin':
      return formatAdmin(
        await backend.createAdmin({ email: command.email, password: newPassword ?? '' }),
      );
  }
}

/** The whole CLI run; answers the exit code. */
export async function runAdminCli(argv: readonly string[], env: Environment): Promise<number> {
  let backend: OperatorBackend | undefined;
  try {
    const command = parseCliArguments(argv);
    if (command.name === 'help') {
      console.log(USAGE);
      return 0;
    }
    const config = resolveCliConfig(env);
    if (command.name === 'doctor') return await runDoctorCommand(config, command, env);
    if (command.name === 'operator:create') {
      console.log(await runOperatorCreate(config, command));
      return 0;
    }
    if (command.name === 'demo:remove') {
      return await runDemoRemove(
        config,
        { yes: command.yes, actor: cliActor() },
        {
          out: (line) => console.log(line),
          err: (line) => console.error(line),
          ...(canPrompt() ? { ask: promptLine } : {}),
        },
      );
    }
    backend = await openBackend(config, env);
    let newPassword: string | undefined;
    if (command.name === 'create-admin') {
      newPassword = await readNewOperatorPassword(env, backend.kind === 'direct');
      const checked = AdminCreateBodySchema.safeParse({
        email: command.email,
        password: newPassword,
      });
      if (!checked.success) throw new UsageError(`password: ${checked.error.issues[0]?.message}`);
    }
    console.error(`Using ${backend.description}.`);
    console.log(await runCommand(command, backend, newPassword));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      if (error instanceof UsageError)
        console.error('Run `npm run admin -- help` for the commands.');
      return 2;
    }
    if (error instanceof CliRefusal || error instanceof DatabaseOpenError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await backend?.close();
  }
}

// Run only as a script, so tests can import the pieces above.
if (
  process.argv[1] !== undefined &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  // process.exit: an idle keep-alive connection to the server must not hold the CLI open.
  void runAdminCli(process.argv.slice(2), process.env).then((code) => process.exit(code));
}
