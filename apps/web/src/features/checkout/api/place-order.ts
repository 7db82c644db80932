import * as paths from '@haat/contract/paths';
import type { AddOrderBodyInput } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /customer/addorder — the summary's figures (the server recomputes and refuses any that
 * moved), the COD captcha, and an idempotency key so a double tap makes one order. Answers
 * status 1 with the order id, or status 2 with the payment page's URL.
 */
const postOrder = defineCall(paths.addOrder);

export function placeOrder(body: AddOrderBodyInput) {
  return callContract(postOrder, { body });
}
