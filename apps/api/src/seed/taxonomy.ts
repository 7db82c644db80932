// Ids and lookups over the demo taxonomy, brands and sellers: which brands and sellers a
// sub-category draws from, and the order in which sub-categories receive products.
import { MAIN_CATEGORIES } from './catalog-data.ts';
import type { CategorySeed, MainCategorySeed, SubCategorySeed } from './catalog-data.ts';
import { BRANDS, SELLERS } from './people-data.ts';
import type { BrandSeed, SellerSeed } from './people-data.ts';

export const mainCategoryId = (main: MainCategorySeed): string => `mc_${main.key}`;
export const categoryId = (category: CategorySeed): string => `cat_${category.key}`;
export const subCategoryId = (sub: SubCategorySeed): string => `sub_${sub.key}`;
export const brandId = (brand: BrandSeed): string => `br_${brand.key}`;
export const sellerId = (seller: SellerSeed): string => `sl_${seller.key}`;

export interface SubCategoryPlace {
  readonly sub: SubCategorySeed;
  readonly category: CategorySeed;
  readonly main: MainCategorySeed;
  readonly brands: readonly BrandSeed[];
  /** Sellers listing this category; India-wide sellers appear four times, so they get most products. */
  readonly sellerDraw: readonly SellerSeed[];
}

function buildPlaces(): SubCategoryPlace[] {
  const places: SubCategoryPlace[] = [];
  for (const main of MAIN_CATEGORIES) {
    for (const category of main.categories) {
      const brands = BRANDS.filter((brand) => brand.makes.includes(category.key));
      const sellers = SELLERS.filter((seller) => seller.sells.includes(category.key));
      if (brands.length === 0) throw new Error(`No demo brand makes ${category.name}`);
      if (sellers.length === 0) throw new Error(`No demo seller sells ${category.name}`);
      const sellerDraw = sellers.flatMap((seller) =>
        seller.shipsOnlyTo === null ? [seller, seller, seller, seller] : [seller],
      );
      for (const sub of category.subs) places.push({ sub, category, main, brands, sellerDraw });
    }
  }
  return places;
}

export const SUB_CATEGORY_PLACES: readonly SubCategoryPlace[] = buildPlaces();

/**
 * The order in which sub-categories receive products: every sub-category once per round, those
 * with a larger weight in more rounds. Product n goes to `cycle[(n - 1) % cycle.length]`, so the
 * catalogue is spread evenly at any size and product n is the same whatever the total.
 */
function buildAllocationCycle(places: readonly SubCategoryPlace[]): SubCategoryPlace[] {
  const rounds = Math.max(...places.map((place) => place.sub.weight));
  const cycle: SubCategoryPlace[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const place of places) if (place.sub.weight > round) cycle.push(place);
  }
  return cycle;
}

export const ALLOCATION_CYCLE: readonly SubCategoryPlace[] =
  buildAllocationCycle(SUB_CATEGORY_PLACES);

export function placeOfProduct(productNumber: number): SubCategoryPlace {
  const place = ALLOCATION_CYCLE[(productNumber - 1) % ALLOCATION_CYCLE.length];
  if (place === undefined) throw new RangeError(`No sub-category for product ${productNumber}`);
  return place;
}
