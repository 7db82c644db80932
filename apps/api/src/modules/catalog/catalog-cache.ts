// The catalogue's public answers (categories, menus, home, listings, product pages, suggestions)
// cached in-process, and what makes them stale: every successful write that can change a product,
// a price, a stock figure, a rating or the storefront. Checkout never reads this cache: it prices
// and takes stock from the database inside its own transaction.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { createChangeCounter, type ChangeFeed } from '../../db/change-feed.ts';
import { AnswerCache, type CachePolicy } from '../../lib/answer-cache.ts';

export const CATALOG_CHANNEL = 'haat_catalog';
/** Moves on every catalogue change, here or (heard through PostgreSQL NOTIFY) in another process. */
const catalogChanges = createChangeCounter(CATALOG_CHANNEL);

/**
 * Every cached catalogue answer and kept page computed before this call is stale from now on,
 * in this process at once and in every other process on the database as soon as it hears.
 */
export function markCatalogChanged(): void {
  catalogChanges.mark();
}

/**
 * Joins this process to the others: their changes make this process's answers stale (so the TTL
 * is only a safety net), and this process's changes reach them. Answers a function that leaves.
 */
export function shareCatalogChanges(feed: ChangeFeed): () => void {
  return catalogChanges.share(feed);
}

export function readCatalogVersion(): number {
  return catalogChanges.read();
}

/**
 * How long browsers and shared caches may reuse an answer (docs/decisions/performance.md). A
 * listing or a product page may show a price or stock up to `maxAge` seconds old; the cart and
 * checkout always answer from the database, so nothing is bought at a stale price.
 */
export const CATALOG_CACHE_POLICIES = {
  tree: { maxAge: 300, staleWhileRevalidate: 86_400, personal: false },
  home: { maxAge: 60, staleWhileRevalidate: 600, personal: false },
  suggestions: { maxAge: 60, staleWhileRevalidate: 600, personal: false },
  /** Listings and product pages carry a signed-in shopper's wishlist hearts. */
  page: { maxAge: 15, staleWhileRevalidate: 60, personal: true },
} as const satisfies Record<string, CachePolicy>;

/**
 * `compact` for rendered pages: only their compressed copies are kept (lib/answer-cache.ts).
 * `name` labels its hits and misses in the metrics: `catalog`, or `pages` for a compact one.
 */
export function createCatalogCache(
  config: Pick<Config, 'catalogCache'>,
  options: { compact?: boolean; name?: string; log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): AnswerCache {
  const { log, ...rest } = options;
  return new AnswerCache({
    maxEntries: config.catalogCache.entries,
    maxBytes: config.catalogCache.megabytes * 1024 * 1024,
    ttlMs: config.catalogCache.ttlSeconds * 1000,
    version: readCatalogVersion,
    name: options.compact ? 'pages' : 'catalog',
    ...(log
      ? {
          onRefreshError: (key: string, error: unknown) =>
            log.warn({ err: error, key }, 'refreshing a stale cached answer failed'),
        }
      : {}),
    ...rest,
  });
}

/**
 * Successful writes that cannot change a catalogue answer. Every other successful POST, PUT,
 * PATCH or DELETE — orders (stock), cancellations, reviews (ratings), the operator's API, payments —
 * marks the catalogue changed. Listing the harmless writes rather than the harmful ones means an
 * endpoint added later invalidates until someone decides it cannot change a page.
 */
const NEUTRAL_WRITES = [
  /^\/api\/auth\//,
  /^\/api\/admin\/login$/,
  /^\/api\/public\/(customer|contact|subscribe|seller)$/,
  /^\/api\/customer\/(cart|multi-product\/cart|wishlist|address|profile|password|coupon\/check)$/,
];

function isNeutralWrite(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return NEUTRAL_WRITES.some((pattern) => pattern.test(pathname));
}

/**
 * Marks the catalogue changed once a write has answered successfully, which is after its
 * transaction committed: a page computed from then on reads the new figures.
 */
export function registerCatalogInvalidation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const isWrite =
      request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (isWrite && reply.statusCode < 400 && !isNeutralWrite(request)) markCatalogChanged();
    return payload;
  });
}
