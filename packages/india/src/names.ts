import { cutToLetters } from './letters.ts';
import { MOBILE_LENGTH } from './mobile.ts';

/**
 * Names on addresses and seller forms: letters and spaces (docs/spec.md §5), the letters of any
 * script with the marks written on them ('आशा वर्मा', 'Zoë'; docs/decisions/accounts.md). The
 * zero-width joiners are part of how some Indian scripts are typed.
 */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})(?:[\p{L}\p{M} ]|\u200C|\u200D)+$/u;

/** What the seller form's address lets through besides letters and digits (docs/spec.md §5). */
export const ADDRESS_EXTRA_CHARACTERS = ' ,-/';

const DIGIT_PATTERN = /^[0-9]$/;
const LETTER_OR_SPACE_PATTERN = /^(?:[\p{L}\p{M} ]|\u200C|\u200D)$/u;
const LETTER_OR_DIGIT_PATTERN = /^(?:[\p{L}\p{M}\p{Nd}]|\u200C|\u200D)$/u;
const LATIN_LETTER_OR_DIGIT_PATTERN = /^[A-Za-z0-9]$/;

/** The lowest first digit of an Indian mobile; anything below empties the field (docs/spec.md §5). */
const LOWEST_MOBILE_FIRST_DIGIT = '6';

function checkMax(max: number): void {
  if (!Number.isSafeInteger(max) || max < 0) {
    throw new RangeError(`A field length must be a whole number of 0 or more, got ${max}`);
  }
}

/** Keeps the code points `isAllowed` accepts, as an input filter does per keystroke. */
function keepCharacters(input: string, isAllowed: (character: string) => boolean): string {
  return Array.from(input).filter(isAllowed).join('');
}

/** Digits only: pin code, mobile (docs/spec.md §5). Latin digits, as the patterns read them. */
export function sanitiseDigits(input: string, max: number): string {
  checkMax(max);
  return Array.from(keepCharacters(input, (character) => DIGIT_PATTERN.test(character)))
    .slice(0, max)
    .join('');
}

/**
 * Letters of any script and spaces: names (docs/spec.md §5), cut at `max` letters as
 * `countLetters` counts them.
 */
export function sanitiseLetters(input: string, max: number): string {
  checkMax(max);
  return cutToLetters(
    keepCharacters(input, (character) => LETTER_OR_SPACE_PATTERN.test(character)),
    max,
  );
}

/**
 * Letters of any script and digits, plus any character in `extra`: a shop name with ' ', an
 * address with `ADDRESS_EXTRA_CHARACTERS` (docs/spec.md §5), cut at `max` letters.
 */
export function sanitiseWords(input: string, max: number, extra = ''): string {
  checkMax(max);
  return cutToLetters(
    keepCharacters(
      input,
      (character) => LETTER_OR_DIGIT_PATTERN.test(character) || extra.includes(character),
    ),
    max,
  );
}

/**
 * Latin letters and digits plus any character in `extra`: a GSTIN, which is written in them
 * (docs/spec.md §5).
 */
export function sanitiseAlphanumeric(input: string, max: number, extra = ''): string {
  checkMax(max);
  return Array.from(
    keepCharacters(
      input,
      (character) => LATIN_LETTER_OR_DIGIT_PATTERN.test(character) || extra.includes(character),
    ),
  )
    .slice(0, max)
    .join('');
}

/** Digits, at most 10; empties when the first digit is below 6, as docs/spec.md §5 has the field do. */
export function sanitiseMobileInput(input: string): string {
  const digits = sanitiseDigits(input, MOBILE_LENGTH);
  return digits !== '' && digits.charAt(0) < LOWEST_MOBILE_FIRST_DIGIT ? '' : digits;
}
