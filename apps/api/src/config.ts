// The environment, parsed once with zod. Everything configurable about the server is here.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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

/** One mailbox: 'orders@haat.example' or 'Haat Orders <orders@haat.example>'. */
const EMAIL_ADDRESS_FIELD =
  /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

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
  /** Operator and seller sessions of the back office (issue 14): a working day by default. */
  BACK_OFFICE_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(8),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a reverse proxy, trust its X-Forwarded-For; never by default (rate limits key on IP). */
  TRUST_PROXY: TrustProxySchema.default(false),
  SMS_PROVIDER: z.enum(['outbox', 'msg91', 'twilio']).default('outbox'),
  /** How long a send waits for the gateway; an OTP is sent while the shopper waits. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  MSG91_AUTH_KEY: z.string().optional(),
  /** The 6-character sender ID (header) registered on DLT. */
  MSG91_SENDER_ID: z.string().optional(),
  /** MSG91's template id (each mapped to its DLT template id in MSG91) per message kind. */
  MSG91_TEMPLATE_OTP: z.string().optional(),
  MSG91_TEMPLATE_ORDER_PLACED: z.string().optional(),
  MSG91_TEMPLATE_ORDER_SHIPPED: z.string().optional(),
  MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY: z.string().optional(),
  MSG91_TEMPLATE_ORDER_DELIVERED: z.string().optional(),
  MSG91_TEMPLATE_ORDER_CANCELLED: z.string().optional(),
  MSG91_TEMPLATE_ORDER_REFUNDED: z.string().optional(),
  /** Optional: the notice to a registered mobile that asked for a code; unset, none is sent. */
  MSG91_TEMPLATE_ACCOUNT_EXISTS: z.string().optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** One of the two: a Messaging Service (preferred) or a sending number in E.164. */
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Shoppers' order e-mails: files under DATA_DIR/outbox/email, or an SMTP relay. */
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  /** smtps://user:password@host:465 or smtp://user:password@host:587 (STARTTLS when offered). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'SMTP_URL must look like smtps://user:password@host:465')
    .optional(),
  /** 'Haat <orders@haat.example>' or a bare address. */
  EMAIL_FROM: z
    .string()
    .regex(EMAIL_ADDRESS_FIELD, 'EMAIL_FROM must be an address, or a name and <address>')
    .optional(),
  EMAIL_REPLY_TO: z
    .string()
    .regex(EMAIL_ADDRESS_FIELD, 'EMAIL_REPLY_TO must be an address, or a name and <address>')
    .optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  PLATFORM_CHARGE_PAISE: z.coerce.number().int().min(0).default(500),
  COD_LIMIT_PAISE: z.coerce.number().int().min(0).default(5_000_000),
  PUBLIC_URL: z.string().url().optional(),
  WEB_BUILD_DIR: z.string().optional(),
  SEED_ON_START: booleanFlag.default(true),
  HAAT_TEST_CAPTCHA: z.string().optional(),
  /** Accounts (issue 4): fixed 15-minute windows, counted in the rate_limits table. */
  OTP_SENDS_PER_MOBILE: z.coerce.number().int().min(1).default(3),
  OTP_SENDS_PER_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Seller registrations accepted from one IP address per hour. */
  SELLER_REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).default(5),
  /** Public catalogue answers cached in-process (issue 7); 0 entries turns the cache off. */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
  CATALOG_CACHE_MB: z.coerce.number().int().min(1).default(64),
  /**
   * How long an answer is kept at most: a safety net only, since every write drops the answers
   * of every process (LISTEN/NOTIFY on PostgreSQL). 600 s on both databases (docs/decisions.md).
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
  /** Where pictures and invoice PDFs are kept: files under DATA_DIR, or an S3-compatible bucket. */
  STORAGE: z.enum(['file', 's3']).default('file'),
  /** The S3-compatible service's address; unset: AWS S3 itself, in S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** A CDN in front of /media: the storefront's picture URLs start with it instead of /media. */
  MEDIA_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'MEDIA_PUBLIC_URL must be an http(s):// address without ? or #')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
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
  smsProvider: Env['SMS_PROVIDER'];
  sms: SmsConfig;
  /** Where shoppers' order e-mails go; `smtp` always carries its URL and sender. */
  email:
    | { provider: 'outbox' }
    | { provider: 'smtp'; smtpUrl: string; from: string; replyTo: string | undefined };
  paymentProvider: Env['PAYMENT_PROVIDER'];
  razorpay: {
    keyId?: string | undefined;
    keySecret?: string | undefined;
    webhookSecret?: string | undefined;
  };
  platformChargePaise: number;
  codLimitPaise: number;
  publicUrl: string | undefined;
  /** apps/web/build (its client/ and server/), or undefined when the storefront is not built. */
  webBuildDir: string | undefined;
  seedOnStart: boolean;
  testCaptcha: string | undefined;
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
  /** Where pictures and invoice PDFs are kept (lib/object-store.ts). */
  storage: { kind: 'file' } | { kind: 's3'; bucket: string };
  /** How the S3-compatible service is reached: the store's, and `db:backup` to s3://. */
  s3: S3Config;
  /** MEDIA_PUBLIC_URL without a trailing slash; undefined: pictures are printed as /media/…. */
  mediaPublicUrl: string | undefined;
}

