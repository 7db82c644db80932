// The document every page renders into, on the server and in the browser: the head
// (title, description and what route modules add) and the providers.
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { Providers } from './app/providers';
import { RouteError } from './app/route-error';
import { fetchMenus, mainMenuOf, type MainMenuEntry } from './features/catalog/api/get-menus';
import { fetchEntityDetails } from './lib/entity';
import { fetchShopPolicy } from './lib/shop-policy';
import { pageLanguage, localPath } from './lib/language';
import { useNonce } from './lib/nonce';
import { LOAD_TIMEOUT_ID, NavigationTimeout } from './lib/chunk-timeout';
import { messages as m } from './messages';
import appCssUrl from './app.css?url';
import { SCRIPT_TYPES } from './app/language/script-type';

const scriptType = SCRIPT_TYPES[pageLanguage.code];

/**
 * The mega-menu's top row, the public origin for absolute links, the company's details and the
 * shop's terms. Only the main categories'
 * names go into every page: the menu's columns are fetched in the browser when they can be shown,
 * and the drawer's category tree when it opens (docs/decisions/page-weight.md).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  // docs/spec.md §8: a failed menu fetch is never the page's end; the header shows without.
  // The company's details for every footer (docs/decisions/grievances.md); none on a failure.
  // The shop's terms for the promise strip (docs/decisions/dark-patterns.md); none on a failure.
  const [menus, entity, policy] = await Promise.all([
    fetchMenus(context.fetch).catch(() => []),
    fetchEntityDetails(context.fetch),
    fetchShopPolicy(context.fetch).catch(() => null),
  ]);
  const mainMenu: MainMenuEntry[] = mainMenuOf(menus);
  return { origin: context.origin, mainMenu, entity, policy };
}

/** The menus do not change from page to page: fetched with the document, not per navigation. */
export const shouldRevalidate = () => false;

export const meta: MetaFunction = () => [
  { title: m.site.defaultTitle },
  { name: 'description', content: m.site.description },
];

export const links = () => [
  { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
  // Installable (docs/decisions/offline.md): the manifest, and the icon iOS puts on a home screen.
  // Each language's own (its name, start page and `lang`): /manifest.webmanifest, /hi/manifest…
  { rel: 'manifest', href: localPath('/manifest.webmanifest') },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={pageLanguage.tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#7b1e2b" />
        <Meta />
        {/* One hashed, immutable file for the whole shop: a phone downloads it once
            (docs/decisions/page-weight.md "The stylesheet as a file"). */}
        <link rel="stylesheet" href={appCssUrl} />
        {scriptType ? (
          // The server writes the rules; the browser keeps them as they are (script-type.ts).
          <style dangerouslySetInnerHTML={{ __html: scriptType.css }} suppressHydrationWarning />
        ) : null}
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks the document once React has taken it over: until then a tap on a control that only
 * script drives (a carousel dot) does nothing, and journeys wait for this before such taps.
 */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // Its scripts came after all, later than 120 s: the notice that they had not is out of date.
    document.getElementById(LOAD_TIMEOUT_ID)?.remove();
    // The script's self-hosted faces, for a phone without its own (app/language/script-type.ts).
    if (scriptType) void import('./app/language/script-font').then((font) => font.addWebFaces());
  }, []);
}

export default function App() {
  useMarkHydrated();
  return (
    <Providers>
      <Outlet />
      <NavigationTimeout />
    </Providers>
  );
}

export function ErrorBoundary() {
  useMarkHydrated();
  return (
    <Providers>
      <RouteError standalone />
    </Providers>
  );
}
