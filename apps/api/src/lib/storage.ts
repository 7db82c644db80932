// The shop's file storage as the configuration names it (STORAGE): made once by the composition
// root (app.ts, the CLIs) and handed down, never opened ad hoc by a module.
import path from 'node:path';
import type { Config } from '../config.ts';
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
  const objects =
    config.storage.kind === 's3'
      ? createS3ObjectStore({ ...config.s3, bucket: config.storage.bucket })
      : createFileObjectStore(path.resolve(config.dataDir));
  return { objects, media: createMediaStore(objects) };
}
