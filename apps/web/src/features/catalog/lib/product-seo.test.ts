import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, htmlToText } from './product-seo';

describe('htmlToText', () => {
  it('reads the text of sanitised HTML the same way on the server and in the browser', () => {
    expect(htmlToText('<h3>About</h3><p>Woven in Jaipur &amp; dyed&nbsp;by hand.</p>')).toBe(
      'About Woven in Jaipur & dyed by hand.',
    );
    expect(htmlToText('<p>a<script>alert(1)</script>b</p><style>p{}</style>')).toBe('a b');
    expect(htmlToText('&#8377;499 &#x20B9;5 &unknown;')).toBe('₹499 ₹5 &unknown;');
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists Home, the category trail and the product with absolute addresses, in order', () => {
    const data = breadcrumbJsonLd(
      [
        { name: 'Fashion', href: '/products/0%20m1' },
        { name: 'Sarees', href: '/products/0%20m1%20c1' },
      ],
      'Home',
      'Chanderi Saree',
      'https://haat.example/product/p_1',
    );
    expect(data).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://haat.example/' },
        { position: 2, name: 'Fashion', item: 'https://haat.example/products/0%20m1' },
        { position: 3, name: 'Sarees', item: 'https://haat.example/products/0%20m1%20c1' },
        { position: 4, name: 'Chanderi Saree', item: 'https://haat.example/product/p_1' },
      ],
    });
  });
});
