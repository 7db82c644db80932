// Returns in the back office (docs/decisions/returns.md): the list and the steps (approve,
// reject, picked up, received), where a seller sees and moves only their own lines' returns; the
// operator reads where a cash on delivery return's refund is paid; the credit note of a received
// one. The shopper's calls are ../returns.ts, the return itself ../return-model.ts.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema, SuccessSchema, optionalQuery } from '../fields.ts';
import { PdfAnswerSchema } from '../orders.ts';
import {
  RETURN_NOTE_MAX,
  RETURN_NOTE_MIN,
  ReturnSchema,
  ReturnStatusSchema,
} from '../return-model.ts';
import { RefundPayeeSchema } from '../refund-payee.ts';
import { ReturnParamsSchema } from '../returns.ts';
import { paged, pageQuery } from './lists.ts';

/** The back office's view: the order's shopper and the seller beside the return. */
export const BackOfficeReturnSchema = ReturnSchema.extend({
  sellerID: IdSchema,
  shopName: z.string(),
  customerName: z.string(),
  paymentType: z.enum(['cod', 'prepaid']),
});
export type BackOfficeReturn = z.infer<typeof BackOfficeReturnSchema>;

export const BackOfficeReturnsQuerySchema = z.object({
  status: optionalQuery(ReturnStatusSchema),
  ...pageQuery,
});
export type BackOfficeReturnsQuery = z.infer<typeof BackOfficeReturnsQuerySchema>;

export const BackOfficeReturnsAnswerSchema = paged(BackOfficeReturnSchema);
export type BackOfficeReturnsAnswer = z.infer<typeof BackOfficeReturnsAnswerSchema>;

export const ReturnDecisionBodySchema = z.object({
  /** Required to reject (the shopper is told why); optional to approve. */
  note: z
    .string()
    .trim()
    .max(RETURN_NOTE_MAX, `Use at most ${RETURN_NOTE_MAX} characters.`)
    .default(''),
});
export type ReturnDecisionBody = z.input<typeof ReturnDecisionBodySchema>;

export const ReturnRejectBodySchema = z.object({
  note: z
    .string()
    .trim()
    .min(RETURN_NOTE_MIN, `Tell the shopper why, in at least ${RETURN_NOTE_MIN} characters.`)
    .max(RETURN_NOTE_MAX, `Use at most ${RETURN_NOTE_MAX} characters.`),
});
export type ReturnRejectBody = z.infer<typeof ReturnRejectBodySchema>;

export const BackOfficeReturnAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: BackOfficeReturnSchema,
});
export type BackOfficeReturnAnswer = z.infer<typeof BackOfficeReturnAnswerSchema>;

export const ReturnPayeeAnswerSchema = z.object({
  status: SuccessSchema,
  data: RefundPayeeSchema,
});
export type ReturnPayeeAnswer = z.infer<typeof ReturnPayeeAnswerSchema>;

export const returnsBackOfficeEndpoints = {
  returns: defineEndpoint({
    method: 'GET',
    path: '/admin/returns',
    auth: 'backOffice',
    query: BackOfficeReturnsQuerySchema,
    answer: BackOfficeReturnsAnswerSchema,
  }),
  returnApprove: defineEndpoint({
    method: 'POST',
    path: '/admin/returns/:returnID/approve',
    auth: 'backOffice',
    params: ReturnParamsSchema,
    body: ReturnDecisionBodySchema,
    answer: BackOfficeReturnAnswerSchema,
  }),
  returnReject: defineEndpoint({
    method: 'POST',
    path: '/admin/returns/:returnID/reject',
    auth: 'backOffice',
    params: ReturnParamsSchema,
    body: ReturnRejectBodySchema,
    answer: BackOfficeReturnAnswerSchema,
  }),
  /**
   * Books the return's pickup with the courier that delivered the part (the approval books it
   * too; this asks again after the courier was down): from the shopper's address to the seller's.
   */
  returnPickup: defineEndpoint({
    method: 'POST',
    path: '/admin/returns/:returnID/pickup',
    auth: 'backOffice',
    params: ReturnParamsSchema,
    answer: BackOfficeReturnAnswerSchema,
  }),
  /** The courier collected the parcel from the shopper. */
  returnPickedUp: defineEndpoint({
    method: 'POST',
    path: '/admin/returns/:returnID/picked-up',
    auth: 'backOffice',
    params: ReturnParamsSchema,
    answer: BackOfficeReturnAnswerSchema,
  }),
  /** The parcel reached the seller and passed the check: stock back, refund and credit note. */
  returnReceived: defineEndpoint({
    method: 'POST',
    path: '/admin/returns/:returnID/received',
    auth: 'backOffice',
    params: ReturnParamsSchema,
    answer: BackOfficeReturnAnswerSchema,
  }),
  /**
   * The operator paying a cash on delivery return's refund by hand reads where to pay it, whole
   * (audited); everyone else sees it masked.
   */
  returnPayee: defineEndpoint({
    method: 'GET',
    path: '/admin/returns/:returnID/payee',
    auth: 'admin',
    params: ReturnParamsSchema,
    answer: ReturnPayeeAnswerSchema,
  }),
  returnCreditNote: defineEndpoint({
    method: 'GET',
    path: '/admin/returns/:returnID/credit-note',
    auth: 'backOffice',
    params: ReturnParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
} as const;
