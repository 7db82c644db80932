import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/haat';

describe('processes and their limits in the configuration', () => {
  it('more than one worker on the embedded database is refused, naming the way out', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs PostgreSQL: the embedded database (PGlite) is opened by one process only.',
    );
  });

  it('one worker on the embedded database by default, and 1 when asked', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
  });

  it('one worker per core on PostgreSQL by default, or as many as asked', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(() => loadConfig({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '0' })).toThrow(
      'WEB_CONCURRENCY',
    );
  });

  it('a graceful shutdown waits 10 s for requests in flight unless told otherwise', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
  });

  it('a request waits at most 3 s for a database connection unless told otherwise', () => {
    expect(loadConfig({}).databaseConnectTimeoutMs).toBe(3000);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '500' }).databaseConnectTimeoutMs).toBe(500);
  });

  it('each PostgreSQL connection keeps 256 prepared statements unless told otherwise; 0 turns it off', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(256);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).databasePreparedStatements).toBe(0);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: '-1' })).toThrow();
  });

  it("a process reuses an account's token version for 5 s unless told otherwise; 0 reads it every call", () => {
    expect(loadConfig({}).sessionCheckSeconds).toBe(5);
    expect(loadConfig({ SESSION_CHECK_SECONDS: '0' }).sessionCheckSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_CHECK_SECONDS: '-1' })).toThrow();
  });

  it('metrics are off until METRICS_PORT is set, and then listen on the loopback address', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it('TRUST_PROXY takes a flag or the proxies’ addresses, and refuses anything else by name', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1,::1',
    );
    for (const wrong of ['yes', '10.0.0.0/33', '300.1.1.1', 'nginx']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow('TRUST_PROXY');
    }
  });
});

describe('order e-mails in the configuration', () => {
  const SMTP = {
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
    EMAIL_FROM: 'Haat <orders@haat.example>',
    PUBLIC_URL: 'https://haat.example',
  };

  it('e-mails go to the file outbox unless an SMTP relay is asked for', () => {
    expect(loadConfig({}).email).toEqual({ provider: 'outbox' });
    expect(loadConfig(SMTP).email).toEqual({
      provider: 'smtp',
      smtpUrl: 'smtps://mailer:secret@smtp.example.in:465',
      from: 'Haat <orders@haat.example>',
      replyTo: undefined,
    });
    expect(loadConfig({ ...SMTP, EMAIL_REPLY_TO: 'help@haat.example' }).email).toMatchObject({
      replyTo: 'help@haat.example',
    });
  });

  it('an SMTP relay without its URL, its sender or the shop’s address stops the start, naming each', () => {
    for (const name of ['SMTP_URL', 'EMAIL_FROM', 'PUBLIC_URL'] as const) {
      const { [name]: _left, ...rest } = SMTP;
      expect(() => loadConfig(rest)).toThrow(ConfigError);
      expect(() => loadConfig(rest)).toThrow(`EMAIL_PROVIDER=smtp needs ${name}`);
    }
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(
      'EMAIL_PROVIDER=smtp needs SMTP_URL, EMAIL_FROM, PUBLIC_URL',
    );
  });

  it('refuses an SMTP URL, a sender or a reply-to that is not one, by name', () => {
    expect(() => loadConfig({ ...SMTP, SMTP_URL: 'smtp.example.in:465' })).toThrow('SMTP_URL');
    expect(() => loadConfig({ ...SMTP, EMAIL_FROM: 'orders' })).toThrow('EMAIL_FROM');
    expect(() => loadConfig({ ...SMTP, EMAIL_REPLY_TO: 'Help <help>' })).toThrow('EMAIL_REPLY_TO');
    expect(() => loadConfig({ EMAIL_PROVIDER: 'sendgrid' })).toThrow('EMAIL_PROVIDER');
  });
});

