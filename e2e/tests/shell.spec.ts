import { expect, test } from './support/fixtures';

test('a shopper opens the home page, sees the categories in the menu, and finds the way back from a wrong address', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /haat/i }).first()).toBeVisible();

  if (isMobile) {
    await page
      .getByRole('button', { name: /categories|menu/i })
      .first()
      .click();
  }
  const navigation = page
    .getByRole(isMobile ? 'dialog' : 'navigation', { name: /categor|menu/i })
    .first();
  for (const name of ['Fashion', 'Electronics', 'Grocery']) {
    await expect(navigation.getByText(new RegExp(name)).first()).toBeVisible();
  }
  if (!isMobile) {
    // The columns are not in the page's HTML: they arrive when the pointer reaches the menu.
    await navigation.getByRole('link', { name: 'Fashion' }).hover();
    await navigation.getByRole('link', { name: 'Sarees' }).click();
    await expect(page).toHaveURL(/\/products\/0%20mc_fashion%20cat_womens_ethnic%20sub_sarees$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  await page.goto('/no-such-page/anywhere');
  await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(/Free shipping on orders of ₹1,000 or more/),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('letters typed into the search box before its code arrives are kept and searched', async ({
  page,
}) => {
  // The box's code arrives just after the page's (app/layout/site-header.tsx): hold it back until
  // the page has hydrated and the shopper has typed, as on a slow connection.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/search-box-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('diya');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  release();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveValue('diya');
});
