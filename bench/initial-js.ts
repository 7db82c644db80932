// Initial JavaScript per route, read from React Router's build manifest (the server build's
// `assets`): the client entry and its imports, plus the module and imports of every route the
// page matches (root, layout, page) — exactly the scripts the server HTML loads and preloads
// before the page is interactive. Used by `npm run bench` and by the CI budget test
// (e2e/tests/budgets.spec.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The ceiling enforced in CI (e2e/tests/budgets.spec.ts): initial JS per route, gzip. The
 * budgets are ≤ 120 KB for the lightest public page and ≤ 135 KB for the heaviest. The framework
 * chunk alone (react-dom 19, React Router 7) is 105 KB; the lightest page is 119.9 KB and the
 * heaviest (product) 131.2 KB (docs/decisions/page-weight.md "Pages without a query library
 * first", "The lightest page"). The gate is the heaviest page's budget, a little above what it
 * measures, so nothing grows unseen.
 */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 135 * 1024;

interface AssetEntry {
  module: string;
  imports?: string[];
}

interface RouteAssets extends AssetEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasLoader?: boolean;
}

interface AssetsManifest {
  entry: AssetEntry;
  routes: Record<string, RouteAssets>;
}

export interface RouteWeight {
  /** The page route's id (its module under src/routes/, or the id src/routes.ts gives it). */
  route: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

function sizesOf(file: string) {
  const cached = sizeCache.get(file);
  if (cached) return cached;
  const bytes = readFileSync(file);
  const sizes = {
    raw: bytes.length,
    // What a precompressing server sends: gzip -9 and brotli at its highest quality.
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

function weigh(clientDir: string, route: string, urls: Set<string>): RouteWeight {
  const files = [...urls].filter((url) => url.endsWith('.js')).sort();
  let rawBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const url of files) {
    const sizes = sizesOf(path.join(clientDir, url));
    rawBytes += sizes.raw;
    gzipBytes += sizes.gzip;
    brotliBytes += sizes.brotli;
  }
  return { route, files, rawBytes, gzipBytes, brotliBytes };
}

function add(into: Set<string>, entry: AssetEntry): void {
  into.add(entry.module);
  for (const url of entry.imports ?? []) into.add(url);
}

/** The page routes (no children of their own), each weighed with its parents and the entry. */
/** React Router's manifest of the client files, read from the server build. */
async function readAssets(buildDir: string): Promise<AssetsManifest> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  return ((await import(pathToFileURL(serverEntry).href)) as { assets: AssetsManifest }).assets;
}

export async function measureInitialJs(buildDir: string): Promise<RouteWeight[]> {
  const { entry, routes } = await readAssets(buildDir);
  const clientDir = path.join(buildDir, 'client');
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const pages = Object.values(routes).filter((route) => !parents.has(route.id));
  if (pages.length === 0) throw new Error('the build manifest names no page route');
  const weights: RouteWeight[] = [];
  for (const page of pages.sort((a, b) => a.id.localeCompare(b.id))) {
    const urls = new Set<string>();
    add(urls, entry);
    for (let route: RouteAssets | undefined = page; route; route = routes[route.parentId ?? '']) {
      add(urls, route);
    }
    weights.push(weigh(clientDir, page.id.replace(/^routes\//, ''), urls));
  }
  return weights;
}

/**
 * The two initial-JS budgets, reported by `npm run bench`: the lightest public page, the heaviest
 * (the lighter-pages targets: ≤ 120 and ≤ 135 KB gzip; docs/decisions/page-weight.md).
 */
export const LIGHTEST_PUBLIC_BUDGET_GZIP_BYTES = 120 * 1024;
export const HEAVIEST_BUDGET_GZIP_BYTES = 135 * 1024;

/** The pages anyone can open (their route ids), for the lightest-public-page budget. */
export const PUBLIC_PAGES = [
  'home',
  'product-listing',
  'listing',
  'listing-category',
  'listing-tree',
  'shop',
  'product',
  'contact-us',
  'faq',
  'terms',
  'return-cancellation',
  'privacy-policy',
  'not-found',
  'order-status',
];

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The files a page's route modules load (each route's module and imports, the entry's own file
 * left out) that hold `marker`, a text only the client entry's body has: none may, or loading a
 * route module would run the entry (lib/deferred-scripts.ts imports the route modules first).
 */
export async function routeFilesHolding(buildDir: string, marker: string): Promise<string[]> {
  const { entry, routes } = await readAssets(buildDir);
  const clientDir = path.join(buildDir, 'client');
  const files = new Set<string>();
  for (const route of Object.values(routes)) add(files, route);
  files.delete(entry.module);
  if (!readFileSync(path.join(clientDir, entry.module), 'utf8').includes(marker))
    return [`${entry.module} (the entry itself does not hold ${marker})`];
  return [...files].filter((url) =>
    readFileSync(path.join(clientDir, url), 'utf8').includes(marker),
  );
}
