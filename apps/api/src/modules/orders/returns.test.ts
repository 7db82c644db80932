// Returns end to end through the API (docs/decisions/returns.md): a shopper returns some pieces
// of a delivered prepaid line with a photo; the seller approves, marks it picked up and received;
// the stock is back, the sandbox refunds what those pieces cost, the return reads "refunded" and
// its GST credit note names the invoice it corrects. Every refusal is a clear 4xx that changes
// nothing; another shopper's or another seller's return is answered as missing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { OrderAnswerSchema, ReturnAnswerSchema, ReturnPhotoAnswerSchema } from '@haat/contract';
import { nextIp } from '../../../test/accounts.ts';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { readPdfText } from '../../../test/invoices.fixtures.ts';
import { TEST_CAPTCHA, placeCodOrder, placeOrder } from '../../../test/orders.fixtures.ts';
import { makePicture, multipartFile } from '../../../test/pictures.ts';
import { UNTIL } from '../../../test/waiting.ts';
import {
  categories,
  notifications,
  orderEvents,
  orders,
  orderShipments,
  products,
  refunds,
  returns,
  sellers,
} from '../../db/schema/index.ts';
import { DEMO_OTHER_PASSWORD } from '../../seed/index.ts';
import { moveOrder } from './index.ts';
import { DEMO_SHOP_MODE } from '../../lib/shop-mode.ts';

let t: TestApp;
let operator: { authorization: string };
let product: typeof products.$inferSelect;
let seller: typeof sellers.$inferSelect;
let sellerHeaders: { authorization: string };
let otherSellerHeaders: { authorization: string };

async function sellerLogin(email: string) {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password: DEMO_OTHER_PASSWORD },
    remoteAddress: nextIp(),
  });
  if (login.statusCode !== 200) throw new Error(`seller login failed: ${login.body}`);
  return { authorization: `Bearer ${login.json().token as string}` };
}

beforeAll(async () => {
  t = await createTestApp({ env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA } });
  operator = await signInOperator(t);
  [product] = (await t.db
    .select()
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(eq(products.hasVariants, false), gt(products.stock, 40), eq(sellers.status, 'approved')),
    )
    .limit(1)
    .then((rows) => rows.map((row) => row.products))) as [typeof product];
  [seller] = (await t.db.select().from(sellers).where(eq(sellers.id, product.sellerId))) as [
    typeof seller,
  ];
  sellerHeaders = await sellerLogin(seller.email);
  const [other] = await t.db
    .select()
    .from(sellers)
    .where(and(eq(sellers.status, 'approved')))
    .then((rows) => rows.filter((row) => row.id !== seller.id));
  otherSellerHeaders = await sellerLogin(other!.email);
});
afterAll(async () => t.close());

const stock = async () =>
  (
    await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id))
  )[0]!.stock;

/** A new shopper's order of three pieces, paid (or COD), moved on to Delivered. */
async function deliveredOrder(index: number, paymentType: 'prepaid' | 'cod' = 'prepaid') {
  const placed =
    paymentType === 'prepaid'
      ? await placeOrder(t, { productId: product.id, index, pieces: 3, paymentType })
      : await placeCodOrder(t, { productId: product.id, index, pieces: 3 });
  const { answer } = placed;
  if (answer.status === 0) throw new Error(`not placed: ${answer.message}`);
  const orderId =
    answer.status === 2
      ? new URL(answer.data.url, 'http://x').pathname.split('/').at(-1)!
      : answer.data;
  if (paymentType === 'prepaid') {
    await t.db
      .update(orders)
      .set({ paymentStatus: 'paid', paymentProvider: 'sandbox', paymentReference: 'sbx_paid' })
      .where(eq(orders.id, orderId));
  }
  for (const to of ['Packed', 'Shipped', 'Out for delivery', 'Delivered'] as const) {
    await moveOrder(t.db, { orderId, to, actor: 'test', now: new Date(), shop: DEMO_SHOP_MODE });
  }
  const page = async () =>
    OrderAnswerSchema.parse(
      (await placed.request('GET', `/api/customer/order?orderID=${orderId}`)).json(),
    ).data;
  const lineId = (await page()).products[0]!.lineID;
  const ask = (body: Record<string, unknown>) =>
    placed.request('POST', '/api/customer/returns', {
      orderID: orderId,
      lineID: lineId,
      pieces: 1,
      reason: 'damaged',
      ...body,
    });
  return { ...placed, orderId, lineId, page, ask };
}

const UPI = { method: 'upi', upiID: 'arjun.reddy@okhdfcbank' } as const;

