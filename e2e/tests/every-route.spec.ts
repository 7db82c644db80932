// Every route of docs/spec.md §2, on the phone-sized and the desktop-sized project alike, in one
// visit each: the page hydrates without disagreeing with the server's HTML or throwing, and
// axe-core finds no WCAG 2.0/2.1 A or AA violation on it (a CI gate). Personal pages are checked
// signed in, with something in the cart, as a shopper sees them.
import { axeOn } from './support/axe';
import type { Page } from '@playwright/test';
import { expect } from './support/fixtures';
import { forEachSpecRoute } from './support/each-spec-route';
import { finiteAnimationsDone } from './support/spec-routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Console errors and page errors, as React reports a hydration that disagreed with the HTML. */
function listen(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

forEachSpecRoute(
  (label) => `${label} hydrates cleanly and has no WCAG 2.1 A/AA violation`,
  async (page, route) => {
    const problems = listen(page);
    const response = await page.goto(route.path, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // React reports a mismatch as error #418/#423/#425 (production) or in words (development).
    const mismatches = problems.filter((text) =>
      /hydrat|#418|#423|#425|did not match|server rendered HTML/i.test(text),
    );
    expect(mismatches, route.path).toEqual([]);
    const crashes = problems.filter((text) => /Uncaught|TypeError|ReferenceError/.test(text));
    expect(crashes, route.path).toEqual([]);

    await finiteAnimationsDone(page);
    const result = await axeOn(page).withTags(WCAG_TAGS).analyze();
    const found = result.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
    expect(found, `axe on ${route.path}`).toEqual([]);
  },
);
