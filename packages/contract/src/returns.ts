// The shopper's calls of returns (docs/decisions/returns.md): a photo, the request, its cancel and
// the credit note. The return itself is return-model.ts; the back office's list and steps are
// back-office/returns.ts. Money is rupees on the wire.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { PdfAnswerSchema } from './orders.ts';
import { IdSchema, QuantitySchema, SuccessSchema } from './fields.ts';
import {
  RETURN_DETAILS_MAX,
  RETURN_PHOTOS_MAX,
  ReturnReasonSchema,
  ReturnSchema,
} from './return-model.ts';
import { RefundPayeeSchema } from './refund-payee.ts';

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
