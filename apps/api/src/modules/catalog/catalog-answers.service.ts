// The catalogue's public answers as the API sends them: computed once, checked against their
// contract schema, serialised and kept in the answer cache until the catalogue changes; a
// signed-in shopper's listing or product page gets their wishlist hearts (docs/spec.md §3
// 'wishlist flag') on a copy that is never stored. The routes only choose the HTTP headers.
// Answers that name categories or brands, or title products, are kept once per language
// (catalog-names.ts): their keys start with the language, and they say so (`inLanguage`) for the
// Vary header.
import {
  CategoriesAnswerSchema,
  DemoProductsAnswerSchema,
  HomeOfferAnswerSchema,
  ListingAnswerSchema,
  MenusAnswerSchema,
  ProductAnswerSchema,
  SellerPageAnswerSchema,
  SearchAnswerSchema,
  type ListProductsQuery,
  type ListingAnswer,
  type ProductAnswer,
  type ProductCard,
} from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  answerBytes,
  buildAnswer,
  type AnswerCache,
  type CacheLookupOutcome,
  type CachePolicy,
  type CachedAnswer,
} from '../../lib/answer-cache.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishMediaUrls } from '../../lib/media-urls.ts';
import { createSynonymCache, splitSearchWords, suggestProducts } from '../search/index.ts';
import { findWishlistedProductIds } from '../wishlist/index.ts';
import {
  CATALOG_CACHE_POLICIES,
  catalogVersion,
  createCatalogCache,
  stockTag,
} from './catalog-cache.ts';
import { selectHindiNames } from './catalog.repository.ts';
import { listCategoryTree, listMenus, listProducts } from './catalog.service.ts';
import { getHomePayload } from './home.service.ts';
import { getProductPage, getSellerPage, listDemoProducts } from './product.service.ts';

/** A serialised answer, how long others may keep it, and whether it was made for one caller. */
export interface CatalogAnswer {
  entry: CachedAnswer;
  policy: CachePolicy;
  /** Made for the signed-in caller (their hearts): never stored by any cache. */
  isPersonal: boolean;
  /** Its text depends on the request's language (Accept-Language): a copy per language. */
  inLanguage: boolean;
  /** How the cache answered: a copy with hearts says how the copy it was made from was found. */
  lookup: CacheLookupOutcome;
}

export interface CatalogAnswers {
  /** The cache the answers live in (sendAnswer keeps compressed copies beside them). */
  cache: AnswerCache;
  categories(language: LanguageCode): Promise<CatalogAnswer>;
  menus(language: LanguageCode): Promise<CatalogAnswer>;
  home(language: LanguageCode): Promise<CatalogAnswer>;
  suggestions(text: string, language: LanguageCode): Promise<CatalogAnswer>;
  demo(): Promise<CatalogAnswer>;
  listing(
    query: ListProductsQuery,
    customerId: string | undefined,
    language: LanguageCode,
  ): Promise<CatalogAnswer>;
  product(
    productId: string,
    customerId: string | undefined,
    language: LanguageCode,
  ): Promise<CatalogAnswer>;
  /** The same in every language: names and addresses as the seller gave them. */
  sellerPage(slug: string): Promise<CatalogAnswer>;
}

