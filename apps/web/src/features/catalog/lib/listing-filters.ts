// The listing's filters live in the address's query string, so a shared link reproduces the view
// and Back undoes a filter (docs/spec.md §4 Listing). Names are the wire names of the listing call.
import type { ListProductsQueryInput, SortOrder } from '@haat/contract';
import type { ListingScope } from './listing-path';
import {
  LISTING_LIMIT_MAX,
  LISTING_PAGE_SIZE,
  LOAD_MORE_STEP,
  MAX_PRICE_OPTIONS,
  MIN_PRICE_OPTIONS,
  NO_UPPER_PRICE,
  SORT,
} from '@haat/contract/constants';

export interface ListingFilters {
  subCategoryID?: string;
  brandID?: string;
  /** Country of origin, ISO 3166-1 alpha-2 (docs/decisions/legal-declarations.md). */
  origin?: string;
  /** Rupees, one of MIN_PRICE_OPTIONS. */
  minPrice?: number;
  /** Rupees, one of MAX_PRICE_OPTIONS or NO_UPPER_PRICE ('10000+'). */
  maxPrice?: number;
  orderBy?: SortOrder;
  /** How many products to ask for: the page size, raised by Load More. */
  limit: number;
}

export const FILTER_PARAMS = [
  'subCategoryID',
  'brandID',
  'origin',
  'minPrice',
  'maxPrice',
  'orderBy',
  'limit',
] as const;

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function readId(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value !== null && ID.test(value) ? value : undefined;
}

function readOption<T extends number>(
  params: URLSearchParams,
  name: string,
  options: readonly T[],
): T | undefined {
  const text = params.get(name);
  if (text === null || text === '') return undefined;
  const value = Number(text);
  return options.find((option) => option === value);
}

/** Clamps a hand-edited `limit` to a whole number of pages within what the server accepts. */
function readLimit(params: URLSearchParams): number {
  const value = Number(params.get('limit'));
  if (!Number.isInteger(value) || value <= LISTING_PAGE_SIZE) return LISTING_PAGE_SIZE;
  return Math.min(value, LISTING_LIMIT_MAX);
}

/** Reads the filters; anything unknown or malformed reads as unset rather than breaking the page. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = { limit: readLimit(params) };
  const subCategoryID = readId(params, 'subCategoryID');
  const brandID = readId(params, 'brandID');
  const origin = params.get('origin')?.toUpperCase();
  // 'Min' (1) is the same as no minimum: nothing costs less than a rupee.
  const minPrice = readOption(params, 'minPrice', MIN_PRICE_OPTIONS.slice(1));
  const maxPrice = readOption(params, 'maxPrice', [...MAX_PRICE_OPTIONS, NO_UPPER_PRICE]);
  const orderBy = readOption<SortOrder>(params, 'orderBy', [SORT.lowToHigh, SORT.highToLow]);
  if (subCategoryID !== undefined) filters.subCategoryID = subCategoryID;
  if (brandID !== undefined) filters.brandID = brandID;
  if (origin !== undefined && /^[A-Z]{2}$/.test(origin)) filters.origin = origin;
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (orderBy !== undefined) filters.orderBy = orderBy;
  return filters;
}

/**
 * The query string after one filter changes. Any change but Load More starts again from the
 * first page, so the shopper sees the top of the new result.
 */
export function withFilter(
  params: URLSearchParams,
  name: Exclude<(typeof FILTER_PARAMS)[number], 'limit'>,
  value: string | number | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(name);
  else next.set(name, String(value));
  next.delete('limit');
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  return next;
}

/** docs/spec.md §9: Load More raises the limit by 28 (capped at what one request may ask for). */
export function nextLimit(limit: number): number {
  return Math.min(limit + LOAD_MORE_STEP, LISTING_LIMIT_MAX);
}

/**
 * docs/spec.md §9: the button shows only while the returned count is ≥ the current limit. Two more
 * conditions keep it honest: not when the answer's total says nothing is left, and not once a
 * request would exceed the server's cap.
 */
export function canLoadMore(returned: number, limit: number, total: number): boolean {
  return returned >= limit && total > returned && limit < LISTING_LIMIT_MAX;
}

export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.subCategoryID !== undefined ||
    filters.brandID !== undefined ||
    filters.origin !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.orderBy !== undefined
  );
}

/** The query of the listing call. `limit` is always sent: without a query the call is the demo list. */
export type ListingQuery = ListProductsQueryInput & { limit: number };

export function buildListingQuery(scope: ListingScope, filters: ListingFilters): ListingQuery {
  const query: ListingQuery = { limit: filters.limit };
  const ids = {
    mainCategoryID: scope.mainCategoryID,
    categoryID: scope.categoryID,
    // A sidebar choice narrows within what the path names.
    subCategoryID: filters.subCategoryID ?? scope.subCategoryID,
    brandID: filters.brandID ?? scope.brandID,
    sellerID: scope.sellerID,
    cardID: scope.cardID,
    offerID: scope.offerID,
  };
  for (const [name, value] of Object.entries(ids)) {
    if (value !== undefined) (query as Record<string, unknown>)[name] = value;
  }
  if (filters.origin !== undefined) query.origin = filters.origin;
  if (filters.minPrice !== undefined) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  if (filters.orderBy !== undefined) query.orderBy = filters.orderBy;
  return query;
}