/** The S3-compatible service, as the object store and the backup commands reach it. */
export interface S3Config {
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** The gateway's settings; config.ts has checked that the chosen provider has what it needs. */
export type SmsConfig =
  | { provider: 'outbox'; timeoutMs: number }
  | {
      provider: 'msg91';
      timeoutMs: number;
      baseUrl: string;
      authKey: string;
      senderId: string;
      templates: Record<Msg91TemplateKind, string> & { 'account-exists'?: string };
    }
  | {
      provider: 'twilio';
      timeoutMs: number;
      baseUrl: string;
      accountSid: string;
      authToken: string;
      from: { messagingServiceSid: string } | { number: string };
    };

/** The message kinds MSG91 must have a DLT template for, and the variable naming each. */
const MSG91_TEMPLATE_VARIABLES = {
  otp: 'MSG91_TEMPLATE_OTP',
  placed: 'MSG91_TEMPLATE_ORDER_PLACED',
  shipped: 'MSG91_TEMPLATE_ORDER_SHIPPED',
  'out-for-delivery': 'MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY',
  delivered: 'MSG91_TEMPLATE_ORDER_DELIVERED',
  cancelled: 'MSG91_TEMPLATE_ORDER_CANCELLED',
  refunded: 'MSG91_TEMPLATE_ORDER_REFUNDED',
} as const satisfies Record<string, keyof Env>;
type Msg91TemplateKind = keyof typeof MSG91_TEMPLATE_VARIABLES;

/** Every variable the chosen gateway needs and lacks, named, in one refusal. */
function readSmsConfig(env: Env): SmsConfig {
  const timeoutMs = env.SMS_TIMEOUT_MS;
  if (env.SMS_PROVIDER === 'outbox') return { provider: 'outbox', timeoutMs };
  const need = (names: readonly (keyof Env)[]) => {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0)
      throw new ConfigError(`SMS_PROVIDER=${env.SMS_PROVIDER} needs ${missing.join(', ')}`);
  };
  if (env.SMS_PROVIDER === 'msg91') {
    need(['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', ...Object.values(MSG91_TEMPLATE_VARIABLES)]);
    const templates = Object.fromEntries(
      Object.entries(MSG91_TEMPLATE_VARIABLES).map(([kind, name]) => [kind, env[name] ?? '']),
    ) as Record<Msg91TemplateKind, string>;
    return {
      provider: 'msg91',
      timeoutMs,
      baseUrl: env.MSG91_BASE_URL,
      authKey: env.MSG91_AUTH_KEY ?? '',
      senderId: env.MSG91_SENDER_ID ?? '',
      templates: {
        ...templates,
        ...(env.MSG91_TEMPLATE_ACCOUNT_EXISTS
          ? { 'account-exists': env.MSG91_TEMPLATE_ACCOUNT_EXISTS }
          : {}),
      },
    };
  }
  need(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN']);
  const from = env.TWILIO_MESSAGING_SERVICE_SID
    ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID }
    : env.TWILIO_FROM
      ? { number: env.TWILIO_FROM }
      : undefined;
  if (!from)
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM');
  return {
    provider: 'twilio',
    timeoutMs,
    baseUrl: env.TWILIO_BASE_URL,
    accountSid: env.TWILIO_ACCOUNT_SID ?? '',
    authToken: env.TWILIO_AUTH_TOKEN ?? '',
    from,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
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
  // docs/decisions.md: the fixed captcha answer exists for tests only and is refused in production.
  if (env.HAAT_TEST_CAPTCHA && env.NODE_ENV !== 'test') {
    throw new ConfigError('HAAT_TEST_CAPTCHA is only allowed when NODE_ENV=test');
  }
  if (env.PAYMENT_PROVIDER === 'razorpay' && !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
  }
  if (env.EMAIL_PROVIDER === 'smtp') {
    // An order e-mail links back to the order, so it needs the shop's public address too.
    const missing = (['SMTP_URL', 'EMAIL_FROM', 'PUBLIC_URL'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(`EMAIL_PROVIDER=smtp needs ${missing.join(', ')}`);
    }
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  if (env.STORAGE === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('STORAGE=s3 needs S3_BUCKET (the bucket pictures and invoices go to)');
  }
  // docs/decisions.md (issue 15): PGlite lives inside one process; a second one cannot open it.
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
    smsProvider: env.SMS_PROVIDER,
    sms: readSmsConfig(env),
    email:
      env.EMAIL_PROVIDER === 'smtp' && env.SMTP_URL && env.EMAIL_FROM
        ? {
            provider: 'smtp',
            smtpUrl: env.SMTP_URL,
            from: env.EMAIL_FROM,
            replyTo: env.EMAIL_REPLY_TO,
          }
        : { provider: 'outbox' },
    paymentProvider: env.PAYMENT_PROVIDER,
    razorpay: {
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    },
    platformChargePaise: env.PLATFORM_CHARGE_PAISE,
    codLimitPaise: env.COD_LIMIT_PAISE,
    publicUrl: env.PUBLIC_URL,
    webBuildDir: env.WEB_BUILD_DIR,
    seedOnStart: env.SEED_ON_START,
    testCaptcha: env.HAAT_TEST_CAPTCHA,
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
    storage:
      env.STORAGE === 's3' && env.S3_BUCKET
        ? { kind: 's3', bucket: env.S3_BUCKET }
        : { kind: 'file' },
    s3: s3ConfigOf(env),
    mediaPublicUrl: env.MEDIA_PUBLIC_URL,
  };
}

function s3ConfigOf(
  env: Pick<
    Env,
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
  >,
): S3Config {
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
