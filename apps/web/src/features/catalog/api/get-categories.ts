import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/ui-timings';

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

/** The category tree for a loader (in process on the server). */
export async function fetchCategories(transport?: Transport) {
  const answer = await callContract(getCategories, { fetch: transport });
  return answer.data;
}

/** The drawer's category tree, loaded when the drawer first opens (it brings the query cache). */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