const step = (returnId: string, to: string, headers: object, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/returns/${returnId}/${to}`,
    headers: { ...headers },
    ...(payload ? { payload } : {}),
  });

describe('a return of a delivered prepaid line', () => {
  it('goes requested → approved → picked up → received → refunded, with its credit note', async () => {
    const order = await deliveredOrder(61);
    const line = (await order.page()).products[0]!;
    expect(line.return).toMatchObject({ state: 'open', pieces: 3 });
    const unitPaise = 'salePrice' in line ? Math.round(line.salePrice * 100) : 0;

    const photo = multipartFile(await makePicture('jpeg', 800, 600), 'crack.jpg', 'image/jpeg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/customer/return-photo',
      headers: { ...order.headers, ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const photoID = ReturnPhotoAnswerSchema.parse(uploaded.json()).data.photoID;

    const asked = await order.ask({
      pieces: 2,
      details: 'The lid is cracked.',
      photoIDs: [photoID],
    });
    expect(asked.statusCode).toBe(200);
    const made = ReturnAnswerSchema.parse(asked.json()).data;
    expect(made).toMatchObject({ status: 'requested', pieces: 2, reason: 'damaged' });
    expect(made.photos).toHaveLength(1);
    // Two of three pieces of a line with no coupon: two pieces' price, no shipping.
    expect(made.refund).toBe((unitPaise * 2) / 100);
    expect((await order.page()).products[0]!.return).toMatchObject({ state: 'open', pieces: 1 });

    // Another seller cannot see it; the shopper cannot approve it.
    expect((await step(made.returnID, 'approve', otherSellerHeaders, {})).statusCode).toBe(404);
    expect((await step(made.returnID, 'approve', order.headers, {})).statusCode).toBe(403);

    expect((await step(made.returnID, 'approve', sellerHeaders, { note: '' })).statusCode).toBe(
      200,
    );
    const stockBefore = await stock();
    expect((await step(made.returnID, 'picked-up', sellerHeaders)).statusCode).toBe(200);
    const received = await step(made.returnID, 'received', operator);
    expect(received.statusCode).toBe(200);
    expect(await stock()).toBe(stockBefore + 2);

    await vi.waitFor(async () => {
      const [refund] = await t.db
        .select()
        .from(refunds)
        .where(eq(refunds.purpose, `return:${made.returnID}`));
      expect(refund).toMatchObject({
        amountPaise: unitPaise * 2,
        status: 'processed',
      });
    }, UNTIL);
    const shown = (await order.page()).returns[0]!;
    expect(shown.status).toBe('refunded');
    expect(shown.timeline.map((entry) => [entry.state, entry.by])).toEqual([
      ['requested', 'shopper'],
      ['approved', 'seller'],
      ['picked-up', 'seller'],
      ['received', 'operator'],
      ['refunded', 'system'],
    ]);
    expect(shown.hasCreditNote).toBe(true);

    const pdf = await order.request('GET', `/api/customer/returns/${made.returnID}/credit-note`);
    expect(pdf.statusCode).toBe(200);
    const text = readPdfText(pdf.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toMatch(/\/C\d{4}/);
    expect(text).toContain('Against invoice');
    expect(text).toContain(seller.gstin);
    expect(text).toContain(product.hsnCode);

    // The shopper was told at each step, by SMS and e-mail.
    const told = await t.db
      .select({ kind: notifications.kind, channel: notifications.channel })
      .from(notifications)
      .where(eq(notifications.orderId, order.orderId));
    expect(told.filter((row) => row.kind === 'return')).toHaveLength(8);
    expect(told.filter((row) => row.kind === 'refunded')).toHaveLength(2);

    // The operator sees it; a step twice is refused, and nothing moves.
    const again = await step(made.returnID, 'received', operator);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This return has been refunded; it cannot be marked received now.',
    );
    expect(await stock()).toBe(stockBefore + 2);
  });
});

describe('a return is refused, and nothing changes', () => {
  it('for more pieces than bought or left, twice for the same pieces, or by another shopper', async () => {
    const order = await deliveredOrder(62);
    const tooMany = await order.ask({ pieces: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('You can return at most 3 more pieces of this item.');
    expect((await order.ask({ pieces: 3 })).statusCode).toBe(200);
    const twice = await order.ask({ pieces: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already asked to return every piece of this item.');

    const stranger = await deliveredOrder(63);
    const theirs = await stranger.request('POST', '/api/customer/returns', {
      orderID: order.orderId,
      lineID: order.lineId,
      pieces: 1,
      reason: 'damaged',
    });
    expect(theirs.statusCode).toBe(404);
    const [mine] = await t.db.select().from(returns).where(eq(returns.orderId, order.orderId));
    const cancelTheirs = await stranger.request('PUT', `/api/customer/returns/${mine!.id}/cancel`);
    expect(cancelTheirs.statusCode).toBe(404);
    const pdfTheirs = await stranger.request(
      'GET',
      `/api/customer/returns/${mine!.id}/credit-note`,
    );
    expect(pdfTheirs.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/customer/returns' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousList = await t.app.inject({ method: 'GET', url: '/api/admin/returns' });
    expect(anonymousList.statusCode).toBe(401);
    expect(
      await t.db.select().from(returns).where(eq(returns.orderId, order.orderId)),
    ).toHaveLength(1);
  });

  it('after the window, before delivery, on an unpaid cash on delivery order, or a category that is not returnable', async () => {
    const late = await deliveredOrder(64);
    const longAgo = new Date(Date.now() - 16 * 24 * 60 * 60 * 1000);
    await t.db
      .update(orderEvents)
      .set({ at: longAgo })
      .where(and(eq(orderEvents.orderId, late.orderId), eq(orderEvents.state, 'Delivered')));
    await t.db
      .update(orderShipments)
      .set({ deliveredAt: longAgo })
      .where(eq(orderShipments.orderId, late.orderId));
    const closed = await late.ask({});
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/^The return window for this item closed on /);
    expect((await late.page()).products[0]!.return).toMatchObject({ state: 'closed' });

    const shipped = await placeCodOrder(t, { productId: product.id, index: 65, pieces: 1 });
    const codId = shipped.orderId;
    await moveOrder(t.db, { orderId: codId, to: 'Packed', actor: 'test', now: new Date(), shop: DEMO_SHOP_MODE });
    const [line] = (await shipped.request('GET', `/api/customer/order?orderID=${codId}`)).json()
      .data.products;
    const early = await shipped.request('POST', '/api/customer/returns', {
      orderID: codId,
      lineID: line.lineID,
      pieces: 1,
      reason: 'damaged',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'You can ask for a return once this item has been delivered.',
    );

    const cod = await deliveredOrder(66, 'cod');
    expect((await cod.ask({ payee: UPI })).statusCode).toBe(200);
    // The operator marks the product's category not returnable in the back office.
    const [category] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.id, product.categoryId));
    const mark = (returnable: boolean, level = 'category') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/categories/${level}/${level === 'category' ? category!.id : product.subCategoryId}`,
        headers: operator,
        payload: { name: category!.name, returnable },
      });
    const onSub = await mark(false, 'sub');
    expect(onSub.statusCode).toBe(400);
    expect((await mark(false)).json().message).toBe(
      `${category!.name} is saved: its products may not be returned.`,
    );
    try {
      const notReturnable = await cod.ask({ payee: UPI });
      expect(notReturnable.statusCode).toBe(409);
      expect(notReturnable.json().message).toBe(
        `${product.title} cannot be returned: its category is not returnable.`,
      );
      expect((await cod.page()).products[0]!.return).toMatchObject({ state: 'not-returnable' });
    } finally {
      expect((await mark(true)).statusCode).toBe(200);
    }
  });

  it('ends in one state when the seller approves while the shopper cancels', async () => {
    const order = await deliveredOrder(67);
    const made = ReturnAnswerSchema.parse((await order.ask({})).json()).data;
    const [approve, cancel] = await Promise.all([
      step(made.returnID, 'approve', sellerHeaders, {}),
      order.request('PUT', `/api/customer/returns/${made.returnID}/cancel`),
    ]);
    const [row] = await t.db.select().from(returns).where(eq(returns.id, made.returnID));
    if (approve.statusCode === 200) {
      // Approved first: the shopper's cancel then still applies (before pickup).
      expect(cancel.statusCode).toBe(200);
      expect(row!.status).toBe('cancelled');
    } else {
      expect(approve.statusCode).toBe(409);
      expect(cancel.statusCode).toBe(200);
      expect(row!.status).toBe('cancelled');
    }
    const steps = (await order.page()).returns[0]!.timeline.map((entry) => entry.state);
    expect(steps.at(-1)).toBe('cancelled');
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('a rejection needs a reason, which the shopper reads', async () => {
    const order = await deliveredOrder(68);
    const made = ReturnAnswerSchema.parse(
      (await order.ask({ reason: 'changed-mind' })).json(),
    ).data;
    const bare = await step(made.returnID, 'reject', operator, { note: '' });
    expect(bare.statusCode).toBe(400);
    const rejected = await step(made.returnID, 'reject', operator, {
      note: 'The seal of the pack is broken.',
    });
    expect(rejected.statusCode).toBe(200);
    const shown = (await order.page()).returns[0]!;
    expect(shown).toMatchObject({
      status: 'rejected',
      decisionNote: 'The seal of the pack is broken.',
    });
    // A rejected return gives its pieces back: they may be asked for again.
    expect((await order.page()).products[0]!.return).toMatchObject({ pieces: 3 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=rejected',
      headers: sellerHeaders,
    });
    expect(list.json().data.items.map((item: { returnID: string }) => item.returnID)).toContain(
      made.returnID,
    );
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/admin/returns?status=rejected',
      headers: otherSellerHeaders,
    });
    expect(
      elsewhere.json().data.items.map((item: { returnID: string }) => item.returnID),
    ).not.toContain(made.returnID);
  });
});

