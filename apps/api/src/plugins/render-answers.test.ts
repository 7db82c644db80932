// A page rendered for each request reuses the public answers the renders before it read, and asks
// the API again once what an answer shows has changed, and never reuses what a session asked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInOperator, type TestApp } from '../../test/helper.ts';
import { leastStorefront } from '../../test/least-storefront.ts';
import { products } from '../db/schema/index.ts';
import { metricsRegistry } from '../lib/metrics.ts';
import type { WebLoadContext } from './web-render.ts';

const read = async (context: WebLoadContext, url: string, headers: Record<string, string> = {}) => {
  const answer = await context.fetch(url, { headers });
  if (!answer.ok) throw new Error(`${url}: the API answered ${answer.status}`);
  return (await answer.json()) as { data: { stock?: number; length?: number } };
};

/**
 * How many times the API looked an answer up in its catalogue cache: once for every call it
 * answers, whether the answer was kept or made (a reused answer never reaches the API).
 */
async function catalogueLookups(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('haat_answer_cache_lookups_total')?.get();
  return (metric?.values ?? [])
    .filter((value) => value.labels.cache === 'catalog')
    .reduce((sum, value) => sum + value.value, 0);
}

/** What the `whole` page's loader was handed, render after render. */
const readWhole: Array<{ json: unknown; frozen: boolean; changed: string }> = [];

let t: TestApp;
let productId: string;
let operator: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({
    // Every page rendered for its request: only the answers can be reused.
    env: { PAGE_CACHE: 'false' },
    storefront: leastStorefront({
      pages: {
        product: {
          path: 'product/:id',
          loader: async ({ params, context }) => ({
            stock: (await read(context, `/api/public/product?productID=${params.id}`)).data.stock,
            menus: (await read(context, '/api/public/menus')).data.length,
          }),
        },
        whole: {
          path: 'whole/:id',
          loader: async ({ params, context }) => {
            const answer = await context.fetch.read(`/api/public/product?productID=${params.id}`, {
              headers: { Accept: 'application/json' },
            });
            const json = 'json' in answer ? answer.json : JSON.parse(answer.text);
            let changed: string;
            try {
              (json as { data: { stock: number } }).data.stock = -1;
              changed = 'changed';
            } catch (error) {
              changed = (error as Error).name;
            }
            readWhole.push({ json, frozen: Object.isFrozen(json), changed });
            return { status: answer.status, contentType: answer.contentType };
          },
        },
        signedIn: {
          path: 'signed-in/:id',
          loader: async ({ params, context }) =>
            (
              await read(context, `/api/public/product?productID=${params.id}`, {
                authorization: 'Bearer not-a-real-session',
              })
            ).data.stock,
        },
      },
      render: (_status, loaderData) => `<!doctype html><pre>${JSON.stringify(loaderData)}</pre>`,
    }),
  });
  const [first] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.hasVariants, false))
    .limit(1);
  productId = first!.id;
  operator = await signInOperator(t);
});
afterAll(async () => t?.close());

const open = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('answers a render reuses', () => {
  it('are asked of the API once, then reused by the next renders', async () => {
    const before = await catalogueLookups();
    const first = await open(`/product/${productId}`);
    // The product and the menus, asked of the API by the first render.
    expect(await catalogueLookups()).toBe(before + 2);
    for (let round = 0; round < 3; round += 1)
      expect(await open(`/product/${productId}`)).toBe(first);
    expect(await catalogueLookups()).toBe(before + 2);
  });

  it('are asked again once what they show has changed, and show the change', async () => {
    await open(`/product/${productId}`);
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stock',
      headers: operator,
      payload: { productID: productId, stock: 37 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [row] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(row!.stock).toBe(37);
    const before = await catalogueLookups();
    expect(await open(`/product/${productId}`)).toContain('"stock":37');
    // The operator's edit changed the catalogue: both answers are asked for again.
    expect(await catalogueLookups()).toBe(before + 2);
  });

  it("are counted in the page's x-render-answers: reused (hit) and asked of the API (miss)", async () => {
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/stock',
      headers: operator,
      payload: { productID: productId, stock: 41 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const first = await t.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(first.headers['x-render-answers']).toBe('hit=0, miss=2');
    const second = await t.app.inject({ method: 'GET', url: `/product/${productId}` });
    expect(second.headers['x-render-answers']).toBe('hit=2, miss=0');
    // The navigation's loader data is rendered for its request too.
    const data = await t.app.inject({ method: 'GET', url: `/product/${productId}.data` });
    expect(data.headers['x-render-answers']).toBe('hit=2, miss=0');
  });

  it('are never reused for a call that carries a session', async () => {
    await open(`/signed-in/${productId}`);
    const before = await catalogueLookups();
    await open(`/signed-in/${productId}`);
    expect(await catalogueLookups()).toBe(before + 1);
  });
});

describe('answers read whole', () => {
  it('are the same JSON for every render that reuses them, frozen: a render cannot change them', async () => {
    readWhole.length = 0;
    expect(await open(`/whole/${productId}`)).toContain('application/json');
    await open(`/whole/${productId}`);
    await open(`/whole/${productId}`);
    const [first, second, third] = readWhole;
    // The first render's answer came from the API as text, its own to parse and to change.
    expect(first).toMatchObject({ frozen: false, changed: 'changed' });
    // The renders after it share one parse of the reused answer, which throws on a change.
    expect(second!.json).toBe(third!.json);
    expect(second).toMatchObject({ frozen: true, changed: 'TypeError' });
    expect((second!.json as { data: { stock: number } }).data.stock).toBeGreaterThanOrEqual(0);
  });
});