/** The same query however its parameters were ordered or spelt (`limit=28` or none). */
export function canonicalKey(prefix: string, query: object): string {
  const defined = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${prefix}:${JSON.stringify(defined)}`;
}

/** The cache key of an answer kept once per language: 'hi:menus' beside 'en:menus'. */
export function inLanguageKey(key: string, language: LanguageCode | undefined): string {
  return language === undefined ? key : `${language}:${key}`;
}

const withHearts = <T extends ProductCard>(cards: T[], wished: Set<string>): T[] =>
  cards.map((card) => ({ ...card, wishlist: wished.has(card.productID) }));

export function createCatalogAnswers(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'catalogCache' | 'mediaPublicUrl'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): CatalogAnswers {
  const { db, clock } = deps;
  const { mediaPublicUrl } = deps.config;
  const cache = createCatalogCache(deps.config, { log: deps.log });
  // Read by suggestions only; stale with the answers, when the catalogue changes.
  const synonyms = createSynonymCache(catalogVersion, { names: selectHindiNames });

  /** `stockOf`: the products whose stock the answer shows, so that their orders outdate it. */
  const cached = <S extends z.ZodType>(
    key: string,
    schema: S,
    compute: () => Promise<NoInfer<z.output<S>>>,
    stockOf: (answer: z.output<S>) => string[] = () => [],
  ): Promise<{ entry: CachedAnswer; lookup: CacheLookupOutcome }> => {
    let lookup: CacheLookupOutcome = 'MISS';
    return cache
      .get(
        key,
        async () => {
          const answer = await compute();
          return {
            json: publishMediaUrls(JSON.stringify(z.encode(schema, answer)), mediaPublicUrl),
            tags: stockOf(answer).map(stockTag),
          };
        },
        (outcome) => (lookup = outcome),
      )
      .then((entry) => ({ entry, lookup }));
  };

  /** `language`: the answer names things in it, and is kept under a key of its own. */
  const shared = async <S extends z.ZodType>(
    key: string,
    schema: S,
    policy: CachePolicy,
    compute: () => Promise<NoInfer<z.output<S>>>,
    stockOf?: (answer: z.output<S>) => string[],
    language?: LanguageCode,
  ): Promise<CatalogAnswer> => ({
    ...(await cached(inLanguageKey(key, language), schema, compute, stockOf)),
    policy,
    isPersonal: false,
    inLanguage: language !== undefined,
  });

  /** Everyone's page from the cache; a shopper's own copy with hearts when they wished any. */
  async function page<A extends ListingAnswer | ProductAnswer>(
    language: LanguageCode,
    key: string,
    schema: z.ZodType<A>,
    compute: () => Promise<A>,
    customerId: string | undefined,
    markHearts: (answer: A, wished: Set<string>) => A,
    productIdsOf: (answer: A) => string[],
    stockOf?: (answer: A) => string[],
  ): Promise<CatalogAnswer> {
    const policy = CATALOG_CACHE_POLICIES.page;
    const { entry, lookup } = await cached(inLanguageKey(key, language), schema, compute, stockOf);
    const inLanguage = true;
    if (customerId === undefined) return { entry, policy, isPersonal: false, inLanguage, lookup };
    const answer = JSON.parse(answerBytes(entry).toString('utf8')) as A;
    const wished = await findWishlistedProductIds(db, customerId, productIdsOf(answer));
    if (wished.size === 0) return { entry, policy, isPersonal: true, inLanguage, lookup };
    const personal = buildAnswer(JSON.stringify(markHearts(answer, wished)), 0, 0, entry.tags);
    return { entry: personal, policy, isPersonal: true, inLanguage, lookup };
  }

  const computeProduct = async (
    productId: string,
    language: LanguageCode,
  ): Promise<ProductAnswer> => {
    const found = await getProductPage(db, productId, language);
    return {
      status: 'success',
      data: found.detail,
      review: found.reviews,
      relatedProducts: found.related,
    };
  };

  // Offers start and end by the clock: a cached home page is at most the cache's TTL late.
  const computeHome = async (language: LanguageCode) => ({
    status: 'success' as const,
    data: await getHomePayload(db, clock.now(), language),
  });

  return {
    cache,
    categories: (language) =>
      shared(
        'categories',
        CategoriesAnswerSchema,
        CATALOG_CACHE_POLICIES.tree,
        async () => ({ status: 'success' as const, data: await listCategoryTree(db, language) }),
        undefined,
        language,
      ),
    menus: (language) =>
      shared(
        'menus',
        MenusAnswerSchema,
        CATALOG_CACHE_POLICIES.tree,
        async () => ({ status: 'success' as const, data: await listMenus(db, language) }),
        undefined,
        language,
      ),
    home: (language) =>
      shared(
        'home',
        HomeOfferAnswerSchema,
        CATALOG_CACHE_POLICIES.home,
        () => computeHome(language),
        undefined,
        language,
      ),
    // Texts that read as the same words share one answer ('Ku', 'ku ', 'KU').
    // Titled in the request's language (a product's Hindi title), so kept once per language.
    suggestions: (text, language) =>
      shared(
        `search:${splitSearchWords(text).join(' ')}`,
        SearchAnswerSchema,
        CATALOG_CACHE_POLICIES.suggestions,
        async () => ({
          status: 'success' as const,
          data: await suggestProducts(db, text, await synonyms.read(db), language),
        }),
        undefined,
        language,
      ),
    demo: () =>
      shared(
        'demo',
        DemoProductsAnswerSchema,
        CATALOG_CACHE_POLICIES.page,
        async () => ({ status: 'success' as const, data: await listDemoProducts(db) }),
        (answer) => answer.data.map((product) => product.productID),
      ),
    sellerPage: (slug) =>
      shared(`seller:${slug}`, SellerPageAnswerSchema, CATALOG_CACHE_POLICIES.page, async () => ({
        status: 'success' as const,
        data: await getSellerPage(db, slug),
      })),
    listing: (query, customerId, language) =>
      page<ListingAnswer>(
        language,
        canonicalKey('list', query),
        ListingAnswerSchema,
        async () => {
          const listing = await listProducts(db, query, language);
          return {
            status: 'success' as const,
            data: listing.cards,
            total: listing.total,
            mainCategory: listing.mainCategory,
            subCategories: listing.subCategories,
            brands: listing.brands,
            origins: listing.origins,
            seller: listing.seller,
          };
        },
        customerId,
        (answer, wished) => ({ ...answer, data: withHearts(answer.data, wished) }),
        (answer) => answer.data.map((card) => card.productID),
      ),
    product: (productId, customerId, language) =>
      page<ProductAnswer>(
        language,
        `product:${productId}`,
        ProductAnswerSchema,
        () => computeProduct(productId, language),
        customerId,
        (answer, wished) => ({
          ...answer,
          data: { ...answer.data, wishlist: wished.has(answer.data.productID) },
          relatedProducts: withHearts(answer.relatedProducts, wished),
        }),
        (answer) => [
          answer.data.productID,
          ...answer.relatedProducts.map((card) => card.productID),
        ],
        // Related products' cards show no stock: only this product's orders outdate its page.
        (answer) => [answer.data.productID],
      ),
  };
}