describe('a return of a cash on delivery order', () => {
  it('needs where to send the refund, keeps it sealed, shows it masked, and is paid by hand', async () => {
    const order = await deliveredOrder(69, 'cod');
    const bare = await order.ask({});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(
      'Tell us where to send your refund: a UPI ID or a bank account.',
    );
    const badIfsc = await order.ask({
      payee: { method: 'bank', accountName: 'Arjun Reddy', accountNumber: '12345', ifsc: 'HDFC1' },
    });
    expect(badIfsc.statusCode).toBe(400);
    expect(await t.db.select().from(returns).where(eq(returns.orderId, order.orderId))).toEqual([]);

    const made = ReturnAnswerSchema.parse(
      (
        await order.ask({
          payee: {
            method: 'bank',
            accountName: 'Arjun Reddy',
            accountNumber: '001234567890',
            ifsc: 'hdfc0001234',
          },
        })
      ).json(),
    ).data;
    expect(made.refundTo).toBe('Bank account ••••7890 · HDFC0001234');
    const [row] = await t.db.select().from(returns).where(eq(returns.id, made.returnID));
    expect(row!.payeeSealed).not.toContain('001234567890');

    // Only the operator reads it whole; a seller is refused.
    const payeeUrl = `/api/admin/returns/${made.returnID}/payee`;
    expect((await t.app.inject({ url: payeeUrl, headers: sellerHeaders })).statusCode).toBe(403);
    const read = await t.app.inject({ url: payeeUrl, headers: operator });
    expect(read.json().data).toEqual({
      method: 'bank',
      accountName: 'Arjun Reddy',
      accountNumber: '001234567890',
      ifsc: 'HDFC0001234',
    });

    for (const to of ['approve', 'picked-up', 'received']) {
      expect(
        (await step(made.returnID, to, sellerHeaders, to === 'approve' ? {} : undefined))
          .statusCode,
      ).toBe(200);
    }
    const [owed] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.purpose, `return:${made.returnID}`));
    expect(owed).toMatchObject({ method: 'manual', status: 'pending', provider: null });
    const listed = await t.app.inject({
      url: '/api/admin/refunds?status=pending',
      headers: operator,
    });
    const entry = listed
      .json()
      .data.items.find((item: { refundID: string }) => item.refundID === owed!.id);
    expect(entry.refundTo).toBe('Bank account ••••7890 · HDFC0001234');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/refund`,
      headers: operator,
      payload: { reference: 'UTR600012345678' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const shown = (await order.page()).returns[0]!;
    expect(shown.status).toBe('refunded');
  });
});

describe("another seller's calls, and a step asked twice at once", () => {
  it('are answered as missing for every step and the credit note, and receive once', async () => {
    const order = await deliveredOrder(70);
    const made = ReturnAnswerSchema.parse((await order.ask({ pieces: 2 })).json()).data;
    for (const [to, payload] of [
      ['approve', {}],
      ['reject', { note: 'Not ours to judge.' }],
      ['picked-up', undefined],
      ['received', undefined],
    ] as const) {
      expect((await step(made.returnID, to, otherSellerHeaders, payload)).statusCode).toBe(404);
    }
    const otherPdf = await t.app.inject({
      url: `/api/admin/returns/${made.returnID}/credit-note`,
      headers: otherSellerHeaders,
    });
    expect(otherPdf.statusCode).toBe(404);

    expect((await step(made.returnID, 'approve', sellerHeaders, {})).statusCode).toBe(200);
    expect((await step(made.returnID, 'picked-up', sellerHeaders)).statusCode).toBe(200);
    const before = await stock();
    const both = await Promise.all([
      step(made.returnID, 'received', sellerHeaders),
      step(made.returnID, 'received', operator),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await stock()).toBe(before + 2);
    const owed = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.purpose, `return:${made.returnID}`));
    expect(owed).toHaveLength(1);
  });
});
