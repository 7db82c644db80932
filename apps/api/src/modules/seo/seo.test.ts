import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { products } from '../../db/schema/index.ts';
import { DEMO_ADMIN } from '../../seed/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://haat.example.in' } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('is text for crawlers: personal pages and the API closed, the sitemap named', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    for (const path of ['/api/', '/account', '/cart', '/checkout', '/wishlist', '/order/']) {
      expect(res.body).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/hi/account', '/hi/cart', '/hi/checkout', '/hi/order/']) {
      expect(res.body).toContain(`Disallow: ${path}`);
    }
    expect(res.body).toContain('Sitemap: https://haat.example.in/sitemap.xml');
  });
});

describe('the sitemaps', () => {
  it('an index names the pages, the listings and the product sitemaps', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(locs(res.body)).toEqual([
      'https://haat.example.in/sitemaps/pages.xml',
      'https://haat.example.in/sitemaps/listings.xml',
      'https://haat.example.in/sitemaps/products-1.xml',
    ]);
  });

  it('the product sitemap lists every published product, not an unpublished one', async () => {
    const published = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPublished, true));
    const [hidden] = published.splice(0, 1);
    await t.db.update(products).set({ isPublished: false }).where(eq(products.id, hidden!.id));
    const res = await get('/sitemaps/products-1.xml');
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    // Each product in English and in Hindi.
    expect(urls).toHaveLength(published.length * 2);
    expect(urls).toContain(`https://haat.example.in/product/${published[0]!.id}`);
    expect(urls).toContain(`https://haat.example.in/hi/product/${published[0]!.id}`);
    expect(urls).not.toContain(`https://haat.example.in/product/${hidden!.id}`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await get('/sitemaps/products-2.xml')).statusCode).toBe(404);
  });

  it('the listings sitemap holds category, brand and seller listings with encoded spaces', async () => {
    const urls = locs((await get('/sitemaps/listings.xml')).body);
    expect(urls.some((url) => /\/products\/0%20[^%]+$/.test(url!))).toBe(true);
    expect(urls.some((url) => /\/products\/0%20[^%]+%20[^%]+%20[^%]+$/.test(url!))).toBe(true);
    expect(urls.some((url) => url!.includes('/products/1%20'))).toBe(true);
    expect(urls.some((url) => url!.includes('/products/2%20'))).toBe(true);
    expect(urls.some((url) => /^https:\/\/haat\.example\.in\/seller\/[a-z0-9-]+$/.test(url!))).toBe(
      true,
    );
    expect(
      urls.some((url) => /^https:\/\/haat\.example\.in\/hi\/seller\/[a-z0-9-]+$/.test(url!)),
    ).toBe(true);
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toContain('https://haat.example.in/');
    expect(pages).toContain('https://haat.example.in/TermandCondition');
    expect(pages).toContain('https://haat.example.in/hi');
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(404);
  });

  it('names each page’s language alternates, the same from both sides', async () => {
    const xml = (await get('/sitemaps/pages.xml')).body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((match) => ({
      loc: match[1]!,
      links: [...match[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (link) => `${link[1]} ${link[2]}`,
      ),
    }));
    const english = entries.find((entry) => entry.loc === 'https://haat.example.in/Seller')!;
    const hindi = entries.find((entry) => entry.loc === 'https://haat.example.in/hi/Seller')!;
    const pair = [
      'en-IN https://haat.example.in/Seller',
      'hi-IN https://haat.example.in/hi/Seller',
      'x-default https://haat.example.in/Seller',
    ];
    expect(english.links).toEqual(pair);
    expect(hindi.links).toEqual(pair);
  });

  it('a catalogue write drops the cached sitemap', async () => {
    const before = locs((await get('/sitemaps/products-1.xml')).body).length;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    });
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPublished, true))
      .limit(1);
    await t.db.update(products).set({ isPublished: false }).where(eq(products.id, product!.id));
    // Any successful operator write marks the catalogue changed (catalog-cache.ts).
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: { authorization: `Bearer ${login.json().token}` },
      payload: {
        code: 'SITEMAP10',
        kind: 'flat',
        value: 10,
        minOrder: 0,
        validFrom: '2026-01-01',
        validTo: '2030-01-01',
      },
    });
    expect(write.statusCode).toBeLessThan(400);
    // One product fewer: its English and Hindi pages.
    expect(locs((await get('/sitemaps/products-1.xml')).body)).toHaveLength(before - 2);
  });
});
