// What the route loaders share. Loaders run on the server only: they fetch through the
// contract client over the load context's in-process transport (`/api/…` handed to the API's own
// routes, no socket), into a QueryClient made for this request, and hand its dehydrated state to
// the page, where the root's HydrationBoundary puts it in the browser's cache: nothing is fetched
// twice, and the server HTML already holds the products.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import type { Transport } from './api-client';

declare module 'react-router' {
  interface AppLoadContext {
    /** `/api/…` answered in-process by the API (apps/api/src/plugins/web-render.ts). */
    fetch: Transport;
    /** The shop's public origin (PUBLIC_URL, else the request's own), for absolute URLs. */
    origin: string;
    /** This response's CSP nonce for the server HTML's inline scripts; empty for a kept page. */
    nonce: string;
  }
}

/** What a loader hands its page: the queries it fetched, for the browser's cache. */
export interface Prefetched {
  dehydrated: DehydratedState;
}

/** A QueryClient for one request's loader: no retries (a failure is answered, not waited out). */
export function createLoaderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

export function prefetched(queryClient: QueryClient): Prefetched {
  return { dehydrated: dehydrate(queryClient) };
}

function isPrefetched(value: unknown): value is Prefetched {
  return typeof value === 'object' && value !== null && 'dehydrated' in value;
}

/** The queries every matched route's loader fetched, as one state for HydrationBoundary. */
export function usePrefetchedState(): DehydratedState | undefined {
  const matches = useMatches();
  const states = matches
    .map((match) => match.loaderData)
    .filter(isPrefetched)
    .map((data) => data.dehydrated);
  if (states.length === 0) return undefined;
  return {
    queries: states.flatMap((state) => state.queries),
    mutations: states.flatMap((state) => state.mutations),
  };
}
