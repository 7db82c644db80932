import * as paths from '@haat/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/query-client';
import type { ListingQuery } from '../lib/listing-filters';

/** GET /public/products with filters — a page of product cards plus the filter facets. */
const listProducts = defineCall(paths.listProducts);

export function listProductsQueryOptions(query: ListingQuery, transport?: Transport) {
  return queryOptions({
    queryKey: ['catalog', 'products', query],
    queryFn: ({ signal }) => callContract(listProducts, { query, signal, fetch: transport }),
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

/**
 * The listing for `query`. While a filter change or Load More fetches, the previous products stay
 * on screen (dimmed) instead of collapsing to skeletons: no jump, no lost scroll position.
 */
export function useListProducts(query: ListingQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...listProductsQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
