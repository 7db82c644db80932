// CI gate (issue 7): axe-core finds no WCAG 2.0/2.1 A or AA violation on any route of docs/spec.md §2,
// on the phone-sized and the desktop-sized project alike. Personal pages are checked signed in,
// with something in the cart, as a shopper sees them.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import {
  SPEC_ROUTE_LABELS,
  TOKEN_STORAGE_KEY,
  collectSpecRoutes,
  ensureSomethingInCart,
  signInDemoCustomer,
  type SpecRoute,
} from './support/spec-routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let routes: SpecRoute[] = [];
let token = '';
let emptyCartAgain: (() => Promise<void>) | undefined;

test.beforeAll(async ({ baseURL }) => {
  if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
  token = await signInDemoCustomer(baseURL);
  emptyCartAgain = await ensureSomethingInCart(baseURL, token);
  routes = await collectSpecRoutes(baseURL, token);
});

test.afterAll(async () => {
  await emptyCartAgain?.();
});

for (const label of SPEC_ROUTE_LABELS) {
  test(`${label} has no WCAG 2.1 A/AA violation`, async ({ page }) => {
    const route = routes.find((candidate) => candidate.route === label);
    if (!route) throw new Error(`no address collected for ${label}`);
    if (route.signedIn) {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key!, value!),
        [TOKEN_STORAGE_KEY, token],
      );
    }
    await page.goto(route.path, { waitUntil: 'networkidle' });
    const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const found = result.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
    expect(found, `axe on ${route.path}`).toEqual([]);
  });
}
