// The category tree (main → category → sub) as the operator changes it, each change with its
// audit row (before and after) in one transaction; and the tree as the back office reads it.
import type { CategoryTree } from '@haat/contract';
import type { Executor } from '../../../db/client.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import {
  createCategory,
  deleteCategory,
  selectCategoryTreeRows,
  updateCategory,
} from '../../catalog/index.ts';
import { type OperatorDependencies, auditAs } from '../shared/operator.ts';

type Deps = Pick<OperatorDependencies, 'db' | 'clock' | 'storage'>;
type CategoryLevel = 'main' | 'category' | 'sub';

export async function createCategoryAudited(
  deps: Deps,
  scope: BackOfficeScope,
  input: { level: CategoryLevel; parentId: string | null; name: string; nameHi: string | null },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const created = await createCategory(tx, input, deps.storage.media);
    await auditAs(tx, scope, {
      action: `category.create`,
      target: created.id,
      details: { before: null, after: { ...input } },
      at: now,
    });
    return created;
  });
}

export async function updateCategoryAudited(
  deps: Deps,
  scope: BackOfficeScope,
  input: {
    level: CategoryLevel;
    id: string;
    name: string;
    nameHi?: string | null | undefined;
    order?: number | undefined;
    returnable?: boolean | undefined;
    packaged?: boolean | undefined;
    perishable?: boolean | undefined;
  },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const change = await updateCategory(tx, input);
    await auditAs(tx, scope, {
      action: 'category.update',
      target: input.id,
      details: { level: input.level, before: change.before, after: change.after },
      at: now,
    });
    return change.after;
  });
}

export async function deleteCategoryAudited(
  deps: Deps,
  scope: BackOfficeScope,
  level: CategoryLevel,
  id: string,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await deleteCategory(tx, level, id);
    await auditAs(tx, scope, {
      action: 'category.delete',
      target: id,
      details: { level, before, after: null },
      at: now,
    });
    return before;
  });
}

export async function categoryTreeToWire(db: Executor): Promise<CategoryTree> {
  const { mains, cats, subs, countOf } = await selectCategoryTreeRows(db);
  const node = (row: { id: string; name: string; nameHi: string | null; sortOrder: number }) => ({
    id: row.id,
    name: row.name,
    nameHi: row.nameHi,
    order: row.sortOrder,
    productCount: countOf.get(row.id) ?? 0,
  });
  return mains.map((main) => ({
    ...node(main),
    categories: cats
      .filter((category) => category.mainCategoryId === main.id)
      .map((category) => ({
        ...node(category),
        returnable: category.returnable,
        packaged: category.packaged,
        perishable: category.perishable,
        subCategories: subs.filter((sub) => sub.categoryId === category.id).map(node),
      })),
  }));
}
