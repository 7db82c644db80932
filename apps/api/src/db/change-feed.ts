// Tells every server process on one PostgreSQL database what another process changed, through
// LISTEN/NOTIFY: a write in one process publishes on a channel, and each process listening on it
// hears of it within milliseconds of the commit. The embedded database serves one process, so it
// needs no feed (`createLocalChangeFeed` only echoes within the process).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ChangeListener = (payload: string) => void;

export interface ChangeFeed {
  /** Tells the other processes; never throws (a lost notice leaves only the caches' TTL). */
  publish(channel: string, payload?: string): void;
  /**
   * Calls `listener` for each notice from another process, and with '*' whenever notices may
   * have been missed (the listening connection was lost and is back), so it can drop everything.
   */
  subscribe(channel: string, listener: ChangeListener): void;
  close(): Promise<void>;
}

/** Channel names are identifiers: we only use our own constants, checked here once. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
export const RESYNC = '*';

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

/**
 * A count of changes of one kind (the catalogue, sessions) that anything kept for that kind is
 * checked against: this process's writes move it (`mark`, and the other processes hear of them),
 * and so do the other processes' writes once a joined feed (`share`) hears of them.
 *
 * A change may name what it changed (tags: "the stock of product p_000014"): then only what was
 * computed from one of those goes stale (`isCurrent`), and everything else stays kept. A change
 * that names nothing changed everything.
 */
export interface ChangeCounter {
  /** Moves on every change: the stamp of something computed from now on. */
  read(): number;
  /** Everything changed; or, given tags, only what shows one of them (none: nothing changed). */
  mark(tags?: readonly string[]): void;
  /** Whether something computed from the stamp `stamp` on, showing `tags`, is still current. */
  isCurrent(stamp: number, tags: readonly string[]): boolean;
  /** Joins a feed; answers a function that leaves it. */
  share(feed: ChangeFeed): () => void;
}

/**
 * Tags remembered at most: past this a tagged change counts as a whole one (everything computed
 * before it is stale), which clears them. A sale with an order a second stays far below it.
 */
const MAX_TAGS = 50_000;
/** PostgreSQL's NOTIFY payload is under 8,000 bytes; a longer list is sent as a whole change. */
const MAX_PAYLOAD = 7_000;

export function createChangeCounter(channel: string): ChangeCounter {
  checkChannel(channel);
  let count = 0;
  /** The count at the last change of everything: anything stamped before it is stale. */
  let wholeAt = 0;
  /** Per tag, the count at its last change (forgotten at a whole change, which outdates it). */
  const taggedAt = new Map<string, number>();
  const feeds = new Set<ChangeFeed>();

  const apply = (tags: readonly string[] | undefined) => {
    count += 1;
    if (tags === undefined || taggedAt.size + tags.length > MAX_TAGS) {
      wholeAt = count;
      taggedAt.clear();
      return;
    }
    for (const tag of tags) taggedAt.set(tag, count);
  };

  return {
    read: () => count,
    mark(tags) {
      if (tags?.length === 0) return;
      apply(tags);
      const payload = tags?.join(' ') ?? '';
      for (const feed of feeds) feed.publish(channel, payload.length > MAX_PAYLOAD ? '' : payload);
    },
    isCurrent: (stamp, tags) =>
      stamp >= wholeAt && tags.every((tag) => (taggedAt.get(tag) ?? 0) <= stamp),
    share(feed) {
      feeds.add(feed);
      feed.subscribe(channel, (payload) => {
        // An empty payload (an older process, the operator CLI) or RESYNC: everything.
        const tags = payload.split(' ').filter((tag) => tag.length > 0);
        apply(payload === RESYNC || tags.length === 0 ? undefined : tags);
      });
      return () => feeds.delete(feed);
    },
  };
}

/**
 * Tells every listening process of changes made by a process that does not listen itself (the
 * operator CLI holding the database): one NOTIFY per channel, awaited, so the notices are sent
 * before the caller closes its pool. Call it after the change has committed.
 */
export async function notifyChanges(pool: pg.Pool, channels: readonly string[]): Promise<void> {
  if (channels.length === 0) return;
  channels.forEach(checkChannel);
  // The payload opens with the sender's token, as the listeners expect; nobody has this one.
  const from = `${process.pid}.${randomBytes(4).toString('hex')}`;
  await pool.query('SELECT pg_notify(channel, $2) FROM unnest($1::text[]) AS channel', [
    [...channels],
    `${from} `,
  ]);
}

/** One process, nothing to tell: publishing reaches no one. */
export function createLocalChangeFeed(): ChangeFeed {
  return {
    publish: (channel) => checkChannel(channel),
    subscribe: (channel) => checkChannel(channel),
    close: async () => undefined,
  };
}

export interface PostgresChangeFeedOptions {
  connectionString: string;
  /** Publishes through the server's pool (no extra connection per notice). */
  pool: pg.Pool;
  log?: { warn(object: object, message: string): void; info(message: string): void };
  /** First wait before reconnecting the listening connection; doubles up to `maxRetryMs`. */
  retryMs?: number;
  /**
   * The longest wait between reconnection attempts (2 s unless told). Short: until the feed
   * listens again this process hears no other's writes, so a database back after a restart
   * should find it listening within moments, not after a long back-off.
   */
  maxRetryMs?: number;
}

/**
 * A dedicated connection LISTENs (a pooled one cannot: it would be handed to queries); publishing
 * goes through the pool. Each notice carries this process's token so it ignores its own.
 */
export async function createPostgresChangeFeed(
  options: PostgresChangeFeedOptions,
): Promise<ChangeFeed> {
  const token = `${process.pid}.${randomBytes(4).toString('hex')}`;
  const listeners = new Map<string, ChangeListener[]>();
  const firstRetryMs = options.retryMs ?? 250;
  const maxRetryMs = Math.max(firstRetryMs, options.maxRetryMs ?? 2000);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => {
      const [from, ...rest] = (message.payload ?? '').split(' ');
      if (from === token) return;
      deliver(message.channel, rest.join(' '));
    });
    next.on('error', (error) => {
      options.log?.warn({ err: error }, 'change feed: listening connection lost; reconnecting');
      void next.end().catch(() => undefined);
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      // A server still starting up may take the connection and refuse the LISTEN: no leak.
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          retryMs = firstRetryMs;
          options.log?.info('change feed: listening again');
          // Whatever was published while we were away was not heard.
          for (const channel of listeners.keys()) deliver(channel, RESYNC);
        },
        () => {
          retryMs = Math.min(retryMs * 2, maxRetryMs);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();

  return {
    publish(channel, payload = '') {
      checkChannel(channel);
      options.pool
        .query('SELECT pg_notify($1, $2)', [channel, `${token} ${payload}`])
        .catch((error: unknown) =>
          options.log?.warn({ err: error }, `change feed: could not publish on ${channel}`),
        );
    },
    subscribe(channel, listener) {
      checkChannel(channel);
      const known = listeners.get(channel);
      if (known) {
        known.push(listener);
        return;
      }
      listeners.set(channel, [listener]);
      client?.query(`LISTEN ${channel}`).catch(() => {
        // The connection is failing: its error handler reconnects and listens to every channel.
      });
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
