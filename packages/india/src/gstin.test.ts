import { describe, expect, it } from 'vitest';
import {
  GSTIN_PATTERN,
  IFSC_FORMAT,
  panHolderLetter,
  panOfGstin,
  PAN_PATTERN,
  computeGstinCheckDigit,
  isValidGstin,
  makeGstin,
  validateGstin,
} from './gstin.ts';

const KNOWN_GSTIN = '27AAPFU0939F1ZV';

describe('PAN_PATTERN', () => {
  it.each([
    ['a PAN of five letters, four digits and a letter is accepted', 'AAPFU0939F', true],
    ['a lower-case PAN is refused', 'aapfu0939f', false],
    ['a PAN with a digit in the letter block is refused', 'AAPF10939F', false],
    ['a PAN ending in a digit is refused', 'AAPFU09391', false],
    ['a nine-character PAN is refused', 'AAPFU0939', false],
  ])('%s', (_behaviour, input, isExpectedValid) => {
    expect(PAN_PATTERN.test(input)).toBe(isExpectedValid);
  });
});

describe('GSTIN_PATTERN', () => {
  it.each([
    ['the known GSTIN matches', KNOWN_GSTIN, true],
    ['an entity letter matches', '27AAPFU0939FAZV', true],
    ['an entity of 0 is refused', '27AAPFU0939F0ZV', false],
    ['a 14th character other than Z is refused', '27AAPFU0939F1YV', false],
    ['a letter in the state code is refused', '2AAAPFU0939F1ZV', false],
    ['lower case is refused', '27aapfu0939f1zv', false],
    ['a 14-character GSTIN is refused', '27AAPFU0939F1Z', false],
    ['a 16-character GSTIN is refused', '27AAPFU0939F1ZVV', false],
  ])('%s', (_behaviour, input, isExpectedMatch) => {
    expect(GSTIN_PATTERN.test(input)).toBe(isExpectedMatch);
  });
});

describe('computeGstinCheckDigit', () => {
  it('gives V for the known GSTIN 27AAPFU0939F1ZV', () => {
    expect(computeGstinCheckDigit('27AAPFU0939F1Z')).toBe('V');
  });

  it.each([
    ['fourteen zeros give a check of 0', '00000000000000', '0'],
    // 1 at weight 1 makes the sum 1, so the check is 36 - 1 = 35, the letter Z.
    ['a single 1 in the first place gives Z', '10000000000000', 'Z'],
    // 1 at weight 2 makes the sum 2, so the check is 36 - 2 = 34, the letter Y.
    ['a single 1 in the second place weighs double and gives Y', '01000000000000', 'Y'],
    // Z (35) at weight 2 is 70 = 1 × 36 + 34, which adds 1 + 34 = 35 and a check of 1.
    ['a Z at double weight carries its base-36 quotient', '0Z000000000000', '1'],
  ])('%s', (_behaviour, first14, expected) => {
    expect(computeGstinCheckDigit(first14)).toBe(expected);
  });

  it.each([
    ['thirteen characters are refused', '27AAPFU0939F1'],
    ['fifteen characters are refused', KNOWN_GSTIN],
    ['lower case is refused', '27aapfu0939f1z'],
    ['punctuation is refused', '27AAPFU0939F1-'],
  ])('%s', (_behaviour, first14) => {
    expect(() => computeGstinCheckDigit(first14)).toThrow(RangeError);
  });
});

