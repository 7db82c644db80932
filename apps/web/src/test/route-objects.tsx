// The app's routes (src/routes.ts, the table React Router's framework mode builds from) as route
// objects for a memory router, so page tests open the very modules and paths the app serves.
// Loaders do not run here: the pages fetch what they show through TanStack Query, whose fetch the
// tests mock; the server's loaders only fill that cache ahead (lib/server-data.ts).
import { lazy, type ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { RouteError } from '../app/route-error';
import routeConfig from '../routes';

interface RouteModule {
  default: ComponentType;
  ErrorBoundary?: ComponentType;
}

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
  // React.lazy, as the layouts' Suspense expects: the frame shows while the page's module loads.
  const Page = lazy(async () => ({ default: (await load()).default }));
  const common = { id: entry.id ?? entry.file, caseSensitive: entry.caseSensitive };
  // Every page module exports RouteError as its ErrorBoundary (a page's failure stays in the frame).
  const page = { ...common, Component: Page, ErrorBoundary: PageError };
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
    HydrateFallback: () => null,
    children: routeConfig.map(toRouteObject),
  },
];
