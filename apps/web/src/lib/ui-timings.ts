// How the storefront paces itself: UI timings of our own, not docs/spec.md §9's (those come from
// `@haat/contract/constants`).

/** Keystrokes typed within this many ms make one suggestion request. */
export const SUGGESTION_DEBOUNCE_MS = 200;
/** The banner carousel moves on after this long, unless paused. */
export const BANNER_INTERVAL_MS = 5000;

/** Catalogue data (menus, categories) changes rarely; refetching it every minute at most saves data. */
export const CATALOG_STALE_TIME_MS = 60_000;
