// CI gates (docs/decisions/page-weight.md): no route's initial JavaScript — the client entry, and
// the module and imports of every route the page matches, as the server HTML loads them — exceeds
// the budget in bench/initial-js.ts, the same figure `npm run bench` reports against. `npm run
// test:e2e` builds the web app first, so this reads the manifest of the build under test. Budgets,
// not timings: it does not depend on the machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { INITIAL_JS_BUDGET_GZIP_BYTES, kb, measureInitialJs } from '../../bench/initial-js';
import { BACK_OFFICE_JS_BUDGET_GZIP_BYTES, measureBackOfficeJs } from '../../bench/back-office-js';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build');

test('no route loads more gzipped JavaScript before it renders than the budget', async ({
  baseURL: _baseURL,
}, testInfo) => {
  // One check for the whole build; the desktop project would only repeat it.
  test.skip(testInfo.project.name !== 'mobile', 'the build is the same for every project');
  const weights = await measureInitialJs(buildDir);
  const table = weights.map((route) => `${route.route}: ${kb(route.gzipBytes)} KB gzip`).join('\n');
  const over = weights
    .filter((route) => route.gzipBytes > INITIAL_JS_BUDGET_GZIP_BYTES)
    .map((route) => `${route.route} ${kb(route.gzipBytes)} KB`);
  expect(
    over,
    `initial JS per route (budget ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} KB gzip):\n${table}`,
  ).toEqual([]);
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
  const table = weights.map((page) => `${page.page}: ${kb(page.gzipBytes)} KB gzip`).join('\n');
  const over = weights
    .filter((page) => page.gzipBytes > BACK_OFFICE_JS_BUDGET_GZIP_BYTES)
    .map((page) => `${page.page} ${kb(page.gzipBytes)} KB`);
  expect(
    over,
    `initial JS per back-office page (budget ${kb(BACK_OFFICE_JS_BUDGET_GZIP_BYTES)} KB gzip):\n${table}`,
  ).toEqual([]);
});
