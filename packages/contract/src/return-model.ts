// A return and its states (docs/decisions/returns.md): within the return window after a parcel is delivered, a
// shopper asks to return some pieces of a line, with a reason from a list and up to three photos;
// the seller (or the operator) approves or rejects it; an approved return is picked up, received
// (its stock back on sale), and refunded: what was paid for those pieces, the shipping kept.
// Shopper, seller and operator read the same timeline. Money is rupees on the wire.
import { z } from 'zod';
import { DateTimeSchema, IdSchema, MoneySchema, QuantitySchema } from './fields.ts';
import {
  PICTURE_MAX_MEGABYTES,
  RETURN_ACTORS,
  RETURN_REASONS,
  RETURN_STATUSES,
} from './back-office-constants.ts';
import { ParcelTrackingSchema } from './shipment-model.ts';

export { RETURN_WINDOW_DAYS_DEFAULT } from './constants/rules.ts';
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_MEGABYTES = PICTURE_MAX_MEGABYTES;
export const RETURN_DETAILS_MAX = 500;
export const RETURN_NOTE_MIN = 5;
export const RETURN_NOTE_MAX = 300;

export const ReturnReasonSchema = z.enum(RETURN_REASONS, 'Choose why you are returning it.');
export type ReturnReason = z.infer<typeof ReturnReasonSchema>;

export const ReturnStatusSchema = z.enum(RETURN_STATUSES);
export type ReturnStatus = z.infer<typeof ReturnStatusSchema>;

/** One step of a return, by whom: the shopper, the seller, the shop's operator, or the system. */
export const ReturnStepSchema = z.object({
  state: ReturnStatusSchema,
  at: DateTimeSchema,
  by: z.enum(RETURN_ACTORS),
  note: z.string().nullable(),
});
export type ReturnStep = z.infer<typeof ReturnStepSchema>;

/** A return as the shopper and the back office read it. */
export const ReturnSchema = z.object({
  returnID: IdSchema,
  orderID: IdSchema,
  lineID: IdSchema,
  productID: IdSchema,
  title: z.string(),
  /** Colour and size, when the product has them. */
  variant: z.string().nullable(),
  pieces: QuantitySchema,
  reason: ReturnReasonSchema,
  details: z.string(),
  photos: z.array(z.string()),
  status: ReturnStatusSchema,
  /** What comes back once it is received: the pieces' price less their coupon share. */
  refund: MoneySchema,
  /** Why the seller or operator rejected it, or what they said approving it. */
  decisionNote: z.string().nullable(),
  /**
   * Where a cash on delivery order's refund goes, masked ("UPI ra•••@okhdfcbank"); null for an
   * order paid online (refunded the way it was paid).
   */
  refundTo: z.string().nullable(),
  /** Whether its GST credit note can be downloaded (once received, for an invoiced order). */
  hasCreditNote: z.boolean(),
  createdAt: DateTimeSchema,
  timeline: z.array(ReturnStepSchema),
  /**
   * The reverse pickup booked with the courier that delivered the part (docs/decisions/returns.md,
   * "Pickups with the courier"): its courier, AWB, tracking link and scans. Null: none booked.
   */
  pickup: ParcelTrackingSchema.nullable(),
  /** Why the pickup is arranged by hand: the courier does not pick up there (its words). */
  pickupByHand: z.string().nullable(),
  /** The part was delivered through a courier: its return's pickup is booked with the same one. */
  courierPart: z.boolean(),
});
export type Return = z.infer<typeof ReturnSchema>;

/**
 * Whether a delivered line may be returned, on the order's line: `open` with the pieces left to
 * return and the last day; `closed` once the window has passed; `not-returnable` for a category
 * the operator marked so. Null while the line's parcel is not delivered.
 */
export const LineReturnSchema = z.object({
  state: z.enum(['open', 'closed', 'not-returnable']),
  pieces: z.number().int().min(0),
  until: DateTimeSchema.nullable(),
});
export type LineReturn = z.infer<typeof LineReturnSchema>;
