import { describe, expect, it } from 'vitest';
import { PINCODE_PATTERN, isValidPincode } from './pincode.ts';

describe('isValidPincode', () => {
  it.each([
    ['a Mumbai pin code is accepted', '400001', true],
    ['a Delhi pin code is accepted', '110001', true],
    ['the highest pin code is accepted', '999999', true],
    ['a pin code starting with 0 is refused', '012345', false],
    ['a five-digit pin code is refused', '40000', false],
    ['a seven-digit pin code is refused', '4000011', false],
    ['a pin code with a letter is refused', '40000A', false],
    ['a pin code with a space inside is refused', '400 001', false],
    ['a pin code with surrounding spaces is refused', ' 400001 ', false],
    ['an empty pin code is refused', '', false],
  ])('%s', (_behaviour, input, isExpectedValid) => {
    expect(isValidPincode(input)).toBe(isExpectedValid);
  });

  it('the pattern is the six-digit, no-leading-zero rule', () => {
    expect(PINCODE_PATTERN.source).toBe('^[1-9][0-9]{5}$');
  });
});
