import { expect, test } from './support/fixtures';

// What a crawler reads besides the pages: real robots.txt and sitemaps, not the shell. A crawler
// has no viewport: one project reads them (the phone's).
test.skip(({ isMobile }) => !isMobile, 'the same answers for every project');

test('a crawler finds robots.txt, the sitemap index and a product from it', async ({
  request,
  page,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /checkout');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);

  const index = await request.get(new URL(sitemapUrl!).pathname);
  expect(index.status()).toBe(200);
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const productSitemap = sitemaps.find((url) => url.includes('/sitemaps/products-1.xml'));
  expect(productSitemap).toBeDefined();

  const products = await request.get(new URL(productSitemap!).pathname);
  const firstProduct = /<loc>([^<]+\/product\/[^<]+)<\/loc>/.exec(await products.text())?.[1];
  expect(firstProduct).toBeDefined();
  await page.goto(new URL(firstProduct!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
