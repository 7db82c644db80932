// The parts `doctor` checks, read from the same configuration the server starts with: the
// database and its migrations, the payment keys, the secrets every machine must share, the
// shop's public address. Each is what a live shop needs, so a development default (the sandbox
// gateway) is reported as not ready to go live rather than as fine.
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { openDatabase, readRows, redactUrl, type DatabaseHandle } from '../db/client.ts';
import { courierCheck } from './courier-checks.ts';
import { countPendingMigrations, readMigrationJournal } from '../db/migration-status.ts';
import { hasStoredSecret } from '../lib/server-secret.ts';
import { createStorage, probeStorage } from '../lib/storage.ts';
import { DoctorProblem, type DoctorCheck } from './doctor.ts';
import { emailCheck, smsCheck, whatsappCheck } from './messaging-checks.ts';
import { demoDataCheck, demoPasswordsCheck, entityDetailsCheck } from './demo-checks.ts';

/** Whether a server holds an embedded database's folder (the CLI's probe of DATA_DIR). */
export type ServerProbe = (
  dataDir: string,
) => Promise<
  { kind: 'none' } | { kind: 'running'; baseUrl: string } | { kind: 'unresponsive'; pid: number }
>;

export interface DoctorOptions {
  probeServer?: ServerProbe;
  /** Razorpay's API; the real one unless a test points it at a stand-in. */
  razorpayApiUrl?: string;
  /** Where `--send` sends a test message; none: nothing is sent. */
  send?: { mobile?: string; email?: string };
}

export interface DoctorChecks {
  checks: DoctorCheck[];
  close(): Promise<void>;
}

/** Opens the database lazily (once) for the checks that read it. */
function databaseOpener(config: Config) {
  let opened: Promise<DatabaseHandle> | undefined;
  return {
    open: () =>
      (opened ??= openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: 1,
        connectTimeoutMs: 5000,
      })),
    async close() {
      if (!opened) return;
      const handle = await opened.catch(() => undefined);
      await handle?.close();
    },
  };
}

function databaseCheck(
  config: Config,
  open: () => Promise<DatabaseHandle>,
  probeServer: ServerProbe | undefined,
): DoctorCheck {
  return {
    part: 'database',
    async run(signal) {
      if (!config.databaseUrl) {
        // PGlite admits one process: with the server up, its readiness speaks for the database.
        const server = (await probeServer?.(config.dataDir)) ?? { kind: 'none' as const };
        if (server.kind === 'running') {
          const res = await fetch(`${server.baseUrl}/api/ready`, { signal });
          if (!res.ok) throw new DoctorProblem(`the running server is not ready (${res.status})`);
          return `embedded (PGlite) in ${config.dataDir}, held by the running server, which is ready`;
        }
        if (server.kind === 'unresponsive') {
          throw new DoctorProblem(
            `a server (pid ${server.pid}) holds the database but does not answer`,
          );
        }
      }
      const { db } = await open();
      const pending = await countPendingMigrations(db, readMigrationJournal());
      if (pending > 0) {
        throw new DoctorProblem(`${pending} migration(s) not applied: run npm run db:migrate`);
      }
      const where = config.databaseUrl
        ? `PostgreSQL at ${redactUrl(config.databaseUrl)}`
        : `embedded (PGlite) in ${config.dataDir}`;
      const version = readRows<{ version: string }>(
        await db.execute(sql`select current_setting('server_version') as version`),
      )[0]?.version;
      return `${where}, version ${version ?? '?'}, every migration applied`;
    },
  };
}

function paymentsCheck(config: Config, options: DoctorOptions): DoctorCheck {
  return {
    part: 'payments',
    async run(signal) {
      if (config.paymentProvider === 'sandbox') {
        throw new DoctorProblem(
          config.trial.testPayments
            ? 'test payments are on (TEST_PAYMENTS=true, PAYMENT_PROVIDER=sandbox): no real money is taken. Set PAYMENT_PROVIDER=razorpay with its keys and remove TEST_PAYMENTS'
            : 'PAYMENT_PROVIDER=sandbox takes no real money: set razorpay and its keys',
        );
      }
      const { keyId, keySecret, webhookSecret } = config.razorpay;
      if (!webhookSecret) {
        throw new DoctorProblem(
          'RAZORPAY_WEBHOOK_SECRET is not set: payments a shopper makes after closing the page are never heard',
        );
      }
      const base = options.razorpayApiUrl ?? 'https://api.razorpay.com';
      const res = await fetch(`${base}/v1/payments?count=1`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        },
        signal,
      });
      if (res.status === 401) {
        throw new DoctorProblem(`Razorpay refused key ${keyId} (401): check RAZORPAY_KEY_SECRET`);
      }
      if (!res.ok) throw new DoctorProblem(`Razorpay answered ${res.status}`);
      const mode = keyId?.startsWith('rzp_live_') ? 'live' : 'test';
      return `Razorpay accepted key ${keyId} (${mode} mode)`;
    },
  };
}

