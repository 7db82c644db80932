import { describe, expect, it } from 'vitest';
import { TITLE_CUT, truncateCheckoutTitle, truncateText } from './text.ts';

describe('TITLE_CUT', () => {
  it('holds the cuts of docs/spec.md §9', () => {
    expect(TITLE_CUT).toEqual({ suggestion: 27, listing: 50, offerBody: 100, checkout: 70 });
  });
});

describe('truncateText', () => {
  it.each([
    ['a short text is unchanged', 'Brass diya', 27, 'Brass diya'],
    ['a text of exactly the limit is unchanged', 'a'.repeat(27), 27, 'a'.repeat(27)],
    ['a text one over the limit is cut with an ellipsis', 'a'.repeat(28), 27, `${'a'.repeat(27)}…`],
    [
      'a suggestion is cut at 27 characters',
      'Handmade Terracotta Diya Set of 12 with Stand',
      TITLE_CUT.suggestion,
      'Handmade Terracotta Diya Se…',
    ],
    ['a space before the cut is trimmed', 'Brass diya set', 11, 'Brass diya…'],
    ['several spaces before the cut are trimmed', 'Brass    diya', 8, 'Brass…'],
    ['a cut of zero leaves only the ellipsis', 'Diya', 0, '…'],
    ['an empty text is unchanged', '', 5, ''],
    ['an emoji is never split in half', '🪔🪔🪔', 2, '🪔🪔…'],
    ['an emoji counts as one character', '🪔🪔🪔', 3, '🪔🪔🪔'],
  ])('%s', (_behaviour, text, max, expected) => {
    expect(truncateText(text, max)).toBe(expected);
  });

  it.each([
    ['a negative length is refused', -1],
    ['a fractional length is refused', 2.5],
  ])('%s', (_behaviour, max) => {
    expect(() => truncateText('Diya', max)).toThrow(RangeError);
  });
});

describe('truncateCheckoutTitle', () => {
  it.each([
    ['a short title is unchanged', 'Brass diya', 'Brass diya'],
    ['a title of 80 characters is unchanged', 'b'.repeat(80), 'b'.repeat(80)],
    ['a title of exactly 100 characters is unchanged', 'c'.repeat(100), 'c'.repeat(100)],
    [
      'a title of 101 characters is cut to 70 with an ellipsis',
      'd'.repeat(101),
      `${'d'.repeat(70)}…`,
    ],
  ])('%s', (_behaviour, title, expected) => {
    expect(truncateCheckoutTitle(title)).toBe(expected);
  });
});
