// The least storefront a server can render, for API tests that need pages without the web app's
// build: React Router's server build written as an object — a root route and pages under it, each
// with an optional loader that asks the real API in-process — and an entry that writes the page
// from the status and the loaders' data.
import type { ServerBuild } from 'react-router';
import type { WebLoadContext } from '../src/plugins/web-render.ts';
import type { Storefront } from '../src/storefront.ts';

export type LeastLoader = (args: {
  params: Record<string, string>;
  context: WebLoadContext;
}) => unknown;

export interface LeastStorefrontOptions {
  rootLoader?: LeastLoader;
  pages: Record<string, { path: string; loader?: LeastLoader }>;
  /** The page's HTML from the status it renders with and every route's loader data. */
  render: (status: number, loaderData: Record<string, unknown>) => string;
  /** The storefront in other languages, each answering under its prefix ('/hi'). */
  translated?: Array<LeastStorefrontOptions & { prefix: string }>;
}

export function leastStorefront(options: LeastStorefrontOptions): Storefront {
  return {
    build: leastBuild(options, '/'),
    translated: (options.translated ?? []).map((each) => ({
      prefix: each.prefix,
      build: leastBuild(each, each.prefix),
    })),
    mode: 'production',
    clientDir: undefined,
    close: async () => undefined,
  };
}

function leastBuild(options: LeastStorefrontOptions, basename: string): ServerBuild {
  const route = (id: string, path: string, loader: LeastLoader | undefined) => ({
    id,
    path,
    ...(id === 'root' ? {} : { parentId: 'root' }),
    module: { default: () => null, ...(loader ? { loader } : {}) },
  });
  const asset = (id: string, path: string, loader: LeastLoader | undefined) => ({
    id,
    path,
    ...(id === 'root' ? {} : { parentId: 'root' }),
    module: `/${id}.js`,
    ...(loader ? { hasLoader: true } : {}),
  });
  const pages = Object.entries(options.pages);
  const build = {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          context: { staticHandlerContext: { loaderData: Record<string, unknown> } },
        ) => {
          headers.set('content-type', 'text/html; charset=utf-8');
          const html = Buffer.from(options.render(status, context.staticHandlerContext.loaderData));
          // A page rendered whole says its length, as apps/web/src/entry.server.tsx's do.
          headers.set('content-length', String(html.length));
          return new Response(html, { status, headers });
        },
      },
    },
    routes: Object.fromEntries([
      ['root', route('root', '', options.rootLoader)],
      ...pages.map(([id, page]) => [id, route(id, page.path, page.loader)]),
    ]),
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: Object.fromEntries([
        ['root', asset('root', '', options.rootLoader)],
        ...pages.map(([id, page]) => [id, asset(id, page.path, page.loader)]),
      ]),
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    basename,
    assetsBuildDirectory: '/nonexistent',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  };
  return build as unknown as ServerBuild;
}
