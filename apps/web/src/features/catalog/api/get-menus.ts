import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { CATALOG_STALE_TIME_MS } from '../../../lib/query-client';

/** GET /public/menus — the mega-menu columns, one set per main category. */
const getMenus = defineCall(paths.menus);

export function menusQueryOptions(transport?: Transport) {
  return queryOptions({
    queryKey: ['catalog', 'menus'],
    queryFn: ({ signal }) => callContract(getMenus, { signal, fetch: transport }),
    select: (answer) => answer.data,
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useMenus() {
  return useQuery(menusQueryOptions());
}