describe('the signing secret in the configuration', () => {
  it('JWT_SECRET is optional (generated once and kept in the database), and refused when short', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(
      'JWT_SECRET must be at least 32 characters',
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  it('JWT_SECRET_PREVIOUS is optional and refused when short', () => {
    expect(loadConfig({}).jwtSecretPrevious).toBeUndefined();
    expect(() => loadConfig({ JWT_SECRET_PREVIOUS: 'short' })).toThrow(
      'JWT_SECRET_PREVIOUS must be at least 32 characters',
    );
    expect(loadConfig({ JWT_SECRET_PREVIOUS: 'y'.repeat(40) }).jwtSecretPrevious).toBe(
      'y'.repeat(40),
    );
  });
});

describe('the SMS gateway in the configuration', () => {
  const MSG91 = {
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'key',
    MSG91_SENDER_ID: 'HAATIN',
    MSG91_TEMPLATE_OTP: 't-otp',
    MSG91_TEMPLATE_ORDER_PLACED: 't-placed',
    MSG91_TEMPLATE_ORDER_SHIPPED: 't-shipped',
    MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY: 't-ofd',
    MSG91_TEMPLATE_ORDER_DELIVERED: 't-delivered',
    MSG91_TEMPLATE_ORDER_CANCELLED: 't-cancelled',
    MSG91_TEMPLATE_ORDER_REFUNDED: 't-refunded',
    MSG91_TEMPLATE_RETURN_UPDATE: 't-return',
  };
  const TWILIO = {
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: '+15005550006',
  };

  it('the file outbox by default, with a 5 s timeout for a gateway', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox', timeoutMs: 5000 });
    expect(loadConfig({ SMS_TIMEOUT_MS: '2000' }).sms.timeoutMs).toBe(2000);
    expect(() => loadConfig({ SMS_PROVIDER: 'textlocal' })).toThrow('SMS_PROVIDER');
  });

  it('MSG91 with its key, sender ID and a template per message kind, on its real host by default', () => {
    expect(loadConfig(MSG91).sms).toEqual({
      provider: 'msg91',
      timeoutMs: 5000,
      baseUrl: 'https://control.msg91.com',
      authKey: 'key',
      senderId: 'HAATIN',
      templates: {
        otp: 't-otp',
        placed: 't-placed',
        shipped: 't-shipped',
        'out-for-delivery': 't-ofd',
        delivered: 't-delivered',
        cancelled: 't-cancelled',
        refunded: 't-refunded',
        return: 't-return',
      },
    });
    const withNotice = loadConfig({ ...MSG91, MSG91_TEMPLATE_ACCOUNT_EXISTS: 't-exists' }).sms;
    expect(withNotice.provider === 'msg91' && withNotice.templates['account-exists']).toBe(
      't-exists',
    );
  });

  it('MSG91 without a credential or a template does not start, naming each one missing', () => {
    expect(() => loadConfig({ ...MSG91, MSG91_AUTH_KEY: '' })).toThrow(
      new ConfigError('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY'),
    );
    expect(() =>
      loadConfig({ ...MSG91, MSG91_SENDER_ID: undefined, MSG91_TEMPLATE_ORDER_REFUNDED: '' }),
    ).toThrow(
      new ConfigError('SMS_PROVIDER=msg91 needs MSG91_SENDER_ID, MSG91_TEMPLATE_ORDER_REFUNDED'),
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(
      'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_SENDER_ID, MSG91_TEMPLATE_OTP, MSG91_TEMPLATE_ORDER_PLACED, MSG91_TEMPLATE_ORDER_SHIPPED, MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY, MSG91_TEMPLATE_ORDER_DELIVERED, MSG91_TEMPLATE_ORDER_CANCELLED, MSG91_TEMPLATE_ORDER_REFUNDED, MSG91_TEMPLATE_RETURN_UPDATE',
    );
  });

  it('Twilio with its account, token and a Messaging Service or a sending number', () => {
    expect(loadConfig(TWILIO).sms).toEqual({
      provider: 'twilio',
      timeoutMs: 5000,
      baseUrl: 'https://api.twilio.com',
      accountSid: 'AC123',
      authToken: 'token',
      from: { number: '+15005550006' },
    });
    expect(
      loadConfig({ ...TWILIO, TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: 'MG1' }).sms,
    ).toMatchObject({ from: { messagingServiceSid: 'MG1' } });
  });

  it('Twilio without a credential or a sender does not start, naming what is missing', () => {
    expect(() => loadConfig({ ...TWILIO, TWILIO_AUTH_TOKEN: '' })).toThrow(
      new ConfigError('SMS_PROVIDER=twilio needs TWILIO_AUTH_TOKEN'),
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN',
    );
    expect(() => loadConfig({ ...TWILIO, TWILIO_FROM: '' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM',
    );
  });

  it('a gateway address that is not a URL is refused by name', () => {
    expect(() => loadConfig({ ...MSG91, MSG91_BASE_URL: 'control.msg91.com' })).toThrow(
      'MSG91_BASE_URL',
    );
  });
});

describe('file storage in the configuration', () => {
  const S3 = {
    STORAGE: 's3',
    S3_BUCKET: 'haat-media',
    S3_ENDPOINT: 'https://s3.ap-south-1.example.in',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('files under DATA_DIR by default, as before, and pictures printed at /media', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'file' });
    expect(loadConfig({}).mediaPublicUrl).toBeUndefined();
  });

  it('STORAGE=s3 names its bucket and how the service is reached', () => {
    const config = loadConfig({ ...S3, S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'true' });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'haat-media',
      mediaCacheBytes: 64 * 1024 * 1024,
    });
    expect(loadConfig({ ...S3, MEDIA_CACHE_MB: '0' }).storage).toMatchObject({
      mediaCacheBytes: 0,
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.ap-south-1.example.in',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('AWS S3 itself needs no endpoint, and no keys where the machine has a role', () => {
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'haat-media' });
    expect(config.s3).toMatchObject({ endpoint: undefined, credentials: undefined });
    expect(config.s3.region).toBe('us-east-1');
    expect(config.s3.forcePathStyle).toBe(false);
  });

  it('STORAGE=s3 without a bucket stops the start, naming S3_BUCKET', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('STORAGE=s3 needs S3_BUCKET');
  });

  it('one key without the other stops the start, naming both', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = S3;
    expect(() => loadConfig(withoutSecret)).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  });

  it('a wrong value is refused by its name', () => {
    expect(() => loadConfig({ STORAGE: 'disk' })).toThrow('STORAGE');
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
    expect(() => loadConfig({ ...S3, S3_BUCKET: 'ab' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ MEDIA_PUBLIC_URL: 'cdn.example.in' })).toThrow('MEDIA_PUBLIC_URL');
  });

  it('MEDIA_PUBLIC_URL is kept without its trailing slash', () => {
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.example.in/haat/' }).mediaPublicUrl).toBe(
      'https://cdn.example.in/haat',
    );
  });
});
