// Fair cancellation (Consumer Protection (E-Commerce) Rules, 2020, rule 4(10);
// docs/decisions/cancellation.md "Fair cancellation"): a shopper pays a fee for cancelling a paid
// order once shipped, so the shop cancelling a paid order credits the shopper a like amount on
// top of the order's refund, paid by hand; a cash on delivery order (no fee either way) and the
// shopper's own cancel owe no credit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { TEST_CAPTCHA, placeCodOrder, requestCancel } from '../../../test/orders.fixtures.ts';
import {
  orderRow,
  placePaidTwoSellerOrder,
  twoSellersProducts,
  type ProductRow,
} from '../../../test/two-seller-orders.fixtures.ts';
import { refunds } from '../../db/schema/index.ts';
import { SHOP_CANCEL_CREDIT } from './refunds.service.ts';

const FEE_PAISE = 9_900;
let t: TestApp;
let operator: { authorization: string };
let products: [ProductRow, ProductRow];

beforeAll(async () => {
  t = await createTestApp({
    env: { HAAT_TEST_CAPTCHA: TEST_CAPTCHA, CANCEL_FEE_SHIPPED_PAISE: String(FEE_PAISE) },
  });
  operator = await signInOperator(t);
  products = await twoSellersProducts(t);
});
afterAll(async () => t.close());

const refundsOf = (orderId: string) =>
  t.db.select().from(refunds).where(eq(refunds.orderId, orderId));

const cancelByOperator = (orderId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/state`,
    headers: operator,
    payload: { state: 'Cancelled', reason: 'The seller has no stock left.' },
  });

describe('the shop cancelling a confirmed order', () => {
  it('owes a paid order its refund and a credit of the shipped cancel fee, to the paisa', async () => {
    const { orderId, paidPaise } = await placePaidTwoSellerOrder(t, products, 951);
    const res = await cancelByOperator(orderId);
    expect(res.statusCode).toBe(200);
    const owed = await refundsOf(orderId);
    expect(owed.map((row) => [row.purpose, row.amountPaise, row.method]).sort()).toEqual(
      [
        ['cancellation', paidPaise, 'gateway'],
        [SHOP_CANCEL_CREDIT, FEE_PAISE, 'manual'],
      ].sort(),
    );
    // The gateway pays the order's refund (the refunds job); the credit waits for the operator.
    expect(owed.find((row) => row.purpose === SHOP_CANCEL_CREDIT)?.status).toBe('pending');
    expect((await orderRow(t, orderId)).refundDuePaise).toBeGreaterThanOrEqual(FEE_PAISE);
  });

  it('owes nothing on a cash on delivery order: nothing was paid, and its shopper pays no fee', async () => {
    const { orderId } = await placeCodOrder(t, {
      productId: products[0].id,
      index: 952,
      pieces: 1,
    });
    expect((await cancelByOperator(orderId)).statusCode).toBe(200);
    expect(await refundsOf(orderId)).toEqual([]);
  });
});

describe('the shopper cancelling', () => {
  it('before shipping gets the whole payment back and no credit', async () => {
    const { orderId, paidPaise, headers } = await placePaidTwoSellerOrder(t, products, 953);
    expect((await requestCancel(t, headers, orderId, 'Ordered twice')).statusCode).toBe(200);
    const owed = await refundsOf(orderId);
    expect(owed.map((row) => [row.purpose, row.amountPaise])).toEqual([
      ['cancellation', paidPaise],
    ]);
  });
});
