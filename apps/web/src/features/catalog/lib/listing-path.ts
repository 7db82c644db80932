// Where the storefront's listing addresses lead: links for suggestions and products, and what a
// listing route's params ask for. Reading and writing the path itself is the contract's
// (`@haat/contract/listing-path`, zod-free, so it costs the first download nothing).
import type { ListingPath, ListingType, SearchHit } from '@haat/contract';
import { LISTING_TYPE } from '@haat/contract/constants';
import { buildListingPath, parseListingPath } from '@haat/contract/listing-path';

/** An id inside a listing path: no spaces, nothing a URL segment would need to escape. */
const PATH_ID = /^[A-Za-z0-9_-]{1,64}$/;

type ChainField = 'mainCategoryID' | 'categoryID' | 'subCategoryID' | 'brandID' | 'productID';

/** A search suggestion opens the type-7 listing of docs/spec.md §2. */
export function suggestionHref(
  hit: Pick<SearchHit, 'mainCategoryID' | 'categoryID' | 'subCategoryID' | 'brandID' | 'productID'>,
): string {
  return buildListingPath(LISTING_TYPE.search, [
    hit.mainCategoryID,
    hit.categoryID,
    hit.subCategoryID,
    hit.brandID,
    hit.productID,
  ]);
}

export function productHref(productID: string): string {
  return `/product/${encodeURIComponent(productID)}`;
}

/** The id filters of the listing call, and which product (if any) the path names. */
export interface ListingScope {
  /** What the page is: decides the heading and which filter groups the path already fixes. */
  kind: 'all' | 'category' | 'brand' | 'seller' | 'card' | 'offer' | 'search';
  mainCategoryID?: string;
  categoryID?: string;
  subCategoryID?: string;
  brandID?: string;
  sellerID?: string;
  cardID?: string;
  offerID?: string;
  /**
   * A type-7 path (and the 'second search list' with a leading 0 and five ids) names the
   * product the shopper picked. It is shown first, not used as a filter: see
   * docs/decisions/catalogue.md.
   */
  pinnedProductID?: string;
}

const KIND_BY_TYPE: Record<ListingType, ListingScope['kind']> = {
  0: 'category',
  1: 'brand',
  2: 'seller',
  3: 'card',
  4: 'offer',
  7: 'search',
};

export function scopeFromPath(path: ListingPath): ListingScope {
  const { type, ...ids } = path;
  const { productID, ...filters } = ids as Partial<Record<ChainField, string>> &
    Omit<ListingScope, 'kind' | 'pinnedProductID'>;
  const scope: ListingScope = { kind: KIND_BY_TYPE[type], ...filters };
  if (productID !== undefined) scope.pinnedProductID = productID;
  // Type 0 with all five ids is docs/spec.md's "second search list": it reads like type 7.
  if (type === LISTING_TYPE.mainCategory && productID !== undefined) scope.kind = 'search';
  return scope;
}

/** The params of the three listing routes of docs/spec.md §2 (router.tsx), read as one scope. */
export interface ListingRouteParams {
  data?: string | undefined;
  categoryId?: string | undefined;
  type?: string | undefined;
  id?: string | undefined;
  pid?: string | undefined;
}

/**
 * `/products/{data}` → the listing path; `/products/category/{id}` → that main category;
 * `/products/{type}/{id}/{pid}` → the same as `/products/{type} {id} {pid}` (docs/spec.md shows the
 * form without saying more; reading its segments as the path's ids is the one reading that keeps
 * every link the home page writes working). Null when the address names no valid listing.
 */
export function scopeFromRoute(params: ListingRouteParams): ListingScope | null {
  if (params.categoryId !== undefined) {
    return PATH_ID.test(params.categoryId)
      ? { kind: 'category', mainCategoryID: params.categoryId }
      : null;
  }
  const data =
    params.data ??
    (params.type !== undefined ? [params.type, params.id ?? '', params.pid ?? ''].join(' ') : '');
  const path = parseListingPath(data);
  return path ? scopeFromPath(path) : null;
}
