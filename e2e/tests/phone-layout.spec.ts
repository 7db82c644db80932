// On a phone (375 × 740), the product page's first screen: the price above the fixed Check
// availability / Buy now bar, and the top bar's icons at their size (docs/decisions/shopper-path-fixes.md).
import { expect, test } from './support/fixtures';

for (const prefix of ['', '/hi']) {
  test(`the price and the top bar's icons on a phone's first screen (${prefix || 'English'})`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'about the phone layout');
    await page.goto(`${prefix}/product/p_000002`);
    const price = await page.locator('.product-summary .price').boundingBox();
    const bar = await page.locator('.product-actions').boundingBox();
    expect(price).not.toBeNull();
    expect(bar).not.toBeNull();
    expect(price!.y).toBeGreaterThanOrEqual(0);
    expect(price!.y + price!.height).toBeLessThanOrEqual(bar!.y);

    const icons = page.locator('.top-bar svg:visible');
    await expect(icons).toHaveCount(3);
    for (const box of await icons.evaluateAll((svgs) =>
      svgs.map((svg) => svg.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([16, 16]);
    }
    // The icon-only links keep their names.
    const topBar = page.locator('.top-bar');
    await expect(topBar.locator('a[href$="/wishlist"]')).toHaveAccessibleName(/\S/);
    await expect(topBar.locator('a[href$="/account"]')).toHaveAccessibleName(/\S/);
  });
}
