// Seller registration (POST /public/seller) with the docs/spec.md §5 seller table as rules.
import { z } from 'zod';
import { isValidGstin } from '@haat/india';
import { PASSWORD_MAX_LENGTH, SELLER_DESCRIPTION_MAX } from './constants.ts';
import {
  EmailSchema,
  IdSchema,
  MobileSchema,
  NewPasswordSchema,
  PASSWORDS_DIFFER,
  PincodeSchema,
  hasStrings,
  letterText,
  personName,
} from './fields.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * docs/spec.md §5: letters, digits, space, comma, hyphen and slash — the letters and digits of any
 * script (docs/decisions/accounts.md).
 */
const SELLER_ADDRESS_PATTERN = /^(?:[\p{L}\p{M}\p{Nd} ,\-/]|\u200C|\u200D)+$/u;
const SHOP_NAME_PATTERN = /^(?:[\p{L}\p{M}\p{Nd} ]|\u200C|\u200D)+$/u;

const lookedUpPlace = letterText(2, 60, 'Required.');

/**
 * docs/spec.md §3 "Seller registration" without `aadharNo`: docs/decisions/product-owner.md drops
 * it, and an old client that still sends it has it stripped (a plain object keeps only the fields
 * below). City, state and country come from the pin-code lookup but are typed when it fails.
 */
export const SellerRegistrationSchema = z
  .object({
    firstName: personName(3, 40),
    lastName: personName(3, 40),
    mobile: MobileSchema,
    address: letterText(10, 100).regex(
      SELLER_ADDRESS_PATTERN,
      'Use letters, digits, spaces and , - / only.',
    ),
    pinCode: PincodeSchema,
    city: lookedUpPlace,
    state: lookedUpPlace,
    country: lookedUpPlace,
    email: z
      .string()
      .trim()
      .min(10, 'Enter at least 10 characters.')
      .max(70, 'Enter at most 70 characters.')
      .pipe(EmailSchema),
    shopName: letterText(1, 70, 'Required.').regex(
      SHOP_NAME_PATTERN,
      'Use letters, digits and spaces only.',
    ),
    description: z
      .string()
      .trim()
      .min(1, 'Required.')
      .max(SELLER_DESCRIPTION_MAX, `Enter at most ${SELLER_DESCRIPTION_MAX} characters.`),
    gstNo: z
      .string()
      .trim()
      .toUpperCase()
      .length(15, { message: 'A GSTIN has 15 characters.', abort: true })
      .refine(isValidGstin, 'Enter a valid GSTIN.'),
    password: NewPasswordSchema,
    confirmpassword: z.string().min(1, 'Required.').max(PASSWORD_MAX_LENGTH),
    TermCondition: z.literal(true, 'Accept the terms and conditions.'),
  })
  .refine((form) => form.password === form.confirmpassword, {
    path: ['confirmpassword'],
    message: PASSWORDS_DIFFER,
    when: (payload) => hasStrings(payload.value, 'password', 'confirmpassword'),
  });
export type SellerRegistration = z.infer<typeof SellerRegistrationSchema>;
export type SellerRegistrationInput = z.input<typeof SellerRegistrationSchema>;

/**
 * docs/spec.md §4: status 1 shows the success table with the name; status 2 carries field → message
 * for the form; any other status (we send 0) shows a 'Warning?' dialog with the message.
 */
export const SellerRegistrationAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(1),
    data: z.object({
      sellerID: IdSchema,
      firstName: z.string(),
      lastName: z.string(),
      shopName: z.string(),
    }),
  }),
  z.object({ status: z.literal(2), validation: z.record(z.string(), z.string()) }),
  z.object({ status: z.literal(0), message: z.string() }),
]);
export type SellerRegistrationAnswer = z.infer<typeof SellerRegistrationAnswerSchema>;

/** A shop's registration from the storefront (docs/spec.md §7). */
export const sellerEndpoints = {
  registerSeller: defineEndpoint({
    method: 'POST',
    path: '/public/seller',
    auth: 'public',
    body: SellerRegistrationSchema,
    answer: SellerRegistrationAnswerSchema,
  }),
} as const;
