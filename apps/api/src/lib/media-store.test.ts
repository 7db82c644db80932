// The pictures' store in front of a real S3-compatible server (s3rver on loopback, behind a relay
// the test can make hang): pictures served before keep answering from a cache bounded in bytes
// while the store is away, least recently used dropped first; one never kept fails with the
// read's wording; a store that hangs is waited for only so long.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type TestObjectStore } from '../../test/object-storage.ts';
import { allowingForLoad } from '../../test/waiting.ts';
import { createMediaCache, type MediaCache } from './media-cache.ts';
import { PICTURE_UNAVAILABLE_MESSAGE, createMediaStore, type MediaStore } from './media-store.ts';
import { StorageUnavailableError, type StoredObject } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

/** A relay to the store that can go down (its port refusing) or hang (taking, never answering). */
interface Relay {
  endpoint: string;
  /** Connections it has taken, relayed or held. */
  connections: number;
  mode: 'relay' | 'hang';
  /** Drops every open connection, relayed or held. */
  dropAll(): void;
  close(): Promise<void>;
}

async function startRelay(target: string): Promise<Relay> {
  const { port: targetPort } = new URL(target);
  const sockets = new Set<net.Socket>();
  const relay: Relay = {
    endpoint: '',
    connections: 0,
    mode: 'relay',
    dropAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      relay.dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    relay.connections += 1;
    track(client);
    if (relay.mode === 'hang') return;
    const upstream = net.connect(Number(targetPort), '127.0.0.1');
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.endpoint = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return relay;
}

/** Ten pictures of 1,000 bytes each, each its own bytes. */
const PICTURES = Array.from({ length: 10 }, (_, index) => ({
  key: `pictures/img_${index}/640.webp`,
  bytes: Buffer.alloc(1000, String(index)),
}));
/** Room for eight of them (each is an eighth: the most one copy may be). */
const BOUND = 8000;

async function failureOf(promise: Promise<unknown>): Promise<StorageUnavailableError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(StorageUnavailableError);
  return outcome as StorageUnavailableError;
}

let server: TestObjectStore;
beforeAll(async () => {
  server = await startObjectStore('haat-media-cache');
});
afterAll(async () => server.stop());

interface Through {
  media: MediaStore;
  cache: MediaCache;
  relay: Relay;
  /** The test's clock, in ms, read by the store. */
  clock: { ms: number };
}

async function storeThrough(readTimeoutMs?: number): Promise<Through> {
  const relay = await startRelay(server.endpoint);
  const objects = createS3ObjectStore({
    endpoint: relay.endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    bucket: server.bucket,
  });
  const cache = createMediaCache(BOUND);
  const clock = { ms: Date.parse('2026-03-01T10:00:00+05:30') };
  const media = createMediaStore(objects, {
    cache,
    now: () => clock.ms,
    ...(readTimeoutMs ? { readTimeoutMs } : {}),
  });
  return { media, cache, relay, clock };
}

const sameObject = (a: StoredObject | null, b: StoredObject | null) => {
  expect(a).not.toBeNull();
  expect(a?.bytes.equals(b!.bytes)).toBe(true);
  expect({ ...a, bytes: undefined }).toEqual({ ...b, bytes: undefined });
};

