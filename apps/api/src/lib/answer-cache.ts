// An in-process cache of public answers (catalogue pages everyone sees alike), kept as the JSON
// bytes they are sent as, with a validator and compressed copies made once. Correctness comes from
// the owner's change counter, which moves on every write that could change an answer: an entry is
// stamped with the count its computation began at, and one that a later change outdates (every
// change, or one naming a tag the entry shows) is never served or stored. The TTL only bounds how
// long another process's write can go unseen (several API processes on one PostgreSQL): at most
// one TTL, or two for an answer served while its refresh runs.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeCounter } from '../db/change-feed.ts';
import { chooseEncoding, compressSync, COMPRESS_MIN_BYTES, type Encoding } from './compression.ts';
import { cacheLookupCounter, type CacheLookup } from './metrics.ts';
import { SESSION_HEADERS } from './session-token.ts';

export interface CachedAnswer {
  /** The bytes as computed; null in a compact cache, which keeps only the compressed copies. */
  body: Buffer | null;
  /** Bytes of the uncompressed answer. */
  length: number;
  /** Weak: the same JSON is sent identity, gzip or brotli encoded (RFC 9110 §8.8.1). */
  etag: string;
  compressed: Partial<Record<Encoding, Buffer>>;
  /** The change count its computation began at. */
  stamp: number;
  /** What it shows that a change may name (the stock of a product); see ChangeCounter. */
  tags: readonly string[];
  storedAt: number;
  /** Set while the entry is held by a cache. */
  key?: string;
}

export interface AnswerCacheOptions {
  /** 0 turns the cache off: every call computes (answers still get ETags and compression). */
  maxEntries: number;
  /** Bytes of JSON and compressed copies held at most. */
  maxBytes: number;
  ttlMs: number;
  /** The owner's change counter; moved by every write that can change a cached answer. */
  changes: Pick<ChangeCounter, 'read' | 'isCurrent'>;
  now?: () => number;
  /**
   * Keep only gzip and brotli copies, made when an entry is stored, and unzip for the rare client
   * that accepts neither: a rendered page's copies are a quarter of its HTML, so four times as
   * many pages fit (a crawler walking every product no longer flushes the cache for everyone).
   */
  compact?: boolean;
  /** The metrics' `cache` label of its hits and misses (haat_answer_cache_lookups_total). */
  name?: string;
  /**
   * A refresh behind a stale answer failed (nobody waits for it, so nobody else hears of it): the
   * stale copy is answered until twice the TTL, then the next caller computes and sees the error.
   */
  onRefreshError?: (key: string, error: unknown) => void;
}

/**
 * How a lookup was answered: kept and current (HIT), kept past its TTL and answered while a fresh
 * copy is computed behind it (STALE), or computed for it (MISS). Sent as `x-answer-cache` by the
 * routes that answer from a cache (docs/architecture.md "The caches on a page's path").
 */
export type CacheLookupOutcome = 'HIT' | 'STALE' | 'MISS';

/** The header a route names how its answer's lookup went in. */
export const ANSWER_CACHE_HEADER = 'x-answer-cache';

/** What a computation gives: the JSON, or the JSON and the tags of what it shows. */
export type Computed = string | { json: string; tags: readonly string[] };

export function buildAnswer(
  json: string,
  stamp: number,
  storedAt: number,
  tags: readonly string[] = [],
): CachedAnswer {
  const body = Buffer.from(json);
  const hash = createHash('sha1').update(body).digest('base64url');
  return { body, length: body.length, etag: `W/"${hash}"`, compressed: {}, stamp, tags, storedAt };
}

/** The uncompressed bytes of an answer, unzipped when a compact cache dropped them. */
export function answerBytes(entry: CachedAnswer): Buffer {
  if (entry.body) return entry.body;
  if (!entry.compressed.gzip) throw new Error('a compact answer lost its gzip copy');
  return gunzipSync(entry.compressed.gzip);
}

const sizeOf = (entry: CachedAnswer) =>
  (entry.body?.length ?? 0) +
  (entry.compressed.br?.length ?? 0) +
  (entry.compressed.gzip?.length ?? 0);

