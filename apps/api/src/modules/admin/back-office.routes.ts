// The back office's catalogue API (issue 14) for the operator and approved sellers: no token is
// 401, a shopper's token 403, a seller on an operator-only call 403, and another seller's product
// 404. Every write is audited (back-office.service.ts); a successful write drops the catalogue's
// caches and kept pages (catalog-cache.ts), so the storefront shows it on the next request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { backOfficeEndpoints as calls } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import type { BackOfficeScope } from '../../plugins/auth.ts';
import { registerCatalogIoRoutes } from './back-office-catalog-io.routes.ts';
import { registerPictureRoutes } from './back-office-pictures.routes.ts';
import { createSellerOrderActions } from './seller-orders.actions.ts';
import {
  brandsToWire,
  categoryTreeToWire,
  ownProfile,
  productInputFromWire,
  productToWire,
  productsToWire,
  sellersToWire,
} from './back-office.actions.ts';
import {
  changeOwnPassword,
  changeSellerStanding,
  createBrandAudited,
  createCategoryAudited,
  deleteBrandAudited,
  deleteCategoryAudited,
  readAccount,
  saveProductAudited,
  setProductStatusAudited,
  updateBrandAudited,
  updateCategoryAudited,
  updateOwnProfile,
} from './back-office.service.ts';

