// Refunds in the back office (docs/decisions/refunds.md): every refund owed, being paid back
// through the gateway, paid back or refused by it, and a refused one asked for again; a refund of
// a cancelled, paid order recorded by hand; and a cancelled order's parcel recorded back from the
// courier (docs/decisions/cancellation.md), which releases its refund. Operator only. Money is
// rupees on the wire.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { DateTimeSchema, IdSchema, MoneySchema, SuccessSchema, optionalQuery } from '../fields.ts';
import { REFUND_STATUSES } from '../back-office-constants.ts';
import { paged, pageQuery } from './lists.ts';
import { AdminOrderParamsSchema } from './orders.ts';

export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

export const AdminRefundsQuerySchema = z.object({
  status: optionalQuery(RefundStatusSchema),
  ...pageQuery,
});
export type AdminRefundsQuery = z.infer<typeof AdminRefundsQuerySchema>;

export const AdminRefundSchema = z.object({
  refundID: IdSchema,
  orderID: IdSchema,
  /** Why it is owed: 'cancellation' for a cancelled paid order. */
  purpose: z.string(),
  amount: MoneySchema,
  /** `gateway`: paid back through the gateway that took the payment; `manual`: by hand. */
  method: z.enum(['gateway', 'manual']),
  provider: z.string().nullable(),
  status: RefundStatusSchema,
  /** The gateway's refund id, or the bank's reference of one paid by hand. */
  reference: z.string().nullable(),
  /** Why the gateway refused it, in its words. */
  failure: z.string().nullable(),
  /** Where one paid by hand goes, masked (a cash on delivery return's UPI ID or bank account). */
  refundTo: z.string().nullable(),
  attempts: z.number().int().min(0),
  createdAt: DateTimeSchema,
  processedAt: DateTimeSchema.nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminRefundsAnswerSchema = paged(AdminRefundSchema);
export type AdminRefundsAnswer = z.infer<typeof AdminRefundsAnswerSchema>;

export const AdminRefundParamsSchema = z.object({ refundID: IdSchema });

export const AdminRefundRetryAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: AdminRefundSchema,
});
export type AdminRefundRetryAnswer = z.infer<typeof AdminRefundRetryAnswerSchema>;

export const AdminOrderReturnedAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ orderID: IdSchema, returnedAt: DateTimeSchema }),
});
export type AdminOrderReturnedAnswer = z.infer<typeof AdminOrderReturnedAnswerSchema>;

/** The operator records a refund paid back to the shopper of a cancelled, paid order. */
export const AdminOrderRefundBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .min(3, 'Give the refund reference from the gateway or bank.')
    .max(100, 'Use at most 100 characters.')
    .regex(/^[A-Za-z0-9_./-]+$/, 'Use letters, digits, . _ / - only.'),
});
export type AdminOrderRefundBody = z.infer<typeof AdminOrderRefundBodySchema>;

export const AdminOrderRefundAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ orderID: IdSchema, refunded: MoneySchema }),
});
export type AdminOrderRefundAnswer = z.infer<typeof AdminOrderRefundAnswerSchema>;

export const refundsBackOfficeEndpoints = {
  refunds: defineEndpoint({
    method: 'GET',
    path: '/admin/refunds',
    auth: 'admin',
    query: AdminRefundsQuerySchema,
    answer: AdminRefundsAnswerSchema,
  }),
  refundRetry: defineEndpoint({
    method: 'POST',
    path: '/admin/refunds/:refundID/retry',
    auth: 'admin',
    params: AdminRefundParamsSchema,
    answer: AdminRefundRetryAnswerSchema,
  }),
  orderRefund: defineEndpoint({
    method: 'POST',
    path: '/admin/orders/:orderID/refund',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    body: AdminOrderRefundBodySchema,
    answer: AdminOrderRefundAnswerSchema,
  }),
  orderReturnedToOrigin: defineEndpoint({
    method: 'POST',
    path: '/admin/orders/:orderID/returned-to-origin',
    auth: 'admin',
    params: AdminOrderParamsSchema,
    answer: AdminOrderReturnedAnswerSchema,
  }),
} as const;
