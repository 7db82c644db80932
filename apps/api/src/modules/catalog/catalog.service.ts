// Catalog rules: how categories nest, how the menu boxes group, and what a listing shows.
import {
  NO_UPPER_PRICE,
  type Category,
  type ListProductsQuery,
  type Menu,
  type ProductCard,
} from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import { countryName } from '@haat/india';
import type { Database } from '../../db/client.ts';
import { calculateDiscountPercent, fromWireRupees, toWireRupees } from '../../lib/money.ts';
import {
  selectCategoryTree,
  selectDefaultVariants,
  selectListingFacets,
  selectMainCategory,
  selectProductCards,
  selectSellerName,
  type FacetRow,
  type ProductFilter,
} from './catalog.repository.ts';
import { nameIn, textIn } from './catalog-names.ts';

export async function listCategoryTree(db: Database, language: LanguageCode): Promise<Category[]> {
  const { mains, cats, subs } = await selectCategoryTree(db);
  return mains.map((main) => ({
    _id: main.id,
    name: nameIn(language, main),
    categories: cats
      .filter((category) => category.mainCategoryId === main.id)
      .map((category) => ({
        _id: category.id,
        name: nameIn(language, category),
        subsubCategories: subs
          .filter((sub) => sub.categoryId === category.id)
          .map((sub) => ({ _id: sub.id, name: nameIn(language, sub) })),
      })),
  }));
}

export async function listMenus(db: Database, language: LanguageCode): Promise<Menu[]> {
  const tree = await selectCategoryTree(db, { menuEntries: true });
  const entries = tree.entries;
  const categoryById = new Map(tree.cats.map((category) => [category.id, category]));
  return tree.mains.map((main) => {
    const boxes = new Map<number, Menu['subMenus'][number]['boxData']>();
    for (const entry of entries) {
      if (entry.mainCategoryId !== main.id) continue;
      const category = categoryById.get(entry.categoryId);
      if (!category) continue;
      const box = boxes.get(entry.boxIndex) ?? [];
      box.push({
        categoryDetails: { _id: category.id, name: nameIn(language, category) },
        subCatDetails: tree.subs
          .filter((sub) => sub.categoryId === category.id)
          .map((sub) => ({ _id: sub.id, name: nameIn(language, sub) })),
      });
      boxes.set(entry.boxIndex, box);
    }
    return {
      maincategories: { _id: main.id, name: nameIn(language, main) },
      subMenus: [...boxes.entries()].sort(([a], [b]) => a - b).map(([, boxData]) => ({ boxData })),
    };
  });
}

export function toProductFilter(query: ListProductsQuery): ProductFilter {
  return {
    mainCategoryId: query.mainCategoryID,
    categoryId: query.categoryID,
    subCategoryId: query.subCategoryID,
    brandId: query.brandID,
    sellerId: query.sellerID,
    productId: query.productID,
    cardId: query.cardID,
    offerId: query.offerID,
    originCountry: query.origin,
    // A lower bound of ₹0 bounds nothing (and would make the range read first, below).
    minPaise:
      query.minPrice === undefined || query.minPrice <= 0
        ? undefined
        : fromWireRupees(query.minPrice),
    // docs/spec.md §9: '10000+' sends 90000000, which means no upper bound at all.
    maxPaise:
      query.maxPrice === undefined || query.maxPrice >= NO_UPPER_PRICE
        ? undefined
        : fromWireRupees(query.maxPrice),
  };
}

export interface Listing {
  cards: ProductCard[];
  total: number;
  mainCategory: { name: string; fileUrl: string } | null;
  subCategories: Array<{ _id: string; name: string }>;
  brands: Array<{ _id: string; name: string }>;
  origins: Array<{ code: string; name: string; count: number }>;
  seller: { _id: string; name: string } | null;
}

/**
 * Cards for a filtered, sorted page of products: the shape every product grid shows, titled in
 * `language` (catalog-names.ts).
 */
