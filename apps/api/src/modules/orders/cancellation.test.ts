// A shopper's cancel after shipping (docs/decisions/cancellation.md): the order's answer quotes
// the fee before anyone confirms; the cancel needs that fee, keeps it from a prepaid order's
// refund and leaves the stock with the courier until the operator records the parcel back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt, ne } from 'drizzle-orm';
import { OrderAnswerSchema } from '@haat/contract';
import { formatAmountInWords, formatInr } from '@haat/india';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import {
  TEST_CAPTCHA,
  placeCodOrder,
  placeOrder,
  requestCancel,
  flatProductInStock,
} from '../../../test/orders.fixtures.ts';
import { UNTIL } from '../../../test/waiting.ts';
import { readPdfText } from '../../../test/invoices.fixtures.ts';
import { orders, products, refunds } from '../../db/schema/index.ts';
import { moveOrder } from './index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';

let t: TestApp;
let operator: { authorization: string };
let product: typeof products.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  operator = await signInOperator(t);
  product = await flatProductInStock(t);
});
afterAll(async () => t.close());

const stock = async () =>
  (
    await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))
  )[0]!.stock;
const orderRow = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

async function moveTo(orderId: string, states: Array<'Packed' | 'Shipped' | 'Out for delivery'>) {
  for (const to of states) await moveOrder(t.db, { orderId, to, actor: 'test', now: new Date(), shop: DEMO_SHOP_MODE });
}

/** A new shopper's prepaid order of two pieces, paid through the sandbox, moved to `states`. */
async function paidOrder(index: number, states: Array<'Packed' | 'Shipped' | 'Out for delivery'>) {
  const placed = await placeOrder(t, { productId: product.id, index, paymentType: 'prepaid' });
  if (placed.answer.status !== 2) throw new Error('the prepaid order was not sent to the gateway');
  const orderId = new URL(placed.answer.data.url, 'http://x').pathname.split('/').at(-1)!;
  await t.db
    .update(orders)
    .set({ paymentStatus: 'paid', paymentProvider: 'sandbox', paymentReference: 'sbx_paid' })
    .where(eq(orders.id, orderId));
  await moveTo(orderId, states);
  const page = async () =>
    OrderAnswerSchema.parse(
      (await placed.request('GET', `/api/customer/order?orderID=${orderId}`)).json(),
    ).data;
  return { ...placed, orderId, page };
}

