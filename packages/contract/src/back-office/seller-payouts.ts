// The back office's calls of sellers' payouts through Razorpay Route
// (docs/decisions/route-payouts.md): a seller gives its payout details (PAN, business type, bank
// account) and reads them back masked; the operator lists every seller's payout onboarding,
// approves one (which creates its Route linked account), rejects one with a reason, asks again
// for a link that stopped, and sees the transfers to sellers with their failures, retrying one.
import { z } from 'zod';
import { IFSC_FORMAT, PAN_PATTERN } from '@haat/india';
import { defineEndpoint } from '../endpoint.ts';
import { paged, pageQuery } from './lists.ts';
import { IdSchema, SuccessSchema, optionalQuery } from '../fields.ts';

export const PAYOUT_BUSINESS_TYPES = [
  'individual',
  'proprietorship',
  'partnership',
  'private_limited',
  'public_limited',
  'llp',
  'huf',
  'trust',
  'society',
] as const;
export const PayoutBusinessTypeSchema = z.enum(PAYOUT_BUSINESS_TYPES, 'Choose the business type.');
export type PayoutBusinessType = z.infer<typeof PayoutBusinessTypeSchema>;

export const PAYOUT_ACCOUNT_STATUSES = [
  'not_started',
  'submitted',
  'approved',
  'linked',
  'rejected',
] as const;
export const PayoutAccountStatusSchema = z.enum(PAYOUT_ACCOUNT_STATUSES);
export type PayoutAccountStatus = z.infer<typeof PayoutAccountStatusSchema>;

export const PayoutAccountBodySchema = z.object({
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(PAN_PATTERN, 'Enter the 10-character PAN: five letters, four digits, a letter.'),
  businessType: PayoutBusinessTypeSchema,
  accountHolderName: z
    .string()
    .trim()
    .min(2, 'Enter the account holder’s name.')
    .max(100, 'Use at most 100 characters.'),
  bankAccountNumber: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, 'Enter the account number: 9 to 18 digits.'),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(IFSC_FORMAT, 'Enter the 11-character IFSC, such as HDFC0001234.'),
});
export type PayoutAccountBody = z.input<typeof PayoutAccountBodySchema>;

/** A seller's payout onboarding as every screen shows it: PAN and bank account masked. */
export const PayoutAccountSchema = z.object({
  sellerID: IdSchema,
  shopName: z.string(),
  gstin: z.string(),
  status: PayoutAccountStatusSchema,
  businessType: PayoutBusinessTypeSchema.nullable(),
  panMasked: z.string().nullable(),
  bankAccountMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** What stopped the last attempt to create the linked account (Razorpay's words). */
  linkError: z.string().nullable(),
  routeAccountID: z.string().nullable(),
  submittedAt: z.string().nullable(),
  linkedAt: z.string().nullable(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

export const PayoutAccountAnswerSchema = z.object({
  status: SuccessSchema,
  data: PayoutAccountSchema,
});
export type PayoutAccountAnswer = z.infer<typeof PayoutAccountAnswerSchema>;

/** A change's answer: what became of it, in words, and the onboarding as it now stands. */
export const PayoutAccountChangeAnswerSchema = PayoutAccountAnswerSchema.extend({
  message: z.string(),
});
export type PayoutAccountChangeAnswer = z.infer<typeof PayoutAccountChangeAnswerSchema>;

export const PayoutAccountsQuerySchema = z.object({
  status: optionalQuery(PayoutAccountStatusSchema),
  ...pageQuery,
});
export type PayoutAccountsQuery = z.infer<typeof PayoutAccountsQuerySchema>;
export const PayoutAccountsAnswerSchema = paged(PayoutAccountSchema);
export type PayoutAccountsAnswer = z.infer<typeof PayoutAccountsAnswerSchema>;

export const PayoutAccountParamsSchema = z.object({ sellerID: IdSchema });
export const PayoutAccountRejectBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(5, 'Tell the seller why, in at least 5 characters.')
    .max(300, 'Use at most 300 characters.'),
});
export type PayoutAccountRejectBody = z.infer<typeof PayoutAccountRejectBodySchema>;

export const SELLER_TRANSFER_STATUSES = [
  'pending',
  'created',
  'processed',
  'failed',
  'partially_reversed',
  'reversed',
] as const;
export const SellerTransferStatusSchema = z.enum(SELLER_TRANSFER_STATUSES);

/** A transfer of an order's money to a seller; rupees on the wire. */
export const SellerTransferSchema = z.object({
  transferID: IdSchema,
  orderID: z.string(),
  sellerID: IdSchema,
  shopName: z.string(),
  /**
   * payment: from the order's captured payment; direct: from the operator's balance (cash on
   * delivery); balance: the seller's balance beyond its parts' transfers, the `balanceNumber`-th.
   */
  kind: z.enum(['payment', 'direct', 'balance']),
  /** Of a `balance` transfer: which of the seller's balance transfers (1, 2, …); else null. */
  balanceNumber: z.number().int().nullable(),
  amount: z.number(),
  reversed: z.number(),
  status: SellerTransferStatusSchema,
  onHold: z.boolean(),
  holdUntil: z.string().nullable(),
  routeTransferID: z.string().nullable(),
  settlementUTR: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type SellerTransfer = z.infer<typeof SellerTransferSchema>;

export const SellerTransfersQuerySchema = z.object({
  status: optionalQuery(SellerTransferStatusSchema),
  ...pageQuery,
});
export type SellerTransfersQuery = z.infer<typeof SellerTransfersQuerySchema>;
export const SellerTransfersAnswerSchema = paged(SellerTransferSchema);
export type SellerTransfersAnswer = z.infer<typeof SellerTransfersAnswerSchema>;
export const SellerTransferParamsSchema = z.object({ transferID: IdSchema });
export const SellerTransferAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: SellerTransferSchema,
});
export type SellerTransferAnswer = z.infer<typeof SellerTransferAnswerSchema>;

/** What one settlement run did (docs/decisions/settlement.md). */
export const SettlementRunSchema = z.object({
  /** Transfers asked of Route in this run (from a payment, held, or direct for COD money). */
  transferred: z.number().int(),
  /** Held transfers released (return window closed, no return open). */
  released: z.number().int(),
  /** Reversals asked for where the ledger now owes less than was transferred. */
  reversed: z.number().int(),
  /** Payouts written to the sellers' ledger. */
  payoutsRecorded: z.number().int(),
  /** Parts kept for a seller without a linked account. */
  waitingForAccount: z.number().int(),
  /** Calls Razorpay refused or did not answer: shown on the transfers' page, retried next run. */
  notReached: z.number().int(),
});
export type SettlementRun = z.infer<typeof SettlementRunSchema>;
export const SettlementRunAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: SettlementRunSchema,
});
export type SettlementRunAnswer = z.infer<typeof SettlementRunAnswerSchema>;

