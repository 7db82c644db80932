// CI gate: axe-core finds no WCAG 2.0/2.1 A or AA violation on any route of docs/spec.md §2,
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
    // A dialog fading in (the guest's login modal, its code fetched on demand) has colours between
    // its start and end: axe reads a settled page, so finite animations finish first.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    );
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
