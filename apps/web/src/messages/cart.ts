import { messages as shell } from './index';
import { cartMessages } from './en-cart';

/**
 * The shell's sentences and those of the cart page, checkout and order result: `cartPage`,
 * `checkout`, `orderResult`.
 */
export const messages = { ...shell, ...cartMessages };
