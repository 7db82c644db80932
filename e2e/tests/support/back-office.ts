// Signing in to the back office (/admin) as the operator or a seller, as a person does it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const OPERATOR = { email: 'admin@haat.in', password: 'Admin@12345' };

/** The operator signed in through the API: the header that carries their token. */
export async function operatorHeaders(
  request: APIRequestContext,
): Promise<{ authorization: string }> {
  const login = await request.post('/api/admin/login', { data: OPERATOR });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A demo seller's password (the demo's sellers share one; docs/decisions/back-office.md). */
export const DEMO_SELLER_PASSWORD = 'Shop@12345';

/** A seller signed in through the API: the header that carries their token. */
export async function sellerHeaders(
  request: APIRequestContext,
  email: string,
  password = DEMO_SELLER_PASSWORD,
): Promise<{ authorization: string }> {
  const login = await request.post('/api/seller/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

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

/**
 * The Legal Metrology declarations a product of a packaged category needs before it saves
 * (docs/decisions/legal-declarations.md): made in India by its maker, as a person types them.
 */
export async function fillDeclarations(page: Page): Promise<void> {
  // The form has another "Unit" (the shipping weight's): the declarations are their own group.
  const box = page.getByRole('group', { name: 'Declarations (Legal Metrology)' });
  await box.getByLabel(/^Country of origin/).selectOption('IN');
  await box.getByLabel(/^Generic name( \(required\))?$/).fill('Brass lamp');
  await box.getByLabel(/^Net quantity/).fill('1');
  await box.getByLabel(/^Unit/).selectOption('piece');
  await box.getByLabel(/^Label names the/).selectOption('manufacturer');
  await box.getByLabel(/^Name of the/).fill('Peetal Kala Works');
  await box.getByLabel(/^Address( \(required\))?$/).fill('12 Civil Lines, Moradabad 244001');
  await box.getByLabel(/^Consumer care/).fill('care@peetalkala.example.in');
}