describe('cancelling after shipping', () => {
  it('is quoted, refused without the fee, and then keeps the fee from the refund', async () => {
    const order = await paidOrder(41, ['Packed']);
    const { payablePaise } = await orderRow(order.orderId);
    expect((await order.page()).cancellation).toEqual({
      afterShipping: false,
      fee: 0,
      refund: payablePaise / 100,
    });
    await moveTo(order.orderId, ['Shipped']);
    const quote = { afterShipping: true, fee: 99, refund: (payablePaise - 9_900) / 100 };
    expect((await order.page()).cancellation).toEqual(quote);
    const stockShipped = await stock();

    // The old client sends no fee; a stale page sends another: both are told the fee, nothing changes.
    for (const fee of [undefined, 149]) {
      const refused = await requestCancel(t, order.headers, order.orderId, 'Changed my mind', fee);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `This order has shipped: cancelling it now costs ₹99.00, and ₹${quote.refund.toLocaleString('en-IN', { minimumFractionDigits: 2 })} comes back to you. Confirm the fee to cancel.`,
      );
    }
    expect((await orderRow(order.orderId)).shippingStatus).toBe('Shipped');

    const done = await requestCancel(t, order.headers, order.orderId, 'Changed my mind', 99);
    expect(done.json()).toEqual({ status: 'success', message: 'Cancellation Success.' });
    expect(await orderRow(order.orderId)).toMatchObject({
      shippingStatus: 'Cancelled',
      status: -1,
      cancelFeePaise: 9_900,
      returnToOrigin: 'awaited',
    });
    // The goods are with the courier: not on sale again yet.
    expect(await stock()).toBe(stockShipped);
    await vi.waitFor(async () => {
      const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
      expect(refund).toMatchObject({ amountPaise: payablePaise - 9_900, status: 'processed' });
    }, UNTIL);
    const after = await order.page();
    expect(after.cancellation).toBeNull();
    // What was kept and why stays on the order, adding up to the paisa with the refund paid.
    const [paidBack] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(after.keptFee).toEqual({
      fee: 99,
      paid: payablePaise / 100,
      refund: paidBack!.amountPaise / 100,
      itemsRefund: 0,
      parcel: 'shipped',
    });
    expect(after.refunds.map((refund) => refund.amount)).toEqual([after.keptFee!.refund]);
    expect(Math.round(after.keptFee!.refund * 100) + Math.round(after.keptFee!.fee * 100)).toBe(
      Math.round(after.keptFee!.paid * 100),
    );

    // The operator records the parcel back: its two pieces are on sale again, once.
    const back = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/returned-to-origin`,
        headers: operator,
      });
    expect((await back()).statusCode).toBe(200);
    expect(await stock()).toBe(stockShipped + 2);
    expect((await orderRow(order.orderId)).returnToOrigin).toBe('received');
    const twice = await back();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This parcel has been recorded back already.');
    expect(await stock()).toBe(stockShipped + 2);
  });

  it('out for delivery, keeps the higher fee and says the parcel was out for delivery', async () => {
    const order = await paidOrder(47, ['Packed', 'Shipped', 'Out for delivery']);
    // Not kept until the shopper cancels.
    expect((await order.page()).keptFee).toBeNull();
    const done = await requestCancel(t, order.headers, order.orderId, 'Not at home today', 149);
    expect(done.statusCode, done.body).toBe(200);
    const { payablePaise } = await orderRow(order.orderId);
    expect((await order.page()).keptFee).toEqual({
      fee: 149,
      paid: payablePaise / 100,
      refund: (payablePaise - 14_900) / 100,
      itemsRefund: 0,
      parcel: 'out-for-delivery',
    });
  });

  it('costs more once out for delivery, and is no longer offered once delivered', async () => {
    const order = await paidOrder(42, ['Packed', 'Shipped', 'Out for delivery']);
    expect((await order.page()).cancellation).toMatchObject({ afterShipping: true, fee: 149 });
    await moveOrder(t.db, {
      orderId: order.orderId,
      to: 'Delivered',
      actor: 'test',
      now: new Date(),
      shop: DEMO_SHOP_MODE,
    });
    expect((await order.page()).cancellation).toBeNull();
    const refused = await requestCancel(t, order.headers, order.orderId, 'Too late now', 149);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order has been delivered; ask for a return instead.');
  });

  it('of a cash-on-delivery order costs nothing: nothing was paid to keep a fee from', async () => {
    const order = await placeCodOrder(t, { productId: product.id, index: 43, pieces: 1 });
    await moveTo(order.orderId, ['Packed', 'Shipped']);
    const done = await requestCancel(t, order.headers, order.orderId, 'Not at home this week');
    expect(done.statusCode, done.body).toBe(200);
    expect(await orderRow(order.orderId)).toMatchObject({
      shippingStatus: 'Cancelled',
      cancelFeePaise: 0,
      refundDuePaise: 0,
      returnToOrigin: 'awaited',
    });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);
    const page = await order.request('GET', `/api/customer/order?orderID=${order.orderId}`);
    expect(OrderAnswerSchema.parse(page.json()).data.keptFee).toBeNull();
  });

  it('credits each invoice with a GST credit note the shopper and the operator download', async () => {
    const order = await paidOrder(44, ['Packed', 'Shipped']);
    // The invoice issued at shipping (here on its first download).
    const invoice = await order.request('GET', `/api/customer/invoice/${order.orderId}`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = await readPdfText(invoice.rawPayload);
    const invoiceNumber = /[A-Z0-9]{4}\/\d{2}-\d{2}\/\d{5}/.exec(invoiceText)?.[0];
    expect(invoiceNumber).toBeDefined();
    expect((await order.page()).creditNoteFile).toBeNull();

    const done = await requestCancel(t, order.headers, order.orderId, 'Changed my mind', 99);
    expect(done.statusCode, done.body).toBe(200);
    // The cancel's event reaches the relay, which issues the credit note.
    await vi.waitFor(async () => {
      expect((await order.page()).creditNoteFile).toBe(
        `/api/customer/credit-note/${order.orderId}`,
      );
    }, UNTIL);
    const note = await order.request('GET', `/api/customer/credit-note/${order.orderId}`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-disposition']).toBe('attachment; filename="credit-note.pdf"');
    const text = await readPdfText(note.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(invoiceNumber);
    expect(text).toMatch(/[A-Z0-9]{4}\/\d{2}-\d{2}\/C\d{4}/);
    expect(text).toContain('Order cancelled after shipping');
    // What the cancel kept, and why: said apart from the credit, which is the whole invoice.
    const { payablePaise } = await orderRow(order.orderId);
    const said = text.replace(/\s+/g, ' ');
    expect(said).toContain(
      'Cancellation fee kept: ₹99.00 — the parcel had already left the seller when the order was cancelled.',
    );
    expect(said).toContain(
      `For the whole order: paid ${formatInr(payablePaise)}, refunded ${formatInr(payablePaise - 9_900)}, kept ₹99.00.`,
    );
    // The whole invoice is credited: the same grand total, read in words (pdftotext's order of
    // the figures beside "Grand total" follows the layout, not the reading).
    const inWords = `${formatAmountInWords(payablePaise)} Only`;
    expect(invoiceText).toContain(inWords);
    expect(text).toContain(inWords);

    // Another shopper gets nothing; the operator downloads the same document.
    const stranger = await placeCodOrder(t, { productId: product.id, index: 45, pieces: 1 });
    expect(
      (await stranger.request('GET', `/api/customer/credit-note/${order.orderId}`)).statusCode,
    ).toBe(404);
    const operatorCopy = await t.app.inject({
      url: `/api/admin/orders/${order.orderId}/credit-note`,
      headers: operator,
    });
    expect(operatorCopy.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/admin/orders/${order.orderId}`, headers: operator })).json()
        .data.hasCreditNote,
    ).toBe(true);
  });

  it("cancels one seller's part before shipping: stock back, the rest refunded, the invoice without it", async () => {
    const [other] = await t.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.hasVariants, false),
          gt(products.stock, 40),
          ne(products.sellerId, product.sellerId),
        ),
      )
      .limit(1);
    const placed = await placeOrder(t, {
      productId: product.id,
      index: 46,
      pieces: 1,
      paymentType: 'prepaid',
      alsoProductIds: [other!.id],
    });
    if (placed.answer.status !== 2) throw new Error('not sent to the gateway');
    const orderId = new URL(placed.answer.data.url, 'http://x').pathname.split('/').at(-1)!;
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', paymentProvider: 'sandbox', paymentReference: 'sbx_paid' })
      .where(eq(orders.id, orderId));
    const page = async () =>
      OrderAnswerSchema.parse(
        (await placed.request('GET', `/api/customer/order?orderID=${orderId}`)).json(),
      ).data;
    const before = await orderRow(orderId);
    const otherStock = async () =>
      (await t.db.select().from(products).where(eq(products.id, other!.id)))[0]!.stock;
    const stockBefore = await otherStock();
    const parcel = (await page()).shipments.find((each) => each.productIDs.includes(other!.id))!;

    const cancel = (lineIDs: string[]) =>
      placed.request('PUT', '/api/customer/order/cancel-items', {
        orderID: orderId,
        lineIDs,
        remark: 'Found it nearby',
      });
    const done = await cancel(parcel.lineIDs);
    expect(done.statusCode, done.body).toBe(200);
    const after = await orderRow(orderId);
    expect(after.subtotalPaise).toBe(before.subtotalPaise - other!.salePaise);
    expect(after.platformPaise).toBe(before.platformPaise);
    expect(done.json().data.refund).toBe((before.payablePaise - after.payablePaise) / 100);
    expect(after.shippingStatus).toBe('Placed');
    expect(await otherStock()).toBe(stockBefore + 1);
    const shown = await page();
    expect(shown.products.find((line) => line.productID === other!.id)?.cancelled).toBe(true);
    expect(shown.shipments.map((each) => each.productIDs)).toEqual([[product.id]]);
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(rows).toEqual([
        expect.objectContaining({
          amountPaise: before.payablePaise - after.payablePaise,
          status: 'processed',
        }),
      ]);
    }, UNTIL);
    // The back office sees the line struck out and no part to send for its seller.
    const detail = (
      await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: operator })
    ).json().data;
    expect(
      detail.lines.map((line: { productID: string; cancelled: boolean }) => [
        line.productID,
        line.cancelled,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [product.id, false],
        [other!.id, true],
      ]),
    );
    expect(detail.lines.every((line: { shopName: string }) => line.shopName.length > 0)).toBe(true);
    expect(detail.shipments.map((each: { sellerID: string }) => each.sellerID)).toEqual([
      product.sellerId,
    ]);
    expect(detail.amounts.payable).toBe(after.payablePaise / 100);
    // Again, or a line of another order: refused, nothing changes.
    expect((await cancel(parcel.lineIDs)).statusCode).toBe(404);
    expect((await cancel(['ol_not_this_order'])).statusCode).toBe(404);

    // Shipped: its invoice holds only what is still ordered, and adds up to what was paid.
    await moveTo(orderId, ['Packed', 'Shipped']);
    const invoice = await placed.request('GET', `/api/customer/invoice/${orderId}`);
    const text = readPdfText(invoice.rawPayload);
    expect(text).not.toContain(other!.title);
    expect(text).toContain(formatInr(after.payablePaise));
    // The line still ordered, once shipped: a cancel now needs the fee (the whole order's path).
    const kept = shown.products.find((line) => !line.cancelled)!;
    expect((await cancel([kept.lineID])).statusCode).toBe(409);
  });
});
