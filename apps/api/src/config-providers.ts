// The providers the shop talks to, as the environment names them: the SMS gateway, the SMTP relay
// and the object store. Parsed with the rest of the environment (config.ts) and checked here, so
// a provider chosen without what it needs stops the start with a message naming what is missing.
import { z } from 'zod';
import { ConfigError, booleanFlag } from './config-basics.ts';

/** One mailbox: 'orders@haat.example' or 'Haat Orders <orders@haat.example>'. */
const EMAIL_ADDRESS_FIELD =
  /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

export const PROVIDER_ENV = {
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
  MSG91_TEMPLATE_RETURN_UPDATE: z.string().optional(),
  /**
   * Optional: the same templates registered in Hindi, for orders placed in Hindi; a kind without
   * one sends such an order its English template (with the English words).
   */
  MSG91_TEMPLATE_ORDER_PLACED_HI: z.string().optional(),
  MSG91_TEMPLATE_ORDER_SHIPPED_HI: z.string().optional(),
  MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY_HI: z.string().optional(),
  MSG91_TEMPLATE_ORDER_DELIVERED_HI: z.string().optional(),
  MSG91_TEMPLATE_ORDER_CANCELLED_HI: z.string().optional(),
  MSG91_TEMPLATE_ORDER_REFUNDED_HI: z.string().optional(),
  MSG91_TEMPLATE_RETURN_UPDATE_HI: z.string().optional(),
  /** Optional: the code and the notice below in Hindi, for a shopper registering on a Hindi page. */
  MSG91_TEMPLATE_OTP_HI: z.string().optional(),
  MSG91_TEMPLATE_ACCOUNT_EXISTS_HI: z.string().optional(),
  /** Optional: the notice to a registered mobile that asked for a code; unset, none is sent. */
  MSG91_TEMPLATE_ACCOUNT_EXISTS: z.string().optional(),
  /** A failed delivery attempt (optional: without it, the e-mail and WhatsApp tell the shopper). */
  MSG91_TEMPLATE_ORDER_DELIVERY_FAILED: z.string().optional(),
  /** Optional: the failed attempt's template registered in Hindi, for an order placed in Hindi. */
  MSG91_TEMPLATE_ORDER_DELIVERY_FAILED_HI: z.string().optional(),
  /** A complaint's acknowledgement (optional: without it, the e-mail and the page acknowledge). */
  MSG91_TEMPLATE_GRIEVANCE: z.string().optional(),
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
  /**
   * Order updates on WhatsApp (Meta's WhatsApp Business Cloud API) for shoppers who choose them;
   * off: every shopper gets SMS (docs/decisions/whatsapp.md).
   */
  /**
   * Shiprocket's external API (docs/decisions/couriers.md). Its API user's e-mail, password and
   * webhook key are not settings here: the operator enters them in the back office, sealed.
   */
  SHIPROCKET_BASE_URL: z.string().url().default('https://apiv2.shiprocket.in'),
  SHIPROCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * Delhivery's B2C API (docs/decisions/couriers.md): its staging and production hosts, and which
   * one the shop's token belongs to. The token itself is entered in the back office, sealed.
   */
  DELHIVERY_MODE: z.enum(['staging', 'production']).default('production'),
  DELHIVERY_STAGING_URL: z.string().url().default('https://staging-express.delhivery.com'),
  DELHIVERY_PRODUCTION_URL: z.string().url().default('https://track.delhivery.com'),
  /**
   * How long the product page's pin-code check waits for a courier's delivery estimate before it
   * answers from the sellers' service areas (the courier's answer, when it comes, is still kept).
   */
  COURIER_ESTIMATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1_500),
  /** A booked parcel with no scan heard for this long is asked for its tracking. */
  COURIER_POLL_QUIET_HOURS: z.coerce.number().int().min(1).max(72).default(6),
  WHATSAPP_PROVIDER: z.enum(['off', 'cloud']).default('off'),
  WHATSAPP_BASE_URL: z.string().url().default('https://graph.facebook.com'),
  /** The Graph API version in each call's path. */
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION looks like v23.0')
    .default('v23.0'),
  /** The business phone number's id (not the number itself), from WhatsApp Manager. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,32}$/, 'WHATSAPP_PHONE_NUMBER_ID is digits')
    .optional(),
  /** A system user's permanent access token (whatsapp_business_messaging). */
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  /** The Meta app's secret: the webhook's X-Hub-Signature-256 is checked with it. */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** Any string of yours, typed in the app's webhook settings too: the GET check answers it. */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Minutes a template message has to be reported `sent` before its SMS goes instead. */
  WHATSAPP_FALLBACK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
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
  /**
   * STORAGE=s3: megabytes of the pictures served last kept in each process's memory, answered
   * while the store is away (least recently used dropped first); 0 keeps none.
   */
  MEDIA_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** A CDN in front of /media: the storefront's picture URLs start with it instead of /media. */
  MEDIA_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'MEDIA_PUBLIC_URL must be an http(s):// address without ? or #')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
};

