// All SQL of the catalog tables: categories, menus and product listings.
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { readRows, type Database, type Executor } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { plannedPerValue } from '../../db/statement-cache.ts';
import {
  brands,
  categories,
  mainCategories,
  menuEntries,
  offerCardProducts,
  offerCards,
  products,
  sellers,
  subCategories,
} from '../../db/schema/index.ts';

/** The category tree (and, when asked, the menus' entries), each level in its order, in one statement. */
export async function selectCategoryTree(db: Database, options: { menuEntries?: boolean } = {}) {
  const [row] = readRows<{
    mains: Array<typeof mainCategories.$inferSelect>;
    cats: Array<typeof categories.$inferSelect>;
    subs: Array<typeof subCategories.$inferSelect>;
    entries: Array<typeof menuEntries.$inferSelect> | null;
  }>(
    await db.execute(sql`select
      ${jsonRows(mainCategories, { orderBy: [asc(mainCategories.sortOrder), asc(mainCategories.name)] })} as mains,
      ${jsonRows(categories, { orderBy: [asc(categories.sortOrder), asc(categories.name)] })} as cats,
      ${jsonRows(subCategories, { orderBy: [asc(subCategories.sortOrder), asc(subCategories.name)] })} as subs,
      ${
        options.menuEntries
          ? jsonRows(menuEntries, {
              orderBy: [asc(menuEntries.boxIndex), asc(menuEntries.sortOrder)],
            })
          : sql`null`
      } as entries`),
  );
  return {
    mains: row?.mains ?? [],
    cats: row?.cats ?? [],
    subs: row?.subs ?? [],
    entries: row?.entries ?? [],
  };
}

/** Every category's and brand's name with its Hindi name, for search (a Hindi name finds its products). */
export async function selectHindiNames(
  db: Executor,
): Promise<Array<{ name: string; nameHi: string | null }>> {
  const named = <
    T extends typeof mainCategories | typeof categories | typeof subCategories | typeof brands,
  >(
    table: T,
  ) =>
    db
      .select({ name: table.name, nameHi: table.nameHi })
      .from(table as typeof brands)
      .where(isNotNull(table.nameHi));
  const lists = await Promise.all([
    named(mainCategories),
    named(categories),
    named(subCategories),
    named(brands),
  ]);
  return lists.flat();
}

export interface ProductFilter {
  mainCategoryId?: string | undefined;
  categoryId?: string | undefined;
  subCategoryId?: string | undefined;
  brandId?: string | undefined;
  sellerId?: string | undefined;
  productId?: string | undefined;
  /** A given set of products (related products, offer banners). */
  productIds?: string[] | undefined;
  cardId?: string | undefined;
  offerId?: string | undefined;
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
  /** ISO 3166-1 alpha-2: products made in that country (products_origin_idx). */
  originCountry?: string | undefined;
}

type FilterKey = keyof ProductFilter;

/** The WHERE of a listing; `skip` leaves one filter out (the brand list ignores the brand filter). */
function buildProductConditions(filter: ProductFilter, skip?: FilterKey): SQL | undefined {
  const conditions: SQL[] = [eq(products.isPublished, true)];
  const use = (key: FilterKey) => key !== skip && filter[key] !== undefined;
  if (use('mainCategoryId')) conditions.push(eq(products.mainCategoryId, filter.mainCategoryId!));
  if (use('categoryId')) conditions.push(eq(products.categoryId, filter.categoryId!));
  if (use('subCategoryId')) conditions.push(eq(products.subCategoryId, filter.subCategoryId!));
  if (use('brandId')) conditions.push(eq(products.brandId, filter.brandId!));
  if (use('sellerId')) conditions.push(eq(products.sellerId, filter.sellerId!));
  if (use('productId')) conditions.push(eq(products.id, filter.productId!));
  if (use('productIds'))
    conditions.push(
      inArray(products.id, filter.productIds!.length > 0 ? filter.productIds! : ['']),
    );
  if (use('minPaise')) conditions.push(gte(products.salePaise, filter.minPaise!));
  if (use('maxPaise')) conditions.push(lte(products.salePaise, filter.maxPaise!));
  if (use('originCountry')) conditions.push(eq(products.originCountry, filter.originCountry!));
  if (use('cardId')) {
    conditions.push(
      inArray(
        products.id,
        sql`(select ${offerCardProducts.productId} from ${offerCardProducts} where ${offerCardProducts.cardId} = ${filter.cardId!})`,
      ),
    );
  }
  if (use('offerId')) {
    conditions.push(
      inArray(
        products.id,
        sql`(select ${offerCardProducts.productId} from ${offerCardProducts} join ${offerCards} on ${offerCards.id} = ${offerCardProducts.cardId} where ${offerCards.offerId} = ${filter.offerId!})`,
      ),
    );
  }
  return and(...conditions);
}

/** Only a given set of products, no scope and no price range. */
function isGivenProducts(filter: ProductFilter): boolean {
  return (
    filter.productIds !== undefined &&
    Object.entries(filter).every(([key, value]) => key === 'productIds' || value === undefined)
  );
}

// Written out in full: drizzle prints `${products.id}` unqualified in a one-table select, and
// inside this subquery an unqualified `id` would be the image's own id.
const firstImageUrl = sql<string>`coalesce((select pi.url from product_images pi where pi.product_id = "products"."id" order by pi.sort_order limit 1), '')`;

