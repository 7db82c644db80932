// TanStack Query for the parts that fetch with it, all loaded on demand: the personal pages
// (app/personal-page.tsx) and the panels loaded once wanted (the drawer, the login modal, the
// contact, seller and footer forms; app/lazy-with-queries.ts). Never in a page's first download:
// the catalogue's pages read their loaders' answers, the header's cart and wishlist are
// lib/personal-answer.ts (docs/decisions/page-weight.md "Pages without a query library first").
import { useContext, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { browserQueryClient, createQueryClient } from '../lib/query-client';

/**
 * The browser's one query cache (shared by every part that mounts this, so a page left and
 * opened again shows what it had), or a fresh one per server render. An outer provider wins: a
 * test's own client, or a personal page's around a panel it opens.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : browserQueryClient(),
  );
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** `Component` inside the query cache: for a module loaded by React.lazy. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
