import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexHtmlFor } from './route-preloads.ts';

const INDEX =
  '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>';
let dist: string;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'haat-preloads-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_price.js': { file: 'assets/price.js', imports: ['_react.js'], css: ['assets/price.css'] },
      'src/routes/home.tsx': { file: 'assets/home.js', imports: ['_price.js', 'index.html'] },
      'src/routes/product.tsx': { file: 'assets/product.js', imports: ['_price.js'] },
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("index.html with a landing page's preloads", () => {
  it("the home page announces its chunks, their styles and its public data, not the entry's", () => {
    const html = createIndexHtmlFor(dist, INDEX)('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/price.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/price.css">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/public/home/offer">',
    );
    expect(html).not.toContain('href="/assets/react.js"');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("a product page never preloads its product: a signed-in shopper's copy differs", () => {
    const html = createIndexHtmlFor(dist, INDEX)('/product/p_000001');
    expect(html).toContain('href="/assets/product.js"');
    expect(html).not.toContain('/api/public/product');
  });

  it('any other page gets the built file, with its largest picture when known', () => {
    const indexHtmlFor = createIndexHtmlFor(dist, INDEX);
    expect(indexHtmlFor('/cart')).toBe(INDEX);
    expect(indexHtmlFor('/cart', '/media/banners/a.svg')).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/banners/a.svg">',
    );
    expect(indexHtmlFor('/cart', 'https://elsewhere.example/x.svg')).toBe(INDEX);
  });
});