export async function selectProductCards(
  db: Database,
  filter: ProductFilter,
  sort: 1 | -1 | undefined,
  limit: number,
) {
  const order =
    sort === 1
      ? [asc(products.salePaise), asc(products.id)]
      : sort === -1
        ? [desc(products.salePaise), asc(products.id)]
        : [asc(products.id)];
  const conditions = buildProductConditions(filter);
  // A price range in the default order: the range is read first (an index range of the scope's
  // prices, `OFFSET 0` keeps the planner from folding it in), then its first ids. Left to itself
  // the planner walks the whole catalogue in id order hoping to meet the range soon, and a range
  // with no products in it read all million rows (docs/decisions/catalogue.md).
  const isPriceRangeInDefaultOrder =
    sort === undefined && (filter.minPaise !== undefined || filter.maxPaise !== undefined);
  const where = isPriceRangeInDefaultOrder
    ? inArray(
        products.id,
        sql`(select band.id from (select ${products.id} as id from ${products} where ${conditions} offset 0) band order by band.id limit ${limit})`,
      )
    : conditions;
  return (
    db
      .select({
        id: products.id,
        title: products.title,
        titleHi: products.titleHi,
        mrpPaise: products.mrpPaise,
        salePaise: products.salePaise,
        ratingSum: products.ratingSum,
        ratingCount: products.ratingCount,
        hasVariants: products.hasVariants,
        imageUrl: firstImageUrl,
      })
      .from(products)
      // A scope of forty products or a sixth of the catalogue, a price range or none: one generic
      // plan cannot serve them all (docs/decisions/catalogue.md). A given set of products (a product
      // page's related ones) is read by its ids whatever they are: that plan is kept.
      .where(isGivenProducts(filter) ? where : plannedPerValue(where))
      .orderBy(...order)
      .limit(limit)
  );
}

export interface FacetRow {
  brandId: string;
  brandName: string;
  brandNameHi: string | null;
  subCategoryId: string;
  subCategoryName: string;
  subCategoryNameHi: string | null;
  /** Null: the products state no country of origin. */
  originCountry: string | null;
  products: number;
}

/**
 * Products per (brand, sub-category, country of origin) under every filter but those three: one
 * scan (index-only on products_facets_idx, or products_brand_sub_category_idx unscoped) from which
 * the service reads the count and the three filter lists, instead of four scans of the same rows.
 */
export async function selectListingFacets(
  db: Database,
  filter: ProductFilter,
): Promise<FacetRow[]> {
  const groups = db
    .select({
      brandId: products.brandId,
      subCategoryId: products.subCategoryId,
      originCountry: products.originCountry,
      products: sql<number>`count(*)::int`.as('products'),
    })
    .from(products)
    .where(
      plannedPerValue(
        buildProductConditions({
          ...filter,
          brandId: undefined,
          subCategoryId: undefined,
          originCountry: undefined,
        }),
      ),
    )
    .groupBy(products.brandId, products.subCategoryId, products.originCountry)
    .as('groups');
  return db
    .select({
      brandId: groups.brandId,
      brandName: brands.name,
      brandNameHi: brands.nameHi,
      subCategoryId: groups.subCategoryId,
      subCategoryName: subCategories.name,
      subCategoryNameHi: subCategories.nameHi,
      originCountry: groups.originCountry,
      products: groups.products,
    })
    .from(groups)
    .innerJoin(brands, eq(brands.id, groups.brandId))
    .innerJoin(subCategories, eq(subCategories.id, groups.subCategoryId));
}

export async function selectMainCategory(
  db: Database,
  filter: { mainCategoryId?: string | undefined; categoryId?: string | undefined },
) {
  if (filter.mainCategoryId) {
    const [row] = await db
      .select()
      .from(mainCategories)
      .where(eq(mainCategories.id, filter.mainCategoryId));
    return row ?? null;
  }
  if (filter.categoryId) {
    const [row] = await db
      .select({
        id: mainCategories.id,
        name: mainCategories.name,
        nameHi: mainCategories.nameHi,
        imageUrl: mainCategories.imageUrl,
        sortOrder: mainCategories.sortOrder,
      })
      .from(categories)
      .innerJoin(mainCategories, eq(mainCategories.id, categories.mainCategoryId))
      .where(eq(categories.id, filter.categoryId));
    return row ?? null;
  }
  return null;
}

/** The shop name of the seller a listing is scoped to. */
export async function selectSellerName(db: Database, sellerId: string | undefined) {
  if (sellerId === undefined) return null;
  const [row] = await db
    .select({ id: sellers.id, name: sellers.shopName })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return row ?? null;
}

/** First colour and its first size of each variant product: the default a card adds to cart. */
export async function selectDefaultVariants(db: Database, productIds: string[]) {
  if (productIds.length === 0) return [];
  // One index probe per product: a DISTINCT ON over all their sizes sorted them all (68 ms for a
  // Load More of 200 cards at a million products).
  const result = await db.execute(sql`
    select p.id as product_id, first.color_id, first.size_id
    from products p
    cross join lateral (
      select s.color_id, s.id as size_id
      from product_sizes s join product_colors c on c.id = s.color_id
      where s.product_id = p.id
      order by c.sort_order, s.sort_order
      limit 1
    ) first
    where p.id in ${productIds}`);
  return readRows<{ product_id: string; color_id: string; size_id: string }>(result);
}