const BACK_OFFICE_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export function registerBackOfficeRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, db, clock } = context;
  const deps = { db, clock, storage: context.storage };
  const anyone = { authenticate: auth.requireBackOffice, rateLimit: BACK_OFFICE_RATE_LIMIT };
  const operator = { authenticate: auth.requireAdmin, rateLimit: BACK_OFFICE_RATE_LIMIT };
  const seller = { authenticate: auth.requireSeller, rateLimit: BACK_OFFICE_RATE_LIMIT };
  const scopeOf = (request: FastifyRequest): BackOfficeScope => auth.getBackOfficeScope(request);
  const sellerScopeOf = (request: FastifyRequest) => {
    const scope = scopeOf(request);
    if (scope.role !== 'seller') throw new AppError('FORBIDDEN', 'Sellers only.');
    return scope;
  };

  registerPictureRoutes(app, context);
  registerCatalogIoRoutes(app, context);

  registerRoute(app, calls.me, anyone, async ({ request }) => ({
    status: 'success',
    data: await readAccount(db, scopeOf(request)),
  }));
  registerRoute(app, calls.password, anyone, async ({ body, request }) => {
    const scope = scopeOf(request);
    const changed = await changeOwnPassword(deps, scope, {
      current: body.currentPassword,
      next: body.newPassword,
    });
    const token = await auth.issueToken({
      id: changed.id,
      role: scope.role === 'operator' ? 'admin' : 'seller',
      tokenVersion: changed.tokenVersion,
    });
    return {
      status: 'success',
      message: 'Password changed; other sessions are signed out.',
      token,
    };
  });

  // ---- products
  registerRoute(app, calls.products, anyone, async ({ query, request }) =>
    productsToWire(db, scopeOf(request), query),
  );
  registerRoute(app, calls.product, anyone, async ({ params, request }) => ({
    status: 'success',
    data: await productToWire(db, params.productID, scopeOf(request)),
  }));
  registerRoute(app, calls.productCreate, anyone, async ({ body, request }) => {
    const scope = scopeOf(request);
    const productId = await saveProductAudited(deps, scope, productInputFromWire(body));
    return {
      status: 'success',
      message: `${body.title} is saved.`,
      data: await productToWire(db, productId, scope),
    };
  });
  registerRoute(app, calls.productUpdate, anyone, async ({ params, body, request }) => {
    const scope = scopeOf(request);
    await saveProductAudited(deps, scope, productInputFromWire(body), params.productID);
    return {
      status: 'success',
      message: `${body.title} is saved.`,
      data: await productToWire(db, params.productID, scope),
    };
  });
  registerRoute(app, calls.productStatus, anyone, async ({ params, body, request }) => {
    const scope = scopeOf(request);
    await setProductStatusAudited(deps, scope, params.productID, body.status);
    const data = await productToWire(db, params.productID, scope);
    return { status: 'success', message: `${data.title} is ${body.status}.`, data };
  });

  // ---- categories and brands (sellers read them to file their products)
  registerRoute(app, calls.categories, anyone, async () => ({
    status: 'success',
    data: await categoryTreeToWire(db),
  }));
  registerRoute(app, calls.categoryCreate, operator, async ({ body, request }) => {
    const created = await createCategoryAudited(deps, scopeOf(request), {
      level: body.level,
      parentId: body.parentID ?? null,
      name: body.name,
    });
    return { status: 'success', message: `${created.name} is added.`, data: created };
  });
  registerRoute(app, calls.categoryUpdate, operator, async ({ params, body, request }) => {
    const after = await updateCategoryAudited(deps, scopeOf(request), {
      level: params.level,
      id: params.categoryID,
      name: body.name,
      order: body.order,
    });
    return {
      status: 'success',
      message: `${body.name} is saved.`,
      data: { level: params.level, id: params.categoryID, name: after?.name ?? body.name },
    };
  });
  registerRoute(app, calls.categoryDelete, operator, async ({ params, request }) => {
    const before = await deleteCategoryAudited(
      deps,
      scopeOf(request),
      params.level,
      params.categoryID,
    );
    return {
      status: 'success',
      message: `${before.name} is deleted.`,
      data: { level: params.level, id: params.categoryID, name: before.name },
    };
  });
  registerRoute(app, calls.brands, anyone, async ({ query }) => brandsToWire(db, query));
  registerRoute(app, calls.brandCreate, operator, async ({ body, request }) => {
    const brand = await createBrandAudited(deps, scopeOf(request), body.name);
    return {
      status: 'success',
      message: `${brand.name} is added.`,
      data: { brandID: brand.id, name: brand.name, logoUrl: brand.logoUrl, productCount: 0 },
    };
  });
  registerRoute(app, calls.brandUpdate, operator, async ({ params, body, request }) => {
    await updateBrandAudited(deps, scopeOf(request), params.brandID, body.name);
    const listed = await brandsToWire(db, { q: body.name, page: 1, pageSize: 100 });
    const brand = listed.data.items.find((item) => item.brandID === params.brandID);
    if (!brand) throw new Error(`brand ${params.brandID} vanished after its rename`);
    return { status: 'success', message: `${body.name} is saved.`, data: brand };
  });
  registerRoute(app, calls.brandDelete, operator, async ({ params, request }) => {
    const before = await deleteBrandAudited(deps, scopeOf(request), params.brandID);
    return {
      status: 'success',
      message: `${before.name} is deleted.`,
      data: { brandID: before.id, name: before.name, logoUrl: before.logoUrl, productCount: 0 },
    };
  });

  // ---- sellers
  registerRoute(app, calls.sellers, operator, async ({ query }) => sellersToWire(db, query));
  for (const [endpoint, change] of [
    [calls.sellerReject, 'reject'],
    [calls.sellerSuspend, 'suspend'],
    [calls.sellerReinstate, 'reinstate'],
  ] as const) {
    registerRoute(app, endpoint, operator, async ({ params, request }) => {
      const result = await changeSellerStanding(deps, scopeOf(request), params.sellerID, change);
      return {
        status: 'success',
        message: `${result.shopName} is ${result.status}.`,
        data: { sellerID: params.sellerID, shopName: result.shopName, status: result.status },
      };
    });
  }
  const ordersOf = (request: FastifyRequest) =>
    createSellerOrderActions(deps, sellerScopeOf(request).sellerId);
  registerRoute(app, calls.sellerOrders, seller, async ({ query, request }) =>
    ordersOf(request).list(query),
  );
  registerRoute(app, calls.sellerOrder, seller, async ({ params, request }) =>
    ordersOf(request).detail(params.orderID),
  );
  registerRoute(app, calls.sellerShipment, seller, async ({ params, body, request }) =>
    ordersOf(request).recordShipment(params.orderID, body),
  );

  registerRoute(app, calls.profile, seller, async ({ request }) => ({
    status: 'success',
    data: await ownProfile(db, sellerScopeOf(request).sellerId),
  }));
  registerRoute(app, calls.profileUpdate, seller, async ({ body, request }) => {
    const scope = sellerScopeOf(request);
    await updateOwnProfile(deps, scope, body);
    return {
      status: 'success',
      message: 'Your shop profile is saved.',
      data: await ownProfile(db, scope.sellerId),
    };
  });
}
