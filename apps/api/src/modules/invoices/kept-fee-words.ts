// The words of a cancellation fee on a credit note (docs/decisions/invoices.md "Credit notes"):
// what was paid, what came back and what was kept, and why. The fee is not credited (the goods
// come back whole and are credited in full), so it is said apart from the credit's totals.
import { formatInr } from '@haat/india';
import type { OrderKeptFee } from '@haat/contract';

/** The fee a cancel after shipping kept from the order's refund, in paise. */
export interface CreditNoteKeptFee {
  feePaise: number;
  /** What the shopper paid for the whole order, items cancelled before it shipped included. */
  paidPaise: number;
  /** All that comes back: paid less the fee. */
  refundPaise: number;
  /** The part of the refund owed for items cancelled before the order shipped. */
  itemsRefundPaise: number;
  parcel: OrderKeptFee['parcel'];
}

const WHY: Record<OrderKeptFee['parcel'], string> = {
  shipped: 'the parcel had already left the seller',
  'out-for-delivery': 'the parcel was already out for delivery',
};

export function keptFeeWords(fee: CreditNoteKeptFee): { heading: string; lines: string[] } {
  if (fee.refundPaise + fee.feePaise !== fee.paidPaise) {
    throw new RangeError(
      `A kept fee must add up: paid ${fee.paidPaise}, refunded ${fee.refundPaise}, kept ${fee.feePaise}`,
    );
  }
  return {
    heading: 'Cancellation fee',
    lines: [
      `Cancellation fee kept: ${formatInr(fee.feePaise)} — ${WHY[fee.parcel]} when the order was cancelled.`,
      `For the whole order: paid ${formatInr(fee.paidPaise)}, refunded ${formatInr(fee.refundPaise)}${
        fee.itemsRefundPaise > 0
          ? ` (${formatInr(fee.itemsRefundPaise)} of it for items cancelled before shipping)`
          : ''
      }, kept ${formatInr(fee.feePaise)}.`,
      "The fee is Haat's charge for bringing the parcel back. It is not part of this credit note, which credits the goods in full.",
    ],
  };
}
