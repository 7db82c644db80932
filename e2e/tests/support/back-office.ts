// Signing in to the back office (/admin) as the operator or a seller, as a person does it.
import { expect, type Page } from '@playwright/test';

export const OPERATOR = { email: 'admin@haat.in', password: 'Admin@12345' };

export async function signIn(
  page: Page,
  who: 'operator' | 'seller',
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page
    .getByRole('radio', { name: who === 'operator' ? 'The marketplace operator' : 'A seller' })
    .check();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
}
