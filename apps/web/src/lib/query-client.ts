import { QueryCache, QueryClient } from '@tanstack/react-query';
import { onLogout } from './session';

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

let browserClient: QueryClient | undefined;

/** The browser's one cache, made when a part that fetches with it first loads; emptied at logout. */
export function browserQueryClient(): QueryClient {
  if (!browserClient) {
    const client = createQueryClient();
    onLogout(() => client.clear());
    browserClient = client;
  }
  return browserClient;
}
