// CI gates (docs/decisions/page-weight.md), the same figures `npm run bench` reports against:
// - no route's initial JavaScript — the client entry, and the module and imports of every route
//   the page matches, as the server HTML loads them — exceeds the budget in bench/initial-js.ts;
// - no back-office page's (the frame and the page's chunk) exceeds bench/back-office-js.ts's;
// - no home, listing or product page's HTML, raw or as the server's brotli, exceeds its ceiling in
//   bench/html-weight.ts.
// `npm run test:e2e` builds both apps first, so this reads the builds under test. Budgets, not
// timings: they do not depend on the machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import {
  INITIAL_JS_BUDGET_GZIP_BYTES,
  kb,
  measureInitialJs,
  routeFilesHolding,
} from '../../bench/initial-js';
import { BACK_OFFICE_JS_BUDGET_GZIP_BYTES, measureBackOfficeJs } from '../../bench/back-office-js';
import { HTML_CEILINGS, measureHtmlWeight } from '../../bench/html-weight';
import { collectSpecRoutes, signInDemoCustomer } from './support/spec-routes';

/** Fails naming every entry over `budget`, with the whole table in the message. */
function expectWithinBudget(
  what: string,
  weights: ReadonlyArray<{ name: string; gzipBytes: number }>,
  budget: number,
) {
  const table = weights.map((entry) => `${entry.name}: ${kb(entry.gzipBytes)} KB gzip`).join('\n');
  const over = weights
    .filter((entry) => entry.gzipBytes > budget)
    .map((entry) => `${entry.name} ${kb(entry.gzipBytes)} KB`);
  expect(over, `${what} (budget ${kb(budget)} KB gzip):\n${table}`).toEqual([]);
}

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build');

test('no route loads more gzipped JavaScript before it renders than the budget', async ({
  baseURL: _baseURL,
}, testInfo) => {
  // One check for the whole build; the desktop project would only repeat it.
  test.skip(testInfo.project.name !== 'mobile', 'the build is the same for every project');
  // Every language's build: the default's, and Hindi's in build/hi (its sentences are longer).
  const weights = [
    ...(await measureInitialJs(buildDir)),
    ...(await measureInitialJs(path.join(buildDir, 'hi'))).map((route) => ({
      ...route,
      route: `hi/${route.route}`,
    })),
  ];
  expectWithinBudget(
    'initial JS per route',
    weights.map((route) => ({ name: route.route, gzipBytes: route.gzipBytes })),
    INITIAL_JS_BUDGET_GZIP_BYTES,
  );
});

test('the client entry hydrates from its own file, which no route module loads', async ({
  baseURL: _baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the build is the same for every project');
  // entry.client.tsx alone looks up the page's nonce this way.
  expect(await routeFilesHolding(buildDir, 'script[nonce]')).toEqual([]);
});

const backOfficeDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/admin/dist',
);

test('no back-office page loads more gzipped JavaScript before it renders than the budget', async ({
  baseURL: _baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the build is the same for every project');
  const weights = measureBackOfficeJs(backOfficeDist);
  // Split by page: one page's chunk is not every page's (the whole app was one 187 KB file).
  expect(weights.length).toBeGreaterThan(10);
  expectWithinBudget(
    'initial JS per back-office page',
    weights.map((page) => ({ name: page.page, gzipBytes: page.gzipBytes })),
    BACK_OFFICE_JS_BUDGET_GZIP_BYTES,
  );
});

test('no public page kind sends more HTML than its ceiling, raw or brotli', async ({
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the server sends the same HTML to every project');
  const routes = await collectSpecRoutes(baseURL!, await signInDemoCustomer(baseURL!));
  const pathOf = (label: string) => routes.find((route) => route.route === label)!.path;
  const weights = await measureHtmlWeight(baseURL!, [
    { kind: 'home', path: pathOf('/') },
    { kind: 'listing', path: pathOf('/products/{data}') },
    { kind: 'product', path: pathOf('/product/{id}') },
    { kind: 'product-hi', path: `/hi${pathOf('/product/{id}')}` },
  ]);
  const table = weights
    .map(
      (page) => `${page.kind} ${page.path}: ${kb(page.rawBytes)} KB, br ${kb(page.brotliBytes)} KB`,
    )
    .join('\n');
  const over = weights
    .filter(
      (page) =>
        page.rawBytes > HTML_CEILINGS[page.kind].raw ||
        page.brotliBytes > HTML_CEILINGS[page.kind].brotli,
    )
    .map((page) => page.kind);
  expect(over, `HTML per page kind (ceilings in bench/html-weight.ts):\n${table}`).toEqual([]);
});
