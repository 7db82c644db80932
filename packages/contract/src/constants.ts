// Business constants shared by the server and the web client: docs/spec.md §9 as settled by docs/decisions.md.

/** Pieces per cart line (docs/spec.md §5 "Quantity", enforced on the server too). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

/** Listing: first page, the Load More step, and the most one request may ask for. */
export const LISTING_PAGE_SIZE = 28;
export const LOAD_MORE_STEP = 28;
export const LISTING_LIMIT_MAX = 200;

/** `orderBy` of the listing call: price low to high, price high to low. */
export const SORT = { lowToHigh: 1, highToLow: -1 } as const;

/** Price filter options, in rupees. The first min option is labelled 'Min'. */
export const MIN_PRICE_OPTIONS = [1, 500, 1000, 1500, 2000, 2500, 3000, 4000, 5000] as const;
export const MAX_PRICE_OPTIONS = [
  500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 10000,
] as const;
/** The max price option '10000+' sends this value (docs/spec.md §9). */
export const NO_UPPER_PRICE = 90_000_000;

/** The 'Matching Products' carousel shows this many at a time. */
export const RELATED_VISIBLE = 4;

export const TOAST_MS = { cart: 700, login: 1000, profile: 700, default: 5000 } as const;
export const SUGGESTION_HIDE_MS = 500;

export const CAPTCHA_LENGTH = 6;

export const PAYMENT_TYPES = ['cod', 'prepaid'] as const;

/** `status` query of GET /customer/orders (docs/spec.md §2 order list selector). */
export const ORDER_FILTER = { prepaid: 1, cod: 2, complete: 4, cancelled: -1 } as const;

/** `status` of an order on the wire (docs/spec.md §3 Order). */
export const ORDER_STATUS = { active: 1, complete: 4, cancelled: -1 } as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** docs/decisions.md: ₹80 per item below a ₹1,000 subtotal, free at ₹1,000 or above. */
export const SHIPPING_PER_ITEM_PAISE = 8000;
export const FREE_SHIPPING_THRESHOLD_PAISE = 100_000;
/** docs/decisions.md: configurable flat platform charge per order, default ₹5. */
export const DEFAULT_PLATFORM_CHARGE_PAISE = 500;
/** docs/decisions.md: cash on delivery up to a configurable order value, default ₹50,000. */
export const DEFAULT_COD_LIMIT_PAISE = 5_000_000;

/** docs/decisions.md: 6-digit one-time passwords valid for 5 minutes. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;

/** Passwords we set from now on; login and the old password accept whatever was stored. */
export const PASSWORD_MIN_LENGTH = 8;
/** docs/spec.md §5 seller form caps passwords at 60; the customer forms use the same cap. */
export const PASSWORD_MAX_LENGTH = 60;

/** docs/spec.md §9 name fields. */
export const REGISTRATION_NAME_MIN = 4;
export const ADDRESS_NAME_MIN = 3;
export const ADDRESS_NAME_MAX = 70;

/** Type digit that opens a listing path (docs/spec.md §2 "Listing path data"). */
export const LISTING_TYPE = {
  mainCategory: 0,
  brand: 1,
  seller: 2,
  card: 3,
  offer: 4,
  search: 7,
} as const;

/** docs/decisions.md: Placed → Packed → Shipped → Out for delivery → Delivered, or Cancelled. */
export const SHIPPING_STATES = [
  'Placed',
  'Packed',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;
