// The catalogue's public answers (categories, menus, home, listings, product pages, suggestions)
// cached in-process, and what makes them stale: every successful write that can change a product,
// a price, a rating or the storefront makes all of them stale; an order, a cancellation or a
// payment's outcome changes only some products' stock, and makes stale only what shows it (that
// product's page, the demo list) and the pages that show order data (docs/decisions/page-weight.md).
// Checkout never reads this cache: it prices and takes stock from the database inside its own
// transaction.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { createChangeCounter, type ChangeCounter, type ChangeFeed } from '../../db/change-feed.ts';
import { AnswerCache, UNKEPT_ANSWER_TAG, type CachePolicy } from '../../lib/answer-cache.ts';

export const CATALOG_CHANNEL = 'haat_catalog';
/** Moves on every catalogue change, here or (heard through PostgreSQL NOTIFY) in another process. */
const catalogChanges = createChangeCounter(CATALOG_CHANNEL);

/**
 * Every cached catalogue answer and kept page computed before this call is stale from now on,
 * in this process at once and in every other process on the database as soon as it hears; or,
 * given tags, only those that show one of them.
 */
export function markCatalogChanged(tags?: readonly string[]): void {
  catalogChanges.mark(tags);
}

/**
 * The catalogue's version for what is kept beside the answers (search's synonyms): read, and
 * checked, never moved from outside.
 */
export const catalogVersion: Pick<ChangeCounter, 'read' | 'isCurrent'> = {
  read: () => catalogChanges.read(),
  isCurrent: (stamp, tags) => catalogChanges.isCurrent(stamp, tags),
};

/** Shown by an answer that shows this product's stock (its page, the demo list). */
export const stockTag = (productId: string): string => `stock:${productId}`;

const stockChanges = new AsyncLocalStorage<Set<string>>();

/** Stock rows of these products were written (takeStock, returnStock): told to the write's hook. */
export function noteStockChanged(productIds: Iterable<string>): void {
  const noted = stockChanges.getStore();
  if (!noted) return;
  for (const id of productIds) noted.add(id);
}

/**
 * Runs work outside a request (a background job) and answers what it did with the tags a
 * stock-only change names: the products' stock, and every page showing order data.
 */
export async function collectStockChanges<T>(
  work: () => Promise<T>,
): Promise<{ result: T; tags: string[] }> {
  const noted = new Set<string>();
  const result = await stockChanges.run(noted, work);
  return { result, tags: stockChangeTags(noted) };
}

function stockChangeTags(productIds: Set<string>): string[] {
  return [...[...productIds].map(stockTag), UNKEPT_ANSWER_TAG];
}

/**
 * Joins this process to the others: their changes make this process's answers stale (so the TTL
 * is only a safety net), and this process's changes reach them. Answers a function that leaves.
 */
export function shareCatalogChanges(feed: ChangeFeed): () => void {
  return catalogChanges.share(feed);
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
    changes: catalogChanges,
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
  // A new complaint changes no public answer. (The back office's answers and closings do: the
  // status page of a ticket shows them, so they drop kept pages as other writes do.)
  /^\/api\/customer\/grievances$/,
  // Consent and the erasure's code; erasing the account itself takes reviews (ratings) away.
  /^\/api\/customer\/(marketing-consent|account\/deletion-otp)$/,
];

/**
 * Writes whose only effect on the catalogue is stock, which they change through takeStock and
 * returnStock (noted as they run): placing an order, cancelling one, a payment's outcome, the
 * operator's and a seller's order steps, a courier's scans (a parcel back with its seller puts its
 * goods back on sale). Their other effects are orders, which only an unkept answer shows
 * (UNKEPT_ANSWER_TAG).
 */
const STOCK_ONLY_WRITES = [
  /^\/api\/customer\/(addorder|order\/cancel)$/,
  /^\/api\/payments\//,
  /^\/api\/admin\/orders\//,
  /^\/api\/seller\/orders\//,
  /^\/api\/couriers\//,
];

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';
const isNeutralWrite = (request: FastifyRequest) =>
  NEUTRAL_WRITES.some((pattern) => pattern.test(pathOf(request)));
const isStockOnlyWrite = (request: FastifyRequest) =>
  STOCK_ONLY_WRITES.some((pattern) => pattern.test(pathOf(request)));
const isWrite = (request: FastifyRequest) =>
  request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';

/** The products whose stock a stock-only write changed, noted while it runs. */
const notedByRequest = new WeakMap<FastifyRequest, Set<string>>();

/**
 * Marks the catalogue changed once a write has answered successfully, which is after its
 * transaction committed: a page computed from then on reads the new figures. A stock-only write
 * marks only what shows the stock it changed.
 */
export function registerCatalogInvalidation(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isWrite(request) || !isStockOnlyWrite(request)) {
      done();
      return;
    }
    const noted = new Set<string>();
    notedByRequest.set(request, noted);
    stockChanges.run(noted, done);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isWrite(request) || reply.statusCode >= 400 || isNeutralWrite(request)) return payload;
    const noted = notedByRequest.get(request);
    markCatalogChanged(noted ? stockChangeTags(noted) : undefined);
    return payload;
  });
}