export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Computations under way, with the count each began at (joined only while it has not moved). */
  private readonly pending = new Map<string, { stamp: number; answer: Promise<CachedAnswer> }>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly count: (result: CacheLookup) => void;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? Date.now;
    this.count = cacheLookupCounter(options.name ?? 'answers');
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer for `key`: from the cache when current, else computed once however many requests
   * ask for it at the same moment (one database round for a burst of identical misses). An entry
   * past its TTL but still of the current version is answered once more while a fresh copy is
   * computed behind it (a popular page never makes its callers wait for the refresh); after twice
   * the TTL it is computed before answering. `onLookup` hears whether it was kept (a hit, or a
   * stale hit answered while its refresh runs) or had to be computed, by this call or one it
   * joined (a miss).
   */
  get(
    key: string,
    compute: () => Promise<Computed>,
    onLookup?: (outcome: CacheLookupOutcome) => void,
  ): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      const age = this.now() - hit.storedAt;
      if (this.options.changes.isCurrent(hit.stamp, hit.tags) && age < 2 * this.options.ttlMs) {
        // Least recently used goes first: a hit moves to the back of the Map's order.
        this.entries.delete(key);
        this.entries.set(key, hit);
        const isStale = age >= this.options.ttlMs;
        if (isStale)
          this.compute(key, compute).catch((error: unknown) =>
            this.options.onRefreshError?.(key, error),
          );
        this.count('hit');
        onLookup?.(isStale ? 'STALE' : 'HIT');
        return Promise.resolve(hit);
      }
      this.remove(key);
    }
    this.count('miss');
    onLookup?.('MISS');
    return this.compute(key, compute);
  }

  private compute(key: string, compute: () => Promise<Computed>): Promise<CachedAnswer> {
    const { changes } = this.options;
    const stamp = changes.read();
    // A caller never gets an answer read before a change it has already seen answered (an
    // order, then the product's page). A computation under way is joined when nothing changed
    // since it began; or when what changed named tags only (an order: its products' stock), and
    // then its answer is taken only if it shows none of them, else computed again. In a sale,
    // with an order every few hundred milliseconds, a listing page being rendered would otherwise
    // be rendered again by every visitor who asked for it meanwhile.
    const inFlight = this.pending.get(key);
    if (inFlight?.stamp === stamp) return inFlight.answer;
    if (inFlight && changes.isCurrent(inFlight.stamp, [])) {
      return inFlight.answer.then((entry) =>
        changes.isCurrent(inFlight.stamp, entry.tags) ? entry : this.compute(key, compute),
      );
    }
    const answer = compute()
      .then((computed) => {
        const { json, tags } =
          typeof computed === 'string' ? { json: computed, tags: [] } : computed;
        const entry = buildAnswer(json, stamp, this.now(), tags);
        // A write during the computation may have changed what it read: use it once, keep it not.
        if (this.options.maxEntries > 0 && changes.isCurrent(stamp, tags)) this.store(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.pending.get(key)?.answer === answer) this.pending.delete(key);
      });
    this.pending.set(key, { stamp, answer });
    return answer;
  }

  /** Compressed copies count against the byte budget once they are made. */
  noteCompressed(entry: CachedAnswer, encoding: Encoding, bytes: Buffer): void {
    entry.compressed[encoding] = bytes;
    if (entry.key !== undefined && this.entries.get(entry.key) === entry) {
      this.bytes += bytes.length;
      this.evict();
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private store(key: string, entry: CachedAnswer): void {
    this.remove(key);
    if (this.options.compact && entry.body && entry.length >= COMPRESS_MIN_BYTES) {
      for (const encoding of ['gzip', 'br'] as const) {
        entry.compressed[encoding] ??= compressSync(entry.body, encoding);
      }
      entry.body = null;
    }
    entry.key = key;
    this.entries.set(key, entry);
    this.bytes += sizeOf(entry);
    this.evict();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }

  private evict(): void {
    while (
      this.entries.size > 0 &&
      (this.entries.size > this.options.maxEntries || this.bytes > this.options.maxBytes)
    ) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest);
    }
  }
}

