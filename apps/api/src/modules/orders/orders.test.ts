import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderAnswerSchema, OrdersAnswerSchema, TrackOrderAnswerSchema } from '@haat/contract';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  TEST_CAPTCHA,
  flatProductInStock,
  placeCodOrder,
  requestCancel,
} from '../../../test/orders.fixtures.ts';
import { orders, products, reviews } from '../../db/schema/index.ts';
import { advanceOrder, moveOrder } from './index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';

let t: TestApp;
let product: typeof products.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  product = await flatProductInStock(t);
});
afterAll(async () => t.close());

/** A customer with one COD order of `pieces` of the test product. */
const customerWithOrder = (index: number, pieces = 2) =>
  placeCodOrder(t, { productId: product.id, index, pieces });

const move = (orderId: string, to: Parameters<typeof moveOrder>[1]['to']) =>
  moveOrder(t.db, { orderId, to, actor: 'test', now: new Date(), shop: DEMO_SHOP_MODE });

describe('order list and details', () => {
  it('a new COD order is listed under filter 2, newest first, with lines, address and timeline', async () => {
    const c = await customerWithOrder(1);
    const list = OrdersAnswerSchema.parse(
      (await c.request('GET', '/api/customer/orders?status=2')).json(),
    ).data;
    expect(list.map((order) => order.orderID)).toEqual([c.orderId]);
    const [order] = list;
    expect(order).toMatchObject({
      statusName: 'Active',
      shippingStatus: 'Placed',
      status: 1,
      paymentType: 'cod',
      invoiceFile: null,
    });
    expect(order!.products[0]).toMatchObject({ productID: product.id, pieces: 2, rating: null });
    expect(order!.timeline.map((entry) => entry.state)).toEqual(['Placed']);
    expect(order!.addressID.city).toBe('Jaipur');
    expect(
      OrdersAnswerSchema.parse((await c.request('GET', '/api/customer/orders?status=1')).json())
        .data,
    ).toEqual([]);
  });

  it("another customer's order is a 404, whether asked for, cancelled or reviewed", async () => {
    const owner = await customerWithOrder(2);
    const stranger = await customerWithOrder(3);
    expect(
      (await stranger.request('GET', `/api/customer/order?orderID=${owner.orderId}`)).statusCode,
    ).toBe(404);
    const res = await requestCancel(t, stranger.headers, owner.orderId, 'Not mine');
    expect(res.statusCode).toBe(404);
    expect(
      (await stranger.request('GET', `/api/customer/invoice/${owner.orderId}`)).statusCode,
    ).toBe(404);
    const review = await stranger.request('POST', '/api/customer/review', {
      productID: product.id,
      orderID: owner.orderId,
      colorID: '0',
      sizeID: '0',
      rating: 5,
      remark: 'Great',
    });
    expect(review.statusCode).toBe(404);
  });

  it.each(['0', '3', 'x'])('the filter %s is refused', async (status) => {
    const c = await customerWithOrder(4);
    expect((await c.request('GET', `/api/customer/orders?status=${status}`)).statusCode).toBe(400);
  });
});

describe('cancellation', () => {
  it("a placed order is cancelled with a reason: 'Cancellation Success.', stock back, listed under -1", async () => {
    const c = await customerWithOrder(5, 3);
    const [before] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    const res = await requestCancel(t, c.headers, c.orderId, 'Ordered by mistake');
    expect(res.json()).toEqual({ status: 'success', message: 'Cancellation Success.' });
    const [after] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(after!.stock).toBe(before!.stock + 3);
    const order = OrderAnswerSchema.parse(
      (await c.request('GET', `/api/customer/order?orderID=${c.orderId}`)).json(),
    ).data;
    expect(order).toMatchObject({ statusName: 'Cancel', shippingStatus: 'Cancelled', status: -1 });
    const cancelled = OrdersAnswerSchema.parse(
      (await c.request('GET', '/api/customer/orders?status=-1')).json(),
    ).data;
    expect(cancelled.map((entry) => entry.orderID)).toContain(c.orderId);
  });

  it('a reason is required', async () => {
    const c = await customerWithOrder(6);
    const res = await requestCancel(t, c.headers, c.orderId, '');
    expect(res.statusCode).toBe(400);
    expect(res.json().validation.remark).toBeTruthy();
  });

  it('a delivered order can no longer be cancelled (after shipping it can, cancellation.test.ts)', async () => {
    const c = await customerWithOrder(7);
    for (const to of ['Packed', 'Shipped', 'Out for delivery', 'Delivered'] as const) {
      await move(c.orderId, to);
    }
    const res = await requestCancel(t, c.headers, c.orderId, 'Too late');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order has been delivered; ask for a return instead.');
  });
});

