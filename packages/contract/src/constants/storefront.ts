// docs/spec.md §9 values the storefront shows and limits its forms with (and the server checks).

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

/** `status` query of GET /customer/orders (docs/spec.md §2 order list selector). */
export const ORDER_FILTER = { prepaid: 1, cod: 2, complete: 4, cancelled: -1 } as const;

/** Free text the order pages send (docs/spec.md §5): a cancel reason and a review. */
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;
export const REVIEW_REMARK_MIN = 3;
export const REVIEW_REMARK_MAX = 1000;
/** Longest coupon code and search text a request may carry. */
export const COUPON_CODE_MAX = 40;
export const SEARCH_TEXT_MAX = 100;

/** Type digit that opens a listing path (docs/spec.md §2 "Listing path data"). */
export const LISTING_TYPE = {
  mainCategory: 0,
  brand: 1,
  seller: 2,
  card: 3,
  offer: 4,
  search: 7,
} as const;

/**
 * Shipping is free once the subtotal reaches ₹1,000 (docs/decisions/product-owner.md; the server
 * decides).
 */
export const FREE_SHIPPING_THRESHOLD_PAISE = 100_000;

/**
 * The link-preview pictures' size (Open Graph `og:image`): the shop's card `/og-haat.png` and each
 * product's card `/og/product/{id}.png`, which the server draws at this size; the pages declare it
 * (`og:image:width`, `og:image:height`) so a chat app can lay the preview out before it downloads.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** docs/decisions/product-owner.md: 6-digit one-time passwords. */
export const OTP_LENGTH = 6;

/** The seller form's shop description, at most (docs/spec.md §5 seller form). */
export const SELLER_DESCRIPTION_MAX = 250;

/** Letters in an address's name, at most (docs/spec.md §5 "Address"). */
export const ADDRESS_NAME_MAX = 70;

/**
 * Widths an uploaded product picture is kept in, each as `/media/pictures/{id}/{w}.webp`
 * beside its largest copy `/media/pictures/{id}/{W}x{H}.webp`, the URL products carry; never wider
 * than the upload itself.
 */
export const PICTURE_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * "Only N left" is said on a product page only when the real stock the server answered is at
 * most this, and above 0 (Guidelines for Prevention and Regulation of Dark Patterns, 2023: no
 * false urgency; docs/decisions/dark-patterns.md).
 */
export const LOW_STOCK_THRESHOLD = 5;

/** Whether a product page says "Only N left" for this stock: real stock, few, not none. */
export const isLowStock = (stock: number): boolean => stock > 0 && stock <= LOW_STOCK_THRESHOLD;

/**
 * A seller page's address, `/seller/<slug>` (docs/decisions/legal-declarations.md): lower-case
 * Latin letters and digits in words joined by single hyphens, at most this long.
 */
export const SELLER_SLUG_MAX = 60;
export const SELLER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a shop name gives ("Jaipur Looms & Co." → "jaipur-looms-co"): accents dropped, every
 * run of anything else one hyphen; `fallback` when no Latin letter or digit is left (a name in
 * Devanagari only).
 */
export function sellerSlugOf(shopName: string, fallback: string): string {
  const slug = shopName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SELLER_SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? fallback : slug;
}

/** The storefront's page of one seller. */
export const sellerPagePath = (slug: string): string => `/seller/${slug}`;
