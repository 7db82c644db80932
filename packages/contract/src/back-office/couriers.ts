// Couriers in the back office (docs/decisions/couriers.md): the operator chooses who ships — by
// hand (the seller types the courier and tracking number) or through Shiprocket or Delhivery — for the whole
// shop and per seller, and enters the Shiprocket API user (sealed, never shown back); a seller
// books their part of an order with Shiprocket, prints its label and may cancel it before pickup.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  CalendarDateSchema,
  DateTimeSchema,
  IdSchema,
  MobileSchema,
  PincodeSchema,
  SuccessSchema,
} from '../fields.ts';
import { NdrActionSchema, ParcelStateSchema } from '../shipment-model.ts';
import { PdfAnswerSchema } from '../orders.ts';
import { AdminOrderParamsSchema } from './orders.ts';
import { pageQuery, paged } from './lists.ts';
import { COURIER_BOOKING_FILTERS } from '../back-office-constants.ts';

export const COURIER_CHOICES = ['manual', 'shiprocket', 'delhivery'] as const;
export const CourierChoiceSchema = z.enum(COURIER_CHOICES, {
  error: 'Choose manual, shiprocket or delhivery.',
});
export type CourierChoice = z.infer<typeof CourierChoiceSchema>;

export const CourierAccountSchema = z.object({
  email: z.string(),
  pickupLocation: z.string(),
  pickupPincode: z.string(),
  /** When the kept login token runs out (renewed a day before); null before the first login. */
  loggedInUntil: DateTimeSchema.nullable(),
  updatedAt: DateTimeSchema,
});

export const CouriersAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    shop: CourierChoiceSchema,
    /** The Shiprocket API user, without its password or webhook key; null until entered. */
    shiprocket: CourierAccountSchema.nullable(),
    /** The Delhivery account (its client name in `email`), without its token or push secret. */
    delhivery: CourierAccountSchema.nullable(),
    /** Every approved seller, with their own choice (null: the shop's). */
    sellers: z.array(
      z.object({
        sellerID: IdSchema,
        shopName: z.string(),
        choice: CourierChoiceSchema.nullable(),
      }),
    ),
  }),
});
export type CouriersAnswer = z.infer<typeof CouriersAnswerSchema>;

export const CourierShopBodySchema = z.object({ shop: CourierChoiceSchema });

export const ShiprocketAccountBodySchema = z.object({
  email: z.string().trim().email('Give the API user\u2019s e-mail.').max(200),
  password: z.string().min(1, 'Give the API user\u2019s password.').max(200),
  webhookKey: z
    .string()
    .trim()
    .min(16, 'Use a webhook key of at least 16 characters.')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'Use letters, digits and symbols, without spaces.'),
  pickupLocation: z
    .string()
    .trim()
    .min(1, 'Give the pickup address\u2019s name as Shiprocket shows it.')
    .max(60),
  pickupPincode: PincodeSchema,
});
export type ShiprocketAccountBody = z.infer<typeof ShiprocketAccountBodySchema>;

/** Delhivery's account: its API token and the scan push's secret are sealed, never shown back. */
export const DelhiveryAccountBodySchema = z.object({
  clientName: z
    .string()
    .trim()
    .min(1, 'Give the client name Delhivery registered the account under.')
    .max(100),
  token: z
    .string()
    .trim()
    .min(16, 'Give the API token from Delhivery\u2019s panel (Settings → API setup).')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'The API token has no spaces.'),
  pushSecret: z
    .string()
    .trim()
    .min(16, 'Use a scan push secret of at least 16 characters.')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'Use letters, digits and symbols, without spaces.'),
  pickupLocation: z
    .string()
    .trim()
    .min(1, 'Give the warehouse\u2019s name exactly as registered with Delhivery.')
    .max(60),
  pickupPincode: PincodeSchema,
});
export type DelhiveryAccountBody = z.infer<typeof DelhiveryAccountBodySchema>;

export const CourierSellerParamsSchema = z.object({ sellerID: IdSchema });
export const CourierSellerBodySchema = z.object({ choice: CourierChoiceSchema.nullable() });

/** The seller's parcel as booked: the AWB and courier, the pickup, where it stands. */
export const CourierBookingSchema = z.object({
  status: z.enum(['booking', 'booked', 'cancelled']),
  awb: z.string().nullable(),
  courierName: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  pickupScheduledAt: DateTimeSchema.nullable(),
  expectedAt: DateTimeSchema.nullable(),
  trackingState: ParcelStateSchema,
  bookedAt: DateTimeSchema.nullable(),
  /** Whether its label PDF is kept (GET …/courier/label). */
  hasLabel: z.boolean(),
  /** The pickup's day in India (YYYY-MM-DD). */
  pickupDay: CalendarDateSchema.nullable(),
  /** Our reference at the courier: `<order>-<seller>`, with `-2`, `-3`… for a part booked again. */
  reference: z.string(),
  /** Which booking of the part this is (2 and on: booked again after a cancel). */
  attempt: z.number().int().min(1),
});
export type CourierBooking = z.infer<typeof CourierBookingSchema>;

