// The parts of `doctor` about the demo (docs/decisions/going-live.md, "What doctor checks"): an
// account that still signs in with a password the demo publishes, and demo rows still in the
// shop. Both read the database; with the embedded database held by a running server they cannot,
// and say so rather than pass.
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { readRows, type DatabaseHandle, type Executor } from '../db/client.ts';
import { countPendingMigrations, readMigrationJournal } from '../db/migration-status.ts';
import { verifyPassword } from '../lib/password.ts';
import { DEMO_EMAILS, DEMO_PASSWORDS } from '../seed/index.ts';
import { countDemoRows } from '../seed/demo-remove.ts';
import { missingEntityDetails } from '../modules/grievances/index.ts';
import { DoctorProblem, type DoctorCheck } from './doctor.ts';

/** Whether a server holds the embedded database (doctor-checks.ts's probe). */
type ServerProbe = (dataDir: string) => Promise<{ kind: string }>;

const REMOVE = 'run `npm run admin -- demo:remove`';

/** The database, or a problem when a running server holds the embedded one. */
async function readableDatabase(
  config: Config,
  open: () => Promise<DatabaseHandle>,
  probeServer: ServerProbe | undefined,
): Promise<Executor> {
  if (!config.databaseUrl) {
    const server = (await probeServer?.(config.dataDir)) ?? { kind: 'none' as const };
    if (server.kind !== 'none') {
      throw new DoctorProblem(
        'not checked: the running server holds the embedded database; stop it and run doctor again',
      );
    }
  }
  const { db } = await open();
  if ((await countPendingMigrations(db, readMigrationJournal())) > 0) {
    throw new DoctorProblem('not checked: the database lacks migrations (see the database line)');
  }
  return db;
}

interface Account {
  kind: 'operator' | 'shopper' | 'seller';
  email: string;
  hash: string;
}

const ACCOUNT_TABLES = [
  ['operator', 'admins'],
  ['shopper', 'customers'],
  ['seller', 'sellers'],
] as const;

/**
 * The demo's accounts: those the seed recorded, and any at an address the demo gave out (a
 * demo account recreated after its row went). Bounded: the demo has a few dozen.
 */
async function demoAccounts(db: Executor): Promise<Account[]> {
  const emails = JSON.stringify(DEMO_EMAILS.map((email) => email.toLowerCase()));
  const accounts: Account[] = [];
  for (const [kind, table] of ACCOUNT_TABLES) {
    const rows = readRows<{ email: string; hash: string }>(
      await db.execute(
        sql`SELECT email, password_hash AS hash FROM ${sql.identifier(table)}
            WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = ${table})
               OR lower(email) IN (SELECT value FROM json_array_elements_text(${emails}::json))
            ORDER BY email`,
      ),
    );
    for (const row of rows) accounts.push({ kind, ...row });
  }
  return accounts;
}

/** The demo's accounts that still sign in with one of the passwords the demo publishes. */
export async function accountsWithDemoPasswords(
  db: Executor,
  signal?: AbortSignal,
): Promise<{ checked: number; open: Account[] }> {
  const accounts = await demoAccounts(db);
  // The seed gives many accounts one hash: each stored hash is tried once against each password.
  const verdicts = new Map<string, Promise<boolean>>();
  const isDemoHash = async (hash: string) => {
    for (const password of DEMO_PASSWORDS) {
      signal?.throwIfAborted();
      if (await verifyPassword(hash, password)) return true;
    }
    return false;
  };
  const open: Account[] = [];
  for (const account of accounts) {
    let verdict = verdicts.get(account.hash);
    if (!verdict) verdicts.set(account.hash, (verdict = isDemoHash(account.hash)));
    if (await verdict) open.push(account);
  }
  return { checked: accounts.length, open };
}

export function demoPasswordsCheck(
  config: Config,
  open: () => Promise<DatabaseHandle>,
  probeServer: ServerProbe | undefined,
): DoctorCheck {
  return {
    part: 'demo passwords',
    async run(signal) {
      const db = await readableDatabase(config, open, probeServer);
      const found = await accountsWithDemoPasswords(db, signal);
      if (found.open.length > 0) {
        const names = found.open.map((account) => `${account.kind} ${account.email}`);
        throw new DoctorProblem(
          `${found.open.length} account(s) sign in with a password the demo publishes: ${names.join(', ')}. ` +
            `Anyone could sign in as them: ${REMOVE}, or give each a new password`,
        );
      }
      return found.checked === 0
        ? 'no account of the demo is in the shop'
        : `none of the demo's ${found.checked} account(s) signs in with a demo password`;
    },
  };
}

/** How an operator says the demo's rows, table by table: one, many. */
const WORDS: Record<string, [string, string]> = {
  sellers: ['seller', 'sellers'],
  customers: ['shopper', 'shoppers'],
  admins: ['operator', 'operators'],
  products: ['product', 'products'],
  orders: ['order', 'orders'],
  coupons: ['coupon', 'coupons'],
  home_banners: ['banner', 'banners'],
  offers: ['offer', 'offers'],
  brands: ['brand', 'brands'],
  main_categories: ['main category', 'main categories'],
};
const SHOWN = Object.keys(WORDS);

export function demoDataCheck(
  config: Config,
  open: () => Promise<DatabaseHandle>,
  probeServer: ServerProbe | undefined,
): DoctorCheck {
  return {
    part: 'demo data',
    async run() {
      const db = await readableDatabase(config, open, probeServer);
      const counts = await countDemoRows(db);
      if (counts.size === 0) return 'none: the shop holds no demo rows';
      const named = SHOWN.filter((table) => (counts.get(table) ?? 0) > 0).map((table) => {
        const n = counts.get(table) ?? 0;
        return `${n} ${WORDS[table]?.[n === 1 ? 0 : 1]}`;
      });
      throw new DoctorProblem(
        `the demo is still in the shop (${named.join(', ') || 'some of its rows'}): ${REMOVE}`,
      );
    },
  };
}

/**
 * The company's and the grievance officer's details every page shows (Consumer Protection
 * (E-Commerce) Rules, 2020, rules 4(1) and 4(4)): a problem while any is empty.
 */
export function entityDetailsCheck(
  config: Config,
  open: () => Promise<DatabaseHandle>,
  probeServer: ServerProbe | undefined,
): DoctorCheck {
  return {
    part: 'entity details',
    async run() {
      const db = await readableDatabase(config, open, probeServer);
      const missing = await missingEntityDetails(db);
      if (missing.length > 0) {
        throw new DoctorProblem(
          `every page must name the company and its grievance officer; empty: ${missing.join(', ')}. ` +
            'Fill them in the back office (Company and grievance officer)',
        );
      }
      return 'the company and its grievance officer are named on every page';
    },
  };
}
