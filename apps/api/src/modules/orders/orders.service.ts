// Orders after purchase: the customer's list and details, public tracking, cancellation, and the
// operator's state changes through the transition table. The order-events relay issues the GST
// invoices once an order ships (background-jobs.ts).
import { and, eq, type SQL } from 'drizzle-orm';
import {
  courierTrackingUrl,
  NO_VARIANT_ID,
  type Order,
  type OrderCancellation,
  type OrderLine,
  type OrderRefund,
  type OrderShipment,
  type PublicOrder,
  SHIPMENT_STATES,
  type ShipmentState,
  type ShippingState,
} from '@haat/contract';
import type { Database, Executor } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import { orders } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { toWireRupees } from '../../lib/money.ts';
import { releaseOrderGoods } from '../checkout/index.ts';
import { toWireAddress, type StoredAddress } from '../customer/index.ts';
import { invoiceIsDue } from '../invoices/index.ts';
import { canMove, nextShippingState, statusCodeFor } from './order-states.ts';
import {
  insertEvent,
  selectAllOrders,
  operatorOrderCondition,
  type OperatorOrderFilter,
  selectCreditedOrderIds,
  selectCustomerOrders,
  selectEvents,
  selectLineRatings,
  selectLines,
  selectOrderById,
  selectOrderByTrackingId,
  updateOrderRow,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import {
  selectShipments,
  selectShipmentsOfOrders,
  selectShopNames,
} from './shipments.repository.ts';
import { toShipmentViews } from './shipment-views.ts';
import { oweCancellationRefund } from './refunds.service.ts';
import { quoteCancellation, type CancelFees } from './cancellation-quote.ts';
import { selectRefundsOfOrders } from './refunds.repository.ts';

const ORDERS_LISTED = 100;

/** docs/spec.md §9 order list filters: 1 prepaid, 2 cash on delivery (both still active), 4 complete, -1 cancelled. */
function filterCondition(filter: 1 | 2 | 4 | -1): SQL | undefined {
  switch (filter) {
    case 1:
      return and(eq(orders.paymentType, 'prepaid'), eq(orders.status, 1));
    case 2:
      return and(eq(orders.paymentType, 'cod'), eq(orders.status, 1));
    case 4:
      return eq(orders.status, 4);
    case -1:
      return eq(orders.status, -1);
  }
}

/**
 * `statusName` keeps docs/spec.md's wire meaning: 'Cancel' for a cancelled order (clients compare
 * against it to hide 'Cancel Request'), otherwise where the order stands.
 */
function statusNameOf(order: OrderRow): string {
  if (order.status === -1) return 'Cancel';
  if (order.paymentStatus === 'pending') return 'Payment pending';
  return order.status === 4 ? 'Complete' : 'Active';
}

function toWireLine(line: OrderLineRow, rating: number | null): OrderLine {
  const images = line.imageUrl ? [{ fileUrl: line.imageUrl }] : [];
  const total = toWireRupees(line.lineTotalPaise);
  const own = { lineID: line.id, cancelled: line.cancelledAt !== null };
  if (line.sizeId !== NO_VARIANT_ID) {
    return {
      ...own,
      productID: line.productId,
      title: line.title,
      colorID: [
        {
          colorID: line.colorId,
          name: line.colorName ?? '',
          img: images,
          sizeID: {
            sizeID: line.sizeId,
            name: line.sizeName ?? '',
            price: toWireRupees(line.unitPricePaise),
            pieces: line.pieces,
            total,
          },
        },
      ],
      rating,
    };
  }
  return {
    ...own,
    productID: line.productId,
    title: line.title,
    images,
    salePrice: toWireRupees(line.unitPricePaise),
    pieces: line.pieces,
    total,
    weight: line.weight ?? 0,
    weightUnit: line.weightUnit ?? '',
    rating,
  };
}

async function loadOrderParts(db: Executor, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  const [lines, events, shipmentRows, refundRows, creditedIds] = await Promise.all([
    selectLines(db, ids, { withCancelled: true }),
    selectEvents(db, ids),
    selectShipmentsOfOrders(db, ids),
    selectRefundsOfOrders(db, ids),
    selectCreditedOrderIds(db, ids),
  ]);
  const [ratings, shopNames] = await Promise.all([
    selectLineRatings(
      db,
      lines.map((line) => line.id),
    ),
    selectShopNames(db, [...new Set(lines.map((line) => line.sellerId))]),
  ]);
  const ratingOf = new Map(ratings.map((rating) => [rating.orderLineId, rating.rating]));
  /** When a part reached `step`: its own date, else the order's when the part is past it. */
  const dateOf = (own: Date | null, state: ShipmentState, step: ShipmentState, orderId: string) => {
    if (own) return own.toISOString();
    if (SHIPMENT_STATES.indexOf(state) < SHIPMENT_STATES.indexOf(step)) return null;
    const event = events.find((each) => each.orderId === orderId && each.state === step);
    return event?.at.toISOString() ?? null;
  };
  return {
    creditNoteFileOf: (orderId: string) =>
      creditedIds.has(orderId) ? `/api/customer/credit-note/${orderId}` : null,
    /** What cancelling costs now (docs/decisions/cancellation.md), or null. */
    cancellationOf: (order: OrderRow, fees: CancelFees): OrderCancellation | null => {
      const partShipped = shipmentRows.some(
        (row) => row.orderId === order.id && row.state !== 'Packed',
      );
      const quote = quoteCancellation(order, partShipped, fees);
      return quote
        ? {
            afterShipping: quote.afterShipping,
            fee: toWireRupees(quote.feePaise),
            refund: toWireRupees(quote.refundPaise),
          }
        : null;
    },
    /** What is being paid back; a refund the gateway refused is still being paid (by hand). */
    refundsOf: (orderId: string): OrderRefund[] =>
      refundRows
        .filter((refund) => refund.orderId === orderId)
        .map((refund) => ({
          amount: toWireRupees(refund.amountPaise),
          status: refund.status === 'processed' ? 'refunded' : 'processing',
          reference: refund.status === 'processed' ? refund.reference : null,
          requestedAt: refund.createdAt.toISOString(),
          refundedAt: refund.processedAt?.toISOString() ?? null,
        })),
    /** Each seller's parcel, in the order the seller's first line comes. */
    shipmentsOf: (order: OrderRow): OrderShipment[] => {
      const orderLines = lines.filter((line) => line.orderId === order.id && !line.cancelledAt);
      const sellerIds = [...new Set(orderLines.map((line) => line.sellerId))];
      const views = toShipmentViews(
        order.shippingStatus,
        sellerIds,
        shipmentRows.filter((row) => row.orderId === order.id),
      );
      return views.map((view) => ({
        shopName: shopNames.get(view.sellerId) ?? '',
        state: view.state,
        courier: view.courier,
        trackingNumber: view.trackingNumber,
        trackingUrl:
          view.courier && view.trackingNumber
            ? courierTrackingUrl(view.courier, view.trackingNumber)
            : null,
        // A part that followed the order (moved by the operator) has the order's own dates.
        packedAt: dateOf(view.packedAt, view.state, 'Packed', order.id),
        shippedAt: dateOf(view.shippedAt, view.state, 'Shipped', order.id),
        deliveredAt: dateOf(view.deliveredAt, view.state, 'Delivered', order.id),
        productIDs: [
          ...new Set(
            orderLines
              .filter((line) => line.sellerId === view.sellerId)
              .map((line) => line.productId),
          ),
        ],
        lineIDs: orderLines
          .filter((line) => line.sellerId === view.sellerId)
          .map((line) => line.id),
      }));
    },
    linesOf: (orderId: string) =>
      lines
        .filter((line) => line.orderId === orderId)
        .map((line) => toWireLine(line, ratingOf.get(line.id) ?? null)),
    timelineOf: (orderId: string) =>
      events
        .filter((event) => event.orderId === orderId)
        .map((event) => ({ state: event.state as ShippingState, at: event.at.toISOString() })),
  };
}

async function toWireOrders(db: Executor, rows: OrderRow[], fees: CancelFees): Promise<Order[]> {
  const parts = await loadOrderParts(db, rows);
  return Promise.all(
    rows.map(async (row): Promise<Order> => {
      const address = row.shippingAddress as StoredAddress;
      const hasInvoice = invoiceIsDue(row);
      return {
        orderID: row.id,
        trakingid: row.trackingId,
        createdAt: row.createdAt.toISOString(),
        statusName: statusNameOf(row),
        shippingStatus: row.shippingStatus,
        status: row.status as 1 | 4 | -1,
        paymentType: row.paymentType,
        invoiceFile: hasInvoice ? `/api/customer/invoice/${row.id}` : null,
        addressID: toWireAddress(address),
        products: parts.linesOf(row.id),
        sub_total: toWireRupees(row.subtotalPaise),
        shippingCharges: toWireRupees(row.shippingPaise),
        plateformCharges: toWireRupees(row.platformPaise),
        discount: toWireRupees(row.discountPaise),
        total: toWireRupees(row.totalPaise),
        payableamount: toWireRupees(row.payablePaise),
        timeline: parts.timelineOf(row.id),
        shipments: parts.shipmentsOf(row),
        refunds: parts.refundsOf(row.id),
        cancellation: parts.cancellationOf(row, fees),
        creditNoteFile: parts.creditNoteFileOf(row.id),
      };
    }),
  );
}

export async function listCustomerOrders(
  db: Database,
  customerId: string,
  filter: 1 | 2 | 4 | -1,
  fees: CancelFees,
): Promise<Order[]> {
  return toWireOrders(
    db,
    await selectCustomerOrders(db, customerId, filterCondition(filter), ORDERS_LISTED),
    fees,
  );
}

/** Another customer's order is answered exactly like a missing one (404). */
export async function findCustomerOrderRow(
  db: Executor,
  customerId: string,
  orderId: string,
): Promise<OrderRow> {
  const row = await selectOrderById(db, orderId);
  if (!row || row.customerId !== customerId) throw notFound('Order');
  return row;
}

export async function getCustomerOrder(
  db: Database,
  customerId: string,
  orderId: string,
  fees: CancelFees,
): Promise<Order> {
  const [order] = await toWireOrders(
    db,
    [await findCustomerOrderRow(db, customerId, orderId)],
    fees,
  );
  if (!order) throw notFound('Order');
  return order;
}

/** The shareable tracking view: progress, items and the city — no name, phone, street or e-mail. */
export async function trackOrder(db: Database, trackingId: string): Promise<PublicOrder> {
  const row = await selectOrderByTrackingId(db, trackingId);
  if (!row) throw notFound('Order');
  const parts = await loadOrderParts(db, [row]);
  return {
    orderID: row.id,
    createdAt: row.createdAt.toISOString(),
    statusName: statusNameOf(row),
    shippingStatus: row.shippingStatus,
    status: row.status as 1 | 4 | -1,
    timeline: parts.timelineOf(row.id),
    city: (row.shippingAddress as StoredAddress).city,
    products: parts.linesOf(row.id),
    shipments: parts.shipmentsOf(row),
  };
}

export interface MoveOrderInput {
  orderId: string;
  to: ShippingState;
  actor: string;
  now: Date;
  reason?: string;
}

/** One state change, checked against the transition table, with its side effects, in one transaction. */
export async function moveOrder(db: Database, input: MoveOrderInput): Promise<OrderRow> {
  return transactWithRetry(db, async (tx) => {
    const order = await selectOrderById(tx, input.orderId, { lock: true });
    if (!order) throw notFound('Order');
    if (!canMove(order.shippingStatus, input.to)) {
      throw new AppError(
        'CONFLICT',
        `An order that is ${order.shippingStatus} cannot become ${input.to}.`,
      );
    }
    if (input.to !== 'Cancelled' && order.paymentStatus === 'pending') {
      throw new AppError('CONFLICT', 'This order is waiting for its online payment.');
    }
    // A seller's parcel on its way cannot be called back: the order follows its least advanced
    // part (shipment-states.ts), so it may still read Placed or Packed.
    if (input.to === 'Cancelled') {
      const shipments = await selectShipments(tx, order.id);
      if (shipments.some((shipment) => shipment.state !== 'Packed')) {
        throw new AppError(
          'CONFLICT',
          'Part of this order has already shipped; it can no longer be cancelled.',
        );
      }
    }
    const changes: Partial<OrderRow> = {
      shippingStatus: input.to,
      status: statusCodeFor(input.to),
      updatedAt: input.now,
    };
    if (input.to === 'Cancelled') {
      await releaseOrderGoods(tx, order.id);
      changes.cancelReason = input.reason ?? 'Cancelled';
      // A paid online order is owed back in full; a pending one will never be charged.
      if (order.paymentStatus === 'paid') {
        changes.refundDuePaise = order.payablePaise;
        await oweCancellationRefund(tx, order, input.now);
      }
      if (order.paymentStatus === 'pending') changes.paymentStatus = 'failed';
    }
    // The GST invoices of a shipped order are issued by the order-events relay just after this
    // commits (its event below is the outbox), or at once when someone downloads them first.
    await updateOrderRow(tx, order.id, changes);
    await insertEvent(tx, {
      id: newId('evt'),
      orderId: order.id,
      state: input.to,
      actor: input.actor,
      at: input.now,
    });
    return { ...order, ...changes };
  });
}

export async function advanceOrder(
  db: Database,
  input: Omit<MoveOrderInput, 'to'>,
): Promise<OrderRow> {
  const order = await selectOrderById(db, input.orderId);
  if (!order) throw notFound('Order');
  const next = nextShippingState(order.shippingStatus);
  if (!next)
    throw new AppError('CONFLICT', `An order that is ${order.shippingStatus} has no next state.`);
  return moveOrder(db, { ...input, to: next });
}

export async function listOrdersForOperator(
  db: Database,
  input: { filter: OperatorOrderFilter; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  return selectAllOrders(db, operatorOrderCondition(input.filter), input);
}
