// One order as the back office sees it: the customer, the address it ships to, every line with
// its seller, each seller's shipment, the amounts, the timeline and whether the GST invoice exists. Paise here; the
// admin module's actions turn them into rupees.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { coupons, customers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { invoiceIsDue, orderHasCreditNote } from '../invoices/index.ts';
import {
  selectEvents,
  selectLines,
  selectOrderById,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import { selectShipments, selectShopNames } from './shipments.repository.ts';
import { toShipmentViews, type ShipmentView } from './shipment-views.ts';

export interface OperatorOrderDetail {
  order: OrderRow;
  customer: { id: string; name: string; email: string; mobile: string };
  couponCode: string | null;
  lines: Array<OrderLineRow & { shopName: string }>;
  timeline: Array<{ state: string; at: Date; actor: string }>;
  /** Each seller's part (only the scoped seller's), in the order their lines come. */
  shipments: Array<ShipmentView & { shopName: string }>;
  hasInvoice: boolean;
  hasCreditNote: boolean;
}

/**
 * The order with `orderId`; 404 when there is none, or when `sellerId` is given and the order
 * has no line of that seller (a seller then sees only their own lines).
 */
export async function getOrderForOperator(
  db: Executor,
  orderId: string,
  scope: { sellerId?: string | undefined } = {},
): Promise<OperatorOrderDetail> {
  const order = await selectOrderById(db, orderId);
  if (!order) throw notFound('Order');
  // Lines the shopper cancelled on their own are shown (struck out), so nobody sends them.
  const allLines = await selectLines(db, [order.id], { withCancelled: true });
  const lines = scope.sellerId
    ? allLines.filter((line) => line.sellerId === scope.sellerId)
    : allLines;
  if (lines.length === 0) throw notFound('Order');

  const sellerIds = [
    ...new Set(lines.filter((line) => !line.cancelledAt).map((line) => line.sellerId)),
  ];
  const [customerRows, shopNames, couponRows, events, shipmentRows] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, order.customerId)),
    selectShopNames(db, [...new Set(lines.map((line) => line.sellerId))]),
    order.couponId
      ? db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, order.couponId))
      : Promise.resolve([]),
    selectEvents(db, [order.id]),
    selectShipments(db, order.id),
  ]);
  const customer = customerRows[0];
  return {
    order,
    customer: {
      id: order.customerId,
      name: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
      email: customer?.email ?? '',
      mobile: customer?.mobile ?? '',
    },
    couponCode: couponRows[0]?.code ?? null,
    lines: lines.map((line) => ({ ...line, shopName: shopNames.get(line.sellerId) ?? '' })),
    timeline: events.map((event) => ({ state: event.state, at: event.at, actor: event.actor })),
    shipments: toShipmentViews(order.shippingStatus, sellerIds, shipmentRows).map((shipment) => ({
      ...shipment,
      shopName: shopNames.get(shipment.sellerId) ?? '',
    })),
    hasInvoice: invoiceIsDue(order),
    hasCreditNote: await orderHasCreditNote(db, order.id),
  };
}
