// The seller form's values, its docs/spec.md §5 input filters, and how an answer reads (docs/spec.md §4).
import type { SellerRegistrationAnswer, SellerRegistrationInput } from '@haat/contract';
import {
  ADDRESS_EXTRA_CHARACTERS,
  PINCODE_LENGTH,
  sanitiseAlphanumeric,
  sanitiseDigits,
  sanitiseLetters,
  sanitiseMobileInput,
  sanitiseWords,
} from '@haat/india';
import { ApiError } from '../../../lib/api-client';
import { limitLength } from '../../../lib/input-filter';

/** The form's values; the terms box is a plain checkbox until the schema insists on `true`. */
export type SellerFormValues = Omit<SellerRegistrationInput, 'TermCondition'> & {
  TermCondition: boolean;
};

type TextField = Exclude<keyof SellerFormValues, 'TermCondition'>;

/** docs/spec.md §5 "Seller registration input filters", applied as the user types. */
export const SELLER_FILTERS = {
  firstName: (value: string) => sanitiseLetters(value, 40),
  lastName: (value: string) => sanitiseLetters(value, 40),
  email: limitLength(70),
  mobile: sanitiseMobileInput,
  /** Letters and digits of any script and spaces (docs/decisions/accounts.md). */
  shopName: (value: string) => sanitiseWords(value, 70, ' '),
  description: limitLength(250),
  /** Upper case as typed: a GSTIN is written in capitals. */
  gstNo: (value: string) => sanitiseAlphanumeric(value, 15).toUpperCase(),
  address: (value: string) => sanitiseWords(value, 100, ADDRESS_EXTRA_CHARACTERS),
  pinCode: (value: string) => sanitiseDigits(value, PINCODE_LENGTH),
  password: limitLength(60),
  confirmpassword: limitLength(60),
} satisfies Partial<Record<TextField, (value: string) => string>>;

export { SELLER_DESCRIPTION_MAX as DESCRIPTION_MAX } from '@haat/contract/constants';

export const SELLER_FIELDS = [
  'firstName',
  'lastName',
  'mobile',
  'email',
  'shopName',
  'description',
  'gstNo',
  'address',
  'pinCode',
  'city',
  'state',
  'country',
  'password',
  'confirmpassword',
  'TermCondition',
] as const satisfies readonly (keyof SellerFormValues)[];

export type SellerField = (typeof SELLER_FIELDS)[number];

export const EMPTY_SELLER_FORM: SellerFormValues = {
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  shopName: '',
  description: '',
  gstNo: '',
  address: '',
  pinCode: '',
  city: '',
  state: '',
  country: '',
  password: '',
  confirmpassword: '',
  TermCondition: false,
};

type Registered = Extract<SellerRegistrationAnswer, { status: 1 }>['data'];

/**
 * docs/spec.md §4 seller registration: status 1 → the success table; status 2 → messages under the
 * fields; any other status → a 'Warning?' dialog; a network failure → 'Oops!' (docs/spec.md §8).
 */
export type SellerOutcome =
  | { kind: 'registered'; seller: Registered }
  | { kind: 'invalid'; fields: Partial<Record<SellerField, string>> }
  | { kind: 'warning'; message: string }
  | { kind: 'oops' };

function fieldMessages(validation: Record<string, string>): Partial<Record<SellerField, string>> {
  const fields: Partial<Record<SellerField, string>> = {};
  for (const field of SELLER_FIELDS) {
    const message = validation[field];
    if (message) fields[field] = message;
  }
  return fields;
}

/** Reads an answer: status 2 may come as a 400 (our server) or a 200 (a docs/spec.md server). */
export function readSellerAnswer(answer: SellerRegistrationAnswer): SellerOutcome {
  switch (answer.status) {
    case 1:
      return { kind: 'registered', seller: answer.data };
    case 2: {
      const fields = fieldMessages(answer.validation);
      return Object.keys(fields).length > 0
        ? { kind: 'invalid', fields }
        : { kind: 'warning', message: Object.values(answer.validation)[0] ?? '' };
    }
    default:
      return { kind: 'warning', message: answer.message };
  }
}

export function readSellerError(error: unknown): SellerOutcome {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    return { kind: 'oops' };
  }
  const fields = fieldMessages(error.validation);
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  return { kind: 'warning', message: error.message };
}
