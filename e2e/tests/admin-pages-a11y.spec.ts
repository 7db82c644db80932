// Every page of the back office, as the operator and as a seller sees it, has no WCAG 2.1 A or
// AA violation that axe-core finds: opened with what a click opens on it (a branch of the tree, a
// rename form, a change's before and after). Apart from admin-operations.spec.ts's journeys so
// that the two run side by side on the two workers.
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { OPERATOR, operatorHeaders, signIn } from './support/back-office';
import { expect, test } from './support/fixtures';

test.skip(
  ({ isMobile }) => isMobile,
  'the back office is driven on a desktop; its layout is checked on a phone in admin.spec.ts',
);

/** Pauses a coupon and makes it active again through the operator's API: two audited changes. */
async function toggleCoupon(request: APIRequestContext, code: string): Promise<void> {
  const headers = await operatorHeaders(request);
  const list = await request.get('/api/admin/coupons', { headers });
  const coupons = (
    (await list.json()) as { data: { items: Array<{ couponID: string; code: string }> } }
  ).data.items;
  const coupon = coupons.find((each) => each.code === code);
  if (!coupon) throw new Error(`no coupon ${code} among the operator's coupons`);
  for (const active of [false, true]) {
    const saved = await request.put(`/api/admin/coupons/${coupon.couponID}/active`, {
      headers,
      data: { active },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

const OPERATOR_PAGES: Array<[string, string, RegExp | string]> = [
  ['categories', '/admin/categories', 'Categories'],
  ['brands', '/admin/brands', 'Brands'],
  ['sellers', '/admin/sellers', 'Sellers'],
  ['service areas', '/admin/sellers/sl_kashi_puja/areas', /Service areas of/],
  ['orders', '/admin/orders', 'Orders'],
  ['order details', '/admin/orders/OD100000000007', 'Order OD100000000007'],
  ['refunds', '/admin/refunds', 'Refunds'],
  ['returns', '/admin/returns', 'Returns'],
  ['messages', '/admin/messages', 'Messages'],
  ['seller payouts', '/admin/seller-payouts', 'Seller payouts'],
  ['transfers to sellers', '/admin/seller-transfers', 'Transfers to sellers'],
  ['grievances', '/admin/grievances', 'Grievances'],
  ['company and grievance officer', '/admin/entity-settings', 'Company and grievance officer'],
  ['couriers', '/admin/couriers', 'Couriers'],
  ['search synonyms', '/admin/search-synonyms', 'Search synonyms'],
  ['coupons', '/admin/coupons', 'Coupons'],
  ['coupon edit', '/admin/coupons/FESTIVE10', 'Coupon FESTIVE10'],
  ['new coupon', '/admin/coupons/new', 'New coupon'],
  ['home banners', '/admin/content?tab=banners', 'Storefront'],
  ['offers', '/admin/content?tab=offers', 'Storefront'],
  ['featured', '/admin/content?tab=featured', 'Storefront'],
  ['mega-menu', '/admin/content?tab=menus', 'Storefront'],
  ['audit log', '/admin/audit', 'Audit log'],
  ['password', '/admin/password', 'Change your password'],
];

for (const [where, path, heading] of OPERATOR_PAGES) {
  test(`the operator's ${where} page has no WCAG 2.1 A/AA violation`, async ({ page, request }) => {
    await signIn(page, 'operator', OPERATOR);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    // Open what a click opens: a branch of the tree, a rename form, a change's before and after.
    if (where === 'categories') {
      await page.locator('summary').first().click();
      // A category's own tools: rename, delete, and whether its products may be returned.
      await page.locator('details details summary').first().click();
      await expect(
        page
          .getByRole('checkbox', { name: 'Its products may be returned within the return window' })
          .first(),
      ).toBeVisible();
    }
    if (where === 'brands')
      await page
        .getByRole('button', { name: /^Rename / })
        .first()
        .click();
    if (where === 'audit log') {
      // A change with a before and after of its own: the coupon paused and made active again.
      await toggleCoupon(request, 'FESTIVE10');
      await page.goto('/admin/audit?action=coupon');
      await page.locator('td summary').first().click();
    }
    await expectNoAxeViolations(page, where);
  });
}

for (const [where, path, heading] of [
  ['orders', '/admin/orders', 'Your orders'],
  ['returns', '/admin/returns', 'Returns'],
  ['messages', '/admin/messages', 'Messages'],
  ['shop profile', '/admin/profile', 'Shop profile'],
  ['payouts', '/admin/payouts', 'Payouts'],
] as const) {
  test(`a seller's ${where} page has no WCAG 2.1 A/AA violation`, async ({ page }) => {
    await signIn(page, 'seller', { email: 'imran@peetalnagri.example.in', password: 'Shop@12345' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoAxeViolations(page, where);
  });
}
