import { describe, expect, it } from 'vitest';
import {
  ADDRESS_EXTRA_CHARACTERS,
  PERSON_NAME_PATTERN,
  sanitiseAlphanumeric,
  sanitiseDigits,
  sanitiseLetters,
  sanitiseMobileInput,
  sanitiseWords,
} from './names.ts';

describe('PERSON_NAME_PATTERN', () => {
  it.each([
    ['a first and last name are accepted', 'Asha Rao', true],
    ['a single name is accepted', 'Ravi', true],
    ['a digit is refused', 'Ravi2', false],
    ['a full stop is refused', 'R. Kumar', false],
    ['a Devanagari name is accepted', 'आशा वर्मा', true],
    ['a name with a conjunct and a nukta is accepted', 'ज़ाकिर मित्र', true],
    ['a Tamil name is accepted', 'அனிதா', true],
    ['an accented Latin name is accepted', 'Zoë', true],
    ['a Devanagari digit is refused', 'आशा २', false],
    ['a danda is refused', 'आशा।', false],
    ['vowel signs alone are refused', 'ा ि', false],
    ['an empty name is refused', '', false],
  ])('%s', (_behaviour, input, isExpectedValid) => {
    expect(PERSON_NAME_PATTERN.test(input)).toBe(isExpectedValid);
  });
});

describe('sanitiseDigits', () => {
  it.each([
    ['digits pass through', '400001', 6, '400001'],
    ['letters and spaces are dropped', '40 00a01', 6, '400001'],
    ['a seventh digit is dropped', '4000012', 6, '400001'],
    ['a leading 0 is kept, the pattern refuses it later', '012345', 6, '012345'],
    ['nothing typed gives nothing', '', 6, ''],
    ['only letters give nothing', 'abc', 6, ''],
    ['Devanagari digits are dropped', '४००००१', 6, ''],
  ])('%s', (_behaviour, input, max, expected) => {
    expect(sanitiseDigits(input, max)).toBe(expected);
  });
});

describe('sanitiseLetters', () => {
  it.each([
    ['letters and spaces pass through', 'Asha Rao', 40, 'Asha Rao'],
    ['digits are dropped', 'Asha2 Rao', 40, 'Asha Rao'],
    ['punctuation is dropped', "D'Souza-Pinto.", 40, 'DSouzaPinto'],
    ['letters past the maximum are dropped', 'a'.repeat(45), 40, 'a'.repeat(40)],
    [
      'the maximum counts after filtering',
      `${'1'.repeat(10)}${'a'.repeat(40)}`,
      40,
      'a'.repeat(40),
    ],
    ['accented letters are kept', 'Zoë', 40, 'Zoë'],
    ['a Devanagari name is kept whole', 'आशा वर्मा', 70, 'आशा वर्मा'],
    ['Devanagari digits and dandas are dropped', 'आशा२ वर्मा।', 70, 'आशा वर्मा'],
    ['the maximum counts letters as read: आशा is Asha', 'आशा वर्मा', 4, 'आशा'],
    ['a conjunct is never cut in half', 'वर्मा', 3, 'व'],
  ])('%s', (_behaviour, input, max, expected) => {
    expect(sanitiseLetters(input, max)).toBe(expected);
  });
});

describe('sanitiseAlphanumeric', () => {
  it.each([
    ['a GSTIN keeps letters and digits', '27aapfu0939f1zv', 15, '', '27aapfu0939f1zv'],
    ['a GSTIN drops spaces and hyphens', '27-AAPFU 0939F1ZV', 15, '', '27AAPFU0939F1ZV'],
    ['a GSTIN stops at 15 characters', '27AAPFU0939F1ZVX', 15, '', '27AAPFU0939F1ZV'],
    ['a shop name keeps spaces when asked', 'Rao & Sons 2', 70, ' ', 'Rao  Sons 2'],
    [
      'an address keeps comma, hyphen and slash',
      'Flat 4/B, MG Road - Sector 12; #near',
      100,
      ADDRESS_EXTRA_CHARACTERS,
      'Flat 4/B, MG Road - Sector 12 near',
    ],
    ['without extra characters spaces are dropped', 'MG Road', 70, undefined, 'MGRoad'],
    ['a GSTIN drops Devanagari', '27AAPFU०939F1ZVक', 15, '', '27AAPFU939F1ZV'],
  ])('%s', (_behaviour, input, max, extra, expected) => {
    expect(sanitiseAlphanumeric(input, max, extra)).toBe(expected);
  });

  it('refuses a negative maximum', () => {
    expect(() => sanitiseAlphanumeric('abc', -1)).toThrow(RangeError);
  });
});

describe('sanitiseWords', () => {
  it.each([
    ['a shop name in Hindi keeps its letters and spaces', 'शर्मा स्टोर्स 2', 70, ' ', 'शर्मा स्टोर्स 2'],
    [
      'a Hindi address keeps comma, hyphen and slash and drops the rest',
      'मकान ४/बी, एमजी रोड - सेक्टर 12; #पास',
      100,
      ADDRESS_EXTRA_CHARACTERS,
      'मकान ४/बी, एमजी रोड - सेक्टर 12 पास',
    ],
    ['English keeps what it kept', 'Rao & Sons 2', 70, ' ', 'Rao  Sons 2'],
  ])('%s', (_behaviour, input, max, extra, expected) => {
    expect(sanitiseWords(input, max, extra)).toBe(expected);
  });
});

describe('sanitiseMobileInput', () => {
  it.each([
    ['a mobile starting with 9 passes through', '9876543210', '9876543210'],
    ['a first digit of 6 is kept', '6', '6'],
    ['a first digit of 5 empties the field', '5', ''],
    ['a first digit of 0 empties the field', '09876543210', ''],
    ['a whole number starting with 1 empties the field', '1234567890', ''],
    ['an eleventh digit is dropped', '98765432109', '9876543210'],
    ['spaces and symbols are dropped', '+98765 43210', '9876543210'],
    ['letters before the first digit are ignored', 'abc7', '7'],
    ['nothing typed gives nothing', '', ''],
  ])('%s', (_behaviour, input, expected) => {
    expect(sanitiseMobileInput(input)).toBe(expected);
  });
});
