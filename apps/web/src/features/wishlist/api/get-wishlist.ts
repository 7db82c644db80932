import * as paths from '@haat/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';
import { deviceCopyOf } from '../../../lib/device-copies';

/** GET /customer/wishlist — docs/spec.md §3: the items come as `data.productID[]`. */
const getWishlist = defineCall(paths.wishlist);

export const WISHLIST_QUERY_KEY = ['customer', 'wishlist'] as const;

/** docs/spec.md §4: loads once at start (and at login); each add or remove reads it again. */
export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: WISHLIST_QUERY_KEY,
    queryFn: ({ signal }) => callContract(getWishlist, { signal }),
    staleTime: 5 * 60_000,
    // What the device kept shows at once (and with no connection); it is always asked again.
    initialData: () => deviceCopyOf(WISHLIST_QUERY_KEY),
    initialDataUpdatedAt: 0,
  });
}
