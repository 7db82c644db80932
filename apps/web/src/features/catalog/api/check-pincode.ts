import type { PincodeAvailability } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * GET /public/availability/pincode/{pincode}?productID= — docs/spec.md §7: available when `data` is
 * non-empty; each entry carries the estimated delivery date and whether COD is possible there.
 */
const checkPincode = defineCall(paths.pincodeAvailability);

/** Delivery estimates move with the calendar; an hour-old answer is still right for a visit. */
const AVAILABILITY_STALE_TIME_MS = 60 * 60_000;

const kept = new Map<string, { at: number; answer: Promise<PincodeAvailability[]> }>();

/**
 * Where `productID` can be delivered to `pincode`: asked once an hour per pair (the same pin
 * code on the next product is a new question). A failed check is not kept: Check asks again.
 */
export function fetchPincodeAvailability(
  pincode: string,
  productID: string,
): Promise<PincodeAvailability[]> {
  const key = `${pincode}/${productID}`;
  const entry = kept.get(key);
  if (entry && Date.now() - entry.at <= AVAILABILITY_STALE_TIME_MS) return entry.answer;
  const answer = callContract(checkPincode, { params: { pincode }, query: { productID } }).then(
    (reply) => reply.data,
  );
  kept.set(key, { at: Date.now(), answer });
  answer.catch((error: unknown) => {
    console.error('Pin-code check failed', pincode, error);
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  return answer;
}
