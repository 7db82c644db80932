// SQL of the category tree and the brands as the back office edits them.
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  mainCategories,
  menuEntries,
  products,
  subCategories,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type CategoryLevel = 'main' | 'category' | 'sub';

export const LEVEL_TABLES = {
  main: mainCategories,
  category: categories,
  sub: subCategories,
} as const;

export async function selectCategoryTreeRows(db: Executor) {
  const counts = (column: PgColumn) =>
    db.select({ id: column, total: count() }).from(products).groupBy(column);
  const [mains, cats, subs, mainCounts, catCounts, subCounts] = await Promise.all([
    db.select().from(mainCategories).orderBy(asc(mainCategories.sortOrder), asc(mainCategories.id)),
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.sortOrder), asc(subCategories.id)),
    counts(products.mainCategoryId),
    counts(products.categoryId),
    counts(products.subCategoryId),
  ]);
  const countOf = new Map<string, number>(
    [...mainCounts, ...catCounts, ...subCounts].map((row) => [String(row.id), row.total]),
  );
  return { mains, cats, subs, countOf };
}

/** The id of `level` whose name (any case) is `name` under `parentId`, other than `exceptId`. */
export async function selectSiblingNamed(
  db: Executor,
  level: CategoryLevel,
  parentId: string | null,
  name: string,
  exceptId?: string,
): Promise<string | null> {
  const sameName = sql`lower(name) = lower(${name})`;
  const except = (column: PgColumn) => (exceptId ? ne(column, exceptId) : undefined);
  let rows: Array<{ id: string }>;
  if (level === 'main') {
    rows = await db
      .select({ id: mainCategories.id })
      .from(mainCategories)
      .where(and(sameName, except(mainCategories.id)));
  } else if (level === 'category') {
    rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(sameName, eq(categories.mainCategoryId, parentId ?? ''), except(categories.id)));
  } else {
    rows = await db
      .select({ id: subCategories.id })
      .from(subCategories)
      .where(and(sameName, eq(subCategories.categoryId, parentId ?? ''), except(subCategories.id)));
  }
  return rows[0]?.id ?? null;
}

export async function selectCategoryRow(db: Executor, level: CategoryLevel, id: string) {
  if (level === 'main') {
    const [row] = await db.select().from(mainCategories).where(eq(mainCategories.id, id));
    return row
      ? { id: row.id, name: row.name, nameHi: row.nameHi, parentId: null, sortOrder: row.sortOrder }
      : null;
  }
  if (level === 'category') {
    const [row] = await db.select().from(categories).where(eq(categories.id, id));
    return row
      ? {
          id: row.id,
          name: row.name,
          nameHi: row.nameHi,
          parentId: row.mainCategoryId,
          sortOrder: row.sortOrder,
          returnable: row.returnable,
          packaged: row.packaged,
          perishable: row.perishable,
        }
      : null;
  }
  const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id));
  return row
    ? {
        id: row.id,
        name: row.name,
        nameHi: row.nameHi,
        parentId: row.categoryId,
        sortOrder: row.sortOrder,
      }
    : null;
}

export async function countChildren(db: Executor, level: CategoryLevel, id: string) {
  const column = {
    main: products.mainCategoryId,
    category: products.categoryId,
    sub: products.subCategoryId,
  }[level];
  const [used] = await db.select({ total: count() }).from(products).where(eq(column, id));
  let children = 0;
  if (level === 'main') {
    [{ total: children } = { total: 0 }] = await db
      .select({ total: count() })
      .from(categories)
      .where(eq(categories.mainCategoryId, id));
  } else if (level === 'category') {
    [{ total: children } = { total: 0 }] = await db
      .select({ total: count() })
      .from(subCategories)
      .where(eq(subCategories.categoryId, id));
  }
  return { products: used?.total ?? 0, children };
}

