import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * GET /public/availability/pincode/{pincode}?productID= — docs/spec.md §7: available when `data` is
 * non-empty; each entry carries the estimated delivery date and whether COD is possible there.
 */
const checkPincode = defineCall(paths.pincodeAvailability);

/** Delivery estimates move with the calendar; an hour-old answer is still right for a visit. */
const AVAILABILITY_STALE_TIME_MS = 60 * 60_000;

export function pincodeAvailabilityQueryOptions(pincode: string, productID: string) {
  return queryOptions({
    queryKey: ['catalog', 'pincode', pincode, productID],
    queryFn: ({ signal }) =>
      callContract(checkPincode, { params: { pincode }, query: { productID }, signal }),
    select: (answer) => answer.data,
    staleTime: AVAILABILITY_STALE_TIME_MS,
  });
}

/** Checks `pincode` once it is set; null means the shopper has not asked yet (state 0). */
export function usePincodeAvailability(pincode: string | null, productID: string) {
  return useQuery({
    ...pincodeAvailabilityQueryOptions(pincode ?? '', productID),
    enabled: pincode !== null,
    // A failed check shows its message at once; the shopper presses Check again to retry.
    retry: false,
  });
}
