// The environment, parsed once with zod. Everything configurable about the server is here.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_COD_LIMIT_PAISE, RETURN_WINDOW_DAYS_DEFAULT } from '@haat/contract/constants';
import { isValidGstin } from '@haat/india';
import { z } from 'zod';
import { ConfigError, booleanFlag } from './config-basics.ts';
import { PROVIDER_ENV, readProviderConfig, type ProviderConfig } from './config-providers.ts';

export { ConfigError } from './config-basics.ts';
export type { S3Config, SmsConfig } from './config-providers.ts';

/** An address or CIDR range, or one of proxy-addr's names for the private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * `false` (default); `true` trusts every X-Forwarded-For hop (only right when the proxy in front
 * overwrites the header); or the proxies' addresses (`loopback`, `10.0.0.0/8,127.0.0.1`): the
 * client's address is then the last one in the header that is not one of them, which a client
 * cannot forge by sending its own header (Fastify's trustProxy, through proxy-addr).
 */
const TrustProxySchema = z.string().transform((value, context): boolean | string => {
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `"${wrong}" is not true, false, an IP address, a CIDR range or loopback/linklocal/uniquelocal`,
    });
    return z.NEVER;
  }
  return entries.join(',');
});

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * How long a request waits for a PostgreSQL connection (a free one from the pool, or a new one
   * being opened) before it is answered 503 with Retry-After instead of hanging.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /**
   * PostgreSQL: distinct parameterised statements each connection prepares once and keeps (parsed
   * and planned once, not per query). 0 sends every statement unnamed, as a pooler that cannot
   * keep prepared statements (PgBouncer in transaction mode before 1.21) needs.
   */
  DATABASE_PREPARED_STATEMENTS: z.coerce.number().int().min(0).max(10_000).default(256),
  /**
   * Worker processes serving one port (node:cluster). Default: 1 on the embedded database, the
   * number of cores on PostgreSQL. PGlite is opened by one process only, so more is refused there.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** On SIGTERM: how long in-flight requests may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Prometheus metrics on their own port (never the public one); unset: no metrics served. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /**
   * The secret before a rotation: tokens it signed are still accepted (never issued) until they
   * expire, so changing JWT_SECRET signs no one out (docs/decisions/shared-secret.md).
   */
  JWT_SECRET_PREVIOUS: z
    .string()
    .min(32, 'JWT_SECRET_PREVIOUS must be at least 32 characters')
    .optional(),
  JWT_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /**
   * How long a process may reuse an account's token version before reading it again
   * (lib/session-versions.ts). Logout, password change and a seller's standing reach every process
   * at once regardless; this bounds only a change made outside the server. 0 reads it every call.
   */
  SESSION_CHECK_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** Operator and seller sessions of the back office: a working day by default. */
  BACK_OFFICE_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a reverse proxy, trust its X-Forwarded-For; never by default (rate limits key on IP). */
  TRUST_PROXY: TrustProxySchema.default(false),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay's REST API (orders, payments, refunds); tests point it at a loopback stand-in. */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** How long one call to Razorpay may take; a shopper placing an order waits for the first. */
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  PLATFORM_CHARGE_PAISE: z.coerce.number().int().min(0).default(500),
  COD_LIMIT_PAISE: z.coerce.number().int().min(0).default(DEFAULT_COD_LIMIT_PAISE),
  /** What cancelling a prepaid order costs once it has shipped, and once it is out for delivery. */
  CANCEL_FEE_SHIPPED_PAISE: z.coerce.number().int().min(0).default(9_900),
  CANCEL_FEE_OUT_FOR_DELIVERY_PAISE: z.coerce.number().int().min(0).default(14_900),
  /**
   * The key of cash on delivery shoppers' refund details (UPI ID, bank account), kept encrypted;
   * unset: derived from the signing secret (docs/decisions/returns.md).
   */
  REFUND_DETAILS_KEY: z.string().min(32).optional(),
  /**
   * The operator's own GSTIN: its monthly tax invoices to sellers for their fees are issued under
   * it (docs/decisions/seller-money.md); unset, none can be issued.
   */
  OPERATOR_GSTIN: z
    .string()
    .refine(isValidGstin, 'OPERATOR_GSTIN is not a valid GSTIN (15 characters, check digit).')
    .optional(),
  /** Days after delivery a shopper may ask to return a line (docs/decisions/returns.md). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(RETURN_WINDOW_DAYS_DEFAULT),
  PUBLIC_URL: z.string().url().optional(),
  WEB_BUILD_DIR: z.string().optional(),
  /**
   * Seed the demo marketplace into an empty database (docs/decisions/going-live.md). Unset: yes on
   * the embedded database (the laptop demo), never on PostgreSQL unless asked for in so many words.
   */
  DEMO_SHOP: booleanFlag.optional(),
  /** A real shop may take test payments (the sandbox gateway) only with this switch on. */
  TEST_PAYMENTS: booleanFlag.default(false),
  /** A real shop may keep its texts and e-mails in files (the outbox providers) only with this on. */
  MESSAGES_IN_FILES: booleanFlag.default(false),
  HAAT_TEST_CAPTCHA: z.string().optional(),
  /**
   * A server started for the journeys: its clock can be moved forward through POST /api/test/clock
   * (docs/decisions/test-clock.md). Only with NODE_ENV=test, one process, and never a real shop.
   */
  HAAT_TEST_CLOCK: booleanFlag.default(false),
  /** OTP and login limits: fixed 15-minute windows, counted in the rate_limits table. */
  OTP_SENDS_PER_MOBILE: z.coerce.number().int().min(1).default(3),
  OTP_SENDS_PER_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Seller registrations accepted from one IP address per hour. */
  SELLER_REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(5),
  /** Public catalogue answers cached in-process; 0 entries turns the cache off. */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
  CATALOG_CACHE_MB: z.coerce.number().int().min(1).default(64),
  /**
   * How long an answer is kept at most: a safety net only, since every write drops the answers
   * of every process (LISTEN/NOTIFY on PostgreSQL). 600 s on both databases
   * (docs/decisions/benchmark.md).
   */
  /** Keep rendered storefront pages (with the catalogue's answers, same invalidation). */
  PAGE_CACHE: booleanFlag.default(true),
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).optional(),
  /** How long a prepaid order waits for its payment before its stock goes back (docs/spec.md §4). */
  PAYMENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** How often the sweep looks for unpaid orders past their window; it also runs at start. */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** PostgreSQL job queue (pg-boss): a job running this long counts as crashed and is retried. */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  /** How often any process looks for crashed jobs (and archives finished ones). */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** How often an idle process asks the queue for work (at least 0.5). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  ...PROVIDER_ENV,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends ProviderConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseConnectTimeoutMs: number;
  databasePreparedStatements: number;
  /** Serving processes; more than 1 only on PostgreSQL (main.ts forks them, cluster.ts). */
  webConcurrency: number;
  shutdownTimeoutMs: number;
  /** Where /metrics is served; undefined when METRICS_PORT is unset (metrics off). */
  metrics: { port: number; host: string } | undefined;
  jwtSecret: string | undefined;
  /** Accepted for checking tokens only, while those signed before a rotation expire. */
  jwtSecretPrevious: string | undefined;
  jwtTtlHours: number;
  sessionCheckSeconds: number;
  backOfficeSessionHours: number;
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's trustProxy: false, true (every hop), or the proxies' addresses, comma-separated. */
  trustProxy: boolean | string;
  paymentProvider: Env['PAYMENT_PROVIDER'];
  razorpay: {
    keyId?: string | undefined;
    keySecret?: string | undefined;
    webhookSecret?: string | undefined;
    apiUrl: string;
    timeoutMs: number;
  };
  platformChargePaise: number;
  /** docs/decisions/cancellation.md: the fee of a cancel after shipping, by shipping state. */
  cancelFeesPaise: { shipped: number; outForDelivery: number };
  /** docs/decisions/returns.md: days after delivery a return may be asked for. */
  returnWindowDays: number;
  /** The operator's GSTIN, for its commission invoices to sellers; unset: none issued. */
  operatorGstin: string | undefined;
  /** The key sealing refund details; unset: derived from the signing secret. */
  refundDetailsKey: string | undefined;
  codLimitPaise: number;
  publicUrl: string | undefined;
  /** apps/web/build (its client/ and server/), or undefined when the storefront is not built. */
  webBuildDir: string | undefined;
  /** Seed the demo marketplace when the database is empty. */
  demoShop: boolean;
  /** The operator's switches for a trial of a real shop (docs/decisions/going-live.md). */
  trial: { testPayments: boolean; messagesInFiles: boolean };
  testCaptcha: string | undefined;
  /** docs/decisions/test-clock.md: the server's clock may be moved forward (tests only). */
  testClock: boolean;
  limits: {
    otpSendsPerMobile: number;
    otpSendsPerIp: number;
    loginFailuresPerAccount: number;
    loginFailuresPerIp: number;
    sellerRegistrationsPerIp: number;
  };
  catalogCache: { entries: number; megabytes: number; ttlSeconds: number; keepPages: boolean };
  payments: { windowMs: number; sweepIntervalMs: number };
  jobs: { expireSeconds: number; maintenanceSeconds: number; pollingSeconds: number };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as in most shells' habits.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (present.SEED_ON_START !== undefined) {
    throw new ConfigError(
      'SEED_ON_START was replaced by DEMO_SHOP: DEMO_SHOP=true seeds the demo marketplace into an ' +
        'empty database (the default on the embedded database only), DEMO_SHOP=false never does.',
    );
  }
  // docs/decisions/product-owner.md: the fixed captcha answer exists for tests only and is refused
  // in production.
  if (env.HAAT_TEST_CAPTCHA && env.NODE_ENV !== 'test') {
    throw new ConfigError('HAAT_TEST_CAPTCHA is only allowed when NODE_ENV=test');
  }
  // docs/decisions/test-clock.md: a clock that can be moved is for a server started for tests.
  if (env.HAAT_TEST_CLOCK && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      `HAAT_TEST_CLOCK is only allowed when NODE_ENV=test (here NODE_ENV=${env.NODE_ENV}): a shop's clock is never moved.`,
    );
  }
  if (env.HAAT_TEST_CLOCK && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
    throw new ConfigError(
      'HAAT_TEST_CLOCK needs one process (WEB_CONCURRENCY unset or 1): each worker would keep a clock of its own.',
    );
  }
  if (env.PAYMENT_PROVIDER === 'razorpay' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  // docs/decisions/processes.md: PGlite lives inside one process; a second one cannot open it.
  if (env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs PostgreSQL: the embedded database (PGlite) is ` +
        'opened by one process only. Set DATABASE_URL=postgres://… to run several workers, or ' +
        'leave WEB_CONCURRENCY unset (1).',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    webConcurrency: env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metrics:
      env.METRICS_PORT === undefined
        ? undefined
        : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    jwtSecret: env.JWT_SECRET,
    jwtSecretPrevious: env.JWT_SECRET_PREVIOUS,
    jwtTtlHours: env.JWT_TTL_HOURS,
    sessionCheckSeconds: env.SESSION_CHECK_SECONDS,
    backOfficeSessionHours: env.BACK_OFFICE_SESSION_HOURS,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    ...readProviderConfig(env),
    paymentProvider: env.PAYMENT_PROVIDER,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
      timeoutMs: env.RAZORPAY_TIMEOUT_MS,
    },
    platformChargePaise: env.PLATFORM_CHARGE_PAISE,
    cancelFeesPaise: {
      shipped: env.CANCEL_FEE_SHIPPED_PAISE,
      outForDelivery: env.CANCEL_FEE_OUT_FOR_DELIVERY_PAISE,
    },
    returnWindowDays: env.RETURN_WINDOW_DAYS,
    operatorGstin: env.OPERATOR_GSTIN,
    refundDetailsKey: env.REFUND_DETAILS_KEY,
    codLimitPaise: env.COD_LIMIT_PAISE,
    publicUrl: env.PUBLIC_URL,
    webBuildDir: env.WEB_BUILD_DIR,
    demoShop: env.DEMO_SHOP ?? !env.DATABASE_URL,
    trial: { testPayments: env.TEST_PAYMENTS, messagesInFiles: env.MESSAGES_IN_FILES },
    testCaptcha: env.HAAT_TEST_CAPTCHA,
    testClock: env.HAAT_TEST_CLOCK,
    limits: {
      otpSendsPerMobile: env.OTP_SENDS_PER_MOBILE,
      otpSendsPerIp: env.OTP_SENDS_PER_IP,
      loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerIp: env.LOGIN_FAILURES_PER_IP,
      sellerRegistrationsPerIp: env.SELLER_REGISTRATIONS_PER_IP,
    },
    catalogCache: {
      entries: env.CATALOG_CACHE_ENTRIES,
      megabytes: env.CATALOG_CACHE_MB,
      ttlSeconds: env.CATALOG_CACHE_TTL_SECONDS ?? 600,
      keepPages: env.PAGE_CACHE,
    },
    payments: {
      windowMs: env.PAYMENT_WINDOW_MINUTES * 60_000,
      sweepIntervalMs: env.PAYMENT_SWEEP_SECONDS * 1000,
    },
    jobs: {
      expireSeconds: env.JOB_EXPIRE_SECONDS,
      maintenanceSeconds: env.JOB_MAINTENANCE_SECONDS,
      pollingSeconds: env.JOB_POLL_SECONDS,
    },
  };
}
