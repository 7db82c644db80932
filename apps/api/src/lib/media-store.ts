// Where uploaded and generated pictures are kept: keys under media/ of the object store
// (lib/object-store.ts: DATA_DIR/media, or the bucket's media/), served under /media. Rows keep
// the /media/… address whatever the store; MEDIA_PUBLIC_URL only changes how it is printed
// (lib/media-urls.ts), so a CDN can be put in front, moved or dropped without touching a row.
// With a cache (STORAGE=s3), the pictures read last are kept in memory and answered while the
// store is away; the store is asked first whenever it answers, so a removed or replaced file is
// never served from the cache.
import type { MediaCache } from './media-cache.ts';
import { StorageUnavailableError, type ObjectStore, type StoredObject } from './object-store.ts';

export interface MediaStore {
  /** Writes `bytes` under `key` ('pictures/<id>/640.webp'), replacing what was there. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Removes every file under `folder` ('pictures/<id>'); a missing folder is no error. */
  removeFolder(folder: string): Promise<void>;
  /** Removes the one file under `key` ('brands/x.svg'); a missing file is no error. */
  remove(key: string): Promise<void>;
  /** The address rows keep for `key`: '/media/pictures/<id>/640.webp'. */
  urlOf(key: string): string;
  /**
   * The file behind a /media address's key, or null. While the store is away, the copy kept in
   * the cache; with none, StorageUnavailableError with PICTURE_UNAVAILABLE_MESSAGE. With a cache,
   * `onLookup` hears whether the kept copy answered (true) or the store did (false).
   */
  get(key: string, onLookup?: (isKept: boolean) => void): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
}

export const MEDIA_FOLDER = 'media';

/** What a shopper (or a browser) is told for a picture the store cannot give and none is kept. */
export const PICTURE_UNAVAILABLE_MESSAGE =
  "This picture can't be shown right now. Try again in a minute.";

export interface MediaStoreOptions {
  cache?: MediaCache;
  /**
   * How long a read waits for the store before the kept copy is answered (or the read fails):
   * a store that hangs would otherwise hold a picture for the SDK's retries (up to 90 s).
   */
  readTimeoutMs?: number;
  /** After the store failed a read, kept copies are answered without asking it for this long. */
  downForMs?: number;
  now?: () => number;
}

export const MEDIA_READ_TIMEOUT_MS = 5000;
/** As long as the Retry-After the store's failures carry. */
const DOWN_FOR_MS = 30_000;

export function createMediaStore(
  objects: ObjectStore,
  options: MediaStoreOptions = {},
): MediaStore {
  const keyOf = (key: string) => `${MEDIA_FOLDER}/${key}`;
  const { cache } = options;
  const readTimeoutMs = options.readTimeoutMs ?? MEDIA_READ_TIMEOUT_MS;
  const downForMs = options.downForMs ?? DOWN_FOR_MS;
  const now = options.now ?? Date.now;
  let downUntil = 0;
  return {
    async put(key, bytes) {
      cache?.forget(key);
      await objects.put(keyOf(key), bytes);
    },
    async removeFolder(folder) {
      cache?.forgetFolder(folder);
      await objects.removeFolder(keyOf(folder));
    },
    async remove(key) {
      cache?.forget(key);
      await objects.remove(keyOf(key));
    },
    urlOf: (key) => `/${keyOf(key)}`,
    async get(key, onLookup) {
      if (cache && now() < downUntil) {
        const kept = cache.read(key);
        if (kept) {
          onLookup?.(true);
          return kept;
        }
      }
      try {
        const stored = await objects.get(keyOf(key), {
          signal: AbortSignal.timeout(readTimeoutMs),
        });
        if (stored) cache?.keep(key, stored);
        else cache?.forget(key);
        if (cache) onLookup?.(false);
        return stored;
      } catch (error) {
        if (!(error instanceof StorageUnavailableError)) throw error;
        downUntil = now() + downForMs;
        const kept = cache?.read(key);
        if (kept) {
          onLookup?.(true);
          return kept;
        }
        throw new StorageUnavailableError(PICTURE_UNAVAILABLE_MESSAGE, error.cause, 60);
      }
    },
    exists: (key) => objects.exists(keyOf(key)),
  };
}
