import type { PincodeAvailability } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { callContract, defineCall } from '../../../lib/api-client';
import { keptCalls } from '../../../lib/kept-calls';

/**
 * GET /public/availability/pincode/{pincode}?productID= — docs/spec.md §7: available when `data` is
 * non-empty; each entry carries the estimated delivery date and whether COD is possible there.
 */
const checkPincode = defineCall(paths.pincodeAvailability);

/** Delivery estimates move with the calendar; an hour-old answer is still right for a visit. */
const availability = keptCalls<PincodeAvailability[]>('pin-code check', 60 * 60_000);

/**
 * Where `productID` can be delivered to `pincode`: asked once an hour per pair (the same pin
 * code on the next product is a new question). A failed check is not kept: Check asks again.
 */
export function fetchPincodeAvailability(
  pincode: string,
  productID: string,
): Promise<PincodeAvailability[]> {
  return availability.get(`${pincode}/${productID}`, () =>
    callContract(checkPincode, { params: { pincode }, query: { productID } }).then(
      (reply) => reply.data,
    ),
  );
}