export const SellerCourierAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string().optional(),
  data: z.object({
    orderID: IdSchema,
    /** Who the seller ships with now. */
    courier: CourierChoiceSchema,
    booking: CourierBookingSchema.nullable(),
    /** The pickup days the seller may choose now (India's dates, first to last). */
    pickupDays: z.object({ first: CalendarDateSchema, last: CalendarDateSchema }),
  }),
});
export type SellerCourierAnswer = z.infer<typeof SellerCourierAnswerSchema>;

/** A parcel whose delivery failed, waiting in the seller's and the operator's queue. */
export const NdrQueueEntrySchema = z.object({
  orderID: IdSchema,
  sellerID: IdSchema,
  shopName: z.string(),
  awb: z.string(),
  courierName: z.string().nullable(),
  /** Failed attempts so far; the latest one's reason (the courier's words) and time. */
  attempt: z.number().int().min(1),
  reason: z.string().nullable(),
  at: DateTimeSchema.nullable(),
  /** What was asked for this attempt, by whom ('seller', 'operator' or 'shopper'), and when. */
  asked: z
    .object({
      action: NdrActionSchema,
      by: z.enum(['seller', 'operator', 'shopper']),
      at: DateTimeSchema,
      deferredDate: z.string().nullable(),
    })
    .nullable(),
});
export type NdrQueueEntry = z.infer<typeof NdrQueueEntrySchema>;

export const NdrQueueAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(NdrQueueEntrySchema),
});
export type NdrQueueAnswer = z.infer<typeof NdrQueueAnswerSchema>;

export const NdrParamsSchema = z.object({
  awb: z.string().trim().min(1, 'Give the parcel\u2019s AWB.').max(40),
});

/**
 * Re-attempt (on a later day, with a corrected mobile or address) or return to the seller; sent
 * to the courier as its NDR action. A comment is what the courier's staff read.
 */
export const NdrActionBodySchema = z
  .object({
    action: NdrActionSchema,
    deferredDate: CalendarDateSchema.optional(),
    phone: MobileSchema.optional(),
    address1: z.string().trim().min(5, 'Give the corrected address.').max(200).optional(),
    address2: z.string().trim().max(200).optional(),
    comments: z.string().trim().min(3, 'Say in a few words what the courier should do.').max(300),
  })
  .refine(
    (body) =>
      body.action === 're-attempt' ||
      (body.deferredDate === undefined &&
        body.phone === undefined &&
        body.address1 === undefined &&
        body.address2 === undefined),
    { message: 'A return takes no date, mobile or address.', path: ['action'] },
  );
export type NdrActionBody = z.infer<typeof NdrActionBodySchema>;

export const NdrActionAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: NdrQueueEntrySchema,
});

/** The pickup's day in India: today before 12:00, else from tomorrow, up to 3 days ahead. */
const PickupDateSchema = z.iso.date({ error: 'Use a date like 2026-03-31.' });

/** Ship with …: the pickup day is the seller's choice (in the query), else the courier's next slot. */
export const SellerCourierBookQuerySchema = z.object({ pickupDate: PickupDateSchema.optional() });
export const SellerCourierPickupBodySchema = z.object({ pickupDate: PickupDateSchema });

/** Several booked parcels' labels as one PDF: a seller's own only, the operator's any. */
export const CourierLabelsBodySchema = z.object({
  awbs: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'Choose at least one parcel.')
    .max(100, 'Print at most 100 labels at once.'),
});

export const CourierManifestQuerySchema = z.object({
  /** The pickup day (India's date); today when left out. */
  date: z.iso.date({ error: 'Use a date like 2026-03-31.' }).optional(),
});

export const CourierShipmentsQuerySchema = z.object({
  ...pageQuery,
  /** A booking's status, or where a booked parcel stands. */
  state: z.enum(COURIER_BOOKING_FILTERS, { error: 'Choose a state from the list.' }).optional(),
  sellerID: IdSchema.optional(),
  pickupDay: z.iso.date({ error: 'Use a date like 2026-03-31.' }).optional(),
});

/** One booking in the operator's (or a seller's) list of courier bookings. */
export const CourierShipmentRowSchema = CourierBookingSchema.extend({
  orderID: IdSchema,
  sellerID: IdSchema,
  shopName: z.string(),
  provider: z.enum(['shiprocket', 'delhivery']),
});
export type CourierShipmentListRow = z.infer<typeof CourierShipmentRowSchema>;

