// Categories in the back office: anyone signed in reads the tree (sellers file their products in
// it); only the operator changes it.
import { categoriesBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import { storedHindiName } from '../shared/hindi-name.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import {
  categoryTreeToWire,
  createCategoryAudited,
  deleteCategoryAudited,
  updateCategoryAudited,
} from './categories.service.ts';

export function registerCategoryRoutes(app: FastifyInstance, access: RouteAccess) {
  const { deps, scopeOf } = access;
  registerRoute(app, categoriesBackOfficeEndpoints.categories, async () => ({
    status: 'success',
    data: await categoryTreeToWire(deps.db),
  }));
  registerRoute(app, categoriesBackOfficeEndpoints.categoryCreate, async ({ body, request }) => {
    const created = await createCategoryAudited(deps, scopeOf(request), {
      level: body.level,
      parentId: body.parentID ?? null,
      name: body.name,
      nameHi: storedHindiName(body.nameHi) ?? null,
    });
    return { status: 'success', message: `${created.name} is added.`, data: created };
  });
  registerRoute(app, categoriesBackOfficeEndpoints.categoryUpdate, async ({ params, body, request }) => {
    const after = await updateCategoryAudited(deps, scopeOf(request), {
      level: params.level,
      id: params.categoryID,
      name: body.name,
      nameHi: storedHindiName(body.nameHi),
      order: body.order,
      returnable: body.returnable,
      packaged: body.packaged,
      perishable: body.perishable,
    });
    return {
      status: 'success',
      message: savedMessage(body),
      data: { level: params.level, id: params.categoryID, name: after?.name ?? body.name },
    };
  });
  registerRoute(app, categoriesBackOfficeEndpoints.categoryDelete, async ({ params, request }) => {
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
}

/** What the change settled, in the operator's words. */
function savedMessage(body: {
  name: string;
  returnable?: boolean | undefined;
  packaged?: boolean | undefined;
  perishable?: boolean | undefined;
}): string {
  const said: string[] = [];
  if (body.returnable !== undefined) {
    said.push(`its products ${body.returnable ? 'may' : 'may not'} be returned`);
  }
  if (body.packaged !== undefined) {
    said.push(
      body.packaged
        ? 'its products are packaged and must carry every declaration'
        : 'its products are not packaged',
    );
  }
  if (body.perishable !== undefined) {
    said.push(body.perishable ? 'its products are perishable' : 'its products are not perishable');
  }
  return said.length === 0
    ? `${body.name} is saved.`
    : `${body.name} is saved: ${said.join('; ')}.`;
}
