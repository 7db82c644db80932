// Values the back office's pages show and limit their editors with, the schemas built from them:
// plain values here (`@haat/contract/back-office-constants`), so a page lists them without loading
// zod and the schemas (docs/decisions/back-office.md). Apart from `@haat/contract/constants` and
// its folder, which the storefront bundles whole into the shell of every page
// (apps/web/vite.config.ts).
export * from './product-rules.ts';
export * from './declarations.ts';

/** A product, banner or offer picture: at most this many megabytes per file. */
export const PICTURE_MAX_MEGABYTES = 10;

/** How much of the storefront's content the operator may put on the home page and the menu. */
export const HOME_BANNERS_MAX = 24;
export const OFFERS_MAX = 12;
export const OFFER_CARDS_MAX = 12;
export const OFFER_CARD_PRODUCTS_MAX = 60;
export const FEATURED_MAX = 24;
export const MENU_BOXES = 4;
export const MENU_ENTRIES_MAX = 40;

/** Couriers a seller in India is likely to hand a parcel to; any other name is taken too. */
export const COMMON_COURIERS = [
  'India Post',
  'Delhivery',
  'Blue Dart',
  'DTDC',
  'Ekart',
  'Xpressbees',
  'Shadowfax',
  'Ecom Express',
  'Shiprocket',
  'Professional Couriers',
] as const;

/** Where a seller's registration stands; only an approved seller sells. */
export const SELLER_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;

/** A refund's way through the gateway (docs/decisions/refunds.md). */
export const REFUND_STATUSES = ['pending', 'asking', 'processing', 'processed', 'failed'] as const;

/** Why a shopper returns pieces (docs/decisions/returns.md). */
export const RETURN_REASONS = [
  'damaged',
  'defective',
  'wrong-item',
  'not-as-described',
  'size-or-fit',
  'quality',
  'changed-mind',
] as const;

/** The reasons in a shopper's words, for the form, the timeline and the back office. */
export const RETURN_REASON_LABELS: Record<(typeof RETURN_REASONS)[number], string> = {
  damaged: 'It arrived damaged',
  defective: 'It does not work properly',
  'wrong-item': 'I received a different item',
  'not-as-described': 'It is not as described',
  'size-or-fit': 'The size or fit is wrong',
  quality: 'The quality is not good enough',
  'changed-mind': 'I no longer need it',
};

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'picked-up',
  'received',
  'refunded',
  'cancelled',
] as const;

/** Each state in words, as every screen shows it. */
export const RETURN_STATUS_LABELS: Record<(typeof RETURN_STATUSES)[number], string> = {
  requested: 'Return requested',
  approved: 'Approved: pickup soon',
  rejected: 'Return rejected',
  'picked-up': 'Picked up',
  received: 'Received by the seller',
  refunded: 'Refunded',
  cancelled: 'Return cancelled',
};

/**
 * Who made a step of a return: the shopper, the line's seller, Haat's operator, the courier (its
 * scans: a return's pickup picked up and delivered back), or the system.
 */
export const RETURN_ACTORS = ['shopper', 'seller', 'operator', 'courier', 'system'] as const;

/**
 * Each in words, as the back office's timeline names them ("Picked up · Operator · …"). The
 * system's one step is the refund settled (the gateway's answer, or a refund recorded paid).
 */
export const RETURN_ACTOR_LABELS: Record<(typeof RETURN_ACTORS)[number], string> = {
  shopper: 'Shopper',
  seller: 'Seller',
  operator: 'Operator',
  courier: 'Courier',
  system: 'Automatic',
};

/** The states the list of courier bookings filters by: a booking's, or a booked parcel's. */
export const COURIER_BOOKING_FILTERS = [
  'booking',
  'booked',
  'cancelled',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'failed-attempt',
  'rto',
  'rto-delivered',
  'delivered',
] as const;