describe('a picture store with a cache', () => {
  it('answers what it served while the store is down, within its bound, least recent dropped first', async () => {
    const { media, cache, relay } = await storeThrough();
    try {
      for (const picture of PICTURES) await media.put(picture.key, picture.bytes);
      const served = new Map<string, StoredObject | null>();
      const serve = async (index: number) => {
        const { key, bytes } = PICTURES[index]!;
        const stored = await media.get(key);
        expect(stored?.bytes.equals(bytes)).toBe(true);
        served.set(key, stored);
        expect(cache.bytes).toBeLessThanOrEqual(BOUND);
      };
      for (let index = 0; index < 9; index += 1) await serve(index);
      // 0 was dropped for 8; 1 is now the least recently used, but is served again.
      await serve(1);
      await serve(9);
      expect(cache.size).toBe(8);
      expect(cache.bytes).toBe(BOUND);

      // A file larger than an eighth of the bound is served, not kept: nothing is dropped for it.
      await media.put('pictures/img_large/1280.webp', Buffer.alloc(1001, 'L'));
      expect((await media.get('pictures/img_large/1280.webp'))?.bytes.length).toBe(1001);
      expect(cache.size).toBe(8);

      await relay.close();
      for (const index of [1, 9, 3, 4, 5, 6, 7, 8]) {
        const { key } = PICTURES[index]!;
        sameObject(await media.get(key), served.get(key)!);
      }
      for (const key of [PICTURES[0]!.key, PICTURES[2]!.key, 'pictures/img_large/1280.webp']) {
        const failure = await failureOf(media.get(key));
        expect(failure.message).toBe(PICTURE_UNAVAILABLE_MESSAGE);
        expect(failure.retryAfterSeconds).toBe(60);
        expect(String(failure.cause)).toContain('ECONNREFUSED');
      }
      expect(cache.bytes).toBeLessThanOrEqual(BOUND);
    } finally {
      await relay.close();
    }
  });

  it('asks the store first while it answers: a replaced or removed file is never answered from the cache', async () => {
    const { media, relay } = await storeThrough();
    try {
      const key = 'pictures/img_replaced/640.webp';
      await media.put(key, Buffer.from('first'));
      expect((await media.get(key))?.bytes.toString()).toBe('first');
      await media.put(key, Buffer.from('second'));
      expect((await media.get(key))?.bytes.toString()).toBe('second');

      const gone = 'pictures/img_removed/640.webp';
      await media.put(gone, Buffer.from('removed'));
      expect(await media.get(gone)).not.toBeNull();
      await media.removeFolder('pictures/img_removed');
      expect(await media.get(gone)).toBeNull();

      // Removed by this machine while the store was away: the copy goes with it.
      const other = 'pictures/img_other/640.webp';
      await media.put(other, Buffer.from('other'));
      expect(await media.get(other)).not.toBeNull();
      await relay.close();
      await failureOf(media.removeFolder('pictures/img_other'));
      expect((await failureOf(media.get(other))).message).toBe(PICTURE_UNAVAILABLE_MESSAGE);
    } finally {
      await relay.close();
    }
  });

  it('waits for a store that hangs only so long, then answers from the cache without asking it again for a while', async () => {
    const readTimeoutMs = 300;
    const { media, relay, clock } = await storeThrough(readTimeoutMs);
    try {
      const key = 'pictures/img_hang/640.webp';
      await media.put(key, Buffer.from('kept'));
      const before = await media.get(key);

      relay.mode = 'hang';
      relay.dropAll();
      const taken = relay.connections;
      const started = Date.now();
      sameObject(await media.get(key), before);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(readTimeoutMs - 50);
      // Without the deadline the SDK's own would hold it 15 to 90 s.
      expect(waited).toBeLessThan(allowingForLoad(2000));
      expect(relay.connections).toBeGreaterThan(taken);

      // Seen down: the kept copy is answered at once, the store not asked.
      const asked = relay.connections;
      sameObject(await media.get(key), before);
      expect(relay.connections).toBe(asked);
      // One never kept still asks, and fails with the read's words.
      const failure = await failureOf(media.get('pictures/img_never/640.webp'));
      expect(failure.message).toBe(PICTURE_UNAVAILABLE_MESSAGE);

      // Half a minute later (the test's clock) the store is asked again, and answers.
      relay.mode = 'relay';
      relay.dropAll();
      clock.ms += 30_000;
      const again = relay.connections;
      sameObject(await media.get(key), before);
      expect(relay.connections).toBeGreaterThan(again);
    } finally {
      await relay.close();
    }
  });
});