export async function nextSortOrder(db: Executor, level: CategoryLevel, parentId: string | null) {
  const table = LEVEL_TABLES[level];
  const condition =
    level === 'category'
      ? eq(categories.mainCategoryId, parentId ?? '')
      : level === 'sub'
        ? eq(subCategories.categoryId, parentId ?? '')
        : undefined;
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.sortOrder}) + 1, 0)::int` })
    .from(table)
    .where(condition);
  return row?.next ?? 0;
}

export async function insertCategoryRow(
  db: Executor,
  level: CategoryLevel,
  row: {
    id: string;
    name: string;
    nameHi: string | null;
    parentId: string | null;
    sortOrder: number;
    imageUrl: string;
  },
) {
  if (level === 'main') {
    await db.insert(mainCategories).values({
      id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      imageUrl: row.imageUrl,
      sortOrder: row.sortOrder,
    });
  } else if (level === 'category') {
    await db.insert(categories).values({
      id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      mainCategoryId: row.parentId ?? '',
      sortOrder: row.sortOrder,
    });
  } else {
    await db.insert(subCategories).values({
      id: row.id,
      name: row.name,
      nameHi: row.nameHi,
      categoryId: row.parentId ?? '',
      sortOrder: row.sortOrder,
    });
  }
}

export async function updateCategoryRow(
  db: Executor,
  level: CategoryLevel,
  id: string,
  changes: {
    name: string;
    /** null: none; absent: unchanged. */
    nameHi?: string | null | undefined;
    sortOrder?: number | undefined;
    returnable?: boolean | undefined;
    packaged?: boolean | undefined;
    perishable?: boolean | undefined;
  },
) {
  const table = LEVEL_TABLES[level];
  await db
    .update(table)
    .set({
      name: changes.name,
      ...(changes.nameHi === undefined ? {} : { nameHi: changes.nameHi }),
      ...(changes.sortOrder === undefined ? {} : { sortOrder: changes.sortOrder }),
    })
    .where(eq(table.id, id));
  const marks = {
    ...(changes.returnable === undefined ? {} : { returnable: changes.returnable }),
    ...(changes.packaged === undefined ? {} : { packaged: changes.packaged }),
    ...(changes.perishable === undefined ? {} : { perishable: changes.perishable }),
  };
  if (level === 'category' && Object.keys(marks).length > 0) {
    await db.update(categories).set(marks).where(eq(categories.id, id));
  }
}

export async function deleteCategoryRow(db: Executor, level: CategoryLevel, id: string) {
  if (level === 'category') await db.delete(menuEntries).where(eq(menuEntries.categoryId, id));
  if (level === 'main') await db.delete(menuEntries).where(eq(menuEntries.mainCategoryId, id));
  const table = LEVEL_TABLES[level];
  await db.delete(table).where(eq(table.id, id));
}

export async function selectBrandPage(
  db: Executor,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const condition = search ? ilike(brands.name, containsPattern(search)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        brand: brands,
        // Written out: drizzle leaves a column unqualified inside a subquery, and a bare "id"
        // there is the product's own, so every brand counted 0.
        productCount: sql<number>`(select count(*)::int from products where products.brand_id = brands.id)`,
      })
      .from(brands)
      .where(condition)
      .orderBy(asc(brands.name))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(brands).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectBrandNamed(db: Executor, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        sql`lower(${brands.name}) = lower(${name})`,
        exceptId ? ne(brands.id, exceptId) : undefined,
      ),
    );
  return row?.id ?? null;
}

export async function selectBrand(db: Executor, id: string) {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  return row ?? null;
}

export async function insertBrand(db: Executor, row: typeof brands.$inferInsert) {
  await db.insert(brands).values(row);
}

/** `nameHi`: null for none, absent for unchanged. */
export async function renameBrand(db: Executor, id: string, name: string, nameHi?: string | null) {
  await db
    .update(brands)
    .set({ name, ...(nameHi === undefined ? {} : { nameHi }) })
    .where(eq(brands.id, id));
}

export async function countBrandProducts(db: Executor, id: string) {
  const [row] = await db.select({ total: count() }).from(products).where(eq(products.brandId, id));
  return row?.total ?? 0;
}

export async function deleteBrandRow(db: Executor, id: string) {
  await db.delete(brands).where(eq(brands.id, id));
}
