/**
 * The test shop's strip in Hindi: `testShop`. Mirrors en-test-shop.ts key for key. "कटते" as the
 * sandbox gateway's own page says it: what a shopper fears is money leaving their account.
 */
import type { TestShopMessages } from './en-test-shop';

export const testShopMessages: TestShopMessages = {
  testShop: {
    strip: 'टेस्ट शॉप — इसमें असली पैसे नहीं कटते',
  },
};