export async function loadProductCards(
  db: Database,
  filter: ProductFilter,
  sort: 1 | -1 | undefined,
  limit: number,
  language: LanguageCode,
): Promise<ProductCard[]> {
  const rows = await selectProductCards(db, filter, sort, limit);
  const defaults = await selectDefaultVariants(
    db,
    rows.filter((row) => row.hasVariants).map((row) => row.id),
  );
  const defaultByProduct = new Map(defaults.map((row) => [row.product_id, row]));
  return rows.map((row): ProductCard => {
    const variant = defaultByProduct.get(row.id);
    return {
      productID: row.id,
      title: textIn(language, row.title, row.titleHi),
      mrPrice: toWireRupees(row.mrpPaise),
      salePrice: toWireRupees(row.salePaise),
      discountPercentage: calculateDiscountPercent(row.mrpPaise, row.salePaise),
      fileUrl: row.imageUrl,
      wishlist: false,
      ...(row.ratingCount > 0 ? { rating: averageRating(row.ratingSum, row.ratingCount) } : {}),
      ...(variant ? { colorID: variant.color_id, sizeID: variant.size_id } : {}),
    };
  });
}

export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

type NamedRef = { _id: string; name: string };

const byName = (a: NamedRef, b: NamedRef) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0;

/**
 * A listing's count and filter lists from its facet rows. The brand list ignores the brand filter
 * and the sub-category list ignores the sub-category filter, so a shopper can switch either.
 */
export function summariseFacets(
  rows: FacetRow[],
  filter: Pick<ProductFilter, 'brandId' | 'subCategoryId' | 'originCountry'>,
  language: LanguageCode,
): Pick<Listing, 'total' | 'brands' | 'subCategories' | 'origins'> {
  const brandMatches = (row: FacetRow) =>
    filter.brandId === undefined || row.brandId === filter.brandId;
  const subMatches = (row: FacetRow) =>
    filter.subCategoryId === undefined || row.subCategoryId === filter.subCategoryId;
  const originMatches = (row: FacetRow) =>
    filter.originCountry === undefined || row.originCountry === filter.originCountry;
  let total = 0;
  const brands = new Map<string, NamedRef>();
  const subCategories = new Map<string, NamedRef>();
  const origins = new Map<string, number>();
  for (const row of rows) {
    if (brandMatches(row) && subMatches(row) && originMatches(row)) total += row.products;
    if (subMatches(row) && originMatches(row)) {
      const name = nameIn(language, { name: row.brandName, nameHi: row.brandNameHi });
      brands.set(row.brandId, { _id: row.brandId, name });
    }
    if (brandMatches(row) && originMatches(row)) {
      const name = nameIn(language, { name: row.subCategoryName, nameHi: row.subCategoryNameHi });
      subCategories.set(row.subCategoryId, { _id: row.subCategoryId, name });
    }
    if (brandMatches(row) && subMatches(row) && row.originCountry !== null) {
      origins.set(row.originCountry, (origins.get(row.originCountry) ?? 0) + row.products);
    }
  }
  const countryLanguage = language === 'hi' ? 'hi' : 'en';
  return {
    total,
    brands: [...brands.values()].sort(byName),
    subCategories: [...subCategories.values()].sort(byName),
    // In the order of their names in the page's language (rule 6(10A): sortable).
    origins: [...origins.entries()]
      .map(([code, count]) => ({ code, name: countryName(code, countryLanguage), count }))
      .sort((a, b) => a.name.localeCompare(b.name, countryLanguage) || (a.code < b.code ? -1 : 1)),
  };
}

export async function listProducts(
  db: Database,
  query: ListProductsQuery,
  language: LanguageCode,
): Promise<Listing> {
  const filter = toProductFilter(query);
  const [cards, facets, main, seller] = await Promise.all([
    loadProductCards(db, filter, query.orderBy, query.limit, language),
    selectListingFacets(db, filter),
    selectMainCategory(db, filter),
    selectSellerName(db, filter.sellerId),
  ]);
  return {
    cards,
    seller: seller ? { _id: seller.id, name: seller.name } : null,
    ...summariseFacets(facets, filter, language),
    mainCategory: main ? { name: nameIn(language, main), fileUrl: main.imageUrl } : null,
  };
}
