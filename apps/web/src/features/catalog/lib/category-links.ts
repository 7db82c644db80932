// Where a category link goes (docs/spec.md §2 listing path: a type digit then space-separated ids).
import type { LISTING_TYPE } from '@haat/contract';

/**
 * Type 0 of the listing path. Typed by the contract but written here: importing the contract's
 * `buildListingPath` would pull all its zod schemas into the header, on every first load.
 */
const MAIN_CATEGORY_TYPE: (typeof LISTING_TYPE)['mainCategory'] = 0;

/** `/products/0 a b` with a real space, as the contract's `buildListingPath` writes it. */
function listingPath(ids: readonly string[]): string {
  return `/products/${[String(MAIN_CATEGORY_TYPE), ...ids].join(' ')}`;
}

/**
 * A main category opens its type-0 listing; one with nothing below it uses the
 * `/products/category/{id}` form docs/spec.md §2 gives for that case.
 */
export function mainCategoryHref(mainCategoryId: string, hasChildren: boolean): string {
  return hasChildren
    ? listingPath([mainCategoryId])
    : `/products/category/${encodeURIComponent(mainCategoryId)}`;
}

export function categoryHref(mainCategoryId: string, categoryId: string): string {
  return listingPath([mainCategoryId, categoryId]);
}

export function subCategoryHref(
  mainCategoryId: string,
  categoryId: string,
  subCategoryId: string,
): string {
  return listingPath([mainCategoryId, categoryId, subCategoryId]);
}
