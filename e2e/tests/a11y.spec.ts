// CI gate (issue 7): axe-core finds no WCAG 2.0/2.1 A or AA violation on any route of docs/spec.md §2,
// on the phone-sized and the desktop-sized project alike. Personal pages are checked signed in,
// with something in the cart, as a shopper sees them.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { forEachSpecRoute } from './support/each-spec-route';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

forEachSpecRoute(
  (label) => `${label} has no WCAG 2.1 A/AA violation`,
  async (page, route) => {
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
  },
);
