// What the sitemaps list, read from the catalogue's tables (read only: catalog owns them).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  mainCategories,
  productImages,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.ts';

export interface CategoryPathRow {
  mainCategoryId: string;
  categoryId: string | null;
  subCategoryId: string | null;
}

/** Every main category, category and sub-category that has a published product. */
export async function selectListedCategoryPaths(db: Executor): Promise<CategoryPathRow[]> {
  const listed = sql`exists (select 1 from ${products} where ${products.isPublished}`;
  const mains = await db
    .select({ mainCategoryId: mainCategories.id })
    .from(mainCategories)
    .where(sql`${listed} and ${products.mainCategoryId} = ${mainCategories.id})`)
    .orderBy(asc(mainCategories.sortOrder), asc(mainCategories.id));
  const middles = await db
    .select({ mainCategoryId: categories.mainCategoryId, categoryId: categories.id })
    .from(categories)
    .where(sql`${listed} and ${products.categoryId} = ${categories.id})`)
    .orderBy(asc(categories.mainCategoryId), asc(categories.sortOrder), asc(categories.id));
  const subs = await db
    .select({
      mainCategoryId: categories.mainCategoryId,
      categoryId: categories.id,
      subCategoryId: subCategories.id,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(sql`${listed} and ${products.subCategoryId} = ${subCategories.id})`)
    .orderBy(asc(categories.mainCategoryId), asc(subCategories.sortOrder), asc(subCategories.id));
  return [
    ...mains.map((row) => ({ ...row, categoryId: null, subCategoryId: null })),
    ...middles.map((row) => ({ ...row, subCategoryId: null })),
    ...subs,
  ];
}

export async function selectListedBrandIds(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: brands.id })
    .from(brands)
    .innerJoin(products, and(eq(products.brandId, brands.id), eq(products.isPublished, true)))
    .orderBy(asc(brands.id));
  return rows.map((row) => row.id);
}

/** Approved sellers with something to buy: each has a listing and a page of its own. */
export async function selectListedSellers(
  db: Executor,
): Promise<Array<{ id: string; slug: string }>> {
  return db
    .selectDistinct({ id: sellers.id, slug: sellers.slug })
    .from(sellers)
    .innerJoin(products, and(eq(products.sellerId, sellers.id), eq(products.isPublished, true)))
    .where(eq(sellers.status, 'approved'))
    .orderBy(asc(sellers.id));
}

export async function countPublishedProducts(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.isPublished, true));
  return Number(row?.count ?? 0);
}

/** One page of published products in id order (sitemap pages are cached, so OFFSET is fine). */
export async function selectPublishedProductPage(
  db: Executor,
  page: number,
  perPage: number,
): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(asc(products.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

export interface ProductCardRow {
  id: string;
  title: string;
  brand: string;
  salePaise: number;
  mrpPaise: number;
  ratingSum: number;
  ratingCount: number;
  pictureUrl: string | null;
}

/** What a link preview of a published product shows: title, brand, price and first picture. */
export async function selectProductCard(
  db: Executor,
  productId: string,
): Promise<ProductCardRow | null> {
  const [row] = await db
    .select({
      id: products.id,
      title: products.title,
      brand: brands.name,
      salePaise: products.salePaise,
      mrpPaise: products.mrpPaise,
      ratingSum: products.ratingSum,
      ratingCount: products.ratingCount,
      pictureUrl: sql<string | null>`(select ${productImages.url} from ${productImages}
        where ${productImages.productId} = ${products.id}
        order by ${productImages.sortOrder}, ${productImages.id} limit 1)`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, productId), eq(products.isPublished, true)))
    .limit(1);
  return row ?? null;
}
