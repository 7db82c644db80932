// Many shoppers at once, each cart holding several of the same products in its own order: stock
// rows are taken in one global order, so no two placements lock each other (PostgreSQL would
// abort one with "deadlock detected", a 500 to the shopper). PostgreSQL only: PGlite is one
// connection, where transactions never wait on each other.
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AddOrderAnswerSchema, CheckoutAnswerSchema } from '@haat/contract';
import { productSizes, products } from '../../db/schema/index.ts';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  signInOperator,
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
  /** What the carts hold: four flat products and three sizes of one product with variants. */
  let keys: LineKey[];
  let flatIds: string[];
  let variantProductId: string;
  /** Another size of that product, which the operator changes while orders are placed. */
  let operatorSize: LineKey;
  const cartKeys = () => keys;

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
      .where(eq(products.isPublished, true))
      .groupBy(productSizes.productId)
      .having(sql`count(*) >= 4`)
      .limit(1);
    variantProductId = variant!.productId;
    const sizes = await t.db
      .select()
      .from(productSizes)
      .where(eq(productSizes.productId, variantProductId))
      .orderBy(productSizes.id)
      .limit(4);
    const sizeKeys = sizes.map((size) => ({
      productId: size.productId,
      colorId: size.colorId,
      sizeId: size.id,
    }));
    flatIds = flat.map((row) => row.id);
    keys = [
      ...flatIds.map((id) => ({ productId: id, colorId: '0', sizeId: '0' })),
      ...sizeKeys.slice(0, 3),
    ];
    operatorSize = sizeKeys[3]!;
    expect(keys).toHaveLength(7);
  });

  /** Every key back to the same stock; the product with variants holds the sum of its sizes. */
  async function resetStock(): Promise<void> {
    await t.db.update(products).set({ stock: STOCK_PER_KEY }).where(inArray(products.id, flatIds));
    await t.db
      .update(productSizes)
      .set({ stock: STOCK_PER_KEY })
      .where(eq(productSizes.productId, variantProductId));
    await t.db.execute(sql`update products set stock =
      (select sum(stock) from product_sizes where product_id = ${variantProductId})
      where id = ${variantProductId}`);
  }

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

  /** Shoppers each with a cart of 3–6 of the keys, in an order of their own, ready to order. */
  async function prepareShoppers(count: number, firstIndex: number) {
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const { customerId, addressId } = await createCustomerWithAddress(t, firstIndex + index);
        const headers = await signInAs(t, customerId);
        const lines = shuffle(cartKeys())
          .slice(0, randomInt(3, cartKeys().length))
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
  }

  type Shopper = Awaited<ReturnType<typeof prepareShoppers>>[number];

  const placeOrder = (shopper: Shopper) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/addorder',
      headers: shopper.headers,
      payload: shopper.body,
    });

  async function readVariantTotals(): Promise<{ product: number; sizes: number }> {
    const [product] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, variantProductId));
    const [sizes] = await t.db
      .select({ sum: sql<number>`sum(${productSizes.stock})::int` })
      .from(productSizes)
      .where(eq(productSizes.productId, variantProductId));
    return { product: product!.stock, sizes: sizes!.sum };
  }

  it('every order is placed or refused with a message, never a 500, and the stock is exact', async () => {
    await resetStock();
    const before = new Map<string, number>();
    for (const key of keys) before.set(keyName(key), await readStock(key));
    const [variantBefore] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, variantProductId));

    const shoppers = await prepareShoppers(SHOPPERS, 900);
    const startedAt = performance.now();
    const results = await Promise.all(shoppers.map((shopper) => placeOrder(shopper)));
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
  });

  it('cancellations, the operator’s stock changes and new orders at once: no 500, stock exact', async () => {
    await resetStock();
    const before = new Map<string, number>();
    for (const key of keys) before.set(keyName(key), await readStock(key));
    const operator = await signInOperator(t);

    // Every cart is filled while the stock is whole: a cart line over what is left is refused
    // at the cart, and which keys the first orders drain is chance.
    const first = await prepareShoppers(8, 1000);
    const second = await prepareShoppers(16, 1100);
    // Orders to cancel, placed one by one beforehand.
    const firstPlaced: Array<{ shopper: Shopper; orderId: string }> = [];
    for (const shopper of first) {
      const res = await placeOrder(shopper);
      if (res.statusCode === 200) firstPlaced.push({ shopper, orderId: res.json().data as string });
    }
    expect(firstPlaced.length).toBeGreaterThan(0);

    const cancels = firstPlaced.map(({ shopper, orderId }) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customer/order/cancel',
        headers: shopper.headers,
        payload: { orderID: orderId, remark: 'Ordered twice by mistake' },
      }),
    );
    const placing = second.map((shopper) => placeOrder(shopper));
    const operatorCounts = [40, 7, 25, 13, 31];
    const stockChanges = operatorCounts.map((stock) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/stock',
        headers: operator,
        payload: {
          productID: operatorSize.productId,
          colorID: operatorSize.colorId,
          sizeID: operatorSize.sizeId,
          stock,
        },
      }),
    );
    const [cancelled, placed, changed] = await Promise.all([
      Promise.all(cancels),
      Promise.all(placing),
      Promise.all(stockChanges),
    ]);

    const failures = [...cancelled, ...placed, ...changed]
      .filter((res) => res.statusCode >= 500)
      .map((res) => `${res.statusCode} ${res.body}`);
    expect(failures).toEqual([]);
    for (const res of cancelled) expect(res.statusCode, res.body).toBe(200);
    for (const res of changed) expect(res.statusCode, res.body).toBe(200);

    const net = new Map<string, number>();
    const add = (lines: Shopper['lines'], sign: number) => {
      for (const line of lines) {
        const name = keyName(line.key);
        net.set(name, (net.get(name) ?? 0) + sign * line.pieces);
      }
    };
    // The first orders took their pieces and gave them back: no change left.
    let placedCount = 0;
    placed.forEach((res, index) => {
      if (res.statusCode === 200) {
        placedCount += 1;
        add(second[index]!.lines, -1);
      } else {
        expect(res.json().code).toBe('OUT_OF_STOCK');
      }
    });
    console.log(
      `${firstPlaced.length} cancellations, ${placed.length} placements (${placedCount} placed) and ` +
        `${changed.length} stock changes at once: ${failures.length} failed`,
    );
    for (const key of keys) {
      const name = keyName(key);
      expect(await readStock(key), name).toBe(before.get(name)! + (net.get(name) ?? 0));
    }
    // Whichever of the operator's changes committed last set its size; the product's total is
    // the sum of its sizes.
    expect(operatorCounts).toContain(await readStock(operatorSize));
    const totals = await readVariantTotals();
    expect(totals.product).toBe(totals.sizes);
  }, 180_000);
});
