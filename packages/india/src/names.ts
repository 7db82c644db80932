import { MOBILE_LENGTH } from './mobile.ts';

/** Names on addresses and seller forms: Latin letters and spaces only (docs/spec.md §5). */
export const PERSON_NAME_PATTERN = /^[A-Za-z ]+$/;

/** What the seller form's address lets through besides letters and digits (docs/spec.md §5). */
export const ADDRESS_EXTRA_CHARACTERS = ' ,-/';

const DIGIT_PATTERN = /^[0-9]$/;
const LETTER_OR_SPACE_PATTERN = /^[A-Za-z ]$/;
const LETTER_OR_DIGIT_PATTERN = /^[A-Za-z0-9]$/;

/** The lowest first digit of an Indian mobile; anything below empties the field (docs/spec.md §5). */
const LOWEST_MOBILE_FIRST_DIGIT = '6';

/** Keeps what `isAllowed` accepts, then cuts to `max`, as an input filter does per keystroke. */
function filterCharacters(
  input: string,
  max: number,
  isAllowed: (character: string) => boolean,
): string {
  if (!Number.isSafeInteger(max) || max < 0) {
    throw new RangeError(`A field length must be a whole number of 0 or more, got ${max}`);
  }
  return Array.from(input).filter(isAllowed).slice(0, max).join('');
}

/** Digits only: pin code, mobile (docs/spec.md §5). */
export function sanitiseDigits(input: string, max: number): string {
  return filterCharacters(input, max, (character) => DIGIT_PATTERN.test(character));
}

/** Letters and spaces: first and last names (docs/spec.md §5). */
export function sanitiseLetters(input: string, max: number): string {
  return filterCharacters(input, max, (character) => LETTER_OR_SPACE_PATTERN.test(character));
}

/**
 * Letters and digits plus any character in `extra`: GSTIN with none, shop name with ' ',
 * address with `ADDRESS_EXTRA_CHARACTERS` (docs/spec.md §5).
 */
export function sanitiseAlphanumeric(input: string, max: number, extra = ''): string {
  return filterCharacters(
    input,
    max,
    (character) => LETTER_OR_DIGIT_PATTERN.test(character) || extra.includes(character),
  );
}

/** Digits, at most 10; empties when the first digit is below 6, as docs/spec.md §5 has the field do. */
export function sanitiseMobileInput(input: string): string {
  const digits = sanitiseDigits(input, MOBILE_LENGTH);
  return digits !== '' && digits.charAt(0) < LOWEST_MOBILE_FIRST_DIGIT ? '' : digits;
}
