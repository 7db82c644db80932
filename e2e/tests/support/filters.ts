// A listing's filters as a shopper reaches them: the sidebar on a wide screen; on a phone the
// Filters button opens the same controls in a sheet, and its "Show N items" button closes it.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { catalogMessages as en } from '../../../apps/web/src/messages/en-catalog';

type Words = typeof en;

export async function openFilters(
  page: Page,
  isMobile: boolean,
  words: Words = en,
): Promise<Locator> {
  const name = words.catalog.listing.filters;
  if (!isMobile) return page.getByRole('complementary', { name });
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  return page.getByRole('dialog', { name });
}

export async function closeFilters(
  page: Page,
  isMobile: boolean,
  words: Words = en,
): Promise<void> {
  if (!isMobile) return;
  const sheet = page.getByRole('dialog', { name: words.catalog.listing.filters });
  await sheet.getByRole('button', { name: /^Show |दिखाएं$/ }).click();
  await expect(sheet).toHaveCount(0);
}
