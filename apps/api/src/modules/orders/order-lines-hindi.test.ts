// A product's Hindi title and colour on the Hindi pages' cart, checkout and orders
// (docs/decisions/hindi.md): the cart and the checkout summary read the product's Hindi title and
// colour name on a call in Hindi (Accept-Language: hi-IN), English otherwise; an order line copies
// both when the order is placed, so My Orders, the order page and the tracking page show, in
// Hindi, what was bought even after the seller renames the product; and a product without a Hindi
// title shows its English one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  AddOrderAnswerSchema,
  CartAnswerSchema,
  CheckoutAnswerSchema,
  OrderAnswerSchema,
  OrdersAnswerSchema,
  TrackOrderAnswerSchema,
} from '@haat/contract';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import { readRows } from '../../db/client.ts';
import { orderLines, orders, productColors, products } from '../../db/schema/index.ts';

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-IN' };
const CAPTCHA = 'ABC234';

interface Pick {
  product_id: string;
  title: string;
  title_hi: string;
  color_id: string;
  color_name: string;
  color_name_hi: string;
  size_id: string;
  size_name: string;
}

let t: TestApp;
let item: Pick;
beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: CAPTCHA } });
  // A size in stock of a variant product whose seller delivers to 302001 by cash on delivery.
  [item] = readRows<Pick>(
    await t.db.execute(sql`
      select p.id as product_id, p.title, p.title_hi, c.id as color_id, c.name as color_name,
        c.name_hi as color_name_hi, s.id as size_id, s.name as size_name
      from product_sizes s join product_colors c on c.id = s.color_id
      join products p on p.id = s.product_id
      where p.is_published and p.has_variants and s.stock > 5 and p.title_hi is not null
        and c.name_hi is not null
        and exists (select 1 from service_areas a where a.seller_id = p.seller_id and a.cod
          and '302001' like a.pincode_prefix || '%')
      order by p.id, s.id limit 1`),
  ) as [Pick];
});
afterAll(async () => t.close());

async function buyer(index: number) {
  const { customerId, addressId } = await createCustomerWithAddress(t, index);
  const auth = await signInAs(t, customerId);
  const request = (
    method: 'GET' | 'POST',
    url: string,
    language: Record<string, string>,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...auth, ...language },
      ...(payload ? { payload } : {}),
    });
  return { customerId, addressId, request };
}

describe("the cart and the checkout in the page's language", () => {
  it("names a line by the product's Hindi title and colour in Hindi, English in English", async () => {
    expect(item).toBeDefined();
    const b = await buyer(1);
    const line = { productID: item.product_id, colorID: item.color_id, sizeID: item.size_id };
    const added = await b.request('POST', '/api/customer/cart', HINDI, { ...line, pieces: 1 });
    expect(added.statusCode).toBe(200);
    const addedLine = CartAnswerSchema.parse(added.json()).data.products[0]!;
    expect(addedLine.title).toBe(item.title_hi);

    const hindiRes = await b.request('GET', '/api/customer/cart', HINDI);
    expect(hindiRes.headers.vary).toMatch(/Accept-Language/);
    const hindi = CartAnswerSchema.parse(hindiRes.json()).data.products[0]!;
    expect(hindi.title).toBe(item.title_hi);
    expect('colorID' in hindi && hindi.colorID[0]?.name).toBe(item.color_name_hi);
    expect('colorID' in hindi && hindi.colorID[0]?.sizeID.name).toBe(item.size_name);

    const english = CartAnswerSchema.parse(
      (await b.request('GET', '/api/customer/cart', ENGLISH)).json(),
    ).data.products[0]!;
    expect(english.title).toBe(item.title);
    expect('colorID' in english && english.colorID[0]?.name).toBe(item.color_name);

    const summary = CheckoutAnswerSchema.parse(
      (await b.request('GET', `/api/customer/order-checkout/${b.addressId}/cod`, HINDI)).json(),
    ).data;
    expect(summary.products[0]?.title).toBe(item.title_hi);
  });
});

describe('an order line keeps the Hindi title and colour it was bought under', () => {
  it('copies them at placing, shows them on Hindi pages, and keeps them after a rename', async () => {
    const b = await buyer(2);
    await b.request('POST', '/api/customer/cart', HINDI, {
      productID: item.product_id,
      colorID: item.color_id,
      sizeID: item.size_id,
      pieces: 1,
    });
    const summary = CheckoutAnswerSchema.parse(
      (await b.request('GET', `/api/customer/order-checkout/${b.addressId}/cod`, HINDI)).json(),
    ).data;
    const captchaID = (await b.request('GET', '/api/customer/captcha', HINDI)).json().data
      .captchaID as string;
    const placed = AddOrderAnswerSchema.parse(
      (
        await b.request('POST', '/api/customer/addorder', HINDI, {
          ...summary,
          captchaID,
          captcha: CAPTCHA,
        })
      ).json(),
    );
    expect(placed.status).toBe(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.customerId, b.customerId));
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(line).toMatchObject({
      title: item.title,
      titleHi: item.title_hi,
      colorName: item.color_name,
      colorNameHi: item.color_name_hi,
    });

    // The seller renames the product and its colour afterwards: the order shows what was bought.
    await t.db.update(products).set({ titleHi: 'नया नाम' }).where(eq(products.id, item.product_id));
    await t.db
      .update(productColors)
      .set({ nameHi: 'नया रंग' })
      .where(eq(productColors.id, item.color_id));

    const orderUrl = `/api/customer/order?orderID=${order!.id}`;
    const hindiRes = await b.request('GET', orderUrl, HINDI);
    expect(hindiRes.headers.vary).toMatch(/Accept-Language/);
    const hindi = OrderAnswerSchema.parse(hindiRes.json()).data.products[0]!;
    expect(hindi.title).toBe(item.title_hi);
    expect('colorID' in hindi && hindi.colorID[0]?.name).toBe(item.color_name_hi);
    const english = OrderAnswerSchema.parse((await b.request('GET', orderUrl, ENGLISH)).json()).data
      .products[0]!;
    expect(english.title).toBe(item.title);
    expect('colorID' in english && english.colorID[0]?.name).toBe(item.color_name);

    const list = OrdersAnswerSchema.parse(
      (await b.request('GET', '/api/customer/orders?status=2', HINDI)).json(),
    ).data;
    expect(list.find((each) => each.orderID === order!.id)?.products[0]?.title).toBe(item.title_hi);
    const tracked = TrackOrderAnswerSchema.parse(
      (
        await t.app.inject({ url: `/api/public/order/${order!.trackingId}`, headers: HINDI })
      ).json(),
    ).data;
    expect(tracked.products[0]?.title).toBe(item.title_hi);
  });

  it('an order line with no Hindi title shows its English one on a Hindi page', async () => {
    const [any] = await t.db.select().from(orderLines).limit(1);
    await t.db
      .update(orderLines)
      .set({ titleHi: null, colorNameHi: null })
      .where(eq(orderLines.orderId, any!.orderId));
    const [order] = await t.db.select().from(orders).where(eq(orders.id, any!.orderId));
    const owner = await signInAs(t, order!.customerId);
    const res = await t.app.inject({
      url: `/api/customer/order?orderID=${order!.id}`,
      headers: { ...owner, ...HINDI },
    });
    const lines = OrderAnswerSchema.parse(res.json()).data.products;
    const own = lines.find((each) => each.lineID === any!.id)!;
    expect(own.title).toBe(any!.title);
  });
});
