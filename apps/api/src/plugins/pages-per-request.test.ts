// A page rendered for its request (PAGE_CACHE=false, or a page no cache keeps): its bytes go out
// as the entry wrote them, whole, compressed as the visitor accepts, with a policy naming this
// response's nonce; nothing of it is kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { leastStorefront } from '../../test/least-storefront.ts';

/** Two bytes and three a character among plain ones, long enough to be compressed. */
const PAGE_TEXT = 'दीया ₹499 — brass, handmade. '.repeat(80);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PAGE_CACHE: 'false' },
    storefront: leastStorefront({
      pages: {
        product: {
          path: 'product/:id',
          loader: async ({ params, context }) => {
            const answer = await context.fetch(`/api/public/product?productID=${params.id}`, {});
            return answer.status;
          },
        },
      },
      render: (status, loaderData) =>
        `<!doctype html><p>${PAGE_TEXT}</p><pre>${status} ${JSON.stringify(loaderData)}</pre>`,
    }),
  });
});

afterAll(async () => {
  await t.close();
});

describe('a page rendered for its request', () => {
  const expected = `<!doctype html><p>${PAGE_TEXT}</p><pre>200 {"product":404}</pre>`;

  it('goes out byte for byte as rendered, with its length', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/product/p_none' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.rawPayload.equals(Buffer.from(expected))).toBe(true);
    expect(page.headers['content-length']).toBe(String(Buffer.byteLength(expected)));
    expect(page.headers['x-cache']).toBeUndefined();
  });

  it('is compressed as the visitor accepts, and names its own nonce', async () => {
    const nonces = new Set<string>();
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/product/p_none',
        headers: { 'accept-encoding': accept },
      });
      expect(page.headers['content-encoding']).toBe(accept);
      expect(decode(page.rawPayload).toString('utf8')).toBe(expected);
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(2);
  });
});
