// A seller's shipment: the part of an order one seller sends — that seller's lines — and where it
// stands (Placed → Packed → Shipped with the courier and its tracking number → Delivered); the
// order's own shipping state follows its sellers' shipments (docs/decisions/orders.md). Read by
// the storefront (the shopper's parcels) and the back office (an order's shipments); the seller's
// call that moves it is back-office/shipments.ts.
import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './fields.ts';

/** 'Placed' until the seller records anything (or the order moves on without them). */
export const SHIPMENT_STATES = ['Placed', 'Packed', 'Shipped', 'Delivered'] as const;
export const ShipmentStateSchema = z.enum(SHIPMENT_STATES);
export type ShipmentState = z.infer<typeof ShipmentStateSchema>;

export const COURIER_MAX = 40;
export const TRACKING_NUMBER_MIN = 6;
export const TRACKING_NUMBER_MAX = 30;

export const CourierSchema = z
  .string()
  .trim()
  .min(2, 'Name the courier, like India Post or Delhivery.')
  .max(COURIER_MAX, `Use at most ${COURIER_MAX} characters.`)
  .regex(
    /^[\p{L}\p{N}][\p{L}\p{N} &.'()-]*$/u,
    "Use letters, digits, spaces and & . ' ( ) - only.",
  );

/**
 * The courier's tracking number (an AWB or consignment number), as printed: spaces a seller
 * copied with it are dropped and letters taken as capitals (India Post's EE123456789IN).
 */
export const TrackingNumberSchema = z
  .string()
  .overwrite((value) => value.replace(/\s+/g, '').toUpperCase())
  .regex(
    new RegExp(`^[A-Z0-9-]{${TRACKING_NUMBER_MIN},${TRACKING_NUMBER_MAX}}$`),
    `Use the ${TRACKING_NUMBER_MIN} to ${TRACKING_NUMBER_MAX} letters and digits of the tracking number.`,
  )
  .refine((value) => /\d/.test(value), 'A tracking number has digits in it.');

/**
 * The courier's own page for a tracking number, for the couriers whose address we know
 * (docs/decisions/orders.md "Tracking a parcel"); India Post's page takes the number typed in.
 * Keys are courier names in lower case, as a seller types them or picks them.
 */
const COURIER_TRACKING_PAGES: Readonly<Record<string, (number: string) => string>> = {
  delhivery: (number) => `https://www.delhivery.com/track/package/${number}`,
  'blue dart': (number) =>
    `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${number}`,
  ekart: (number) => `https://ekartlogistics.com/shipmenttrack/${number}`,
  'ecom express': (number) => `https://ecomexpress.in/tracking/?awb_field=${number}`,
  shiprocket: (number) => `https://shiprocket.co/tracking/${number}`,
  'india post': () =>
    'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx',
};

/** Where a shopper follows a parcel on its courier's site, or null for a courier not known. */
export function courierTrackingUrl(courier: string, trackingNumber: string): string | null {
  const page = COURIER_TRACKING_PAGES[courier.trim().replace(/\s+/g, ' ').toLowerCase()];
  return page ? page(encodeURIComponent(trackingNumber)) : null;
}

/**
 * Where a parcel booked through a courier stands, from the courier's scans
 * (docs/decisions/couriers.md): booked until picked up; a failed delivery attempt (NDR) and out
 * for delivery alternate; RTO is the parcel going back to the seller.
 */
export const PARCEL_STATES = [
  'booked',
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'failed-attempt',
  'rto',
  'rto-delivered',
  'delivered',
] as const;
export const ParcelStateSchema = z.enum(PARCEL_STATES);
export type ParcelState = z.infer<typeof ParcelStateSchema>;

/** One scan the courier reported: when, where, what it said, and the state it means (if any). */
export const ParcelScanSchema = z.object({
  at: DateTimeSchema,
  place: z.string(),
  activity: z.string(),
  state: ParcelStateSchema.nullable(),
});
export type ParcelScan = z.infer<typeof ParcelScanSchema>;

/** What was asked of the courier for a failed delivery attempt: try again, or send it back. */
export const NDR_ACTIONS = ['re-attempt', 'return'] as const;
export const NdrActionSchema = z.enum(NDR_ACTIONS, { error: 'Choose re-attempt or return.' });
export type NdrAction = z.infer<typeof NdrActionSchema>;

/**
 * A failed delivery attempt (NDR) the courier waits on: which attempt, the courier's reason, when,
 * and what was asked for it (null: nothing yet; the shopper may ask for a re-attempt once).
 */
export const ParcelNdrSchema = z.object({
  attempt: z.number().int().min(1),
  reason: z.string().nullable(),
  at: DateTimeSchema.nullable(),
  asked: NdrActionSchema.nullable(),
});
export type ParcelNdr = z.infer<typeof ParcelNdrSchema>;

/** A parcel booked with a courier: its AWB, where to follow it, and every scan, oldest first. */
export const ParcelTrackingSchema = z.object({
  courierName: z.string(),
  awb: z.string(),
  trackingUrl: z.string().nullable(),
  state: ParcelStateSchema,
  expectedAt: DateTimeSchema.nullable(),
  scans: z.array(ParcelScanSchema),
  /** The failed attempt it stands at (state 'failed-attempt'), else null. */
  ndr: ParcelNdrSchema.nullable(),
});
export type ParcelTracking = z.infer<typeof ParcelTrackingSchema>;

export const ShipmentSchema = z.object({
  sellerID: IdSchema,
  shopName: z.string(),
  state: ShipmentStateSchema,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  packedAt: DateTimeSchema.nullable(),
  shippedAt: DateTimeSchema.nullable(),
  deliveredAt: DateTimeSchema.nullable(),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

/** Where a cancelled order's parcel stands on its way back to its seller. */
export const ParcelReturnSchema = z.enum(['on-its-way', 'received']);
export type ParcelReturn = z.infer<typeof ParcelReturnSchema>;

/**
 * One seller's parcel as the shopper sees it, on their order page and on the public tracking
 * page: who sends it, where it stands, the courier and tracking number once shipped (with the
 * courier's tracking page where known), and which of the order's products are in it.
 */
export const OrderShipmentSchema = z.object({
  shopName: z.string(),
  state: ShipmentStateSchema,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  packedAt: DateTimeSchema.nullable(),
  shippedAt: DateTimeSchema.nullable(),
  deliveredAt: DateTimeSchema.nullable(),
  /**
   * A parcel of an order cancelled after it left the seller and before it was delivered: the
   * courier brings it back to the seller (return to origin; docs/decisions/cancellation.md).
   * `on-its-way` until the operator records it back, then `received`; null for any other parcel.
   */
  returnToSeller: ParcelReturnSchema.nullable(),
  /** When the seller had it back (`returnToSeller` is `received`), else null. */
  returnedAt: DateTimeSchema.nullable(),
  productIDs: z.array(IdSchema),
  /** The order's lines in the parcel (to cancel the seller's part before it ships). */
  lineIDs: z.array(IdSchema),
  /** Booked through a courier: its scans (docs/decisions/couriers.md); null when sent by hand. */
  parcel: ParcelTrackingSchema.nullable(),
});
export type OrderShipment = z.infer<typeof OrderShipmentSchema>;
