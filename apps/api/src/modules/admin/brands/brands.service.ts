// Brands as the operator changes them, each change with its audit row (before and after) in one
// transaction; and the brand list as the back office reads it.
import type { BrandsAnswer, BrandsQuery } from '@haat/contract';
import type { Executor } from '../../../db/client.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import { createBrand, deleteBrand, selectBrandPage, updateBrand } from '../../catalog/index.ts';
import { type OperatorDependencies, auditAs } from '../shared/operator.ts';
import { pageOf } from '../shared/paging.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock' | 'storage'>;

export async function createBrandAudited(
  deps: Deps,
  scope: BackOfficeScope,
  name: string,
  nameHi: string | null = null,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const brand = await createBrand(tx, name, deps.storage.media, nameHi);
    await auditAs(tx, scope, {
      action: 'brand.create',
      target: brand.id,
      details: { before: null, after: brand },
      at: now,
    });
    return brand;
  });
}

export async function updateBrandAudited(
  deps: Deps,
  scope: BackOfficeScope,
  id: string,
  name: string,
  /** null: none; absent: unchanged. */
  nameHi?: string | null,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const change = await updateBrand(tx, id, name, nameHi);
    await auditAs(tx, scope, {
      action: 'brand.update',
      target: id,
      details: {
        before: { name: change.before.name, nameHi: change.before.nameHi },
        after: { name, nameHi: change.after.nameHi },
      },
      at: now,
    });
    return change.after;
  });
}

export async function deleteBrandAudited(deps: Deps, scope: BackOfficeScope, id: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await deleteBrand(tx, id);
    await auditAs(tx, scope, {
      action: 'brand.delete',
      target: id,
      details: { before: { name: before.name, logoUrl: before.logoUrl }, after: null },
      at: now,
    });
    return before;
  });
}

export async function brandsToWire(db: Executor, query: BrandsQuery): Promise<BrandsAnswer> {
  const page = pageOf(query);
  const { rows, total } = await selectBrandPage(db, query.q || undefined, page);
  return {
    status: 'success',
    data: {
      items: rows.map((row) => ({
        brandID: row.brand.id,
        name: row.brand.name,
        nameHi: row.brand.nameHi,
        logoUrl: row.brand.logoUrl,
        productCount: row.productCount,
      })),
      total,
      page: page.page,
      pageSize: page.pageSize,
    },
  };
}
