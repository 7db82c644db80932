// Business rules the server enforces (docs/spec.md §9 as settled by
// docs/decisions/product-owner.md); the storefront's forms meet them when their schemas load.

export const PAYMENT_TYPES = ['cod', 'prepaid'] as const;

/** `status` of an order on the wire (docs/spec.md §3 Order). */
export const ORDER_STATUS = { active: 1, complete: 4, cancelled: -1 } as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * docs/decisions/product-owner.md: ₹80 per item below a ₹1,000 subtotal, free at ₹1,000 or above.
 */
export const SHIPPING_PER_ITEM_PAISE = 8000;
/** docs/decisions/product-owner.md: configurable flat platform charge per order, default ₹5. */
export const DEFAULT_PLATFORM_CHARGE_PAISE = 500;
/**
 * docs/decisions/product-owner.md: cash on delivery up to a configurable order value, default
 * ₹50,000.
 */
export const DEFAULT_COD_LIMIT_PAISE = 5_000_000;

/** docs/decisions/product-owner.md: one-time passwords are valid for 5 minutes. */
export const OTP_TTL_SECONDS = 300;

/** Passwords we set from now on; login and the old password accept whatever was stored. */
export const PASSWORD_MIN_LENGTH = 8;
/** docs/spec.md §5 seller form caps passwords at 60; the customer forms use the same cap. */
export const PASSWORD_MAX_LENGTH = 60;

/** docs/spec.md §9 name fields. */
export const REGISTRATION_NAME_MIN = 4;
export const ADDRESS_NAME_MIN = 3;

/**
 * docs/decisions/product-owner.md: Placed → Packed → Shipped → Out for delivery → Delivered, or
 * Cancelled.
 */
export const SHIPPING_STATES = [
  'Placed',
  'Packed',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;

/** Days after delivery a return may be asked for, unless the server's setting says otherwise. */
export const RETURN_WINDOW_DAYS_DEFAULT = 15;
