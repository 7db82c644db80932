import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app.ts';
import { registerRoute } from '../../lib/route.ts';
import { listCategoryTree, listMenus, listProducts } from './catalog.service.ts';

export function registerCatalogRoutes(app: FastifyInstance, { db }: AppContext): void {
  registerRoute(app, endpoints.categories, {}, async () => ({
    status: 'success',
    data: await listCategoryTree(db),
  }));

  registerRoute(app, endpoints.menus, {}, async () => ({
    status: 'success',
    data: await listMenus(db),
  }));

  registerRoute(app, endpoints.listProducts, {}, async ({ query }) => {
    const listing = await listProducts(db, query);
    return {
      status: 'success',
      data: listing.cards,
      total: listing.total,
      mainCategory: listing.mainCategory,
      subCategories: listing.subCategories,
      brands: listing.brands,
    };
  });
}
