// docs/spec.md §5 "Payment options": COD and ONLINE are each offered only where the selected address
// has delivery data for that type (deliveryData.C and .P of the summary).
import type { CheckoutSummary, PaymentType } from '@haat/contract';
import { formatDeliveryDate } from '../../../lib/dates';

export type PaymentAvailability = Record<PaymentType, boolean>;

export function paymentAvailability(
  summary: Pick<CheckoutSummary, 'deliveryData'>,
): PaymentAvailability {
  return { cod: summary.deliveryData.C.length > 0, prepaid: summary.deliveryData.P.length > 0 };
}

/**
 * The payment type the page uses: the shopper's choice while the address offers it, else the
 * other one when that is offered. `available` is null until a summary for the address arrives.
 */
export function resolvePaymentType(
  chosen: PaymentType,
  available: PaymentAvailability | null,
): PaymentType {
  if (available === null || available[chosen]) return chosen;
  const other: PaymentType = chosen === 'cod' ? 'prepaid' : 'cod';
  return available[other] ? other : chosen;
}

/**
 * 'Tue, 28 Nov' — when the last parcel should arrive for this payment type: a multi-seller order
 * is complete when its slowest seller delivers. Null when the type is not offered.
 */
export function deliveryEstimate(
  summary: Pick<CheckoutSummary, 'deliveryData'>,
  paymentType: PaymentType,
): string | null {
  const options = paymentType === 'cod' ? summary.deliveryData.C : summary.deliveryData.P;
  const latest = options.reduce<string | null>(
    (last, option) => (last === null || option.deliveryDate > last ? option.deliveryDate : last),
    null,
  );
  // deliveryDate is a calendar day (YYYY-MM-DD); noon keeps it on that day in India.
  return latest === null ? null : formatDeliveryDate(`${latest}T12:00:00+05:30`);
}
