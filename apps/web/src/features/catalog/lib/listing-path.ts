// The listing path of docs/spec.md §2 — `/products/{type} {ids}` — read and written on the phone.
//
// The contract's `parseListingPath` does the same with zod; importing it would put zod in every
// listing's first download, so the rules are written here and listing-path.test.ts checks that
// both parsers agree on every case.
import type { ListingPath, ListingType, SearchHit } from '@haat/contract';
import { LISTING_TYPE } from './constants';

/** An id inside a listing path: no spaces, nothing a URL segment would need to escape. */
const PATH_ID = /^[A-Za-z0-9_-]{1,64}$/;

type ChainField = 'mainCategoryID' | 'categoryID' | 'subCategoryID' | 'brandID' | 'productID';
const CATEGORY_CHAIN: readonly ChainField[] = [
  'mainCategoryID',
  'categoryID',
  'subCategoryID',
  'brandID',
  'productID',
];

function isListingType(value: number): value is ListingType {
  return (Object.values(LISTING_TYPE) as number[]).includes(value);
}

/**
 * `'7 m c s b p'` → `{ type: 7, mainCategoryID: 'm', … }`, as the router hands over `{data}`
 * (already decoded). Null when malformed: unknown type, too few or too many ids, a strange id.
 */
export function parseListingPath(data: string): ListingPath | null {
  const [typeText, ...ids] = data.trim().split(/\s+/);
  if (typeText === undefined || !/^[0-9]$/.test(typeText)) return null;
  const type = Number(typeText);
  if (!isListingType(type)) return null;
  if (!ids.every((id) => PATH_ID.test(id))) return null;

  if (type === LISTING_TYPE.mainCategory || type === LISTING_TYPE.search) {
    const min = type === LISTING_TYPE.search ? CATEGORY_CHAIN.length : 1;
    if (ids.length < min || ids.length > CATEGORY_CHAIN.length) return null;
    const chain: Partial<Record<ChainField, string>> = {};
    ids.forEach((id, index) => {
      const field = CATEGORY_CHAIN[index];
      if (field) chain[field] = id;
    });
    return { type, ...chain } as ListingPath;
  }

  const [id] = ids;
  if (ids.length !== 1 || id === undefined) return null;
  switch (type) {
    case LISTING_TYPE.brand:
      return { type, brandID: id };
    case LISTING_TYPE.seller:
      return { type, sellerID: id };
    case LISTING_TYPE.card:
      return { type, cardID: id };
    default:
      return { type: LISTING_TYPE.offer, offerID: id };
  }
}

/** `/products/0 a b` with a real space; React Router encodes it in the address bar. */
export function listingHref(type: ListingType, ids: readonly string[]): string {
  return `/products/${[String(type), ...ids].join(' ')}`;
}

/** A search suggestion opens the type-7 listing of docs/spec.md §2. */
export function suggestionHref(
  hit: Pick<SearchHit, 'mainCategoryID' | 'categoryID' | 'subCategoryID' | 'brandID' | 'productID'>,
): string {
  return listingHref(LISTING_TYPE.search, [
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
   * product the shopper picked. It is shown first, not used as a filter: see docs/decisions.md.
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
