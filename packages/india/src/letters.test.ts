import { describe, expect, it } from 'vitest';
import { countLetters, cutToLetters, splitGraphemes } from './letters.ts';

describe('splitGraphemes', () => {
  it.each([
    ['a vowel sign stays on its letter', 'आशा', ['आ', 'शा']],
    ['an accent stays on its letter, composed or not', 'Zoe\u0308', ['Z', 'o', 'e\u0308']],
    ['Latin letters are one each', 'Asha', ['A', 's', 'h', 'a']],
  ])('%s', (_behaviour, text, expected) => {
    expect(splitGraphemes(text)).toEqual(expected);
  });

  it('never cuts a conjunct from its vowel sign', () => {
    // Unicode 15.1 made a conjunct one cluster (र्मा); older data cut it after the virama (र्, मा).
    expect(['व|र्मा', 'व|र्|मा']).toContain(splitGraphemes('वर्मा').join('|'));
  });
});

describe('countLetters', () => {
  it.each([
    ['an English name counts its characters, spaces too', 'Asha Varma', 10],
    ['a Hindi name counts as its Latin reading', 'आशा वर्मा', 10],
    ['आशा is Asha: 4, as the registration minimum asks', 'आशा', 4],
    ['वर्मा is Varma: 5', 'वर्मा', 5],
    ['राम is Ram: 3, refused by a minimum of 4 as Ram is', 'राम', 3],
    ['an accented letter is one', 'Zoe\u0308', 3],
    ['a script without a reading counts its clusters', 'அனிதா', 3],
    ['nothing is 0', '', 0],
  ])('%s', (_behaviour, text, expected) => {
    expect(countLetters(text)).toBe(expected);
  });
});

describe('cutToLetters', () => {
  it.each([
    ['text within the maximum is kept', 'आशा वर्मा', 70, 'आशा वर्मा'],
    ['Latin text is cut at the maximum', 'Asha Varma', 4, 'Asha'],
    ['Hindi text is cut at whole clusters', 'आशा वर्मा', 5, 'आशा '],
    ['a maximum of 0 keeps nothing', 'आशा', 0, ''],
  ])('%s', (_behaviour, text, max, expected) => {
    expect(cutToLetters(text, max)).toBe(expected);
  });

  it('refuses a negative maximum', () => {
    expect(() => cutToLetters('abc', -1)).toThrow(RangeError);
  });
});
