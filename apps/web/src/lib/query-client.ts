import { QueryCache, QueryClient } from '@tanstack/react-query';

/** Catalogue data (menus, categories) changes rarely; refetching it every minute at most saves data. */
export const CATALOG_STALE_TIME_MS = 60_000;

/**
 * docs/spec.md §8: loading-call errors are only logged, the page shows no message. A 4G connection
 * drops often, so one retry; no refetch on focus, which on a phone means every app switch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error('Loading failed', query.queryKey, error);
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
