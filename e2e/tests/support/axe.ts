// axe-core on a page, as every accessibility check here runs it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * An AxeBuilder in its single-page mode: axe.run in the page itself, same-origin frames
 * included, with the same rules. The default runs axe per frame and then combines the results in a
 * new blank page it injects axe into again, which is there for cross-origin frames; our pages have
 * none, and it cost 0.7 s of a 1.6 s check on every page (docs/testing.md).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** No WCAG 2.0/2.1 A or AA violation on the page as it is now; `where` names it in a failure. */
export async function expectNoAxeViolations(page: Page, where: string) {
  const result = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    result.violations,
    `${where}: ${JSON.stringify(result.violations.map((v) => v.id))}`,
  ).toEqual([]);
}
