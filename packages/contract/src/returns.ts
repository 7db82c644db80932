// The calls of returns (docs/decisions/returns.md): the shopper's photo, request, cancel and
// credit note; the back office's list and steps (approve, reject, picked up, received), where a
// seller sees and moves only their own lines' returns. Money is rupees on the wire.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { paged, pageQuery } from './admin-operations.ts';
import { PdfAnswerSchema } from './orders.ts';
import { IdSchema, QuantitySchema, SuccessSchema, optionalQuery } from './fields.ts';
import {
  RETURN_DETAILS_MAX,
  RETURN_NOTE_MAX,
  RETURN_NOTE_MIN,
  RETURN_PHOTOS_MAX,
  ReturnReasonSchema,
  ReturnSchema,
  ReturnStatusSchema,
} from './return-model.ts';
import { RefundPayeeSchema } from './refund-payee.ts';

// ---- The shopper's calls ----

export const ReturnPhotoAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({ photoID: IdSchema, url: z.string() }),
});
export type ReturnPhotoAnswer = z.infer<typeof ReturnPhotoAnswerSchema>;

export const ReturnRequestBodySchema = z.object({
  orderID: IdSchema,
  lineID: IdSchema,
  pieces: QuantitySchema,
  reason: ReturnReasonSchema,
  details: z
    .string()
    .trim()
    .max(RETURN_DETAILS_MAX, `Use at most ${RETURN_DETAILS_MAX} characters.`)
    .default(''),
  /**
   * Where the refund of a cash on delivery order is paid (required for one; ignored for an order
   * paid online, which is refunded the way it was paid).
   */
  payee: RefundPayeeSchema.optional(),
  /** Photos uploaded first (POST /customer/return-photo), by their ids. */
  photoIDs: z
    .array(IdSchema)
    .max(RETURN_PHOTOS_MAX, `Add at most ${RETURN_PHOTOS_MAX} photos.`)
    .default([]),
});
export type ReturnRequestBody = z.input<typeof ReturnRequestBodySchema>;

export const ReturnAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: ReturnSchema,
});
export type ReturnAnswer = z.infer<typeof ReturnAnswerSchema>;

export const ReturnParamsSchema = z.object({ returnID: IdSchema });

export const returnEndpoints = {
  /** One photo of what is wrong (JPEG, PNG or WebP), before the return is asked for. */
  returnPhoto: defineEndpoint({
    method: 'POST',
    path: '/customer/return-photo',
    auth: 'customer',
    answer: ReturnPhotoAnswerSchema,
  }),
  returnRequest: defineEndpoint({
    method: 'POST',
    path: '/customer/returns',
    auth: 'customer',
    body: ReturnRequestBodySchema,
    answer: ReturnAnswerSchema,
  }),
  /** The shopper changed their mind before the parcel was picked up. */
  returnCancel: defineEndpoint({
    method: 'PUT',
    path: '/customer/returns/:returnID/cancel',
    auth: 'customer',
    params: ReturnParamsSchema,
    answer: ReturnAnswerSchema,
  }),
  /** The GST credit note of a received return (docs/decisions/invoices.md). */
  returnCreditNote: defineEndpoint({
    method: 'GET',
    path: '/customer/returns/:returnID/credit-note',
    auth: 'customer',
    params: ReturnParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
} as const;

// ---- The back office's calls (a seller sees and moves only their own lines' returns) ----

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

export const backOfficeReturnEndpoints = {
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
