// The pictures this process served last, kept in memory up to a number of bytes, so /media keeps
// answering them while the object store is away (lib/media-store.ts). Least recently used goes
// first; a file larger than an eighth of the bound is not kept, so one large file cannot empty it
// (docs/decisions/object-storage.md).
import type { StoredObject } from './object-store.ts';

export interface MediaCache {
  /** The kept copy of `key`, now the most recently used; undefined when none is kept. */
  read(key: string): StoredObject | undefined;
  /** Keeps `stored` as the copy of `key`, dropping the least recently used beyond the bound. */
  keep(key: string, stored: StoredObject): void;
  forget(key: string): void;
  /** Forgets every key under `folder/`. */
  forgetFolder(folder: string): void;
  /** Bytes of the copies kept now: never more than `maxBytes`. */
  readonly bytes: number;
  readonly maxBytes: number;
  readonly size: number;
}

/** What one kept copy counts against the bound: its bytes (the rest is a few hundred bytes). */
const costOf = (stored: StoredObject) => stored.bytes.length;

export function createMediaCache(maxBytes: number): MediaCache {
  // A Map iterates in insertion order: re-inserting on every use keeps the least recent first.
  const entries = new Map<string, StoredObject>();
  let bytes = 0;
  const forget = (key: string) => {
    const stored = entries.get(key);
    if (!stored) return;
    entries.delete(key);
    bytes -= costOf(stored);
  };
  return {
    read(key) {
      const stored = entries.get(key);
      if (!stored) return undefined;
      entries.delete(key);
      entries.set(key, stored);
      return stored;
    },
    keep(key, stored) {
      forget(key);
      const cost = costOf(stored);
      if (cost > maxBytes / 8) return;
      entries.set(key, stored);
      bytes += cost;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    forget,
    forgetFolder(folder) {
      const prefix = `${folder}/`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) forget(key);
    },
    get bytes() {
      return bytes;
    },
    maxBytes,
    get size() {
      return entries.size;
    },
  };
}
