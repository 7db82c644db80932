// docs/spec.md §9 values the catalogue pages need, typed by the contract but written here.
//
// Why not `import { LISTING_PAGE_SIZE } from '@haat/contract'`: every module of the contract
// builds zod schemas at load time, so one value import drags zod (~30 KB gzip) into the page's
// first download (checked with `vite build`). Each constant below is annotated with the
// contract's own literal type, so `tsc` fails the moment the two disagree; nothing can drift.
import type {
  LISTING_LIMIT_MAX as ContractListingLimitMax,
  LISTING_PAGE_SIZE as ContractListingPageSize,
  LISTING_TYPE as ContractListingType,
  LOAD_MORE_STEP as ContractLoadMoreStep,
  MAX_PRICE_OPTIONS as ContractMaxPriceOptions,
  MIN_PRICE_OPTIONS as ContractMinPriceOptions,
  NO_UPPER_PRICE as ContractNoUpperPrice,
  RATING_MAX as ContractRatingMax,
  RELATED_VISIBLE as ContractRelatedVisible,
  SORT as ContractSort,
  SUGGESTION_HIDE_MS as ContractSuggestionHideMs,
} from '@haat/contract';

// Shared with the cart and checkout pages, so written once in lib/.
export { QUANTITY_MAX, QUANTITY_MIN, TOAST_MS } from '../../../lib/shop-constants';

export const LISTING_PAGE_SIZE: typeof ContractListingPageSize = 28;
export const LOAD_MORE_STEP: typeof ContractLoadMoreStep = 28;
export const LISTING_LIMIT_MAX: typeof ContractListingLimitMax = 200;
export const SORT: typeof ContractSort = { lowToHigh: 1, highToLow: -1 };
export const MIN_PRICE_OPTIONS: typeof ContractMinPriceOptions = [
  1, 500, 1000, 1500, 2000, 2500, 3000, 4000, 5000,
];
export const MAX_PRICE_OPTIONS: typeof ContractMaxPriceOptions = [
  500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 10000,
];
export const NO_UPPER_PRICE: typeof ContractNoUpperPrice = 90_000_000;
export const RELATED_VISIBLE: typeof ContractRelatedVisible = 4;
export const RATING_MAX: typeof ContractRatingMax = 5;
export const SUGGESTION_HIDE_MS: typeof ContractSuggestionHideMs = 500;
export const LISTING_TYPE: typeof ContractListingType = {
  mainCategory: 0,
  brand: 1,
  seller: 2,
  card: 3,
  offer: 4,
  search: 7,
};

/** Keystrokes typed within this many ms make one suggestion request. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** The banner carousel moves on after this long, unless paused. */
export const BANNER_INTERVAL_MS = 5000;