describe('validateGstin', () => {
  it('the known GSTIN is valid, in Maharashtra, with its PAN', () => {
    expect(validateGstin(KNOWN_GSTIN)).toEqual({ valid: true, stateCode: '27', pan: 'AAPFU0939F' });
  });

  it.each([
    ['a changed check character fails the checksum', '27AAPFU0939F1ZW', 'checksum'],
    ['a check character of 0 fails the checksum', '27AAPFU0939F1Z0', 'checksum'],
    ['a changed PAN letter fails the checksum', '27AAPFV0939F1ZV', 'checksum'],
    ['a changed entity number fails the checksum', '27AAPFU0939F2ZV', 'checksum'],
    ['a state code of 00 fails on state', '00AAPFU0939F1ZV', 'state'],
    ['a state code of 99 fails on state', '99AAPFU0939F1ZV', 'state'],
    ['the Other Territory code 97 fails on state', '97AAPFU0939F1ZV', 'state'],
    ['lower case fails on format', '27aapfu0939f1zv', 'format'],
    ['a missing Z fails on format', '27AAPFU0939F1XV', 'format'],
    ['surrounding spaces fail on format', ` ${KNOWN_GSTIN} `, 'format'],
    ['an empty string fails on format', '', 'format'],
  ])('%s', (_behaviour, input, expectedReason) => {
    expect(validateGstin(input)).toEqual({ valid: false, reason: expectedReason });
  });
});

describe('isValidGstin', () => {
  it.each([
    ['the known GSTIN is valid', KNOWN_GSTIN, true],
    ['the known GSTIN with its last character changed is not', '27AAPFU0939F1ZA', false],
    ['a malformed GSTIN is not', 'NOT-A-GSTIN', false],
  ])('%s', (_behaviour, input, isExpectedValid) => {
    expect(isValidGstin(input)).toBe(isExpectedValid);
  });
});

describe('makeGstin', () => {
  it('rebuilds the known GSTIN from its state code and PAN', () => {
    expect(makeGstin('27', 'AAPFU0939F')).toBe(KNOWN_GSTIN);
  });

  it.each([
    ['a Karnataka seller', '29', 'ABCDE1234F', '1'],
    ['a Delhi seller with a second registration', '07', 'PQRST6789K', '2'],
    ['a Ladakh seller with entity letter A', '38', 'LMNOP0001Z', 'A'],
    ['an Andhra Pradesh seller', '37', 'ZZZZZ9999Z', 'Z'],
  ])('makes a GSTIN that validates for %s', (_behaviour, stateCode, pan, entity) => {
    const gstin = makeGstin(stateCode, pan, entity);
    expect(gstin.slice(0, 14)).toBe(`${stateCode}${pan}${entity}Z`);
    expect(validateGstin(gstin)).toEqual({ valid: true, stateCode, pan });
  });

  it.each([
    ['a state code outside 01–38 is refused', '39', 'ABCDE1234F', '1'],
    ['a one-digit state code is refused', '7', 'ABCDE1234F', '1'],
    ['a padded state code is refused', ' 27', 'ABCDE1234F', '1'],
    ['a malformed PAN is refused', '27', 'ABCDE12345', '1'],
    ['an entity of 0 is refused', '27', 'ABCDE1234F', '0'],
    ['an entity of two characters is refused', '27', 'ABCDE1234F', '12'],
  ])('%s', (_behaviour, stateCode, pan, entity) => {
    expect(() => makeGstin(stateCode, pan, entity)).toThrow(RangeError);
  });
});

describe('PAN holder, IFSC and the PAN inside a GSTIN', () => {
  it('reads the holder letter of a PAN, and refuses what is not one', () => {
    expect(panHolderLetter('ABCPE1234F')).toBe('P');
    expect(panHolderLetter('AABCU9603R')).toBe('C');
    expect(panHolderLetter('ABCDE1234F')).toBeNull();
    expect(panHolderLetter('ABCP1234F')).toBeNull();
  });
  it('knows an IFSC by its shape', () => {
    expect(IFSC_FORMAT.test('HDFC0000317')).toBe(true);
    expect(IFSC_FORMAT.test('HDFC1000317')).toBe(false);
    expect(IFSC_FORMAT.test('HDF00000317')).toBe(false);
  });
  it('finds the PAN inside a valid GSTIN only', () => {
    const gstin = makeGstin('29', 'ABCPE1234F');
    expect(panOfGstin(gstin)).toBe('ABCPE1234F');
    const wrongCheck = gstin.slice(0, 14) + (gstin.endsWith('A') ? 'B' : 'A');
    expect(panOfGstin(wrongCheck)).toBeNull();
  });
});
