// The app's routes (src/routes.ts, the table React Router's framework mode builds from) as route
// objects for a memory router, so page tests open the very modules and paths the app serves.
// The pages' loaders run as on the server, with a load context whose `fetch` is the browser's (the
// tests mock it), so a page test sees what the server would render.
import type { ComponentType } from 'react';
import {
  Outlet,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { PageLoading } from '../app/layout/page-loading';
import { RouteError } from '../app/route-error';
import routeConfig from '../routes';

interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  shouldRevalidate?: RouteObject['shouldRevalidate'];
}

/** The server's load context (lib/server-data.ts), answered by the test's fetch. */
const testContext: AppLoadContext = {
  fetch: (url, init) => fetch(url, init),
  origin: 'http://localhost',
  nonce: '',
  testPayments: false,
};

// Pages load on demand, as in the app; layouts at once, so a test finds the frame straight away.
const pages = import.meta.glob<RouteModule>(['../routes/*.tsx', '!../routes/*.test.tsx']);
const layouts = import.meta.glob<RouteModule>('../app/layout/*-layout.tsx', { eager: true });

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  const layout = layouts[`../${entry.file}`];
  if (layout) {
    return {
      id: entry.id ?? entry.file,
      path: entry.path,
      Component: layout.default,
      children: entry.children?.map(toRouteObject),
    };
  }
  const load = pages[`../${entry.file}`];
  if (!load) throw new Error(`src/routes.ts names ${entry.file}, which is not a route module`);
  // Loaded on demand, as in the app: the frame shows while the page's module loads.
  const common = { id: entry.id ?? entry.file, caseSensitive: entry.caseSensitive };
  const page = {
    ...common,
    lazy: async () => {
      const module = await load();
      const loader = module.loader;
      return {
        Component: module.default,
        ...(loader
          ? { loader: (args: LoaderFunctionArgs) => loader({ ...args, context: testContext }) }
          : {}),
        ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
      };
    },
    // Every page module exports RouteError as its ErrorBoundary (a page's failure stays in the frame).
    ErrorBoundary: PageError,
    // The frame shows at once, the page once its module and loader are in.
    HydrateFallback: PageLoading,
  };
  return entry.index ? { ...page, index: true } : { ...page, path: entry.path };
}

function PageError() {
  return <RouteError />;
}

function StandaloneError() {
  return <RouteError standalone />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Outlet,
    ErrorBoundary: StandaloneError,
    children: routeConfig.map(toRouteObject),
  },
];
