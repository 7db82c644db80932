// The shop's file storage as the configuration names it (STORAGE): made once by the composition
// root (app.ts, the CLIs) and handed down, never opened ad hoc by a module.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createMediaCache } from './media-cache.ts';
import { createMediaStore, type MediaStore } from './media-store.ts';
import { createFileObjectStore, type ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

export interface Storage {
  /** Every file by key: media/… and invoices/…. */
  objects: ObjectStore;
  /** The pictures (media/…), addressed as /media/…. */
  media: MediaStore;
}

export function createStorage(config: Pick<Config, 'storage' | 's3' | 'dataDir'>): Storage {
  const { storage } = config;
  if (storage.kind === 'file') {
    const objects = createFileObjectStore(path.resolve(config.dataDir));
    return { objects, media: createMediaStore(objects) };
  }
  const objects = createS3ObjectStore({ ...config.s3, bucket: storage.bucket });
  // Pictures served from the bucket keep answering from memory while it is away.
  const cache = storage.mediaCacheBytes > 0 ? createMediaCache(storage.mediaCacheBytes) : undefined;
  return { objects, media: createMediaStore(objects, cache ? { cache } : {}) };
}

/**
 * Writes a small object, reads it back and removes it (under `probe/`, which nothing else uses):
 * the check a deployment's `doctor` runs. Throws StorageUnavailableError (the store's own answer
 * as its cause) or an Error saying what came back wrong.
 */
export async function probeStorage(objects: ObjectStore): Promise<void> {
  const folder = `probe/${randomUUID()}`;
  const bytes = Buffer.from(`haat storage probe ${new Date().toISOString()}\n`);
  await objects.put(`${folder}/probe.txt`, bytes);
  try {
    const stored = await objects.get(`${folder}/probe.txt`);
    if (!stored?.bytes.equals(bytes)) {
      throw new Error(`${objects.description} did not give back what was written to it`);
    }
  } finally {
    await objects.removeFolder(folder);
  }
  if (await objects.exists(`${folder}/probe.txt`)) {
    throw new Error(`${objects.description} kept an object it was asked to remove`);
  }
}