export const TRANSFER_MISMATCH_KINDS = [
  'amount',
  'reversed',
  'status',
  'missing-at-razorpay',
  'unknown-to-us',
  'stuck',
] as const;
/** A disagreement between our transfers and Razorpay's listing, or a transfer stuck on our side. */
export const TransferMismatchSchema = z.object({
  kind: z.enum(TRANSFER_MISMATCH_KINDS),
  transferID: z.string().nullable(),
  routeTransferID: z.string().nullable(),
  /** Our figure (rupees, or a status), null where we have none. */
  ours: z.string().nullable(),
  razorpays: z.string().nullable(),
});
export type TransferMismatch = z.infer<typeof TransferMismatchSchema>;
export const TransferMismatchesAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    checked: z.number().int(),
    settlementsRecorded: z.number().int(),
    since: z.string(),
    items: z.array(TransferMismatchSchema),
  }),
});
export type TransferMismatchesAnswer = z.infer<typeof TransferMismatchesAnswerSchema>;
export const TransferMismatchesQuerySchema = z.object({
  /** How many days back our transfers are compared (default 30). */
  days: optionalQuery(z.coerce.number().int().min(1).max(365)),
});

export const sellerPayoutsBackOfficeEndpoints = {
  /** The signed-in seller's payout details, masked (status `not_started` before it gives any). */
  payoutAccount: defineEndpoint({
    method: 'GET',
    path: '/seller/payout-account',
    auth: 'seller',
    answer: PayoutAccountAnswerSchema,
  }),
  /** Gives (or corrects, until the operator approves) the seller's payout details. */
  payoutAccountSubmit: defineEndpoint({
    method: 'PUT',
    path: '/seller/payout-account',
    auth: 'seller',
    body: PayoutAccountBodySchema,
    answer: PayoutAccountChangeAnswerSchema,
  }),
  payoutAccounts: defineEndpoint({
    method: 'GET',
    path: '/admin/payout-accounts',
    auth: 'admin',
    query: PayoutAccountsQuerySchema,
    answer: PayoutAccountsAnswerSchema,
  }),
  /** Approves the details and creates the seller's Route linked account (resumable). */
  payoutAccountApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/payout-accounts/:sellerID/approve',
    auth: 'admin',
    params: PayoutAccountParamsSchema,
    answer: PayoutAccountChangeAnswerSchema,
  }),
  payoutAccountReject: defineEndpoint({
    method: 'POST',
    path: '/admin/payout-accounts/:sellerID/reject',
    auth: 'admin',
    params: PayoutAccountParamsSchema,
    body: PayoutAccountRejectBodySchema,
    answer: PayoutAccountChangeAnswerSchema,
  }),
  /** Asks Route again for an approved seller whose linking stopped, from the step it stopped at. */
  payoutAccountLink: defineEndpoint({
    method: 'POST',
    path: '/admin/payout-accounts/:sellerID/link',
    auth: 'admin',
    params: PayoutAccountParamsSchema,
    answer: PayoutAccountChangeAnswerSchema,
  }),
  sellerTransfers: defineEndpoint({
    method: 'GET',
    path: '/admin/seller-transfers',
    auth: 'admin',
    query: SellerTransfersQuerySchema,
    answer: SellerTransfersAnswerSchema,
  }),
  /** A failed transfer asked for again. */
  sellerTransferRetry: defineEndpoint({
    method: 'POST',
    path: '/admin/seller-transfers/:transferID/retry',
    auth: 'admin',
    params: SellerTransferParamsSchema,
    answer: SellerTransferAnswerSchema,
  }),
  /** Runs the settlement now (refused with 409 while another run is under way). */
  settlementRun: defineEndpoint({
    method: 'POST',
    path: '/admin/settlement/run',
    auth: 'admin',
    answer: SettlementRunAnswerSchema,
  }),
  /** Our transfers against Razorpay's listing with settlements: every disagreement. */
  transferMismatches: defineEndpoint({
    method: 'GET',
    path: '/admin/seller-transfers/mismatches',
    auth: 'admin',
    query: TransferMismatchesQuerySchema,
    answer: TransferMismatchesAnswerSchema,
  }),
} as const;
