// A seller's own orders: only orders holding their lines, each with only those lines
// and their amounts; another seller's order is 404. Their shipments: shipments/shipments.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signInAs, type TestApp } from '../../../../test/helper.ts';
import { nextIp } from '../../../../test/accounts.ts';
import { orderLines, orders, sellers } from '../../../db/schema/index.ts';
import { readRows } from '../../../db/client.ts';
import { DEMO_OTHER_PASSWORD } from '../../../seed/index.ts';

let t: TestApp;

async function sellerToken(sellerId: string) {
  const [seller] = await t.db.select().from(sellers).where(eq(sellers.id, sellerId));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email: seller!.email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  return { authorization: `Bearer ${res.json().token as string}` };
}

/** Orders with how many sellers they hold, placed and paid or COD. */
async function ordersBySellerCount() {
  const result = await t.db.execute(sql`
    select o.id, o.shipping_status, min(l.seller_id) as seller_id,
      count(distinct l.seller_id)::int as sellers
    from ${orders} o join ${orderLines} l on l.order_id = o.id
    where o.payment_status in ('paid', 'cod')
    group by o.id, o.shipping_status order by o.id`);
  return readRows<{ id: string; shipping_status: string; seller_id: string; sellers: number }>(
    result,
  );
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("a seller's orders", () => {
  it('lists only orders holding their lines, with what their lines come to', async () => {
    const [order] = (await ordersBySellerCount()).filter((row) => row.sellers === 1);
    const token = await sellerToken(order!.seller_id);
    const res = await t.app.inject({ url: '/api/seller/orders?limit=500', headers: token });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.map((row: { orderID: string }) => row.orderID);
    expect(ids).toContain(order!.id);
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.sellerId, order!.seller_id));
    expect(new Set(ids)).toEqual(new Set(lines.map((line) => line.orderId)));
    const mine = lines
      .filter((line) => line.orderId === order!.id)
      .reduce((total, line) => total + line.lineTotalPaise, 0);
    const row = res.json().data.find((each: { orderID: string }) => each.orderID === order!.id);
    expect(row.payableAmount).toBe(mine / 100);
  });

  it("shows an order with only their lines; another seller's order is a 404", async () => {
    const rows = await ordersBySellerCount();
    const [order] = rows.filter((row) => row.sellers === 1);
    const token = await sellerToken(order!.seller_id);
    const detail = await t.app.inject({ url: `/api/seller/orders/${order!.id}`, headers: token });
    expect(detail.statusCode, detail.body).toBe(200);
    const { data } = detail.json();
    expect(
      data.lines.every((line: { sellerID: string }) => line.sellerID === order!.seller_id),
    ).toBe(true);
    expect(data.amounts.shipping).toBe(0);
    const foreign = rows.find((row) => row.sellers === 1 && row.seller_id !== order!.seller_id);
    const other = await t.app.inject({ url: `/api/seller/orders/${foreign!.id}`, headers: token });
    expect(other.statusCode).toBe(404);
  });

  it('is 401 signed out and 403 for a shopper', async () => {
    expect((await t.app.inject({ url: '/api/seller/orders' })).statusCode).toBe(401);
    const shopper = await signInAs(t, 'cus_demo');
    expect((await t.app.inject({ url: '/api/seller/orders', headers: shopper })).statusCode).toBe(
      403,
    );
  });
});
