// Products in the back office for the operator and approved sellers (another seller's product is
// 404); stock counts for the operator. Every write is audited, and a successful write drops the
// catalogue's caches and kept pages (catalog-cache.ts), so the storefront shows it next request.
import { productsBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import {
  createStockActions,
  productInputFromWire,
  productToWire,
  productsToWire,
} from './products.actions.ts';
import { saveProductAudited, setProductStatusAudited } from './products.service.ts';

export function registerProductRoutes(app: FastifyInstance, access: RouteAccess) {
  const { deps, scopeOf } = access;
  const { db } = deps;

  registerRoute(app, productsBackOfficeEndpoints.products, async ({ query, request }) =>
    productsToWire(db, scopeOf(request), query),
  );
  registerRoute(app, productsBackOfficeEndpoints.product, async ({ params, request }) => ({
    status: 'success',
    data: await productToWire(db, params.productID, scopeOf(request)),
  }));
  registerRoute(app, productsBackOfficeEndpoints.productCreate, async ({ body, request }) => {
    const scope = scopeOf(request);
    const productId = await saveProductAudited(deps, scope, productInputFromWire(body));
    return {
      status: 'success',
      message: `${body.title} is saved.`,
      data: await productToWire(db, productId, scope),
    };
  });
  registerRoute(
    app,
    productsBackOfficeEndpoints.productUpdate,
    async ({ params, body, request }) => {
      const scope = scopeOf(request);
      await saveProductAudited(deps, scope, productInputFromWire(body), params.productID);
      return {
        status: 'success',
        message: `${body.title} is saved.`,
        data: await productToWire(db, params.productID, scope),
      };
    },
  );
  registerRoute(
    app,
    productsBackOfficeEndpoints.productStatus,
    async ({ params, body, request }) => {
      const scope = scopeOf(request);
      await setProductStatusAudited(deps, scope, params.productID, body.status);
      const data = await productToWire(db, params.productID, scope);
      return { status: 'success', message: `${data.title} is ${body.status}.`, data };
    },
  );
  registerRoute(app, productsBackOfficeEndpoints.stock, async ({ body, request }) =>
    createStockActions(deps, access.actorOf(request)).setStock(body),
  );
}
