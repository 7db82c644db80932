import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { AddOrderAnswerSchema, CheckoutAnswerSchema, type CheckoutSummary } from '@haat/contract';
import {
  createCustomerWithAddress,
  createTestApp,
  signInAs,
  type TestApp,
} from '../../../test/helper.ts';
import {
  couponRedemptions,
  coupons,
  orderLines,
  orders,
  productSizes,
  products,
  serviceAreas,
} from '../../db/schema/index.ts';
import { releaseExpiredPayments } from './index.ts';

const CAPTCHA = 'ABC234';
let t: TestApp;
let cheap: typeof products.$inferSelect;
let dear: typeof products.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: CAPTCHA } });
  const flats = await t.db
    .select()
    .from(products)
    .where(and(eq(products.hasVariants, false), gt(products.stock, 30)));
  cheap = flats
    .filter((product) => product.salePaise < 40_000)
    .sort((a, b) => a.salePaise - b.salePaise)[0]!;
  dear = flats.filter((product) => product.salePaise > 150_000)[0]!;
});
afterAll(async () => t.close());

async function buyer(index: number, pincode = '302001') {
  const { customerId, addressId } = await createCustomerWithAddress(t, index, pincode);
  const headers = await signInAs(t, customerId);
  const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const addToCart = (product: { id: string }, pieces: number) =>
    request('POST', '/api/customer/cart', {
      productID: product.id,
      colorID: '0',
      sizeID: '0',
      pieces,
    });
  const summary = async (paymentType: 'cod' | 'prepaid', coupon?: string) => {
    const res = await request(
      'GET',
      `/api/customer/order-checkout/${addressId}/${paymentType}${coupon ? `?couponeid=${coupon}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    return CheckoutAnswerSchema.parse(res.json()).data;
  };
  const captcha = async () =>
    (await request('GET', '/api/customer/captcha')).json().data.captchaID as string;
  const placeOrder = (summaryData: CheckoutSummary, extra: object = {}) =>
    request('POST', '/api/customer/addorder', { ...summaryData, ...extra });
  return { customerId, addressId, headers, request, addToCart, summary, captcha, placeOrder };
}

describe('checkout summary', () => {
  it('a small order pays ₹80 per item for shipping and the platform charge', async () => {
    const b = await buyer(1);
    await b.addToCart(cheap, 2);
    const s = await b.summary('cod');
    expect(s.sub_total).toBe((cheap.salePaise * 2) / 100);
    expect(s.shippingCharges).toBe(160);
    expect(s.plateformCharges).toBe(5);
    expect(s.total).toBe(s.sub_total + 165);
    expect(s.payableamount).toBe(s.total);
    expect(s.deliveryAvailablity).toBe(true);
    expect(s.deliveryData.C.length).toBeGreaterThan(0);
    expect(s.products[0]?.deliveryAvailablity).toBe(true);
  });

  it('shipping is free from ₹1,000', async () => {
    const b = await buyer(2);
    await b.addToCart(dear, 1);
    expect((await b.summary('prepaid')).shippingCharges).toBe(0);
  });

  it('an address in the Andaman Islands is not deliverable and offers no payment type', async () => {
    const b = await buyer(3, '744101');
    await b.addToCart(cheap, 1);
    const s = await b.summary('prepaid');
    expect(s.deliveryAvailablity).toBe(false);
    expect(s.products[0]?.deliveryAvailablity).toBe(false);
    expect(s.deliveryData).toEqual({ C: [], P: [] });
  });

  it("the seller's longest matching service area at the address's pin decides how it delivers", async () => {
    // The pin's own area (prepaid only, 6 days) wins over its district's (COD too, 1 day).
    await t.db.insert(serviceAreas).values([
      {
        sellerId: cheap.sellerId,
        pincodePrefix: '3020',
        prepaid: true,
        cod: true,
        deliveryDays: 1,
      },
      {
        sellerId: cheap.sellerId,
        pincodePrefix: '302017',
        prepaid: true,
        cod: false,
        deliveryDays: 6,
      },
    ]);
    const b = await buyer(6, '302017');
    await b.addToCart(cheap, 1);
    const prepaid = await b.summary('prepaid');
    expect(prepaid.deliveryAvailablity).toBe(true);
    expect(prepaid.deliveryData.P).toEqual([
      expect.objectContaining({ sellerID: cheap.sellerId, deliveryDays: 6 }),
    ]);
    expect(prepaid.deliveryData.C).toEqual([]);
    const cod = await b.summary('cod');
    expect(cod.deliveryAvailablity).toBe(false);
    expect(cod.products[0]?.deliveryAvailablity).toBe(false);
  });

  it("another customer's address is a 404", async () => {
    const owner = await buyer(4);
    const stranger = await buyer(5);
    const res = await stranger.request(
      'GET',
      `/api/customer/order-checkout/${owner.addressId}/cod`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('coupons', () => {
  it('a coupon applies to prepaid only, and the check says why it fails', async () => {
    const b = await buyer(6);
    await b.addToCart(dear, 1);
    const ok = await b.request('POST', '/api/customer/coupon/check', {
      couponeid: 'WELCOME100',
      addressID: b.addressId,
    });
    expect(ok.json()).toEqual({ Status: 'success', Payload: 100 });
    const expired = await b.request('POST', '/api/customer/coupon/check', {
      couponeid: 'EXPIRED50',
      addressID: b.addressId,
    });
    expect(expired.json()).toEqual({ Status: 'failed', Payload: 'This coupon has expired.' });
    const unknown = await b.request('POST', '/api/customer/coupon/check', {
      couponeid: 'NOPE',
      addressID: b.addressId,
    });
    expect(unknown.json().Payload).toBe('Invalid coupon code.');
    const cod = await b.summary('cod', 'WELCOME100');
    expect(cod.couponeamount).toBe(0);
    expect(cod.couponeid).toBeNull();
  });

  it('a coupon worth more than the total makes payable 0 and the order is placed as paid', async () => {
    const b = await buyer(7);
    const mid = (
      await t.db
        .select()
        .from(products)
        .where(
          and(
            eq(products.hasVariants, false),
            gt(products.salePaise, 150_000),
            gt(products.stock, 5),
          ),
        )
    ).filter((product) => product.salePaise < 190_000)[0]!;
    await b.addToCart(mid, 1);
    const s = await b.summary('prepaid', 'BIGSAVE');
    expect(s.couponeamount).toBe(s.total);
    expect(s.payableamount).toBe(0);
    const res = await b.placeOrder(s, { idempotencyKey: 'bigsave-order-1' });
    const answer = AddOrderAnswerSchema.parse(res.json());
    expect(answer.status).toBe(1);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, String(answer.status === 1 ? answer.data : '')));
    expect(order).toMatchObject({ paymentStatus: 'paid', payablePaise: 0 });
    const redemptions = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order!.id));
    expect(redemptions).toHaveLength(1);
  });

  it('a coupon sent with a COD order is refused and nothing is created', async () => {
    const b = await buyer(8);
    await b.addToCart(dear, 1);
    const s = await b.summary('cod');
    const res = await b.placeOrder(s, {
      couponeid: 'WELCOME100',
      captchaID: await b.captcha(),
      captcha: CAPTCHA,
    });
    expect(res.statusCode).toBe(400);
    expect(
      await t.db.select().from(orders).where(eq(orders.customerId, b.customerId)),
    ).toHaveLength(0);
  });
});

describe('placing an order', () => {
  it('COD with the right captcha places the order, takes the stock and empties the cart', async () => {
    const b = await buyer(9);
    const [before] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, cheap.id));
    await b.addToCart(cheap, 2);
    const s = await b.summary('cod');
    const res = await b.placeOrder(s, { captchaID: await b.captcha(), captcha: CAPTCHA });
    expect(res.statusCode).toBe(200);
    const answer = AddOrderAnswerSchema.parse(res.json());
    expect(answer.status).toBe(1);
    const orderId = answer.status === 1 ? answer.data : '';
    expect(orderId).toMatch(/^OD\d{12}$/);
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, cheap.id));
    expect(after!.stock).toBe(before!.stock - 2);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(lines.map((line) => [line.productId, line.pieces, line.unitPricePaise])).toEqual([
      [cheap.id, 2, cheap.salePaise],
    ]);
    expect((await b.request('GET', '/api/customer/cart')).json().data.products).toEqual([]);
    const status = await b.request('GET', `/api/customer/order-status/${orderId}`);
    expect(status.json()).toEqual({
      status: 1,
      data: { orderStatus: 'success', orderID: orderId },
    });
  });

  it("a wrong captcha is 'Captcha Not Match.' and the captcha cannot be used again", async () => {
    const b = await buyer(10);
    await b.addToCart(cheap, 1);
    const s = await b.summary('cod');
    const captchaID = await b.captcha();
    const wrong = await b.placeOrder(s, { captchaID, captcha: 'ZZZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Captcha Not Match.');
    const reused = await b.placeOrder(s, { captchaID, captcha: CAPTCHA });
    expect(reused.json().message).toBe('Captcha Not Match.');
    expect(
      await t.db.select().from(orders).where(eq(orders.customerId, b.customerId)),
    ).toHaveLength(0);
  });

  it('a captcha typed in lower case is accepted, as the answer box shows it in capitals', async () => {
    const b = await buyer(11);
    await b.addToCart(cheap, 1);
    const s = await b.summary('cod');
    const res = await b.placeOrder(s, {
      captchaID: await b.captcha(),
      captcha: CAPTCHA.toLowerCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(AddOrderAnswerSchema.parse(res.json()).status).toBe(1);
    expect(
      await t.db.select().from(orders).where(eq(orders.customerId, b.customerId)),
    ).toHaveLength(1);
  });

  it.each([
    ['sub_total', -1],
    ['shippingCharges', -80],
    ['plateformCharges', -5],
    ['total', -1],
    ['payableamount', -0.01],
    ['couponeamount', 50],
  ])('a tampered %s is refused and nothing is created', async (field, delta) => {
    const b = await buyer(20 + field.length);
    await b.addToCart(cheap, 1);
    const s = await b.summary('prepaid');
    const tampered = {
      ...s,
      [field]: Math.max(
        0,
        Math.round(((s[field as keyof CheckoutSummary] as number) + delta) * 100) / 100,
      ),
    };
    const res = await b.placeOrder(tampered);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRICE_CHANGED');
    expect(
      await t.db.select().from(orders).where(eq(orders.customerId, b.customerId)),
    ).toHaveLength(0);
  });

  it('an online order answers the gateway URL, and the same submit twice creates one order', async () => {
    const b = await buyer(30);
    await b.addToCart(cheap, 1);
    const s = await b.summary('prepaid');
    const [first, second] = await Promise.all([
      b.placeOrder(s, { idempotencyKey: 'double-submit-30' }),
      b.placeOrder(s, { idempotencyKey: 'double-submit-30' }),
    ]);
    const one = AddOrderAnswerSchema.parse(first!.json());
    const two = AddOrderAnswerSchema.parse(second!.json());
    expect(one.status).toBe(2);
    expect(two).toEqual(one);
    expect(
      await t.db.select().from(orders).where(eq(orders.customerId, b.customerId)),
    ).toHaveLength(1);
  });

  it('the same idempotency key with another body is refused with 422, the first order kept', async () => {
    const b = await buyer(32);
    await b.addToCart(cheap, 1);
    const s = await b.summary('prepaid');
    const first = await b.placeOrder(s, { idempotencyKey: 'reused-key-32' });
    expect(AddOrderAnswerSchema.parse(first.json()).status).toBe(2);
    const again = await b.placeOrder(s, { idempotencyKey: 'reused-key-32' });
    expect(again.json()).toEqual(first.json());
    const other = await b.placeOrder(
      { ...s, total: s.total + 1, payableamount: s.payableamount + 1 },
      { idempotencyKey: 'reused-key-32' },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: 'error',
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: expect.stringContaining('already placed with other details'),
    });
    expect(
      await t.db.select().from(orders).where(eq(orders.customerId, b.customerId)),
    ).toHaveLength(1);
  });

  it('an unpaid online order gives its stock back and its lines return to the cart when the window passes', async () => {
    const b = await buyer(31);
    const other = (
      await t.db
        .select()
        .from(products)
        .where(and(eq(products.hasVariants, false), gt(products.stock, 30)))
    ).find((product) => product.id !== cheap.id && product.id !== dear.id)!;
    const [before] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, other.id));
    await b.addToCart(other, 3);
    const s = await b.summary('prepaid');
    expect(AddOrderAnswerSchema.parse((await b.placeOrder(s)).json()).status).toBe(2);
    const [order] = await t.db.select().from(orders).where(eq(orders.customerId, b.customerId));
    expect(
      await releaseExpiredPayments(t.db, new Date(Date.now() + 16 * 60 * 1000)),
    ).toBeGreaterThanOrEqual(1);
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, other.id));
    expect(after!.stock).toBe(before!.stock);
    const [failed] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(failed).toMatchObject({
      paymentStatus: 'failed',
      status: -1,
      shippingStatus: 'Cancelled',
    });
    const cart = (await b.request('GET', '/api/customer/cart')).json().data.products;
    expect(cart).toHaveLength(1);
    expect(
      (await b.request('GET', `/api/customer/order-status/${order!.id}`)).json().data.orderStatus,
    ).toBe('failed');
  });

  it('COD is refused above the cash limit', async () => {
    const b = await buyer(32);
    const expensive = (
      await t.db
        .select()
        .from(products)
        .where(and(eq(products.hasVariants, false), gt(products.stock, 10)))
    ).sort((x, y) => y.salePaise - x.salePaise)[0]!;
    const pieces = Math.min(10, Math.ceil(5_000_001 / expensive.salePaise));
    await t.db
      .update(products)
      .set({ salePaise: 600_000, mrpPaise: 700_000 })
      .where(eq(products.id, expensive.id));
    await b.addToCart(expensive, Math.max(pieces, 9));
    const s = await b.summary('cod');
    const res = await b.placeOrder(s, { captchaID: await b.captcha(), captcha: CAPTCHA });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('₹50,000.00');
  });

  it('the coupon use limit holds: a coupon with one use left serves one order', async () => {
    await t.db
      .update(coupons)
      .set({ maxUsesTotal: 1, usedCount: 0 })
      .where(eq(coupons.code, 'FESTIVE10'));
    const first = await buyer(33);
    const second = await buyer(34);
    for (const b of [first, second]) await b.addToCart(dear, 1);
    const a = await first.placeOrder(await first.summary('prepaid', 'FESTIVE10'));
    expect(a.statusCode).toBe(200);
    const s2 = await second.summary('prepaid', 'FESTIVE10');
    expect(s2.couponeid).toBeNull();
    const check = await second.request('POST', '/api/customer/coupon/check', {
      couponeid: 'FESTIVE10',
      addressID: second.addressId,
    });
    expect(check.json()).toEqual({
      Status: 'failed',
      Payload: 'This coupon has been fully redeemed.',
    });
  });
});

describe('no overselling', () => {
  it('50 buyers at once for the last 5 units: exactly 5 orders, stock 0, never negative', async () => {
    const [size] = await t.db.select().from(productSizes).where(gt(productSizes.stock, 0)).limit(1);
    await t.db.update(productSizes).set({ stock: 5 }).where(eq(productSizes.id, size!.id));
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, index) => buyer(100 + index)));
    for (const b of buyers) {
      const res = await b.request('POST', '/api/customer/cart', {
        productID: size!.productId,
        colorID: size!.colorId,
        sizeID: size!.id,
        pieces: 1,
      });
      expect(res.statusCode).toBe(200);
    }
    const summaries = await Promise.all(buyers.map((b) => b.summary('prepaid')));
    const results = await Promise.all(buyers.map((b, index) => b.placeOrder(summaries[index]!)));
    const placed = results.filter((res) => res.statusCode === 200);
    const refused = results.filter((res) => res.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const res of refused) expect(res.json().code).toBe('OUT_OF_STOCK');
    const [after] = await t.db
      .select({ stock: productSizes.stock })
      .from(productSizes)
      .where(eq(productSizes.id, size!.id));
    expect(after!.stock).toBe(0);
  });
});
