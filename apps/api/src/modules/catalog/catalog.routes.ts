import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CategoriesAnswerSchema,
  DemoProductsAnswerSchema,
  HomeOfferAnswerSchema,
  ListingAnswerSchema,
  ListProductsQuerySchema,
  MenusAnswerSchema,
  ProductAnswerSchema,
  SearchAnswerSchema,
  SearchQuerySchema,
  endpoints,
  selectProductsCall,
  type ListingAnswer,
  type ProductAnswer,
  type ProductCard,
} from '@haat/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import {
  PRIVATE_HEADERS,
  buildAnswer,
  publicHeaders,
  sendAnswer,
  type CachePolicy,
} from '../../lib/answer-cache.ts';
import { registerRoute } from '../../lib/route.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { splitSearchWords, suggestProducts } from '../search/index.ts';
import { findWishlistedProductIds } from '../wishlist/index.ts';
import { CATALOG_CACHE_POLICIES, createCatalogCache } from './catalog-cache.ts';
import { listCategoryTree, listMenus, listProducts } from './catalog.service.ts';
import { getHomePayload } from './home.service.ts';
import { getProductPage, listDemoProducts } from './product.service.ts';

/** The same query however its parameters were ordered or spelt (`limit=28` or none). */
function canonicalKey(prefix: string, query: object): string {
  const defined = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${prefix}:${JSON.stringify(defined)}`;
}

export interface CatalogRoutes {
  /** The picture a page of the storefront shows largest (its LCP), for index.html to preload. */
  findLargestImage(pathname: string): Promise<string | undefined>;
}

export function registerCatalogRoutes(
  app: FastifyInstance,
  { db, clock, auth, config }: AppContext,
): CatalogRoutes {
  const cache = createCatalogCache(config);

  /**
   * The answer everyone gets for `key`: from the cache, or computed, checked against its contract
   * schema as registerRoute's serialiser would, and serialised once until the catalogue changes.
   */
  const cachedAnswer = <S extends z.ZodType>(
    key: string,
    schema: S,
    compute: () => Promise<NoInfer<z.output<S>>>,
  ) => cache.get(key, async () => JSON.stringify(z.encode(schema, await compute())));

  /**
   * Sends the answer everyone gets. Where a signed-in copy would differ (a personal policy), a
   * caller who sent a token — even one that failed to verify — is told not to share it.
   */
  async function sendPublic<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    policy: CachePolicy,
    compute: () => Promise<NoInfer<z.output<S>>>,
  ): Promise<FastifyReply> {
    const entry = await cachedAnswer(key, schema, compute);
    const shareable = !policy.personal || request.headers.authorization === undefined;
    return sendAnswer(
      request,
      reply,
      entry,
      shareable ? publicHeaders(policy) : PRIVATE_HEADERS,
      cache,
    );
  }

  /**
   * A listing or product page: everyone's answer from the cache; a signed-in shopper's copy gets
   * their wishlist hearts (docs/spec.md §3 'wishlist flag') and is never stored or shared.
   */
  async function sendPage<A extends ListingAnswer | ProductAnswer>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: z.ZodType<A>,
    compute: () => Promise<A>,
    markHearts: (answer: A, wished: Set<string>) => A,
    productIdsOf: (answer: A) => string[],
  ): Promise<FastifyReply> {
    const customerId = auth.findCustomerId(request);
    if (customerId === undefined) {
      return sendPublic(request, reply, key, schema, CATALOG_CACHE_POLICIES.page, compute);
    }
    const shared = await cachedAnswer(key, schema, compute);
    const answer = JSON.parse(shared.body.toString('utf8')) as A;
    const wished = await findWishlistedProductIds(db, customerId, productIdsOf(answer));
    if (wished.size === 0) return sendAnswer(request, reply, shared, PRIVATE_HEADERS, cache);
    const personal = buildAnswer(JSON.stringify(markHearts(answer, wished)), 0, 0);
    return sendAnswer(request, reply, personal, PRIVATE_HEADERS);
  }

  const computeProduct = async (productId: string): Promise<ProductAnswer> => {
    const page = await getProductPage(db, productId);
    return {
      status: 'success',
      data: page.detail,
      review: page.reviews,
      relatedProducts: page.related,
    };
  };

  const withHearts = <T extends ProductCard>(cards: T[], wished: Set<string>): T[] =>
    cards.map((card) => ({ ...card, wishlist: wished.has(card.productID) }));

  registerRoute(app, endpoints.categories, {}, async ({ request, reply }) =>
    sendPublic(
      request,
      reply,
      'categories',
      CategoriesAnswerSchema,
      CATALOG_CACHE_POLICIES.tree,
      async () => ({
        status: 'success' as const,
        data: await listCategoryTree(db),
      }),
    ),
  );

  registerRoute(app, endpoints.menus, {}, async ({ request, reply }) =>
    sendPublic(
      request,
      reply,
      'menus',
      MenusAnswerSchema,
      CATALOG_CACHE_POLICIES.tree,
      async () => ({
        status: 'success' as const,
        data: await listMenus(db),
      }),
    ),
  );

  // Offers start and end by the clock: a cached home page is at most the cache's TTL late.
  const computeHome = async () => ({
    status: 'success' as const,
    data: await getHomePayload(db, clock.now()),
  });
  registerRoute(app, endpoints.homeOffer, {}, async ({ request, reply }) =>
    sendPublic(
      request,
      reply,
      'home',
      HomeOfferAnswerSchema,
      CATALOG_CACHE_POLICIES.home,
      computeHome,
    ),
  );

  registerRoute(
    app,
    endpoints.product,
    { authenticate: auth.optionalCustomer },
    async ({ query, request, reply }) =>
      sendPage<ProductAnswer>(
        request,
        reply,
        `product:${query.productID}`,
        ProductAnswerSchema,
        () => computeProduct(query.productID),
        (answer, wished) => ({
          ...answer,
          data: { ...answer.data, wishlist: wished.has(answer.data.productID) },
          relatedProducts: withHearts(answer.relatedProducts, wished),
        }),
        (answer) => [
          answer.data.productID,
          ...answer.relatedProducts.map((card) => card.productID),
        ],
      ),
  );

  // docs/spec.md §7 puts three calls on GET /public/products; the query says which one this is.
  app.get(
    `/api${endpoints.listProducts.path}`,
    { onRequest: auth.optionalCustomer },
    async (request, reply) => {
      const rawQuery = (request.query ?? {}) as Record<string, unknown>;
      switch (selectProductsCall(rawQuery)) {
        case 'search': {
          const query = parseOrThrow(SearchQuerySchema, rawQuery);
          // Texts that read as the same words share one answer ('Ku', 'ku ', 'KU').
          const words = splitSearchWords(query.search).join(' ');
          return sendPublic(
            request,
            reply,
            `search:${words}`,
            SearchAnswerSchema,
            CATALOG_CACHE_POLICIES.suggestions,
            async () => ({
              status: 'success' as const,
              data: await suggestProducts(db, query.search),
            }),
          );
        }
        case 'demo':
          return sendPublic(
            request,
            reply,
            'demo',
            DemoProductsAnswerSchema,
            CATALOG_CACHE_POLICIES.page,
            async () => ({
              status: 'success' as const,
              data: await listDemoProducts(db),
            }),
          );
        case 'list': {
          const query = parseOrThrow(ListProductsQuerySchema, rawQuery);
          return sendPage<ListingAnswer>(
            request,
            reply,
            canonicalKey('list', query),
            ListingAnswerSchema,
            async () => {
              const listing = await listProducts(db, query);
              return {
                status: 'success' as const,
                data: listing.cards,
                total: listing.total,
                mainCategory: listing.mainCategory,
                subCategories: listing.subCategories,
                brands: listing.brands,
              };
            },
            (answer, wished) => ({ ...answer, data: withHearts(answer.data, wished) }),
            (answer) => answer.data.map((card) => card.productID),
          );
        }
      }
    },
  );

  return {
    async findLargestImage(pathname) {
      if (pathname === '/') {
        const entry = await cachedAnswer('home', HomeOfferAnswerSchema, computeHome);
        const home = JSON.parse(entry.body.toString('utf8')) as z.output<
          typeof HomeOfferAnswerSchema
        >;
        const banners = home.data.nodes.find((node) => node.title === 'banners');
        return banners?.value[0]?.fileUrl;
      }
      const productId = /^\/product\/([A-Za-z0-9_-]{1,64})$/.exec(pathname)?.[1];
      if (productId) {
        const entry = await cachedAnswer(`product:${productId}`, ProductAnswerSchema, () =>
          computeProduct(productId),
        );
        const product = JSON.parse(entry.body.toString('utf8')) as ProductAnswer;
        return product.data.images[0]?.fileUrl;
      }
      return undefined;
    },
  };
}
