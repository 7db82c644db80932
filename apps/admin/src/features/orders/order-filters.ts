// The order list's filters live in the address (so a filtered list can be bookmarked, shared and
// gone back to): read from the search params, written back without empty values, and turned into
// the query of GET /api/admin/orders (or a seller's /api/seller/orders, which has no seller filter).
import type { AdminOrdersQuery } from '@haat/contract';

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

export function readOrderFilters(params: URLSearchParams): OrderFilterValues & { page: number } {
  const values = Object.fromEntries(
    ORDER_FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as OrderFilterValues;
  const page = Number(params.get('page'));
  return { ...values, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address's search params for these filters: empty ones left out, page 1 left out. */
export function writeOrderFilters(
  filters: Partial<Record<OrderFilterKey, string | undefined>>,
  page = 1,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
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
