import { describe, expect, it } from 'vitest';
import { formatAmountInWords } from './amount-in-words.ts';

describe('formatAmountInWords', () => {
  it.each([
    ['zero is Zero Rupees', 0, 'Zero Rupees'],
    ['one rupee is singular', 100, 'One Rupee'],
    ['fifty paise alone still name the rupees', 50, 'Zero Rupees and Fifty Paise'],
    ['one paisa is singular', 1, 'Zero Rupees and One Paisa'],
    ['one rupee and one paisa', 101, 'One Rupee and One Paisa'],
    ['teens are single words', 1300, 'Thirteen Rupees'],
    ['round tens have no hyphen', 4000, 'Forty Rupees'],
    ['tens and ones are hyphenated', 9900, 'Ninety-Nine Rupees'],
    ['a hundred rupees', 10000, 'One Hundred Rupees'],
    ['hundreds take no "and"', 10500, 'One Hundred Five Rupees'],
    ['a thousand rupees', 100000, 'One Thousand Rupees'],
    ['a thousand and one rupees', 100100, 'One Thousand One Rupees'],
    [
      'ninety-nine thousand stays in thousands',
      9999900,
      'Ninety-Nine Thousand Nine Hundred Ninety-Nine Rupees',
    ],
    ['a lakh, not a hundred thousand', 10000000, 'One Lakh Rupees'],
    [
      '₹1,23,456.50 in lakh and thousand',
      12345650,
      'One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Rupees and Fifty Paise',
    ],
    ['a crore, not ten million', 1000000000, 'One Crore Rupees'],
    ['a crore and one rupee skips the empty places', 1000000100, 'One Crore One Rupees'],
    [
      '₹12,34,56,789.05 in crore, lakh and thousand',
      12345678905,
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Rupees and Five Paise',
    ],
    ['a hundred crore counts crore in hundreds', 100000000000, 'One Hundred Crore Rupees'],
    ['a lakh crore counts crore in lakh', 100000000000000, 'One Lakh Crore Rupees'],
  ])('%s', (_behaviour, paise, expected) => {
    expect(formatAmountInWords(paise)).toBe(expected);
  });

  it('adds no trailing Only, which the invoice appends itself', () => {
    expect(formatAmountInWords(12345650)).not.toMatch(/Only$/);
  });

  it.each([
    ['a negative amount is refused', -100],
    ['a fraction of a paisa is refused', 10.5],
    ['NaN is refused', Number.NaN],
  ])('%s', (_behaviour, paise) => {
    expect(() => formatAmountInWords(paise)).toThrow(RangeError);
  });
});