type ProviderEnv = z.infer<z.ZodObject<typeof PROVIDER_ENV>> & {
  PUBLIC_URL?: string | undefined;
};

export interface ProviderConfig {
  sms: SmsConfig;
  /** Order updates on WhatsApp; `cloud` always carries every setting it needs. */
  whatsapp: WhatsAppConfig;
  /** Couriers' API addresses and timing (their credentials are sealed in the database). */
  couriers: {
    shiprocketBaseUrl: string;
    timeoutMs: number;
    delhiveryMode: 'staging' | 'production';
    delhiveryBaseUrl: string;
    pollQuietHours: number;
    estimateTimeoutMs: number;
  };
  /** Where shoppers' order e-mails go; `smtp` always carries its URL and sender. */
  email:
    | { provider: 'outbox' }
    | { provider: 'smtp'; smtpUrl: string; from: string; replyTo: string | undefined };
  /**
   * Where pictures and invoice PDFs are kept (lib/object-store.ts); with a bucket, the bytes of
   * pictures kept in memory for when it is away (MEDIA_CACHE_MB, lib/media-cache.ts).
   */
  storage: { kind: 'file' } | { kind: 's3'; bucket: string; mediaCacheBytes: number };
  /** How the S3-compatible service is reached: the store's, and `db:backup` to s3://. */
  s3: S3Config;
  /** MEDIA_PUBLIC_URL without a trailing slash; undefined: pictures are printed as /media/…. */
  mediaPublicUrl: string | undefined;
}

export type WhatsAppConfig =
  | { provider: 'off' }
  | {
      provider: 'cloud';
      api: {
        baseUrl: string;
        version: string;
        phoneNumberId: string;
        accessToken: string;
        timeoutMs: number;
      };
      appSecret: string;
      verifyToken: string;
      fallbackMinutes: number;
    };

function readWhatsAppConfig(env: ProviderEnv): WhatsAppConfig {
  if (env.WHATSAPP_PROVIDER === 'off') return { provider: 'off' };
  const names = [
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
  ] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new ConfigError(`WHATSAPP_PROVIDER=cloud needs ${missing.join(', ')}`);
  return {
    provider: 'cloud',
    api: {
      baseUrl: env.WHATSAPP_BASE_URL.replace(/\/+$/, ''),
      version: env.WHATSAPP_API_VERSION,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
      timeoutMs: env.WHATSAPP_TIMEOUT_MS,
    },
    appSecret: env.WHATSAPP_APP_SECRET ?? '',
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
    fallbackMinutes: env.WHATSAPP_FALLBACK_MINUTES,
  };
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
      templates: Record<Msg91TemplateKind, string> & {
        'account-exists'?: string;
        'delivery-failed'?: string;
        grievance?: string;
      };
      /**
       * Templates registered in another language, by language then kind (only the kinds set): a
       * message in it (an order placed, a code asked for, in Hindi) gets that one, the others
       * their kind's template above.
       */
      translatedTemplates?: { hi: Partial<Record<Msg91HindiTemplateKind, string>> };
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
  return: 'MSG91_TEMPLATE_RETURN_UPDATE',
} as const satisfies Record<string, keyof ProviderEnv>;
type Msg91TemplateKind = keyof typeof MSG91_TEMPLATE_VARIABLES;
type Msg91HindiTemplateKind = Msg91TemplateKind | 'account-exists' | 'delivery-failed';

