import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DemoProductsAnswerSchema,
  ListingAnswerSchema,
  ListProductsQuerySchema,
  SearchAnswerSchema,
  SearchQuerySchema,
  endpoints,
  selectProductsCall,
} from '@haat/contract';
import type { AppContext } from '../../app.ts';
import { registerRoute } from '../../lib/route.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { suggestProducts } from '../search/index.ts';
import { findWishlistedProductIds } from '../wishlist/index.ts';
import { listCategoryTree, listMenus, listProducts } from './catalog.service.ts';
import { getHomePayload } from './home.service.ts';
import { getProductPage, listDemoProducts } from './product.service.ts';

export function registerCatalogRoutes(app: FastifyInstance, { db, clock, auth }: AppContext): void {
  /** Sets each card's heart for a signed-in caller (SPEC.md §3 'wishlist flag'). */
  async function markWishlisted<T extends { productID: string; wishlist: boolean }>(
    request: FastifyRequest,
    items: T[],
  ): Promise<T[]> {
    const wished = await findWishlistedProductIds(
      db,
      auth.findCustomerId(request),
      items.map((item) => item.productID),
    );
    return wished.size === 0
      ? items
      : items.map((item) => ({ ...item, wishlist: wished.has(item.productID) }));
  }

  registerRoute(app, endpoints.categories, {}, async () => ({
    status: 'success',
    data: await listCategoryTree(db),
  }));

  registerRoute(app, endpoints.menus, {}, async () => ({
    status: 'success',
    data: await listMenus(db),
  }));

  registerRoute(app, endpoints.homeOffer, {}, async () => ({
    status: 'success',
    data: await getHomePayload(db, clock.now()),
  }));

  registerRoute(
    app,
    endpoints.product,
    { preHandler: auth.optionalCustomer },
    async ({ query, request }) => {
      const page = await getProductPage(db, query.productID);
      const [detail] = await markWishlisted(request, [page.detail]);
      return {
        status: 'success',
        data: detail ?? page.detail,
        review: page.reviews,
        relatedProducts: await markWishlisted(request, page.related),
      };
    },
  );

  // SPEC.md §7 puts three calls on GET /public/products; the query says which one this is.
  app.get(
    `/api${endpoints.listProducts.path}`,
    { preHandler: auth.optionalCustomer },
    async (request) => {
      const rawQuery = (request.query ?? {}) as Record<string, unknown>;
      switch (selectProductsCall(rawQuery)) {
        case 'search': {
          const query = parseOrThrow(SearchQuerySchema, rawQuery);
          return SearchAnswerSchema.parse({
            status: 'success',
            data: await suggestProducts(db, query.search),
          });
        }
        case 'demo':
          return DemoProductsAnswerSchema.parse({
            status: 'success',
            data: await listDemoProducts(db),
          });
        case 'list': {
          const query = parseOrThrow(ListProductsQuerySchema, rawQuery);
          const listing = await listProducts(db, query);
          return ListingAnswerSchema.parse({
            status: 'success',
            data: await markWishlisted(request, listing.cards),
            total: listing.total,
            mainCategory: listing.mainCategory,
            subCategories: listing.subCategories,
            brands: listing.brands,
          });
        }
      }
    },
  );
}
