// The checks of a seller's payout details beyond their shapes (the contract checks those): the
// PAN's holder letter fits the business type, the GSTIN on file has a right check digit, and the
// PAN inside it (characters 3 to 12) is the PAN given. Each failure names its field.
import { panHolderLetter, panOfGstin, type PanHolderLetter } from '@haat/india';
import type { PayoutBusinessType } from '@haat/contract';

/** Which PAN holders each business type may have (the PAN's fourth letter). */
export const PAN_LETTERS_OF: Record<PayoutBusinessType, readonly PanHolderLetter[]> = {
  individual: ['P'],
  proprietorship: ['P'],
  partnership: ['F'],
  llp: ['F'],
  private_limited: ['C'],
  public_limited: ['C'],
  huf: ['H'],
  trust: ['T'],
  society: ['A', 'T'],
};

const BUSINESS_WORDS: Record<PayoutBusinessType, string> = {
  individual: 'an individual',
  proprietorship: 'a proprietorship',
  partnership: 'a partnership',
  llp: 'an LLP',
  private_limited: 'a private limited company',
  public_limited: 'a public limited company',
  huf: 'a Hindu undivided family',
  trust: 'a trust',
  society: 'a society',
};

/** Field → what is wrong; empty when the details hold together. */
export function checkPayoutDetails(input: {
  pan: string;
  businessType: PayoutBusinessType;
  gstinOnFile: string;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  const letter = panHolderLetter(input.pan);
  if (!letter) {
    problems.pan =
      'This PAN’s fourth letter names no holder type (P, C, H, F, A, T, B, L, J or G).';
  } else if (!PAN_LETTERS_OF[input.businessType].includes(letter)) {
    const allowed = PAN_LETTERS_OF[input.businessType].join(' or ');
    problems.pan = `The PAN of ${BUSINESS_WORDS[input.businessType]} has ${allowed} as its fourth letter; this one has ${letter}.`;
  }
  const panInGstin = panOfGstin(input.gstinOnFile);
  if (panInGstin === null) {
    problems.gstin =
      'The GSTIN on file is not valid (its check digit is wrong): ask the operator to correct it.';
  } else if (!problems.pan && panInGstin !== input.pan) {
    problems.pan = `The PAN must be the one inside your GSTIN (${panInGstin.slice(0, 3)}•••••${panInGstin.slice(-2)}).`;
  }
  return problems;
}

/** How a PAN or an account number is shown: its last characters only. */
export const maskTail = (value: string, keep: number) => `••••${value.slice(-keep)}`;
