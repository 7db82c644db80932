// SQL of one product's page: the product with its tree, variants, images, reviews and neighbours.
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { readRows, type Executor } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import {
  brands,
  categories,
  customers,
  mainCategories,
  productColors,
  productImages,
  productSizes,
  products,
  reviews,
  sellers,
  subCategories,
} from '../../db/schema/index.ts';

export async function selectProductWithTree(db: Executor, productId: string) {
  const [row] = await db
    .select({
      product: products,
      mainCategory: {
        id: mainCategories.id,
        name: mainCategories.name,
        nameHi: mainCategories.nameHi,
      },
      category: {
        id: categories.id,
        name: categories.name,
        nameHi: categories.nameHi,
        packaged: categories.packaged,
        perishable: categories.perishable,
      },
      subCategory: { id: subCategories.id, name: subCategories.name, nameHi: subCategories.nameHi },
      brand: { id: brands.id, name: brands.name, nameHi: brands.nameHi },
      seller: {
        id: sellers.id,
        slug: sellers.slug,
        name: sellers.shopName,
        gstin: sellers.gstin,
        address: sellers.address,
        city: sellers.city,
        state: sellers.state,
        pincode: sellers.pincode,
        country: sellers.country,
        mobile: sellers.mobile,
        email: sellers.email,
      },
    })
    .from(products)
    .innerJoin(mainCategories, eq(mainCategories.id, products.mainCategoryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), eq(products.isPublished, true)));
  return row ?? null;
}

/** The products' colours, sizes and pictures, each in its order, in one statement. */
export async function selectVariants(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return { colors: [], sizes: [], images: [] };
  const [row] = readRows<{
    colors: Array<typeof productColors.$inferSelect>;
    sizes: Array<typeof productSizes.$inferSelect>;
    images: Array<typeof productImages.$inferSelect>;
  }>(
    await db.execute(sql`select
      ${jsonRows(productColors, {
        where: inArray(productColors.productId, productIds),
        orderBy: [asc(productColors.sortOrder)],
      })} as colors,
      ${jsonRows(productSizes, {
        where: inArray(productSizes.productId, productIds),
        orderBy: [asc(productSizes.sortOrder)],
      })} as sizes,
      ${jsonRows(productImages, {
        where: inArray(productImages.productId, productIds),
        orderBy: [asc(productImages.sortOrder)],
      })} as images`),
  );
  return { colors: row?.colors ?? [], sizes: row?.sizes ?? [], images: row?.images ?? [] };
}

export function selectReviews(db: Executor, productId: string, limit: number) {
  return db
    .select({
      rating: reviews.rating,
      remark: reviews.remark,
      createdAt: reviews.createdAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

export async function selectRelatedProductIds(
  db: Executor,
  product: { id: string; subCategoryId: string },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.subCategoryId, product.subCategoryId),
        ne(products.id, product.id),
        eq(products.isPublished, true),
      ),
    )
    // `nulls last` as products_sub_category_popularity_idx has it (the count is never null).
    .orderBy(sql`${products.ratingCount} desc nulls last`, asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Variant products for the demo list (docs/spec.md §7: GET /public/products with no query). */
export async function selectDemoProducts(db: Executor, limit: number) {
  return db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.hasVariants, true), eq(products.isPublished, true)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/**
 * A seller's rating: the reviews of its listed products together (sum and count), read from
 * products_seller_rating_idx alone.
 */
export async function selectSellerRating(db: Executor, sellerId: string): Promise<SellerRating> {
  const [row] = await db
    .select({
      ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`,
      ratingCount: sql<number>`coalesce(sum(${products.ratingCount}), 0)::int`,
      productCount: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.isPublished, true)));
  return {
    ratingSum: row?.ratingSum ?? 0,
    ratingCount: row?.ratingCount ?? 0,
    productCount: row?.productCount ?? 0,
  };
}

/** The rating totals of a seller's listed products, and how many it lists. */
export interface SellerRating {
  ratingSum: number;
  ratingCount: number;
  productCount: number;
}

/** An approved seller by its storefront address, with what its page shows; undefined if none. */
export async function selectApprovedSellerBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({
      id: sellers.id,
      slug: sellers.slug,
      name: sellers.shopName,
      description: sellers.description,
      gstin: sellers.gstin,
      address: sellers.address,
      city: sellers.city,
      state: sellers.state,
      pincode: sellers.pincode,
      country: sellers.country,
      mobile: sellers.mobile,
      createdAt: sellers.createdAt,
    })
    .from(sellers)
    .where(and(eq(sellers.slug, slug), eq(sellers.status, 'approved')));
  return row;
}
