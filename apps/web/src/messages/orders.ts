import { messages as shell } from './index';
import { orderMessages } from './en-orders';

/**
 * The shell's sentences and those of orders after purchase: `orders`, `orderDetails`, `tracking`.
 */
export const messages = { ...shell, ...orderMessages };
