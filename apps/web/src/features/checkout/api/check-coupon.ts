import * as paths from '@haat/contract/paths';
import type { CouponCheckBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /customer/coupon/check {couponeid, addressID} → {Status, Payload}: 'success' with the
 * discount in rupees, or 'failed' with the reason (ours; docs/spec.md §7 had it on an external host).
 */
const postCouponCheck = defineCall(paths.couponCheck);

export function checkCoupon(body: CouponCheckBody) {
  return callContract(postCouponCheck, { body });
}
