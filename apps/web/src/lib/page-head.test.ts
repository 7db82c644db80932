import { describe, expect, it } from 'vitest';
import { headTags, originOf } from './page-head';

const ROOT = [{ id: 'root', loaderData: { origin: 'https://haat.example' } }];

describe('the head of a public page', () => {
  it('gives a product page absolute URLs, a raster picture and its price in INR', () => {
    const tags = headTags(
      {
        title: 'Cotton Kurta · Haat',
        description: 'Cotton Kurta for ₹499.00 on Haat.',
        path: '/product/p_1',
        image: '/og/product/p_1.png',
        product: { price: 499, inStock: true },
      },
      originOf(ROOT),
    );
    expect(tags).toContainEqual({ title: 'Cotton Kurta · Haat' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://haat.example/product/p_1',
    });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://haat.example/og/product/p_1.png',
    });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
    expect(tags).toContainEqual({ property: 'product:price:amount', content: '499.00' });
    expect(tags).toContainEqual({ property: 'product:price:currency', content: 'INR' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('names the page in every language, and the English one for everyone else', () => {
    const tags = headTags(
      { title: 'Cotton Kurta · Haat', description: 'Cotton Kurta.', path: '/product/p_1' },
      originOf(ROOT),
    );
    const alternates = tags.filter((tag) => 'rel' in tag && tag.rel === 'alternate');
    expect(alternates).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en-IN',
        href: 'https://haat.example/product/p_1',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'hi-IN',
        href: 'https://haat.example/hi/product/p_1',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://haat.example/product/p_1',
      },
    ]);
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_IN' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'hi_IN' });
  });

  it("gives other pages the shop's own card and no product price", () => {
    const tags = headTags(
      { title: 'Sarees · Haat', description: 'Shop Sarees on Haat.', path: '/products/0 m1' },
      'https://haat.example',
    );
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://haat.example/og-haat.png',
    });
    // The shop's card says what it shows, not the page's title.
    expect(tags).toContainEqual({
      property: 'og:image:alt',
      content:
        'Haat: shop from India’s small sellers. Prices in ₹, cash on delivery, easy returns.',
    });
    expect(tags).toContainEqual({
      property: 'og:url',
      content: 'https://haat.example/products/0%20m1',
    });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'product:price:amount')).toBe(
      false,
    );
  });

  it('keeps a personal page out of search results, without a canonical address', () => {
    const tags = headTags({ title: 'Your cart · Haat', description: 'x', noindex: true }, '');
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
  });
});
