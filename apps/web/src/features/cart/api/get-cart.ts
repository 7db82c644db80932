import * as paths from '@haat/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';
import { deviceCopyOf } from '../../../lib/device-copies';

/** GET /customer/cart — the signed-in customer's cart as the server holds it. */
const getCart = defineCall(paths.cart);

export const CART_QUERY_KEY = ['customer', 'cart'] as const;

/**
 * docs/spec.md §4: the cart loads once at start; after that every change answers with the whole cart,
 * which replaces this entry, so it does not go stale on its own.
 */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => callContract(getCart, { signal }),
    staleTime: 5 * 60_000,
    // What the device kept shows at once (and with no connection); it is always asked again.
    initialData: () => deviceCopyOf(CART_QUERY_KEY),
    initialDataUpdatedAt: 0,
  });
}
