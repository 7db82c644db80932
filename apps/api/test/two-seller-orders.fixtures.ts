// A prepaid order of two sellers' parts, one piece each, marked paid through the sandbox: what the
// tests of cancelling part of an order, and of what it then owes, start from.
import { OrderAnswerSchema } from '@haat/contract';
import { and, eq, gt, ne, type SQL } from 'drizzle-orm';
import { orders, products } from '../src/db/schema/index.ts';
import type { TestApp } from './helper.ts';
import { placeOrder } from './orders.fixtures.ts';

export type ProductRow = typeof products.$inferSelect;

/** Two flat products, well in stock, of two different sellers. */
export async function twoSellersProducts(t: TestApp): Promise<[ProductRow, ProductRow]> {
  const flat = (extra?: SQL) =>
    t.db
      .select()
      .from(products)
      .where(and(eq(products.hasVariants, false), gt(products.stock, 40), extra))
      .limit(1);
  const [first] = (await flat()) as [ProductRow];
  const [second] = (await flat(ne(products.sellerId, first.sellerId))) as [ProductRow];
  return [first, second];
}

/** The order's row as the database holds it. */
export async function orderRow(t: TestApp, orderId: string) {
  return (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
}

/** A prepaid order of both products, paid through the sandbox; `page()` reads its order page. */
export async function placePaidTwoSellerOrder(
  t: TestApp,
  [first, second]: [ProductRow, ProductRow],
  index: number,
) {
  const placed = await placeOrder(t, {
    productId: first.id,
    index,
    pieces: 1,
    paymentType: 'prepaid',
    alsoProductIds: [second.id],
  });
  if (placed.answer.status !== 2) throw new Error('the prepaid order was not sent to the gateway');
  const orderId = new URL(placed.answer.data.url, 'http://x').pathname.split('/').at(-1)!;
  await t.db
    .update(orders)
    .set({ paymentStatus: 'paid', paymentProvider: 'sandbox', paymentReference: 'sbx_paid' })
    .where(eq(orders.id, orderId));
  const page = async () =>
    OrderAnswerSchema.parse(
      (await placed.request('GET', `/api/customer/order?orderID=${orderId}`)).json(),
    ).data;
  return { ...placed, orderId, page, paidPaise: (await orderRow(t, orderId)).payablePaise };
}
