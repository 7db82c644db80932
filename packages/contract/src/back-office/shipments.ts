// A seller's shipment in the back office: the seller moves their part of an order Placed → Packed
// → Shipped (with the courier and its tracking number) → Delivered; the order's own shipping state
// follows its sellers' (docs/decisions/orders.md). The shipment itself is ../shipment-model.ts.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdSchema, ShippingStateSchema, SuccessSchema } from '../fields.ts';
import { CourierSchema, ShipmentSchema, TrackingNumberSchema } from '../shipment-model.ts';
import { AdminOrderParamsSchema } from './orders.ts';

/** What a seller says when the parcel leaves: who carries it and how to follow it. */
export const ShipmentDispatchSchema = z.object({
  courier: CourierSchema,
  trackingNumber: TrackingNumberSchema,
});
export type ShipmentDispatch = z.infer<typeof ShipmentDispatchSchema>;

/** The state the seller's shipment moves to; Shipped carries the courier and tracking number. */
export const ShipmentBodySchema = z.discriminatedUnion(
  'state',
  [
    z.object({ state: z.literal('Packed') }),
    ShipmentDispatchSchema.extend({ state: z.literal('Shipped') }),
    z.object({ state: z.literal('Delivered') }),
  ],
  { error: 'Say Packed, Shipped or Delivered.' },
);
export type ShipmentBody = z.infer<typeof ShipmentBodySchema>;

export const ShipmentAnswerSchema = z.object({
  status: SuccessSchema,
  message: z.string(),
  data: z.object({
    orderID: IdSchema,
    shipment: ShipmentSchema,
    /** The order's own shipping state after the change (it may have moved with it). */
    shippingStatus: ShippingStateSchema,
  }),
});
export type ShipmentAnswer = z.infer<typeof ShipmentAnswerSchema>;

export const shipmentsBackOfficeEndpoints = {
  /**
   * The seller's shipment of the order moves one step (Packed, Shipped with the courier and
   * tracking number, Delivered); the order's own state follows its sellers'
   * (docs/decisions/orders.md).
   */
  sellerShipment: defineEndpoint({
    method: 'PUT',
    path: '/seller/orders/:orderID/shipment',
    auth: 'seller',
    params: AdminOrderParamsSchema,
    body: ShipmentBodySchema,
    answer: ShipmentAnswerSchema,
  }),
} as const;
