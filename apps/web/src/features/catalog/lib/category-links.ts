// Where a category link goes (docs/spec.md §2 listing path: a type digit then space-separated ids).
import { LISTING_TYPE } from '@haat/contract/constants';
import { buildListingPath } from '@haat/contract/listing-href';

const listingPath = (ids: readonly string[]) => buildListingPath(LISTING_TYPE.mainCategory, ids);

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
