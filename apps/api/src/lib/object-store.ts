// Where the shop's files live: pictures (media/…) and GST invoice PDFs (invoices/…). One key space,
// kept either as files under DATA_DIR (STORAGE=file, the default: the keys are today's relative
// paths) or as objects in an S3-compatible bucket (STORAGE=s3, lib/s3-object-store.ts), so every
// machine behind a load balancer reads what any of them wrote.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ServiceUnavailableError } from './app-error.ts';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  /** A strong validator of these bytes, quoted ("…"), as HTTP sends it. */
  etag: string;
  lastModified: Date;
}

export interface ObjectStore {
  /** For messages and `doctor`: 'DATA_DIR (/srv/haat/data)' or 's3://bucket'. */
  readonly description: string;
  /** Writes `bytes` under `key`, replacing what was there; a reader never sees half of it. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The object under `key`, or null when there is none; `signal` ends the read (unavailable). */
  get(key: string, options?: { signal?: AbortSignal }): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes every object whose key starts with `prefix/`; none is no error. */
  removeFolder(prefix: string): Promise<void>;
  /** Removes the object under `key`; none is no error. */
  remove(key: string): Promise<void>;
}

/**
 * The store could not be reached or refused the call: the caller answers 503 (the envelope's
 * SERVICE_UNAVAILABLE) and writes no row that would point at the missing file.
 */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(message: string, cause: unknown, retryAfterSeconds = 30) {
    super(message, retryAfterSeconds);
    this.cause = cause;
  }
}

export const STORAGE_DOWN_MESSAGE =
  'The shop cannot store files right now, so nothing was saved. Please try again in a few minutes.';

/**
 * Removes a folder written for a change that then failed. Best effort: the store may be the thing
 * that failed, and then the files stay behind unused (no row names them), which is harmless.
 */
export async function removeWrittenFolder(
  store: Pick<ObjectStore, 'removeFolder'>,
  prefix: string,
) {
  try {
    await store.removeFolder(prefix);
  } catch {
    // Left behind, unreferenced; the original failure is what the caller reports.
  }
}

const KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;

/** Whether `key` has the shape of our keys: lower-case folder, then safe names, never `..`. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

/** Keys are server-made paths ('media/pictures/img_x/640.webp'); anything else is a bug. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export function createFileObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    description: `DATA_DIR (${root})`,
    async put(key, bytes) {
      const file = fileOf(key);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, bytes, { mode: 0o640 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        // A full or read-only disk is the same to the caller as a bucket out of reach.
        throw new StorageUnavailableError(STORAGE_DOWN_MESSAGE, error);
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
        const digest = createHash('sha1').update(bytes).digest('base64url');
        return {
          bytes,
          contentType: contentTypeOf(key),
          etag: `"${digest}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw new StorageUnavailableError(STORAGE_DOWN_MESSAGE, error);
      }
    },
    async exists(key) {
      const file = fileOf(key);
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if (isMissingFile(error)) return false;
        throw new StorageUnavailableError(STORAGE_DOWN_MESSAGE, error);
      }
    },
    async removeFolder(prefix) {
      const folder = fileOf(prefix);
      try {
        await rm(folder, { recursive: true, force: true });
      } catch (error) {
        throw new StorageUnavailableError(STORAGE_DOWN_MESSAGE, error);
      }
    },
    async remove(key) {
      try {
        await rm(fileOf(key), { force: true });
      } catch (error) {
        throw new StorageUnavailableError(STORAGE_DOWN_MESSAGE, error);
      }
    },
  };
}

const isMissingFile = (error: unknown) =>
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as { code?: string }).code ?? '');