/**
 * Shown by a kept page that read an answer no cache keeps (a tracking page's order): no write
 * names what such an answer shows, so the page goes stale on every write that is not neutral,
 * including those that name only the stock they changed.
 */
export const UNKEPT_ANSWER_TAG = 'unkept';

/**
 * The header a page's in-process call carries its own id in (web-render.ts): an answer sent from
 * a cache records it, so the page knows which of its calls were answered from one. Any other
 * request's value is never looked at (nobody collects outside a render).
 */
export const RENDER_CALL_HEADER = 'x-haat-render-call';

/** What a page read from kept answers while it was rendered (web-render.ts). */
export interface ShownAnswers {
  /** The tags of every kept answer sent. */
  tags: Set<string>;
  /** The ids of the page's calls answered from a cache (RENDER_CALL_HEADER). */
  kept: Set<string>;
}

const shownAnswers = new AsyncLocalStorage<ShownAnswers>();

/**
 * Runs `work` (a page's render, whose loaders fetch answers in-process) and answers what it
 * showed: every answer `sendAnswer` sent within it, however deep, is counted with its tags.
 */
export async function collectShownAnswers<T>(
  work: () => Promise<T>,
): Promise<{ result: T; shown: ShownAnswers }> {
  const shown: ShownAnswers = { tags: new Set(), kept: new Set() };
  const result = await shownAnswers.run(shown, work);
  return { result, shown };
}

/** What the render this runs within has shown so far; undefined outside one. */
export function currentShownAnswers(): ShownAnswers | undefined {
  return shownAnswers.getStore();
}

/** How an answer may be reused downstream: `max-age`, `stale-while-revalidate` (RFC 5861). */
export interface CachePolicy {
  maxAge: number;
  staleWhileRevalidate: number;
  /** The answer differs for a signed-in caller, so caches must key on Authorization too. */
  personal: boolean;
}

export interface AnswerHeaders {
  cacheControl: string;
  vary: string;
  /** JSON unless said otherwise (the sitemaps are XML, robots.txt is text). */
  contentType?: string;
}

/** Answers that differ for a signed-in caller vary on both headers a session travels in. */
const PERSONAL_VARY = `${SESSION_HEADERS.join(', ')}, Accept-Encoding`;

/** Headers of the answer everyone gets (no session header sent). */
export function publicHeaders(policy: CachePolicy): AnswerHeaders {
  return {
    cacheControl: `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
    vary: policy.personal ? PERSONAL_VARY : 'Accept-Encoding',
  };
}

/** Headers of an answer made for one caller (wishlist hearts): never stored by any cache. */
export const PRIVATE_HEADERS: AnswerHeaders = {
  cacheControl: 'private, no-store',
  vary: PERSONAL_VARY,
};

/**
 * The same headers for an answer whose text depends on the request's language (catalogue names
 * on the Hindi pages): shared caches must keep a copy per Accept-Language.
 */
export function varyOnLanguage(headers: AnswerHeaders): AnswerHeaders {
  return { ...headers, vary: `${headers.vary}, Accept-Language` };
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): W/ prefixes do not count.
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a JSON answer with its validator: 304 when the client's copy is current, else the bytes
 * in the best encoding it accepts (compressed once per entry, kept with it).
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedAnswer,
  headers: AnswerHeaders,
  cache?: AnswerCache,
): FastifyReply {
  const shown = shownAnswers.getStore();
  if (shown) {
    const call = request.headers[RENDER_CALL_HEADER];
    if (typeof call === 'string') shown.kept.add(call);
    for (const tag of entry.tags) shown.tags.add(tag);
  }
  reply
    .header('content-type', headers.contentType ?? 'application/json; charset=utf-8')
    .header('etag', entry.etag)
    .header('cache-control', headers.cacheControl)
    .header('vary', headers.vary);
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  const encoding =
    entry.length >= COMPRESS_MIN_BYTES
      ? chooseEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(answerBytes(entry));
  let bytes = entry.compressed[encoding];
  if (!bytes) {
    bytes = compressSync(answerBytes(entry), encoding);
    if (cache) cache.noteCompressed(entry, encoding, bytes);
    else entry.compressed[encoding] = bytes;
  }
  return reply.header('content-encoding', encoding).send(bytes);
}
