// Sellers' shipments: a seller moves their own part of an order one step at a time,
// and the order's shipping state follows its parts through the transition table (each step one
// the table allows, in the same transaction, so the timeline and the invoices stay as they are
// for an order moved by the operator). Another seller's order is answered like a missing one.
import type { ShipmentBody, ShipmentState, ShippingState } from '@haat/contract';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { moveOrder } from './orders.service.ts';
import { selectLines, selectOrderById } from './orders.repository.ts';
import { selectShipments, upsertShipment, type ShipmentRow } from './shipments.repository.ts';
import { toShipmentViews, type ShipmentView } from './shipment-views.ts';
import { refuseShippingTestPaid } from './test-payments.ts';
import type { ShopKind } from '../../lib/shop-mode.ts';
import {
  effectiveShipmentState,
  orderStateForShipments,
  orderStepsTowards,
  shipmentRefusal,
} from './shipment-states.ts';

export interface ShipmentChange {
  orderId: string;
  from: ShipmentState;
  shipment: ShipmentView;
  orderFrom: ShippingState;
  orderTo: ShippingState;
}

export interface RecordShipmentInput {
  orderId: string;
  sellerId: string;
  body: ShipmentBody;
  /** Who the order's own moves are recorded as, on its timeline. */
  actor: string;
  now: Date;
  /** The shop it happens in: a real shop's test-paid order never ships (test-payments.ts). */
  shop: ShopKind;
}

export async function recordShipment(
  db: Database,
  input: RecordShipmentInput,
): Promise<ShipmentChange> {
  return db.transaction(async (tx) => {
    // The order's row is the lock: two sellers finishing at once move the order once.
    const order = await selectOrderById(tx, input.orderId, { lock: true });
    if (!order) throw notFound('Order');
    const lines = await selectLines(tx, [order.id]);
    const sellerIds = [...new Set(lines.map((line) => line.sellerId))];
    if (!sellerIds.includes(input.sellerId)) throw notFound('Order');
    if (order.shippingStatus === 'Cancelled') {
      throw new AppError('CONFLICT', 'This order is cancelled; there is nothing to send.');
    }
    if (order.paymentStatus === 'pending') {
      throw new AppError('CONFLICT', 'This order is waiting for its online payment.');
    }
    refuseShippingTestPaid(input.shop, order, input.body.state);
    const rows = await selectShipments(tx, order.id);
    const own = rows.find((row) => row.sellerId === input.sellerId);
    const from = effectiveShipmentState(own?.state, order.shippingStatus);
    const { body, now } = input;
    const refusal = shipmentRefusal(from, body.state);
    if (refusal) throw new AppError('CONFLICT', refusal);

    const row: ShipmentRow = {
      orderId: order.id,
      sellerId: input.sellerId,
      state: body.state,
      courier: body.state === 'Shipped' ? body.courier : (own?.courier ?? null),
      trackingNumber:
        body.state === 'Shipped' ? body.trackingNumber : (own?.trackingNumber ?? null),
      packedAt: body.state === 'Packed' ? now : (own?.packedAt ?? null),
      shippedAt: body.state === 'Shipped' ? now : (own?.shippedAt ?? null),
      deliveredAt: body.state === 'Delivered' ? now : (own?.deliveredAt ?? null),
      updatedAt: now,
    };
    await upsertShipment(tx, row);

    const after = [...rows.filter((each) => each.sellerId !== input.sellerId), row];
    const parts = toShipmentViews(order.shippingStatus, sellerIds, after);
    const target = orderStateForShipments(parts.map((part) => part.state));
    const steps = orderStepsTowards(order.shippingStatus, target);
    // Each step its own millisecond: the timeline is read in time order, and two entries of one
    // instant would come back in any order.
    for (const [index, to] of steps.entries()) {
      await moveOrder(tx, {
        orderId: order.id,
        to,
        actor: input.actor,
        now: new Date(now.getTime() + index),
        shop: input.shop,
      });
    }
    const shipment = parts.find((part) => part.sellerId === input.sellerId);
    if (!shipment) throw new Error('the recorded shipment is missing from its order');
    return {
      orderId: order.id,
      from,
      shipment,
      orderFrom: order.shippingStatus,
      orderTo: steps.at(-1) ?? order.shippingStatus,
    };
  });
}
