// The document every page renders into, on the server and in the browser: the head
// (title, description and what route modules add), the providers and the prefetched queries.
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { HydrationBoundary } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { RouteError } from './app/route-error';
import { categoriesQueryOptions } from './features/catalog/api/get-categories';
import { menusQueryOptions } from './features/catalog/api/get-menus';
import { INLINE_CSS_ID, useInlineCss } from './lib/inline-css';
import { useNonce } from './lib/nonce';
import { createLoaderQueryClient, prefetched, usePrefetchedState } from './lib/server-data';
import { messages as m } from './messages';
import appCssUrl from './app.css?url';

/** The header's menus and category tree, and the public origin for absolute links. */
export async function loader({ context }: LoaderFunctionArgs) {
  const queryClient = createLoaderQueryClient();
  // docs/spec.md §8: a failed menu fetch is logged, never the page's end; the header shows without.
  await Promise.allSettled([
    queryClient.prefetchQuery(menusQueryOptions(context.fetch)),
    queryClient.prefetchQuery(categoriesQueryOptions(context.fetch)),
  ]);
  return { origin: context.origin, ...prefetched(queryClient) };
}

/** The menus do not change from page to page: fetched with the document, not per navigation. */
export const shouldRevalidate = () => false;

export const meta: MetaFunction = () => [
  { title: m.site.defaultTitle },
  { name: 'description', content: m.site.description },
];

export const links = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const css = useInlineCss();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#7b1e2b" />
        <Meta />
        {css === undefined ? (
          <link rel="stylesheet" href={appCssUrl} />
        ) : (
          <style id={INLINE_CSS_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
        )}
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const state = usePrefetchedState();
  // Marks the document once React has taken it over: until then a tap on a control that only
  // script drives (a carousel dot) does nothing, and journeys wait for this before such taps.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers>
      <HydrationBoundary state={state}>
        <Outlet />
      </HydrationBoundary>
    </Providers>
  );
}

export function ErrorBoundary() {
  return (
    <Providers>
      <RouteError standalone />
    </Providers>
  );
}
