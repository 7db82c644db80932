// The two text boxes of order details, checked on the phone before a call (docs/spec.md §5: the cancel
// reason and the review text are required), with the contract's limits (its zod-free constants,
// the same ones OrderCancelBodySchema and ReviewBodySchema use).
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  REVIEW_REMARK_MAX,
  REVIEW_REMARK_MIN,
} from '@haat/contract/constants';
import { messages as m } from '../../../messages/orders';

export const CANCEL_REASON_LIMITS = { min: CANCEL_REASON_MIN, max: CANCEL_REASON_MAX } as const;
export const REVIEW_REMARK_LIMITS = { min: REVIEW_REMARK_MIN, max: REVIEW_REMARK_MAX } as const;

/** The message to show under the reason box, or null when the reason can be sent. */
export function validateCancelReason(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return m.orderDetails.cancelReasonRequired;
  if (text.length < CANCEL_REASON_LIMITS.min) return m.orderDetails.cancelReasonShort;
  if (text.length > CANCEL_REASON_LIMITS.max) return m.orderDetails.cancelReasonLong;
  return null;
}

/** The message to show under the review box, or null when the review can be sent. */
export function validateReviewRemark(remark: string): string | null {
  const text = remark.trim();
  if (text === '') return m.orderDetails.reviewTextRequired;
  if (text.length < REVIEW_REMARK_LIMITS.min) return m.orderDetails.reviewTextShort;
  if (text.length > REVIEW_REMARK_LIMITS.max) return m.orderDetails.reviewTextLong;
  return null;
}
