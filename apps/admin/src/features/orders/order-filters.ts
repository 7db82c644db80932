// The order list's filters live in the address (so a filtered list can be bookmarked, shared and
// gone back to): read from the search params, written back without empty values, and turned into
// the query of GET /api/admin/orders (or a seller's /api/seller/orders, which has no seller filter).
import type { AdminOrdersQuery } from '@haat/contract';
import { readListFilters, writeListFilters } from '../../lib/list-filters.ts';

export const ORDER_FILTER_KEYS = [
  'q',
  'status',
  'paymentType',
  'sellerID',
  'pincode',
  'from',
  'to',
] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];

/** What the filter form shows: every filter as text, '' when unset. */
export type OrderFilterValues = Record<OrderFilterKey, string>;

export function readOrderFilters(params: URLSearchParams) {
  return readListFilters(params, ORDER_FILTER_KEYS);
}

/** The address's search params for these filters: empty ones left out, page 1 left out. */
export function writeOrderFilters(
  filters: Partial<Record<OrderFilterKey, string | undefined>>,
  page = 1,
): URLSearchParams {
  return writeListFilters(ORDER_FILTER_KEYS, filters, page);
}

/** The list call's query; a seller's list never sends a seller. */
export function orderListQuery(
  filters: OrderFilterValues & { page: number },
  options: { pageSize: number; forSeller: boolean },
): AdminOrdersQuery {
  const query: Record<string, string | number> = { limit: options.pageSize, page: filters.page };
  for (const key of ORDER_FILTER_KEYS) {
    if (key === 'sellerID' && options.forSeller) continue;
    if (filters[key]) query[key] = filters[key];
  }
  return query as AdminOrdersQuery;
}
