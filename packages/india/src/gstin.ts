import { findGstStateByCode } from './gst-states.ts';

/** Permanent Account Number: five letters, four digits, one letter (Income Tax Department). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** State code, PAN, entity number (1–9 then A–Z), the fixed 'Z', and the check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_BODY_PATTERN = /^[0-9A-Z]{14}$/;
const GSTIN_ENTITY_PATTERN = /^[1-9A-Z]$/;

export type GstinValidation =
  | { valid: true; stateCode: string; pan: string }
  | { valid: false; reason: 'format' | 'state' | 'checksum' };

/**
 * The GSTN's mod-36 weighted check character. Written here because `gstin-validator` 1.1.3
 * gets it wrong (STACK.md): weights alternate 1, 2 from the first character, each product
 * adds its base-36 quotient and remainder, and the check makes the total a multiple of 36.
 */
export function computeGstinCheckDigit(first14: string): string {
  if (!GSTIN_BODY_PATTERN.test(first14)) {
    throw new RangeError(
      `A GSTIN check digit needs 14 characters of 0-9 and A-Z, got '${first14}'`,
    );
  }
  let sum = 0;
  for (let index = 0; index < first14.length; index += 1) {
    const value = GSTIN_CHARSET.indexOf(first14.charAt(index));
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET.charAt((36 - (sum % 36)) % 36);
}

/** Checks format, then the state code, then the check character, and says which failed first. */
export function validateGstin(s: string): GstinValidation {
  if (!GSTIN_PATTERN.test(s)) {
    return { valid: false, reason: 'format' };
  }
  const stateCode = s.slice(0, 2);
  if (findGstStateByCode(stateCode) === undefined) {
    return { valid: false, reason: 'state' };
  }
  if (computeGstinCheckDigit(s.slice(0, 14)) !== s.charAt(14)) {
    return { valid: false, reason: 'checksum' };
  }
  return { valid: true, stateCode, pan: s.slice(2, 12) };
}

export function isValidGstin(s: string): boolean {
  return validateGstin(s).valid;
}

/** Builds a GSTIN that passes `validateGstin`; the seed uses it so demo sellers look real. */
export function makeGstin(stateCode: string, pan: string, entity = '1'): string {
  if (findGstStateByCode(stateCode)?.code !== stateCode) {
    throw new RangeError(`'${stateCode}' is not a GST state code`);
  }
  if (!PAN_PATTERN.test(pan)) {
    throw new RangeError(`'${pan}' is not a PAN`);
  }
  if (!GSTIN_ENTITY_PATTERN.test(entity)) {
    throw new RangeError(`'${entity}' is not a GSTIN entity number (1-9 or A-Z)`);
  }
  const first14 = `${stateCode}${pan}${entity}Z`;
  return first14 + computeGstinCheckDigit(first14);
}

/**
 * The PAN's fourth letter names its holder (Income Tax Department): P a person, C a company,
 * H a Hindu undivided family, F a firm (a partnership or an LLP), A an association of persons,
 * T a trust, B a body of individuals, L a local authority, J an artificial juridical person,
 * G a government body.
 */
export const PAN_HOLDER_TYPES = {
  P: 'person',
  C: 'company',
  H: 'hindu undivided family',
  F: 'firm',
  A: 'association of persons',
  T: 'trust',
  B: 'body of individuals',
  L: 'local authority',
  J: 'artificial juridical person',
  G: 'government',
} as const;
export type PanHolderLetter = keyof typeof PAN_HOLDER_TYPES;

/** The holder letter of a well-formed PAN, or null when it is not a PAN (or names no holder type). */
export function panHolderLetter(pan: string): PanHolderLetter | null {
  if (!PAN_PATTERN.test(pan)) return null;
  const letter = pan.charAt(3);
  return letter in PAN_HOLDER_TYPES ? (letter as PanHolderLetter) : null;
}

/** An Indian Financial System Code: 4 letters of the bank, a 0, 6 letters or digits of the branch. */
export const IFSC_FORMAT = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** The PAN a GSTIN is issued on (its characters 3 to 12), or null when it is not a valid GSTIN. */
export function panOfGstin(gstin: string): string | null {
  const result = validateGstin(gstin);
  return result.valid ? result.pan : null;
}
