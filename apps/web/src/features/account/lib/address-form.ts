// The address form's values and its docs/spec.md §5 input filters, applied as the shopper types.
import type { z } from 'zod';
import type { Address, AddressInputSchema } from '@haat/contract';
import {
  PINCODE_LENGTH,
  cutToLetters,
  sanitiseDigits,
  sanitiseLetters,
  sanitiseMobileInput,
} from '@haat/india';
import { ADDRESS_NAME_MAX } from '@haat/contract/constants';

/** The address form's values: the body before the schema trims and checks it. */
export type AddressFormValues = z.input<typeof AddressInputSchema>;

/** What each field lets through (docs/spec.md §5 "Address"); fields not listed take any text. */
export const ADDRESS_FILTERS = {
  /**
   * Letters of any script and spaces, at most 70 as read (docs/decisions/accounts.md): 'आशा वर्मा'
   * as typed.
   */
  name: (value: string) => sanitiseLetters(value, ADDRESS_NAME_MAX),
  /** Digits, at most 10; empties when the first digit is below 6. */
  mobile: sanitiseMobileInput,
  allternateMobile: sanitiseMobileInput,
  /** Digits, at most 6. */
  zipcode: (value: string) => sanitiseDigits(value, PINCODE_LENGTH),
  /** Any text; its length counted as the schema counts it. */
  landmark: (value: string) => cutToLetters(value, 100),
  address: (value: string) => cutToLetters(value, 200),
} satisfies Partial<Record<keyof AddressFormValues, (value: string) => string>>;

/** Every field the form shows, for the server's validation map. */
export const ADDRESS_FIELDS = [
  'name',
  'mobile',
  'allternateMobile',
  'zipcode',
  'landmark',
  'address',
  'city',
  'state',
  'country',
] as const satisfies readonly (keyof AddressFormValues)[];

export const EMPTY_ADDRESS: Required<AddressFormValues> = {
  name: '',
  mobile: '',
  allternateMobile: '',
  zipcode: '',
  landmark: '',
  address: '',
  city: '',
  state: '',
  country: '',
};

/** The form filled from a saved address (update mode). */
export function addressToFormValues(address: Address): Required<AddressFormValues> {
  return {
    name: address.name,
    mobile: address.mobile,
    allternateMobile: address.allternateMobile,
    zipcode: address.zipcode,
    landmark: address.landmark,
    address: address.address,
    city: address.city,
    state: address.state,
    country: address.country,
  };
}

/** docs/spec.md §5: city, state and country come only from the lookup; submit needs all three. */
export function hasPlace(values: Pick<AddressFormValues, 'city' | 'state' | 'country'>): boolean {
  return [values.city, values.state, values.country].every(
    (value) => value !== undefined && value.trim() !== '',
  );
}
