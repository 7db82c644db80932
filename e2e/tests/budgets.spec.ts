// CI gate (issue 7): no route's initial JavaScript — the entry and its static imports plus the
// route's lazy chunk and its static imports — exceeds docs/spec.md §2's budget of 100 KB gzip, the same
// figure `npm run bench` reports against. `npm run test:e2e` builds the web app first, so this
// reads the manifest of the build under test. Budgets, not timings: it does not depend on the
// machine.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { INITIAL_JS_BUDGET_GZIP_BYTES, kb, measureInitialJs } from '../../bench/initial-js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

test('no route loads more gzipped JavaScript before it renders than the budget', ({
  baseURL: _baseURL,
}, testInfo) => {
  // One check for the whole build; the desktop project would only repeat it.
  test.skip(testInfo.project.name !== 'mobile', 'the build is the same for every project');
  const weights = measureInitialJs(distDir);
  const table = weights.map((route) => `${route.route}: ${kb(route.gzipBytes)} KB gzip`).join('\n');
  const over = weights
    .filter((route) => route.gzipBytes > INITIAL_JS_BUDGET_GZIP_BYTES)
    .map((route) => `${route.route} ${kb(route.gzipBytes)} KB`);
  expect(
    over,
    `initial JS per route (budget ${kb(INITIAL_JS_BUDGET_GZIP_BYTES)} KB gzip):\n${table}`,
  ).toEqual([]);
});
