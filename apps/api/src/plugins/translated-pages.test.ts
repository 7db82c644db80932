// The storefront in another language answers the paths under its prefix (/hi, /hi/…), rendered
// by its own build; every other path is the default language's, a path that merely begins with
// the same letters (/history) included. Kept pages are kept per language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { leastStorefront, type LeastStorefrontOptions } from '../../test/least-storefront.ts';

const pages = (lang: string): LeastStorefrontOptions => ({
  pages: {
    home: { path: '/' },
    product: { path: 'product/:id', loader: ({ params }) => params.id },
    history: { path: 'history' },
  },
  render: (status, loaderData) =>
    `<!doctype html><html lang="${lang}"><pre>${status} ${JSON.stringify(loaderData)}</pre></html>`,
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    storefront: leastStorefront({
      ...pages('en-IN'),
      translated: [{ prefix: '/hi', ...pages('hi-IN') }],
    }),
  });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a page in another language', () => {
  it('is rendered by that language’s build under its prefix, the same route as in English', async () => {
    const hindi = await get('/hi/product/p1');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('<html lang="hi-IN">');
    expect(hindi.body).toContain('"product":"p1"');
    const english = await get('/product/p1');
    expect(english.body).toContain('<html lang="en-IN">');
    expect(english.body).toContain('"product":"p1"');
  });

  it('has its home at the bare prefix, with or without the slash', async () => {
    for (const url of ['/hi', '/hi/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="hi-IN">');
    }
  });

  it('leaves a path that only starts with the same letters to the default language', async () => {
    const res = await get('/history');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en-IN">');
  });
});