/** Every kind's optional Hindi template, and the variable naming each. */
const MSG91_HINDI_TEMPLATE_VARIABLES = {
  otp: 'MSG91_TEMPLATE_OTP_HI',
  'account-exists': 'MSG91_TEMPLATE_ACCOUNT_EXISTS_HI',
  placed: 'MSG91_TEMPLATE_ORDER_PLACED_HI',
  shipped: 'MSG91_TEMPLATE_ORDER_SHIPPED_HI',
  'out-for-delivery': 'MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY_HI',
  delivered: 'MSG91_TEMPLATE_ORDER_DELIVERED_HI',
  cancelled: 'MSG91_TEMPLATE_ORDER_CANCELLED_HI',
  refunded: 'MSG91_TEMPLATE_ORDER_REFUNDED_HI',
  return: 'MSG91_TEMPLATE_RETURN_UPDATE_HI',
  'delivery-failed': 'MSG91_TEMPLATE_ORDER_DELIVERY_FAILED_HI',
} as const satisfies Record<Msg91HindiTemplateKind, keyof ProviderEnv>;

/** The Hindi templates that are set; undefined when none is (every order gets English ones). */
function hindiTemplatesOf(
  env: ProviderEnv,
): Partial<Record<Msg91HindiTemplateKind, string>> | undefined {
  const set = Object.entries(MSG91_HINDI_TEMPLATE_VARIABLES).flatMap(([kind, name]) => {
    const id = env[name];
    return id ? [[kind, id] as const] : [];
  });
  return set.length > 0 ? Object.fromEntries(set) : undefined;
}

/** Every variable the chosen gateway needs and lacks, named, in one refusal. */
function readSmsConfig(env: ProviderEnv): SmsConfig {
  const timeoutMs = env.SMS_TIMEOUT_MS;
  if (env.SMS_PROVIDER === 'outbox') return { provider: 'outbox', timeoutMs };
  const need = (names: readonly (keyof ProviderEnv)[]) => {
    const missing = names.filter((name) => !env[name]);
    if (missing.length > 0)
      throw new ConfigError(`SMS_PROVIDER=${env.SMS_PROVIDER} needs ${missing.join(', ')}`);
  };
  if (env.SMS_PROVIDER === 'msg91') {
    need(['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', ...Object.values(MSG91_TEMPLATE_VARIABLES)]);
    const templates = Object.fromEntries(
      Object.entries(MSG91_TEMPLATE_VARIABLES).map(([kind, name]) => [kind, env[name] ?? '']),
    ) as Record<Msg91TemplateKind, string>;
    const hindiTemplates = hindiTemplatesOf(env);
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
        ...(env.MSG91_TEMPLATE_ORDER_DELIVERY_FAILED
          ? { 'delivery-failed': env.MSG91_TEMPLATE_ORDER_DELIVERY_FAILED }
          : {}),
        ...(env.MSG91_TEMPLATE_GRIEVANCE ? { grievance: env.MSG91_TEMPLATE_GRIEVANCE } : {}),
      },
      ...(hindiTemplates ? { translatedTemplates: { hi: hindiTemplates } } : {}),
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

function s3ConfigOf(
  env: Pick<
    ProviderEnv,
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

/** The providers' settings; throws a ConfigError naming what a chosen provider lacks. */
export function readProviderConfig(env: ProviderEnv): ProviderConfig {
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
  return {
    sms: readSmsConfig(env),
    whatsapp: readWhatsAppConfig(env),
    couriers: {
      shiprocketBaseUrl: env.SHIPROCKET_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: env.SHIPROCKET_TIMEOUT_MS,
      delhiveryMode: env.DELHIVERY_MODE,
      delhiveryBaseUrl: (env.DELHIVERY_MODE === 'staging'
        ? env.DELHIVERY_STAGING_URL
        : env.DELHIVERY_PRODUCTION_URL
      ).replace(/\/+$/, ''),
      pollQuietHours: env.COURIER_POLL_QUIET_HOURS,
      estimateTimeoutMs: env.COURIER_ESTIMATE_TIMEOUT_MS,
    },
    email:
      env.EMAIL_PROVIDER === 'smtp' && env.SMTP_URL && env.EMAIL_FROM
        ? {
            provider: 'smtp',
            smtpUrl: env.SMTP_URL,
            from: env.EMAIL_FROM,
            replyTo: env.EMAIL_REPLY_TO,
          }
        : { provider: 'outbox' },
    storage:
      env.STORAGE === 's3' && env.S3_BUCKET
        ? { kind: 's3', bucket: env.S3_BUCKET, mediaCacheBytes: env.MEDIA_CACHE_MB * 1024 * 1024 }
        : { kind: 'file' },
    s3: s3ConfigOf(env),
    mediaPublicUrl: env.MEDIA_PUBLIC_URL,
  };
}
