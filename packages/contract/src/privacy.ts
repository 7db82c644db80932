// The shopper's own data (Digital Personal Data Protection Act, 2023; docs/decisions/
// personal-data.md): the download of everything the shop keeps about the account, marketing
// consent, and erasing the account with a code sent to its mobile.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { OtpSchema } from './auth.ts';
import { MessageAnswerSchema, SuccessSchema } from './fields.ts';

/** The download: each part named by what it is (profile, addresses, orders, …), as stored. */
export const PersonalDataAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.record(z.string(), z.unknown()),
});
export type PersonalDataAnswer = z.infer<typeof PersonalDataAnswerSchema>;

export const ConsentRecordSchema = z.object({
  granted: z.boolean(),
  /** ISO time the choice was recorded. */
  recordedAt: z.string(),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export const MarketingConsentSchema = z.object({
  /** Off until the shopper turns it on (no record yet: off). */
  granted: z.boolean(),
  /** Every choice the shopper made, oldest first. */
  history: z.array(ConsentRecordSchema),
});
export type MarketingConsent = z.infer<typeof MarketingConsentSchema>;

export const MarketingConsentAnswerSchema = z.object({
  status: SuccessSchema,
  data: MarketingConsentSchema,
});

export const MarketingConsentBodySchema = z.object({ granted: z.boolean() });
export type MarketingConsentBody = z.infer<typeof MarketingConsentBodySchema>;

export const MarketingConsentChangeAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: MarketingConsentSchema,
});

export const AccountDeletionBodySchema = z.object({ otp: OtpSchema });
export type AccountDeletionBody = z.infer<typeof AccountDeletionBodySchema>;

export const privacyEndpoints = {
  personalData: defineEndpoint({
    method: 'GET',
    path: '/customer/personal-data',
    auth: 'customer',
    answer: PersonalDataAnswerSchema,
  }),
  marketingConsent: defineEndpoint({
    method: 'GET',
    path: '/customer/marketing-consent',
    auth: 'customer',
    answer: MarketingConsentAnswerSchema,
  }),
  marketingConsentUpdate: defineEndpoint({
    method: 'PUT',
    path: '/customer/marketing-consent',
    auth: 'customer',
    body: MarketingConsentBodySchema,
    answer: MarketingConsentChangeAnswerSchema,
  }),
  accountDeletionOtp: defineEndpoint({
    method: 'POST',
    path: '/customer/account/deletion-otp',
    auth: 'customer',
    answer: MessageAnswerSchema,
  }),
  accountDelete: defineEndpoint({
    method: 'POST',
    path: '/customer/account/delete',
    auth: 'customer',
    body: AccountDeletionBodySchema,
    answer: MessageAnswerSchema,
  }),
} as const;
