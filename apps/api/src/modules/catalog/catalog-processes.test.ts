// Two API processes on one PostgreSQL keep their catalogue caches in step. A price
// changed through one is on the other's listing within a second (LISTEN/NOTIFY), although each
// keeps answers for five minutes here, so its TTL cannot be what makes it fresh.
import { describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN } from '../../seed/index.ts';
import { useServerProcesses, type ServerProcess } from '../../../test/processes.ts';
import { allowingForLoad } from '../../../test/waiting.ts';

const isPostgres = inject('templateKind') === 'postgres';
/** A second on a quiet machine, allowing for a busy one: far below the five-minute TTL either way. */
const FRESH_WITHIN_MS = allowingForLoad(1000);

interface Card {
  productID: string;
  salePrice: number;
}

async function listingCard(server: ServerProcess, productId: string): Promise<Card> {
  const res = await fetch(`${server.base}/api/public/products?productID=${productId}&limit=1`);
  const body = (await res.json()) as { data: Card[] };
  const card = body.data[0];
  if (!card) throw new Error(`product ${productId} is not on the listing`);
  return card;
}

describe.runIf(isPostgres)('catalogue caches on two processes', () => {
  const { servers } = useServerProcesses(2, { CATALOG_CACHE_TTL_SECONDS: '300' });

  it("a price changed through one process is on the other's listing within 1 s", async () => {
    const [writer, reader] = servers as [ServerProcess, ServerProcess];
    const first = (await (await fetch(`${reader.base}/api/public/products?limit=1`)).json()) as {
      data: Card[];
    };
    const productId = first.data[0]!.productID;
    const before = await listingCard(reader, productId);
    // Kept by the reader: the same answer again, from its cache.
    expect((await listingCard(reader, productId)).salePrice).toBe(before.salePrice);

    const login = await fetch(`${writer.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    const token = ((await login.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const product = (
      (await (
        await fetch(`${writer.base}/api/admin/products/${productId}`, { headers })
      ).json()) as {
        data: Record<string, unknown> & {
          price: number | null;
          mrp: number | null;
          variants: { sizes: { price: number; mrp: number }[] }[];
        };
      }
    ).data;
    const lower = (price: number) => Math.max(1, price - 11);
    const edited = {
      ...product,
      price: product.price === null ? undefined : lower(product.price),
      mrp: product.mrp ?? undefined,
      variants: product.variants.map((colour) => ({
        ...colour,
        sizes: colour.sizes.map((size) => ({ ...size, price: lower(size.price) })),
      })),
    };
    const put = await fetch(`${writer.base}/api/admin/products/${productId}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(edited),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const changedAt = performance.now();

    let seen = before.salePrice;
    while (seen === before.salePrice && performance.now() - changedAt < FRESH_WITHIN_MS) {
      seen = (await listingCard(reader, productId)).salePrice;
      if (seen === before.salePrice) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const waited = performance.now() - changedAt;
    expect(seen).toBe(lower(before.salePrice));
    expect(waited).toBeLessThan(FRESH_WITHIN_MS);
  });
});
