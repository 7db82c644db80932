// SQL of the back office's products: a page of products for the list, one product with
// its colours, sizes and pictures for the edit form, and the rows a save writes.
import { and, asc, count, desc, eq, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  brands,
  categories,
  mainCategories,
  productColors,
  productImages,
  productSizes,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type ProductRow = typeof products.$inferSelect;
export type ColourRow = typeof productColors.$inferSelect;
export type SizeRow = typeof productSizes.$inferSelect;
export type ProductStatus = ProductRow['status'];

export interface ProductPageFilter {
  sellerId?: string | undefined;
  search?: string | undefined;
  status?: ProductStatus | undefined;
  /** A main category, category or sub-category id. */
  categoryId?: string | undefined;
}

export type ProductPageSort = 'title' | 'price' | 'stock' | 'updatedAt';

const SORT_COLUMNS = {
  title: products.title,
  price: products.salePaise,
  stock: products.stock,
  updatedAt: products.updatedAt,
} as const;

export async function selectProductPage(
  db: Executor,
  filter: ProductPageFilter,
  order: { sort: ProductPageSort; dir: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const condition: SQL | undefined = and(
    filter.sellerId ? eq(products.sellerId, filter.sellerId) : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.categoryId
      ? or(
          eq(products.mainCategoryId, filter.categoryId),
          eq(products.categoryId, filter.categoryId),
          eq(products.subCategoryId, filter.categoryId),
        )
      : undefined,
    filter.search
      ? or(
          ilike(products.title, containsPattern(filter.search)),
          ilike(products.sku, containsPattern(filter.search)),
        )
      : undefined,
  );
  const column = SORT_COLUMNS[order.sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        product: products,
        brandName: brands.name,
        shopName: sellers.shopName,
        categoryName: categories.name,
        subCategoryName: subCategories.name,
        variantCount: sql<number>`(select count(*)::int from ${productSizes} where ${productSizes.productId} = ${products.id})`,
        imageUrl: sql<
          string | null
        >`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.sortOrder} limit 1)`,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .where(condition)
      .orderBy(order.dir === 'asc' ? asc(column) : desc(column), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(products).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function selectProductForEdit(db: Executor, productId: string, lock = false) {
  const query = db
    .select({
      product: products,
      shopName: sellers.shopName,
      sellerStatus: sellers.status,
      packaged: categories.packaged,
      perishable: categories.perishable,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update', { of: products }) : await query;
  if (!row) return null;
  const [colours, sizes, pictures] = await Promise.all([
    db
      .select()
      .from(productColors)
      .where(eq(productColors.productId, productId))
      .orderBy(asc(productColors.sortOrder), asc(productColors.id)),
    db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, productId))
      .orderBy(asc(productSizes.sortOrder), asc(productSizes.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
  ]);
  return { ...row, colours, sizes, pictures };
}
export type ProductForEdit = NonNullable<Awaited<ReturnType<typeof selectProductForEdit>>>;

/** The sub-category with its category and main category, and their names (for search words). */
export async function selectSubCategoryPlace(db: Executor, subCategoryId: string) {
  const [row] = await db
    .select({
      subCategoryId: subCategories.id,
      subName: subCategories.name,
      categoryId: categories.id,
      categoryName: categories.name,
      packaged: categories.packaged,
      perishable: categories.perishable,
      mainCategoryId: mainCategories.id,
      mainName: mainCategories.name,
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(mainCategories, eq(mainCategories.id, categories.mainCategoryId))
    .where(eq(subCategories.id, subCategoryId));
  return row ?? null;
}

export async function selectBrandName(db: Executor, brandId: string): Promise<string | null> {
  const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return row?.name ?? null;
}

export async function insertProduct(db: Executor, row: typeof products.$inferInsert) {
  await db.insert(products).values(row);
}

export async function updateProduct(
  db: Executor,
  productId: string,
  changes: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await db.update(products).set(changes).where(eq(products.id, productId));
}

export async function insertColour(db: Executor, row: typeof productColors.$inferInsert) {
  await db.insert(productColors).values(row);
}

export async function updateColour(
  db: Executor,
  id: string,
  changes: { name: string; sortOrder: number; nameHi?: string | null },
) {
  await db.update(productColors).set(changes).where(eq(productColors.id, id));
}

export async function insertSize(db: Executor, row: typeof productSizes.$inferInsert) {
  await db.insert(productSizes).values(row);
}

export async function updateSize(
  db: Executor,
  id: string,
  changes: Pick<SizeRow, 'name' | 'mrpPaise' | 'salePaise' | 'stock' | 'sortOrder' | 'colorId'>,
) {
  await db.update(productSizes).set(changes).where(eq(productSizes.id, id));
}

/** Removes sizes, then colours (their pictures with them); order lines keep their own copy. */
export async function deleteVariants(db: Executor, sizeIds: string[], colourIds: string[]) {
  if (sizeIds.length > 0) await db.delete(productSizes).where(inArray(productSizes.id, sizeIds));
  if (colourIds.length > 0) {
    await db.delete(productImages).where(inArray(productImages.colorId, colourIds));
    await db.delete(productColors).where(inArray(productColors.id, colourIds));
  }
}

/** The cheapest size's price and MRP and the sum of stock: what listings sort and filter on. */
export async function selectVariantSummary(db: Executor, productId: string) {
  const [totals] = await db
    .select({
      stock: sql<number>`coalesce(sum(${productSizes.stock}), 0)::int`,
      cheapest: min(productSizes.salePaise),
    })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  const [cheapest] = await db
    .select({ mrpPaise: productSizes.mrpPaise, salePaise: productSizes.salePaise })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(asc(productSizes.salePaise), asc(productSizes.id))
    .limit(1);
  return { stock: totals?.stock ?? 0, cheapest: cheapest ?? null };
}

/** Lists or unlists every product of a seller, as its standing changes. */
export async function relistSellerProducts(
  db: Executor,
  sellerId: string,
  approved: boolean,
): Promise<number> {
  const changed = await db
    .update(products)
    .set({ isPublished: approved ? sql`${products.status} = 'published'` : false })
    .where(eq(products.sellerId, sellerId))
    .returning({ id: products.id });
  return changed.length;
}
