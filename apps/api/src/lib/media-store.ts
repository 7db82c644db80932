// Where uploaded and generated pictures are kept: keys under media/ of the object store
// (lib/object-store.ts: DATA_DIR/media, or the bucket's media/), served under /media. Rows keep
// the /media/… address whatever the store; MEDIA_PUBLIC_URL only changes how it is printed
// (lib/media-urls.ts), so a CDN can be put in front, moved or dropped without touching a row.
import type { ObjectStore, StoredObject } from './object-store.ts';

export interface MediaStore {
  /** Writes `bytes` under `key` ('pictures/<id>/640.webp'), replacing what was there. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Removes every file under `folder` ('pictures/<id>'); a missing folder is no error. */
  removeFolder(folder: string): Promise<void>;
  /** Removes the one file under `key` ('brands/x.svg'); a missing file is no error. */
  remove(key: string): Promise<void>;
  /** The address rows keep for `key`: '/media/pictures/<id>/640.webp'. */
  urlOf(key: string): string;
  /** The file behind a /media address's key, or null. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
}

export const MEDIA_FOLDER = 'media';

export function createMediaStore(objects: ObjectStore): MediaStore {
  const keyOf = (key: string) => `${MEDIA_FOLDER}/${key}`;
  return {
    put: (key, bytes) => objects.put(keyOf(key), bytes),
    removeFolder: (folder) => objects.removeFolder(keyOf(folder)),
    remove: (key) => objects.remove(keyOf(key)),
    urlOf: (key) => `/${keyOf(key)}`,
    get: (key) => objects.get(keyOf(key)),
    exists: (key) => objects.exists(keyOf(key)),
  };
}