/**
 * Sellers are paid through Razorpay Route (docs/decisions/route-payouts.md), which Razorpay
 * enables per account. A read-only call: list one transfer. An account without Route refuses
 * the Transfers API with a 4xx and its description, which is shown with what to do.
 */
function routeCheck(config: Config, options: DoctorOptions): DoctorCheck {
  return {
    part: 'seller payouts',
    async run(signal) {
      if (config.paymentProvider === 'sandbox') {
        throw new DoctorProblem(
          "PAYMENT_PROVIDER=sandbox pays sellers through the sandbox's Route: no money moves. Set razorpay and enable Route on its account",
        );
      }
      const { keyId, keySecret } = config.razorpay;
      const base = options.razorpayApiUrl ?? 'https://api.razorpay.com';
      const res = await fetch(`${base}/v1/transfers?count=1`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        },
        signal,
      });
      if (res.status === 401) {
        throw new DoctorProblem(`Razorpay refused key ${keyId} (401): check RAZORPAY_KEY_SECRET`);
      }
      if (res.status >= 400 && res.status < 500) {
        const body = (await res.json().catch(() => ({}))) as { error?: { description?: unknown } };
        const said =
          typeof body.error?.description === 'string' ? `: ${body.error.description}` : '';
        throw new DoctorProblem(
          `Route is not enabled on this Razorpay account (${res.status}${said}): ask Razorpay to enable Route, then subscribe the webhook to transfer.processed, transfer.failed and settlement.processed`,
        );
      }
      if (!res.ok) throw new DoctorProblem(`Razorpay answered ${res.status} to the Transfers API`);
      return 'Route is enabled: transfers to sellers’ linked accounts can be made';
    },
  };
}

/** Pictures and invoices must be where every machine reads them: a test object, made and removed. */
function storageCheck(config: Config): DoctorCheck {
  return {
    part: 'storage',
    async run() {
      const { objects } = createStorage(config);
      await probeStorage(objects);
      if (config.storage.kind === 'file' && config.databaseUrl) {
        throw new DoctorProblem(
          `${objects.description} works, but only this machine reads it: set STORAGE=s3 to serve pictures and invoices from every machine`,
        );
      }
      const cdn = config.mediaPublicUrl ? `; pictures printed at ${config.mediaPublicUrl}` : '';
      return `${objects.description}: wrote, read back and removed a test object${cdn}`;
    },
  };
}

/** Tokens, OTP hashes and payment links must be signed alike on every machine. */
function secretsCheck(config: Config, open: () => Promise<DatabaseHandle>): DoctorCheck {
  return {
    part: 'secrets',
    async run() {
      if (config.jwtSecret) {
        const rotation = config.jwtSecretPrevious
          ? ', JWT_SECRET_PREVIOUS accepted while its tokens expire'
          : '';
        return `JWT_SECRET set: give every machine the same value${rotation}`;
      }
      // The embedded database has one machine: whatever it signs with, nobody else must agree.
      if (!config.databaseUrl)
        return 'generated once and kept in the embedded database (one machine)';
      const { db } = await open();
      if (!(await hasStoredSecret(db))) {
        throw new DoctorProblem(
          'no signing secret yet: start the server once (it generates one into the database), or set JWT_SECRET',
        );
      }
      return 'generated once and kept in the database: every machine on it signs alike';
    },
  };
}

function publicUrlCheck(config: Config): DoctorCheck {
  return {
    part: 'public URL',
    async run() {
      if (!config.publicUrl) {
        throw new DoctorProblem(
          'PUBLIC_URL is not set: messages, invoices and shared links cannot name the shop',
        );
      }
      if (!config.publicUrl.startsWith('https://')) {
        throw new DoctorProblem(`${config.publicUrl} is not https: browsers will not trust it`);
      }
      return config.publicUrl;
    },
  };
}

export function createDoctorChecks(config: Config, options: DoctorOptions = {}): DoctorChecks {
  const database = databaseOpener(config);
  return {
    checks: [
      databaseCheck(config, database.open, options.probeServer),
      storageCheck(config),
      secretsCheck(config, database.open),
      smsCheck(config, options.send),
      emailCheck(config, options.send),
      ...[whatsappCheck(config)].filter((check) => check !== null),
      courierCheck(config, database.open),
      paymentsCheck(config, options),
      routeCheck(config, options),
      publicUrlCheck(config),
      demoDataCheck(config, database.open, options.probeServer),
      demoPasswordsCheck(config, database.open, options.probeServer),
      entityDetailsCheck(config, database.open, options.probeServer),
    ],
    close: database.close,
  };
}
