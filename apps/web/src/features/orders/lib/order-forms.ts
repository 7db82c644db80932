// The two text boxes of order details, checked on the phone before a call (docs/spec.md §5: the cancel
// reason and the review text are required). The limits are the contract's (OrderCancelBodySchema,
// ReviewBodySchema), written out so this page does not download zod; order-forms.test.ts runs
// both over the same inputs so they cannot drift.
import { messages as m } from '../../../messages/orders';

export const CANCEL_REASON_LIMITS = { min: 3, max: 500 } as const;
export const REVIEW_REMARK_LIMITS = { min: 3, max: 1000 } as const;

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
