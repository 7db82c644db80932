/** Title cuts of docs/spec.md §9, in characters. */
export const TITLE_CUT = { suggestion: 27, listing: 50, offerBody: 100, checkout: 70 } as const;

/** Checkout titles are only cut once they pass this length (docs/spec.md §9). */
const CHECKOUT_TITLE_LIMIT = 100;

/**
 * Cuts to `max` characters plus '…'. Counts code points, not UTF-16 units, so an emoji or
 * a character outside the basic plane is never split in half.
 */
export function truncateText(text: string, max: number): string {
  if (!Number.isSafeInteger(max) || max < 0) {
    throw new RangeError(`A truncation length must be a whole number of 0 or more, got ${max}`);
  }
  const characters = Array.from(text);
  if (characters.length <= max) {
    return text;
  }
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}

/** docs/spec.md §9: a checkout title is cut to 70 only when it is over 100 characters. */
export function truncateCheckoutTitle(title: string): string {
  return Array.from(title).length > CHECKOUT_TITLE_LIMIT
    ? truncateText(title, TITLE_CUT.checkout)
    : title;
}
