import * as paths from '@haat/contract/paths';
import type { CartUpdateBodyInput } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /customer/cart — sets one line to `pieces` (the line's new total; 0 removes it) and answers
 * with the whole cart. Prices come from the catalogue on the server, never from here.
 */
const postCartLine = defineCall(paths.cartUpdate);

export function updateCartLine(body: CartUpdateBodyInput) {
  return callContract(postCartLine, { body });
}
