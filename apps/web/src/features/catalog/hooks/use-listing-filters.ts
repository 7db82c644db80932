import { useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import {
  FILTER_PARAMS,
  nextLimit,
  readListingFilters,
  withFilter,
  withoutFilters,
  type ListingFilters,
} from '../lib/listing-filters';

export type FilterName = Exclude<(typeof FILTER_PARAMS)[number], 'limit'>;

/**
 * The listing's filters, read from and written to the query string. A filter change is a new
 * history entry (Back undoes it); Load More replaces the entry, so Back leaves the listing rather
 * than stepping through every page, and coming back shows as many products as before. While the
 * loader answers a change, the controls already show it (and `isLoading` is true).
 */
export function useListingFilters() {
  const [current, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending =
    navigation.location?.pathname === pathname ? navigation.location.search : undefined;
  const params = useMemo(
    () => (pending === undefined ? current : new URLSearchParams(pending)),
    [current, pending],
  );
  const filters: ListingFilters = useMemo(() => readListingFilters(params), [params]);

  return {
    filters,
    isLoading: pending !== undefined && navigation.state === 'loading',
    setFilter(name: FilterName, value: string | number | undefined) {
      setParams(withFilter(params, name, value), { preventScrollReset: true });
    },
    clearFilters() {
      setParams(withoutFilters(params), { preventScrollReset: true });
    },
    loadMore() {
      const next = new URLSearchParams(params);
      next.set('limit', String(nextLimit(filters.limit)));
      setParams(next, { replace: true, preventScrollReset: true });
    },
  };
}
