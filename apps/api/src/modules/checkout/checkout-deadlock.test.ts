// Many shoppers at once, each cart holding several of the same products in its own order: stock
// rows are taken in one global order, so no two placements lock each other (PostgreSQL would
// abort one with "deadlock detected", a 500 to the shopper). PostgreSQL only: PGlite is one
// connection, where transactions never wait on each other.
import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AddOrderAnswerSchema, CheckoutAnswerSchema } from '@haat/contract';
import { productSizes, products } from '../../db/schema/index.ts';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { TEST_CAPTCHA } from '../../../test/orders.fixtures.ts';

const isPostgres = inject('templateKind') === 'postgres';
const SHOPPERS = 32;
const STOCK_PER_KEY = 24;

interface LineKey {
  productId: string;
  colorId: string;
  sizeId: string;
}
const keyName = (key: LineKey) => `${key.productId}/${key.sizeId}`;

function shuffle<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(0, index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

describe.runIf(isPostgres)('concurrent multi-line orders over the same products', () => {
  let t: TestApp;
  let keys: LineKey[];
  let variantProductId: string;

  beforeAll(async () => {
    t = await createTestApp({
      env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA, COD_LIMIT_PAISE: '1000000000' },
    });
    const flat = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isPublished, true), eq(products.hasVariants, false)))
      .orderBy(products.id)
      .limit(4);
    const [variant] = await t.db
      .select({ productId: productSizes.productId })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(and(eq(products.isPublished, true), gt(productSizes.stock, -1)))
      .groupBy(productSizes.productId)
      .having(sql`count(*) >= 3`)
      .limit(1);
    variantProductId = variant!.productId;
    const sizes = await t.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, variantProductId))
      .orderBy(productSizes.id)
      .limit(3);
    keys = [
      ...flat.map((row) => ({ productId: row.id, colorId: '0', sizeId: '0' })),
      ...sizes.map((size) => ({
        productId: size.productId,
        colorId: size.colorId,
        sizeId: size.id,
      })),
    ];
    expect(keys).toHaveLength(7);
    await t.db
      .update(products)
      .set({ stock: STOCK_PER_KEY })
      .where(
        inArray(
          products.id,
          flat.map((row) => row.id),
        ),
      );
    await t.db
      .update(productSizes)
      .set({ stock: STOCK_PER_KEY })
      .where(eq(productSizes.productId, variantProductId));
    await t.db.execute(sql`update products set stock =
      (select sum(stock) from product_sizes where product_id = ${variantProductId})
      where id = ${variantProductId}`);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function readStock(key: LineKey): Promise<number> {
    if (key.sizeId === '0') {
      const [row] = await t.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, key.productId));
      return row!.stock;
    }
    const [row] = await t.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, key.sizeId));
    return row!.stock;
  }

  it('every order is placed or refused with a message, never a 500, and the stock is exact', async () => {
    const before = new Map<string, number>();
    for (const key of keys) before.set(keyName(key), await readStock(key));
    const [variantBefore] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, variantProductId));

    // Each shopper fills a cart of 3–6 of the keys, in an order of their own.
    const shoppers = await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, index) => {
        const { customerId, addressId } = await createCustomerWithAddress(t, 900 + index);
        const headers = await signInAs(t, customerId);
        const lines = shuffle(keys)
          .slice(0, randomInt(3, keys.length))
          .map((key) => ({ key, pieces: randomInt(1, 4) }));
        for (const line of lines) {
          const added = await t.app.inject({
            method: 'POST',
            url: '/api/customer/cart',
            headers,
            payload: {
              productID: line.key.productId,
              colorID: line.key.colorId,
              sizeID: line.key.sizeId,
              pieces: line.pieces,
            },
          });
          expect(added.statusCode, added.body).toBe(200);
        }
        const summary = await t.app.inject({
          method: 'GET',
          url: `/api/customer/order-checkout/${addressId}/cod`,
          headers,
        });
        expect(summary.statusCode, summary.body).toBe(200);
        const captcha = await t.app.inject({
          method: 'GET',
          url: '/api/customer/captcha',
          headers,
        });
        return {
          headers,
          lines,
          body: {
            ...CheckoutAnswerSchema.parse(summary.json()).data,
            captchaID: captcha.json().data.captchaID as string,
            captcha: TEST_CAPTCHA,
          },
        };
      }),
    );

    const startedAt = performance.now();
    const results = await Promise.all(
      shoppers.map((shopper) =>
        t.app.inject({
          method: 'POST',
          url: '/api/customer/addorder',
          headers: shopper.headers,
          payload: shopper.body,
        }),
      ),
    );
    const tookMs = performance.now() - startedAt;

    const taken = new Map<string, number>();
    let placed = 0;
    const refusals: string[] = [];
    const failures: string[] = [];
    results.forEach((res, index) => {
      if (res.statusCode === 200) {
        expect(AddOrderAnswerSchema.parse(res.json()).status).toBe(1);
        placed += 1;
        for (const line of shoppers[index]!.lines) {
          const name = keyName(line.key);
          taken.set(name, (taken.get(name) ?? 0) + line.pieces);
        }
      } else if (res.statusCode < 500) {
        const answer = res.json() as { code: string; message: string };
        expect(answer.message).toMatch(/\w/);
        refusals.push(answer.code);
      } else {
        failures.push(`${res.statusCode} ${res.body}`);
      }
    });
    console.log(
      `${SHOPPERS} carts of 3–6 lines over ${keys.length} keys in ${Math.round(tookMs)} ms: ` +
        `${placed} placed, ${refusals.length} refused (${[...new Set(refusals)].join(', ') || 'none'}), ` +
        `${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(placed).toBeGreaterThan(0);
    for (const code of refusals) expect(code).toBe('OUT_OF_STOCK');

    for (const key of keys) {
      const name = keyName(key);
      expect(await readStock(key), name).toBe(before.get(name)! - (taken.get(name) ?? 0));
    }
    const variantTaken = keys
      .filter((key) => key.productId === variantProductId)
      .reduce((sum, key) => sum + (taken.get(keyName(key)) ?? 0), 0);
    const [variantAfter] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, variantProductId));
    expect(variantAfter!.stock).toBe(variantBefore!.stock - variantTaken);
  }, 120_000);
});
