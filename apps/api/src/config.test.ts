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
    expect(config.storage).toEqual({ kind: 's3', bucket: 'haat-media' });
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
