import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /public/categories — main category → categories → sub-categories. */
const getCategories = defineCall(paths.categories);

export function categoriesQueryOptions(transport?: Transport) {
  return queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => callContract(getCategories, { signal, fetch: transport }),
    select: (answer) => answer.data,
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
