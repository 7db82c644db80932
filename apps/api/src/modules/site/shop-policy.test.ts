// The policy pages' figures come from the settings the server applies (docs/decisions/
// dark-patterns.md "The policy pages"): an operator's changed return window, cash-on-delivery
// limit and cancellation fees are what GET /public/shop-policy answers, and so what the pages say.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopPolicyAnswerSchema } from '@haat/contract';
import { FREE_SHIPPING_THRESHOLD_PAISE, SHIPPING_PER_ITEM_PAISE } from '@haat/contract/constants';
import { createTestApp, type TestApp } from '../../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RETURN_WINDOW_DAYS: '10',
      COD_LIMIT_PAISE: '250000',
      CANCEL_FEE_SHIPPED_PAISE: '0',
      CANCEL_FEE_OUT_FOR_DELIVERY_PAISE: '4900',
    },
  });
});
afterAll(async () => t.close());

describe("the shop's terms", () => {
  it('answer the settings the server was started with, to anyone, and may be kept a while', async () => {
    const res = await t.app.inject({ url: '/api/public/shop-policy' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(ShopPolicyAnswerSchema.parse(res.json()).data).toEqual({
      returnWindowDays: 10,
      codLimit: 2500,
      freeShippingFrom: FREE_SHIPPING_THRESHOLD_PAISE / 100,
      shippingPerItem: SHIPPING_PER_ITEM_PAISE / 100,
      cancelFeeShipped: 0,
      cancelFeeOutForDelivery: 49,
    });
    // The same settings the checkout applies: a COD order over the limit is refused there.
    expect(t.config.codLimitPaise).toBe(250_000);
    expect(t.config.returnWindowDays).toBe(10);
  });
});
