// The storefront's content in the back office (operator only): banners, offers, featured
// products and menus, each list read and replaced whole.
import { contentBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { createContentActions } from './content.actions.ts';

export function registerContentRoutes(app: FastifyInstance, access: RouteAccess) {
  const contentFor = (request: FastifyRequest) =>
    createContentActions(access.deps, access.actorOf(request));
  registerRoute(app, contentBackOfficeEndpoints.content, async ({ request }) =>
    contentFor(request).read(),
  );
  registerRoute(app, contentBackOfficeEndpoints.contentBanners, async ({ body, request }) =>
    contentFor(request).banners(body),
  );
  registerRoute(app, contentBackOfficeEndpoints.contentOffers, async ({ body, request }) =>
    contentFor(request).offers(body),
  );
  registerRoute(app, contentBackOfficeEndpoints.contentFeatured, async ({ body, request }) =>
    contentFor(request).featured(body),
  );
  registerRoute(app, contentBackOfficeEndpoints.contentMenus, async ({ body, request }) =>
    contentFor(request).menus(body),
  );
}
