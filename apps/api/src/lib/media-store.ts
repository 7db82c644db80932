// Where uploaded pictures are kept (issue 14): a store of files by key, served under /media. The
// default keeps them under DATA_DIR/media; an object store can take its place behind this
// interface (the keys and the public URLs stay the same).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStore {
  /** Writes `bytes` under `key` ('pictures/<id>/640.webp'), replacing what was there. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Removes every file under `folder` ('pictures/<id>'); a missing folder is no error. */
  removeFolder(folder: string): Promise<void>;
  /** The address the storefront uses for `key`. */
  urlOf(key: string): string;
}

const KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`not a media key: ${key}`);
  }
  return key;
}

export function createFileMediaStore(mediaDir: string): MediaStore {
  const fileOf = (key: string) => path.join(mediaDir, ...checkedKey(key).split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async removeFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true });
    },
    urlOf: (key) => `/media/${checkedKey(key)}`,
  };
}
