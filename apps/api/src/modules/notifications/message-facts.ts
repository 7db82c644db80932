// What an order message is written from and what it is: the kinds of message, the order's facts
// (in the language the order was placed in) and the texts of each channel. The texts themselves
// are notification-texts.ts (English, and the dispatcher) and notification-texts-hi.ts (Hindi).
import type { LanguageCode } from '@haat/contract/constants';

export const NOTIFIED_STATES = {
  Placed: 'placed',
  Shipped: 'shipped',
  'Out for delivery': 'out-for-delivery',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
} as const;
export type NotificationKind =
  | (typeof NOTIFIED_STATES)[keyof typeof NOTIFIED_STATES]
  | 'refunded'
  | 'return'
  /** The courier could not deliver a parcel (docs/decisions/couriers.md "Failed deliveries"). */
  | 'delivery-failed';

/** The steps of a return the shopper is told of (docs/decisions/returns.md). */
export type ReturnStepKind =
  'requested' | 'approved' | 'rejected' | 'picked-up' | 'received' | 'cancelled';

export interface OrderFacts {
  orderId: string;
  /** The language the order was placed in: its messages are written in it. */
  language: LanguageCode;
  trackingId: string;
  customerName: string;
  payablePaise: number;
  paymentType: 'cod' | 'prepaid';
  cancelReason: string | null;
  /** What a paid order's cancel refunds: its own refund, not one of items refunded before it. */
  refundDuePaise: number;
  /** Paid back (a refund message): for the cancelled order, or for a return of it. */
  refund?: { paise: number; reference: string; forReturn?: boolean };
  /** A return's step (a return message): what is sent back, and what comes back for it. */
  returnStep?: {
    state: ReturnStepKind;
    title: string;
    pieces: number;
    refundPaise: number;
    note: string | null;
  };
  /** A failed delivery attempt (a delivery-failed message): its number and the courier's reason. */
  deliveryFailure?: { attempt: number; reason: string | null };
  /** The shop's address for links, e.g. 'https://haat.example' (none: no link). */
  siteUrl: string | undefined;
}

export interface Message {
  sms: string;
  subject: string;
  email: string;
}
