import * as paths from '@haat/contract/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaymentType } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * GET /customer/order-checkout/:addressID/:paymentType?couponeid= — the server's summary of the
 * cart for that address and payment type (docs/spec.md §3 "Checkout summary"): every amount computed
 * there, per-item `deliveryAvailablity`, and `deliveryData` C and P.
 */
const getSummary = defineCall(paths.orderCheckoutByPayment);

export const CHECKOUT_SUMMARY_KEY = ['customer', 'order-checkout'] as const;

export interface SummaryInput {
  addressID: string;
  paymentType: PaymentType;
  /** An applied coupon (prepaid only, docs/decisions/product-owner.md). */
  couponCode: string | null;
}

export function checkoutSummaryOptions({ addressID, paymentType, couponCode }: SummaryInput) {
  return queryOptions({
    queryKey: [...CHECKOUT_SUMMARY_KEY, addressID, paymentType, couponCode ?? ''] as const,
    queryFn: ({ signal }) =>
      callContract(getSummary, {
        params: { addressID, paymentType },
        query: couponCode ? { couponeid: couponCode } : {},
        signal,
      }),
    select: (answer) => answer.data,
    // Prices and stock move: a summary is read fresh each time the page needs it.
    staleTime: 0,
    // The previous figures stay on screen while a new summary loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}
