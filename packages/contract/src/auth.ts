// Sign-in calls of docs/spec.md §7: login, one-time password, customer registration.
import { z } from 'zod';
import { OTP_LENGTH, REGISTRATION_NAME_MIN } from './constants.ts';
import {
  EmailSchema,
  GivenPasswordSchema,
  MobileSchema,
  NewPasswordSchema,
  PASSWORDS_DIFFER,
  SuccessSchema,
  hasStrings,
  letterText,
} from './fields.ts';
import { defineEndpoint } from './endpoint.ts';
import { MessageAnswerSchema } from './fields.ts';

/**
 * docs/spec.md §3 "Login": the e-mail is typed in a field labelled User Name, and docs/spec.md §5 has no
 * client checks, so any non-empty text is accepted and a wrong one is an authentication failure.
 */
export const LoginBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Required.').max(254),
  password: GivenPasswordSchema,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/**
 * `token` is the JWT sent back as `Authorization: Bearer <token>`
 * (docs/decisions/product-owner.md).
 */
export const LoginAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  token: z.string().min(1),
});
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const SendOtpBodySchema = z.object({ mobile: MobileSchema });
export type SendOtpBody = z.infer<typeof SendOtpBodySchema>;

export const OtpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit OTP.`);

/** Query of GET /auth/verify/otp (kept for docs/spec.md clients) and body of our POST. */
export const VerifyOtpSchema = z.object({ mobile: MobileSchema, otp: OtpSchema });
export type VerifyOtp = z.infer<typeof VerifyOtpSchema>;

export const VerifyOtpAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string().optional(),
});
export type VerifyOtpAnswer = z.infer<typeof VerifyOtpAnswerSchema>;

/** Counted as read: 'आशा' is 4 letters, as 'Asha' (docs/decisions/accounts.md). */
const registrationName = letterText(REGISTRATION_NAME_MIN, 50);

/**
 * docs/spec.md §3 "Registration form"; docs/decisions/product-owner.md: password and cpassword must
 * match.
 */
export const CreateCustomerBodySchema = z
  .object({
    firstName: registrationName,
    lastName: registrationName,
    email: EmailSchema,
    mobile: MobileSchema,
    password: NewPasswordSchema,
    cpassword: z.string().min(1, 'Required.'),
    /**
     * Order updates on WhatsApp to this mobile, ticked on the form (docs/decisions/whatsapp.md);
     * absent or false: off, as every account starts.
     */
    whatsappUpdates: z.boolean().optional(),
  })
  .refine((form) => form.password === form.cpassword, {
    path: ['cpassword'],
    message: PASSWORDS_DIFFER,
    // Report a mismatch together with other field errors, as long as both were typed.
    when: (payload) => hasStrings(payload.value, 'password', 'cpassword'),
  });
export type CreateCustomerBody = z.infer<typeof CreateCustomerBodySchema>;

/** Sign-in, OTP registration and sign-out (docs/spec.md §7). */
export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    auth: 'public',
    body: LoginBodySchema,
    answer: LoginAnswerSchema,
  }),
  sendOtp: defineEndpoint({
    method: 'POST',
    path: '/auth/send/otp',
    auth: 'public',
    body: SendOtpBodySchema,
    answer: MessageAnswerSchema,
  }),
  /**
   * Kept for docs/spec.md clients; our web client uses verifyOtpPost
   * (docs/decisions/product-owner.md).
   */
  verifyOtp: defineEndpoint({
    method: 'GET',
    path: '/auth/verify/otp',
    auth: 'public',
    query: VerifyOtpSchema,
    answer: VerifyOtpAnswerSchema,
  }),
  verifyOtpPost: defineEndpoint({
    method: 'POST',
    path: '/auth/verify/otp',
    auth: 'public',
    body: VerifyOtpSchema,
    answer: VerifyOtpAnswerSchema,
  }),
  /** Ours: ends the session by revoking every token of the customer (docs/spec.md §2 Log Out). */
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    auth: 'customer',
    answer: MessageAnswerSchema,
  }),
  createCustomer: defineEndpoint({
    method: 'POST',
    path: '/public/customer',
    auth: 'public',
    body: CreateCustomerBodySchema,
    answer: MessageAnswerSchema,
  }),
} as const;
