import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN, isValidMobile, normaliseMobile } from './mobile.ts';

describe('isValidMobile', () => {
  it.each([
    ['a mobile starting with 9 is accepted', '9876543210', true],
    ['a mobile starting with 6 is accepted', '6000000000', true],
    ['a mobile starting with 7 is accepted', '7012345678', true],
    ['a mobile starting with 8 is accepted', '8123456789', true],
    ['a mobile starting with 5 is refused', '5876543210', false],
    ['a mobile starting with 0 is refused', '0987654321', false],
    ['a nine-digit mobile is refused', '987654321', false],
    ['an eleven-digit mobile is refused', '98765432101', false],
    ['a mobile with +91 is refused until normalised', '+919876543210', false],
    ['a mobile with a space is refused until normalised', '98765 43210', false],
    ['an empty mobile is refused', '', false],
  ])('%s', (_behaviour, input, isExpectedValid) => {
    expect(isValidMobile(input)).toBe(isExpectedValid);
  });

  it('the pattern is 6 to 9 followed by nine digits', () => {
    expect(MOBILE_PATTERN.source).toBe('^[6-9][0-9]{9}$');
  });
});

describe('normaliseMobile', () => {
  it.each([
    ['a bare ten-digit mobile is kept', '9876543210', '9876543210'],
    ['spaces are stripped', ' 98765 43210 ', '9876543210'],
    ['hyphens are stripped', '98765-43210', '9876543210'],
    ['a leading +91 is stripped', '+919876543210', '9876543210'],
    ['a leading +91 with spaces is stripped', '+91 98765 43210', '9876543210'],
    ['a leading 91 is stripped', '919876543210', '9876543210'],
    ['a leading 0 is stripped', '09876543210', '9876543210'],
    ['a ten-digit mobile that starts with 91 keeps its 91', '9198765432', '9198765432'],
  ])('%s', (_behaviour, input, expected) => {
    expect(normaliseMobile(input)).toBe(expected);
  });

  it.each([
    ['a number starting with 5 gives null', '5876543210'],
    ['a +91 number whose rest starts with 5 gives null', '+915876543210'],
    ['a nine-digit number gives null', '987654321'],
    ['a +91 number with nine digits after it gives null', '+91987654321'],
    ['a foreign country code gives null', '+449876543210'],
    ['a double prefix gives null', '+9109876543210'],
    ['letters give null', '98765abcde'],
    ['an empty string gives null', ''],
  ])('%s', (_behaviour, input) => {
    expect(normaliseMobile(input)).toBeNull();
  });
});
