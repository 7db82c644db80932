// The accounts' token versions (logout, password change and a seller's standing end sessions by
// bumping them), kept in-process for a few seconds so that a signed-in call need not read its
// account's row every time: that read was a whole round trip of three on a cart add, and ~20% of
// its cost. What keeps a kept version honest:
// - every write that ends sessions calls `markSessionsChanged()` once it has committed; that drops
//   every kept version in this process at once and, through PostgreSQL NOTIFY, in every other
//   process within milliseconds (the change feed; on the embedded database there is no other);
// - a version read while such a change was under way is not kept (the epoch moved under it);
// - the feed says RESYNC when it may have missed a notice: everything kept is dropped;
// - each kept version expires after `ttlMs` whatever happens (a change made outside the server,
//   by hand in SQL, is seen within that time).
import { createChangeCounter, type ChangeFeed } from '../db/change-feed.ts';

export const SESSIONS_CHANNEL = 'haat_sessions';

/** Moves on every change to any account's sessions: a kept version of an older count is unused. */
const sessionChanges = createChangeCounter(SESSIONS_CHANNEL);

/** Some account's sessions changed (committed): drop every kept version, here and elsewhere. */
export function markSessionsChanged(): void {
  sessionChanges.mark();
}

/** Hears the other processes' session changes, and tells them this one's. Answers a leave. */
export function shareSessionChanges(feed: ChangeFeed): () => void {
  return sessionChanges.share(feed);
}

/** An account's current token version; undefined when it cannot sign in now (gone, suspended). */
export type VersionLoader = () => Promise<number | undefined>;

export interface SessionVersions {
  read(key: string, load: VersionLoader): Promise<number | undefined>;
}

interface Kept {
  version: number | undefined;
  epoch: number;
  expiresAtMs: number;
}

export function createSessionVersions(options: {
  ttlMs: number;
  maxEntries: number;
  /** Monotonic milliseconds (performance.now by default). */
  now?: () => number;
}): SessionVersions {
  const now = options.now ?? (() => performance.now());
  const kept = new Map<string, Kept>();
  return {
    async read(key, load) {
      const entry = kept.get(key);
      const epoch = sessionChanges.read();
      if (entry !== undefined && entry.epoch === epoch && now() < entry.expiresAtMs) {
        return entry.version;
      }
      const version = await load();
      if (options.ttlMs > 0 && sessionChanges.read() === epoch) {
        kept.delete(key);
        if (kept.size >= options.maxEntries) {
          const oldest = kept.keys().next();
          if (!oldest.done) kept.delete(oldest.value);
        }
        kept.set(key, { version, epoch, expiresAtMs: now() + options.ttlMs });
      }
      return version;
    },
  };
}
