// A test for every route of docs/spec.md §2 on the running server, each at a real address: the
// personal pages visited as the demo shopper (token in localStorage) with something in the cart,
// the cart emptied again afterwards. Used by every-route.spec.ts (hydration and axe in one visit).
import type { Page } from '@playwright/test';
import { test } from './fixtures';
import {
  SPEC_ROUTE_LABELS,
  TOKEN_STORAGE_KEY,
  collectSpecRoutes,
  ensureSomethingInCart,
  signInDemoCustomer,
  type SpecRoute,
} from './spec-routes';

export function forEachSpecRoute(
  title: (label: string) => string,
  check: (page: Page, route: SpecRoute) => Promise<void>,
): void {
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
    test(title(label), async ({ page }) => {
      const route = routes.find((candidate) => candidate.route === label);
      if (!route) throw new Error(`no address collected for ${label}`);
      if (route.signedIn) {
        await page.addInitScript(
          ([key, value]) => window.localStorage.setItem(key!, value!),
          [TOKEN_STORAGE_KEY, token],
        );
      }
      await check(page, route);
    });
  }
}
