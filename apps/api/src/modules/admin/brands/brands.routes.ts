// Brands in the back office: anyone signed in reads the list (sellers pick one for a product);
// only the operator adds, renames or deletes one.
import { brandsBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import { storedHindiName } from '../shared/hindi-name.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import {
  brandsToWire,
  createBrandAudited,
  deleteBrandAudited,
  updateBrandAudited,
} from './brands.service.ts';

export function registerBrandRoutes(app: FastifyInstance, access: RouteAccess) {
  const { deps, scopeOf } = access;
  const { db } = deps;
  registerRoute(app, brandsBackOfficeEndpoints.brands, async ({ query }) =>
    brandsToWire(db, query),
  );
  registerRoute(app, brandsBackOfficeEndpoints.brandCreate, async ({ body, request }) => {
    const nameHi = storedHindiName(body.nameHi) ?? null;
    const brand = await createBrandAudited(deps, scopeOf(request), body.name, nameHi);
    return {
      status: 'success',
      message: `${brand.name} is added.`,
      data: {
        brandID: brand.id,
        name: brand.name,
        nameHi: brand.nameHi,
        logoUrl: brand.logoUrl,
        productCount: 0,
      },
    };
  });
  registerRoute(app, brandsBackOfficeEndpoints.brandUpdate, async ({ params, body, request }) => {
    const nameHi = storedHindiName(body.nameHi);
    await updateBrandAudited(deps, scopeOf(request), params.brandID, body.name, nameHi);
    const listed = await brandsToWire(db, { q: body.name, page: 1, pageSize: 100 });
    const brand = listed.data.items.find((item) => item.brandID === params.brandID);
    if (!brand) throw new Error(`brand ${params.brandID} vanished after its rename`);
    return { status: 'success', message: `${body.name} is saved.`, data: brand };
  });
  registerRoute(app, brandsBackOfficeEndpoints.brandDelete, async ({ params, request }) => {
    const before = await deleteBrandAudited(deps, scopeOf(request), params.brandID);
    return {
      status: 'success',
      message: `${before.name} is deleted.`,
      data: {
        brandID: before.id,
        name: before.name,
        nameHi: before.nameHi,
        logoUrl: before.logoUrl,
        productCount: 0,
      },
    };
  });
}
