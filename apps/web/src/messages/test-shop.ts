import { testShopMessages } from './en-test-shop';

/** The test shop's strip, in this build's language: `testShop` (server only, no shell sentences). */
export const messages = testShopMessages;
