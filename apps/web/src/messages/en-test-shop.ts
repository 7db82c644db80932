/**
 * The strip every page of a real shop taking test payments shows at its top
 * (docs/decisions/going-live.md, "Test payments in a real shop"): `testShop`. Written into the
 * page by the server alone (lib/test-shop-strip.ts), so no page's JavaScript carries it.
 */

export const testShopMessages = {
  testShop: {
    strip: 'Test shop — no real money',
  },
};

export type TestShopMessages = typeof testShopMessages;
