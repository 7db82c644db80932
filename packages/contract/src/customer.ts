// Customer account calls of docs/spec.md §7: profile, password change and the address book.
import { z } from 'zod';
import { ADDRESS_NAME_MAX, ADDRESS_NAME_MIN } from './constants.ts';
import {
  BlankOrMobileSchema,
  EmailSchema,
  GivenPasswordSchema,
  IdSchema,
  MobileSchema,
  NewPasswordSchema,
  OptionalMobileSchema,
  PASSWORDS_DIFFER,
  PincodeSchema,
  SuccessSchema,
  hasStrings,
  letterText,
  personName,
} from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageAnswerSchema } from './fields.ts';

// ---- Profile ----

const profileName = letterText(1, 50, 'Required.');

/** docs/spec.md §3 "Profile"; docs/spec.md §5: all four fields required. */
export const ProfileSchema = z.object({
  firstName: profileName,
  lastName: profileName,
  email: EmailSchema,
  mobile: MobileSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** docs/spec.md §7: the old client also sends its `loader` flag; it is accepted and ignored. */
export const ProfileUpdateBodySchema = ProfileSchema.extend({ loader: z.boolean().optional() });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

export const ProfileAnswerSchema = z.object({ status: SuccessSchema, data: ProfileSchema });
export type ProfileAnswer = z.infer<typeof ProfileAnswerSchema>;

export const ProfileUpdateAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: ProfileSchema,
});
export type ProfileUpdateAnswer = z.infer<typeof ProfileUpdateAnswerSchema>;

// ---- Password ----

/**
 * docs/spec.md §3 "Password change"; docs/decisions/product-owner.md: new and confirm must match.
 */
export const PasswordChangeBodySchema = z
  .object({
    oldPassword: GivenPasswordSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().min(1, 'Required.'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
    when: (payload) => hasStrings(payload.value, 'newPassword', 'confirmPassword'),
  });
export type PasswordChangeBody = z.infer<typeof PasswordChangeBodySchema>;

/**
 * A password change revokes every earlier token (this one included), so the answer carries a
 * fresh `token` for the session that made the change; a docs/spec.md client simply ignores it.
 */
export const PasswordChangeAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  token: z.string().min(1).optional(),
});
export type PasswordChangeAnswer = z.infer<typeof PasswordChangeAnswerSchema>;

// ---- Addresses ----

/**
 * docs/spec.md §3 "Address". `_id` repeats `addressID` because the account panel reads `_id`;
 * `allternateMobile` is spelt as docs/spec.md spells it and is '' when there is none.
 */
export const AddressSchema = z.object({
  addressID: IdSchema,
  _id: IdSchema,
  name: z.string(),
  mobile: MobileSchema,
  zipcode: PincodeSchema,
  landmark: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  allternateMobile: BlankOrMobileSchema,
});
export type Address = z.infer<typeof AddressSchema>;

/**
 * The address form and the body of POST /customer/address (docs/spec.md §5 address rules). City,
 * state and country are optional: the server fills them from its pin-code directory and
 * ignores what is sent.
 */
export const AddressInputSchema = z.object({
  name: personName(ADDRESS_NAME_MIN, ADDRESS_NAME_MAX),
  mobile: MobileSchema,
  allternateMobile: OptionalMobileSchema,
  zipcode: PincodeSchema,
  /** Not required; when given, at least 3 characters. */
  landmark: z.union([z.literal(''), letterText(3, 100)]).optional(),
  address: letterText(3, 200),
  city: z.string().trim().max(60).optional(),
  state: z.string().trim().max(60).optional(),
  country: z.string().trim().max(60).optional(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressUpdateBodySchema = AddressInputSchema.extend({ addressID: IdSchema });
export type AddressUpdateBody = z.infer<typeof AddressUpdateBodySchema>;

export const AddressQuerySchema = z.object({ addressID: IdSchema });
export type AddressQuery = z.infer<typeof AddressQuerySchema>;

export const AddressesAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(AddressSchema),
});
export type AddressesAnswer = z.infer<typeof AddressesAnswerSchema>;

export const AddressAnswerSchema = z.object({ status: SuccessSchema, data: AddressSchema });
export type AddressAnswer = z.infer<typeof AddressAnswerSchema>;

/** Answer of address create and update: the saved address, with a message to show. */
export const AddressSavedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: AddressSchema,
});
export type AddressSavedAnswer = z.infer<typeof AddressSavedAnswerSchema>;

/** The signed-in customer's address book, profile and password (docs/spec.md §7). */
export const customerEndpoints = {
  addresses: defineEndpoint({
    method: 'GET',
    path: '/customer/addresses',
    auth: 'customer',
    answer: AddressesAnswerSchema,
  }),
  address: defineEndpoint({
    method: 'GET',
    path: '/customer/address',
    auth: 'customer',
    query: AddressQuerySchema,
    answer: AddressAnswerSchema,
  }),
  addressCreate: defineEndpoint({
    method: 'POST',
    path: '/customer/address',
    auth: 'customer',
    body: AddressInputSchema,
    answer: AddressSavedAnswerSchema,
  }),
  addressUpdate: defineEndpoint({
    method: 'PUT',
    path: '/customer/address',
    auth: 'customer',
    body: AddressUpdateBodySchema,
    answer: AddressSavedAnswerSchema,
  }),
  addressDelete: defineEndpoint({
    method: 'DELETE',
    path: '/customer/address',
    auth: 'customer',
    query: AddressQuerySchema,
    answer: MessageAnswerSchema,
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/customer/profile',
    auth: 'customer',
    answer: ProfileAnswerSchema,
  }),
  profileUpdate: defineEndpoint({
    method: 'PUT',
    path: '/customer/profile',
    auth: 'customer',
    body: ProfileUpdateBodySchema,
    answer: ProfileUpdateAnswerSchema,
  }),
  passwordChange: defineEndpoint({
    method: 'PUT',
    path: '/customer/password',
    auth: 'customer',
    body: PasswordChangeBodySchema,
    answer: PasswordChangeAnswerSchema,
  }),
} as const;
