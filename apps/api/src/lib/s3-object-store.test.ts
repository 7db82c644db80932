// The S3 object store's own edges, against a real S3-compatible server (s3rver on loopback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadEndpoint, startObjectStore, type TestObjectStore } from '../../test/object-storage.ts';
import { STORAGE_DOWN_MESSAGE, StorageUnavailableError } from './object-store.ts';
import { probeStorage } from './storage.ts';
import { publishMediaUrls } from './media-urls.ts';
import { createS3Client } from './s3-client.ts';
import { createS3ObjectStore, parseS3Url } from './s3-object-store.ts';

describe('the AWS SDK on Node 20', () => {
  // First in the file: the SDK warns once per process, at its first client.
  it('creating a client prints no NodeVersionSupportWarning', async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', listen);
    try {
      createS3Client({
        endpoint: 'http://127.0.0.1:9',
        region: 'ap-south-1',
        credentials: undefined,
        forcePathStyle: true,
      }).destroy();
      // process.emitWarning reports on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.filter((text) => text.includes('NodeVersionSupportWarning'))).toEqual([]);
  });
});

describe('an S3 object store', () => {
  let server: TestObjectStore;
  beforeAll(async () => {
    server = await startObjectStore('haat-unit');
  });
  afterAll(async () => server.stop());

  const storeOf = () =>
    createS3ObjectStore({
      endpoint: server.endpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      bucket: server.bucket,
    });

  it('reads back what it wrote, with its type, and null for a key it never had', async () => {
    const store = storeOf();
    await store.put('media/brands/b_1.svg', Buffer.from('<svg xmlns="x"></svg>'));
    const stored = await store.get('media/brands/b_1.svg');
    expect(stored?.bytes.toString()).toBe('<svg xmlns="x"></svg>');
    expect(stored?.contentType).toBe('image/svg+xml');
    expect(await store.exists('media/brands/b_1.svg')).toBe(true);
    expect(await store.get('media/brands/b_2.svg')).toBeNull();
    expect(await store.exists('media/brands/b_2.svg')).toBe(false);
  });

  it('removes a folder and nothing beside it', async () => {
    const store = storeOf();
    for (const key of [
      'media/pictures/a/1.webp',
      'media/pictures/a/2.webp',
      'media/pictures/ab/1.webp',
    ])
      await store.put(key, Buffer.from(key));
    await store.removeFolder('media/pictures/a');
    expect(await server.keys('media/pictures/')).toEqual(['media/pictures/ab/1.webp']);
  });

  it('removes one object, and a key it never had is no error', async () => {
    const store = storeOf();
    await store.put('media/brands/b_3.svg', Buffer.from('<svg/>'));
    await store.put('media/brands/b_4.svg', Buffer.from('<svg/>'));
    await store.remove('media/brands/b_3.svg');
    await store.remove('media/brands/b_none.svg');
    expect(await store.exists('media/brands/b_3.svg')).toBe(false);
    expect(await store.exists('media/brands/b_4.svg')).toBe(true);
  });

  it('passes the probe a deployment check runs: written, read back, removed', async () => {
    await probeStorage(storeOf());
    expect(await server.keys('probe/')).toEqual([]);
  });

  it('refuses a key that could climb out of its folder', async () => {
    await expect(storeOf().put('media/../x.pdf', Buffer.from('x'))).rejects.toThrow(
      'not a storage key',
    );
  });
});

describe('a store nothing answers at', () => {
  it('fails the probe with the message the shop shows and the cause for the operator', async () => {
    const store = createS3ObjectStore({
      endpoint: await deadEndpoint(),
      region: 'ap-south-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      bucket: 'haat-unit',
    });
    const failure = await probeStorage(store).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect((failure as StorageUnavailableError).message).toBe(STORAGE_DOWN_MESSAGE);
    expect(String((failure as StorageUnavailableError).cause)).toContain('ECONNREFUSED');
  });
});

describe('s3:// addresses', () => {
  it.each([
    [
      's3://haat-backups/nightly/haat.jsonl.gz',
      { bucket: 'haat-backups', key: 'nightly/haat.jsonl.gz' },
    ],
    ['s3://ab/x', null],
    ['s3://haat-backups/', null],
    ['https://haat-backups/x', null],
  ])('%s', (url, expected) => {
    expect(parseS3Url(url)).toEqual(expected);
  });
});

describe('printed picture addresses', () => {
  it('puts MEDIA_PUBLIC_URL in place of /media at the start of a JSON string only', () => {
    const json = JSON.stringify({
      image: '/media/pictures/img_a/640x480.webp',
      list: ['/media/products/x.svg'],
      text: 'see "/media/pictures/img_a" here',
      other: '/mediafile',
    });
    expect(JSON.parse(publishMediaUrls(json, 'https://cdn.example.in'))).toEqual({
      image: 'https://cdn.example.in/pictures/img_a/640x480.webp',
      list: ['https://cdn.example.in/products/x.svg'],
      text: 'see "/media/pictures/img_a" here',
      other: '/mediafile',
    });
    expect(publishMediaUrls(json, undefined)).toBe(json);
  });
});
