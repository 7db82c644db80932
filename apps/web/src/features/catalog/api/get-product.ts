import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /public/product?productID= — detail, reviews and related products. */
const getProduct = defineCall(paths.product);

export function productQueryOptions(productID: string, transport?: Transport) {
  return queryOptions({
    queryKey: ['catalog', 'product', productID],
    queryFn: ({ signal }) =>
      callContract(getProduct, { query: { productID }, signal, fetch: transport }),
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useProduct(productID: string) {
  return useQuery(productQueryOptions(productID));
}