describe('shipping states', () => {
  it('advancing walks Placed → Packed → Shipped → Out for delivery → Delivered, each timestamped; shipping issues the invoice', async () => {
    const c = await customerWithOrder(8);
    for (let step = 0; step < 4; step += 1)
      await advanceOrder(t.db, {
        orderId: c.orderId,
        actor: 'test',
        now: new Date(),
        shop: DEMO_SHOP_MODE,
      });
    const order = OrderAnswerSchema.parse(
      (await c.request('GET', `/api/customer/order?orderID=${c.orderId}`)).json(),
    ).data;
    expect(order.timeline.map((entry) => entry.state)).toEqual([
      'Placed',
      'Packed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(order).toMatchObject({
      status: 4,
      statusName: 'Complete',
      invoiceFile: `/api/customer/invoice/${c.orderId}`,
    });
    const invoice = await c.request('GET', order.invoiceFile!);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toBe('attachment; filename="invoice.pdf"');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(
      advanceOrder(t.db, {
        orderId: c.orderId,
        actor: 'test',
        now: new Date(),
        shop: DEMO_SHOP_MODE,
      }),
    ).rejects.toThrow('has no next state');
  });

  it.each([
    ['Placed', 'Shipped'],
    ['Placed', 'Delivered'],
    ['Packed', 'Placed'],
  ] as const)('%s → %s is refused', async (from, to) => {
    const c = await customerWithOrder(9 + from.length + to.length);
    if (from === 'Packed') await move(c.orderId, 'Packed');
    await expect(move(c.orderId, to)).rejects.toThrow(`cannot become ${to}`);
  });
});

describe('reviews', () => {
  it('a review before delivery is refused; after delivery once, shown as the line rating, and the product rating moves', async () => {
    const c = await customerWithOrder(30);
    const body = {
      productID: product.id,
      orderID: c.orderId,
      colorID: '0',
      sizeID: '0',
      rating: 4,
      remark: '<b>Sturdy</b> and well packed',
    };
    expect((await c.request('POST', '/api/customer/review', body)).statusCode).toBe(409);
    for (const state of ['Packed', 'Shipped', 'Out for delivery', 'Delivered'] as const)
      await move(c.orderId, state);
    const [before] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect((await c.request('POST', '/api/customer/review', body)).json()).toEqual({
      status: 'success',
      message: 'Thank you for your review.',
    });
    expect((await c.request('POST', '/api/customer/review', body)).statusCode).toBe(409);
    const [after] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect([
      after!.ratingSum - before!.ratingSum,
      after!.ratingCount - before!.ratingCount,
    ]).toEqual([4, 1]);
    const order = OrderAnswerSchema.parse(
      (await c.request('GET', `/api/customer/order?orderID=${c.orderId}`)).json(),
    ).data;
    expect(order.products[0]?.rating).toBe(4);
    const [stored] = await t.db.select().from(reviews).where(eq(reviews.customerId, c.customerId));
    expect(stored!.remark).toBe('<b>Sturdy</b> and well packed');
  });

  it.each([0, 6, 3.5])('a rating of %s is refused', async (rating) => {
    const c = await customerWithOrder(31);
    const res = await c.request('POST', '/api/customer/review', {
      productID: product.id,
      orderID: c.orderId,
      colorID: '0',
      sizeID: '0',
      rating,
      remark: 'Okay',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('public tracking', () => {
  it('the tracking link shows progress, items and the city, and nothing personal', async () => {
    const c = await customerWithOrder(40);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, c.orderId));
    const res = await t.app.inject({ method: 'GET', url: `/api/public/order/${row!.trackingId}` });
    const data = TrackOrderAnswerSchema.parse(res.json()).data;
    expect(data).toMatchObject({ orderID: c.orderId, city: 'Jaipur', shippingStatus: 'Placed' });
    const text = res.body;
    for (const secret of ['9876501234', '12 MI Road', 'Test Buyer', '@example.in'])
      expect(text).not.toContain(secret);
  });

  it('an unknown tracking id is a 404', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/order/not-a-real-tracking-id' }))
        .statusCode,
    ).toBe(404);
  });
});