export const CourierShipmentsAnswerSchema = paged(CourierShipmentRowSchema);
export type CourierShipmentsAnswer = z.infer<typeof CourierShipmentsAnswerSchema>;

export const couriersBackOfficeEndpoints = {
  /** Every courier booking for the operator, a seller's own for a seller; newest first. */
  courierShipments: defineEndpoint({
    method: 'GET',
    path: '/admin/couriers/shipments',
    auth: 'backOffice',
    query: CourierShipmentsQuerySchema,
    answer: CourierShipmentsAnswerSchema,
  }),
  /** The labels of several booked parcels in one PDF; one AWB not the asker's refuses them all. */
  courierLabels: defineEndpoint({
    method: 'POST',
    path: '/admin/couriers/labels',
    auth: 'backOffice',
    body: CourierLabelsBodySchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  /** The seller's manifest of a pickup day: each courier's parcels for its pickup agent to sign. */
  sellerCourierManifest: defineEndpoint({
    method: 'GET',
    path: '/seller/couriers/manifest',
    auth: 'seller',
    query: CourierManifestQuerySchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  /** Moves a booked parcel's pickup to another day, before the courier has it. */
  sellerCourierPickup: defineEndpoint({
    method: 'POST',
    path: '/seller/orders/:orderID/courier/pickup',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    body: SellerCourierPickupBodySchema,
    answer: SellerCourierAnswerSchema,
  }),
  /** Failed deliveries (NDR) waiting: every one for the operator, a seller's own for a seller. */
  courierNdrs: defineEndpoint({
    method: 'GET',
    path: '/admin/couriers/ndr',
    auth: 'backOffice',
    answer: NdrQueueAnswerSchema,
  }),
  /** Sends a re-attempt or a return to the courier, once per failed attempt. */
  courierNdrAction: defineEndpoint({
    method: 'POST',
    path: '/admin/couriers/ndr/:awb',
    auth: 'backOffice',
    params: NdrParamsSchema,
    body: NdrActionBodySchema,
    answer: NdrActionAnswerSchema,
  }),
  /** The shop's courier, the Shiprocket account (no secret), and each seller's choice. */
  couriers: defineEndpoint({
    method: 'GET',
    path: '/admin/couriers',
    auth: 'admin',
    answer: CouriersAnswerSchema,
  }),
  couriersShop: defineEndpoint({
    method: 'PUT',
    path: '/admin/couriers',
    auth: 'admin',
    body: CourierShopBodySchema,
    answer: CouriersAnswerSchema,
  }),
  /** Enters (or replaces) the Shiprocket API user; the password and webhook key are sealed. */
  couriersShiprocket: defineEndpoint({
    method: 'PUT',
    path: '/admin/couriers/shiprocket',
    auth: 'admin',
    body: ShiprocketAccountBodySchema,
    answer: CouriersAnswerSchema,
  }),
  /** Enters (or replaces) the Delhivery account; the token and push secret are sealed. */
  couriersDelhivery: defineEndpoint({
    method: 'PUT',
    path: '/admin/couriers/delhivery',
    auth: 'admin',
    body: DelhiveryAccountBodySchema,
    answer: CouriersAnswerSchema,
  }),
  couriersSeller: defineEndpoint({
    method: 'PUT',
    path: '/admin/couriers/sellers/:sellerID',
    auth: 'admin',
    params: CourierSellerParamsSchema,
    body: CourierSellerBodySchema,
    answer: CouriersAnswerSchema,
  }),
  /** Who the seller ships this order with, and its booking if any. */
  sellerCourier: defineEndpoint({
    method: 'GET',
    path: '/seller/orders/:orderID/courier',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    answer: SellerCourierAnswerSchema,
  }),
  /**
   * Ship with Shiprocket: books the seller's part (AWB, pickup, label). Again after a lost answer
   * or a 503 it finds the first booking; never a second AWB. 409 while another booking is under way.
   */
  sellerCourierBook: defineEndpoint({
    method: 'POST',
    path: '/seller/orders/:orderID/courier',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    query: SellerCourierBookQuerySchema,
    answer: SellerCourierAnswerSchema,
  }),
  sellerCourierLabel: defineEndpoint({
    method: 'GET',
    path: '/seller/orders/:orderID/courier/label',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    answer: PdfAnswerSchema,
    produces: 'application/pdf',
  }),
  /** Cancels the booking before the courier picks the parcel up. */
  sellerCourierCancel: defineEndpoint({
    method: 'POST',
    path: '/seller/orders/:orderID/courier/cancel',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    answer: SellerCourierAnswerSchema,
  }),
} as const;
