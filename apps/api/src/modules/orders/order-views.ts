// An order as its shopper reads it (docs/spec.md §3 "Order"): its lines, each seller's parcel,
// the timeline, the refunds, what cancelling costs now, and its returns with each delivered
// line's return window (docs/decisions/returns.md). The public tracking page reads a part of it.
import {
  courierTrackingUrl,
  NO_VARIANT_ID,
  type LineReturn,
  type Order,
  type OrderCancellation,
  type OrderKeptFee,
  type OrderLine,
  type OrderRefund,
  type OrderShipment,
  SHIPMENT_STATES,
  type ShipmentState,
  type ShippingState,
} from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { Executor } from '../../db/client.ts';
import { toWireRupees } from '../../lib/money.ts';
import { textIn } from '../catalog/index.ts';
import { toWireAddress, type StoredAddress } from '../customer/index.ts';
import { invoiceIsDue } from '../invoices/index.ts';
import {
  keptFeeOf,
  partsAtCancel,
  quoteCancellation,
  type CancelFees,
} from './cancellation-quote.ts';
import {
  selectCreditedOrderIds,
  selectEvents,
  selectLineRatings,
  selectLines,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import { selectRefundsOfOrders } from './refunds.repository.ts';
import { lineReturnsOf, toWireReturns } from './return-views.ts';
import { selectReturnsOfOrders } from './returns.repository.ts';
import { selectShipmentsOfOrders, selectShopNames } from './shipments.repository.ts';
import { parcelKey, selectParcelsOfOrders } from './parcel-tracking.ts';
import { parcelReturnOf, partDeliveredAt, standingOf, toShipmentViews } from './shipment-views.ts';

/**
 * What an order's answer depends on beside its rows: the fees and return window of now, and the
 * language of the page asking (its lines' titles and colours, docs/decisions/hindi.md).
 */
export interface OrderAnswerPolicy {
  fees: CancelFees;
  returnWindowDays: number;
  now: Date;
  language: LanguageCode;
}

/**
 * `statusName` keeps docs/spec.md's wire meaning: 'Cancel' for a cancelled order (clients compare
 * against it to hide 'Cancel Request'), otherwise where the order stands.
 */
export function statusNameOf(order: OrderRow): string {
  if (order.status === -1) return 'Cancel';
  if (order.paymentStatus === 'pending') return 'Payment pending';
  return order.status === 4 ? 'Complete' : 'Active';
}

/**
 * A line as its order page shows it: the title and colour copied when the order was placed, the
 * Hindi ones on a Hindi page where the product had them then (docs/decisions/hindi.md).
 */
function toWireLine(
  line: OrderLineRow,
  rating: number | null,
  lineReturn: LineReturn | null,
  language: LanguageCode,
): OrderLine {
  const images = line.imageUrl ? [{ fileUrl: line.imageUrl }] : [];
  const title = textIn(language, line.title, line.titleHi);
  const total = toWireRupees(line.lineTotalPaise);
  const own = { lineID: line.id, cancelled: line.cancelledAt !== null, return: lineReturn };
  if (line.sizeId !== NO_VARIANT_ID) {
    return {
      ...own,
      productID: line.productId,
      title,
      colorID: [
        {
          colorID: line.colorId,
          name: textIn(language, line.colorName ?? '', line.colorNameHi),
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
    title,
    images,
    salePrice: toWireRupees(line.unitPricePaise),
    pieces: line.pieces,
    total,
    weight: line.weight ?? 0,
    weightUnit: line.weightUnit ?? '',
    rating,
  };
}

/**
 * Everything an order's answer shows beside its own row, for several orders in a few queries.
 * Without `policy` (the public tracking page) no line has a return window.
 */
export async function loadOrderParts(
  db: Executor,
  rows: OrderRow[],
  language: LanguageCode,
  policy?: Omit<OrderAnswerPolicy, 'fees' | 'language'>,
) {
  const ids = rows.map((row) => row.id);
  const [lines, events, shipmentRows, refundRows, creditedIds, returnRows, parcels] =
    await Promise.all([
      selectLines(db, ids, { withCancelled: true }),
      selectEvents(db, ids),
      selectShipmentsOfOrders(db, ids),
      selectRefundsOfOrders(db, ids),
      selectCreditedOrderIds(db, ids),
      policy ? selectReturnsOfOrders(db, ids) : [],
      selectParcelsOfOrders(db, ids),
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
  const orderById = new Map(rows.map((row) => [row.id, row]));
  /**
   * When a line's parcel was delivered, for its return window; none for a cash on delivery
   * order until all of it is delivered (the cash is taken for the whole order).
   */
  const deliveredAtOf = (line: OrderLineRow): Date | null => {
    const order = orderById.get(line.orderId);
    if (!order || (order.paymentType === 'cod' && order.status !== 4)) return null;
    return partDeliveredAt(order, line.sellerId, shipmentRows, events);
  };
  const [returnViews, lineReturns] = policy
    ? await Promise.all([
        toWireReturns(db, returnRows, { known: lines, language }),
        lineReturnsOf(db, {
          lines,
          returns: returnRows,
          deliveredAtOf,
          windowDays: policy.returnWindowDays,
          now: policy.now,
        }),
      ])
    : [[], new Map<string, LineReturn>()];
  return {
    returnsOf: (orderId: string) => returnViews.filter((view) => view.orderID === orderId),
    creditNoteFileOf: (orderId: string) =>
      creditedIds.has(orderId) ? `/api/customer/credit-note/${orderId}` : null,
    /** What cancelling costs now (docs/decisions/cancellation.md), or null. */
    cancellationOf: (order: OrderRow, fees: CancelFees): OrderCancellation | null => {
      const recorded = shipmentRows.filter((row) => row.orderId === order.id);
      const parts = partsAtCancel(
        order,
        recorded.map((row) => row.state),
      );
      const quote = quoteCancellation(order, parts, fees);
      return quote
        ? {
            afterShipping: quote.afterShipping,
            fee: toWireRupees(quote.feePaise),
            refund: toWireRupees(quote.refundPaise),
          }
        : null;
    },
    /** What a cancel after shipping kept from the refund, and why (its fee's state). */
    keptFeeOf: (order: OrderRow): OrderKeptFee | null => {
      const kept = keptFeeOf(
        order,
        events.filter((event) => event.orderId === order.id),
        refundRows.filter((refund) => refund.orderId === order.id),
      );
      return kept
        ? {
            fee: toWireRupees(kept.feePaise),
            paid: toWireRupees(kept.paidPaise),
            refund: toWireRupees(kept.refundPaise),
            itemsRefund: toWireRupees(kept.itemsRefundPaise),
            parcel: kept.parcel,
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
      // A cancelled order's parcels stand where the cancel found them (one that had left is
      // coming back to its seller), not where 'Cancelled' would put them.
      const views = toShipmentViews(
        standingOf(
          order.shippingStatus,
          events.filter((event) => event.orderId === order.id),
        ),
        sellerIds,
        shipmentRows.filter((row) => row.orderId === order.id),
      );
      return views.map((view) => {
        const returnToSeller = parcelReturnOf(order, view.state);
        return {
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
          returnToSeller,
          returnedAt:
            returnToSeller === 'received'
              ? (order.returnedToOriginAt?.toISOString() ?? null)
              : null,
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
          parcel: parcels.get(parcelKey(order.id, view.sellerId)) ?? null,
        };
      });
    },
    linesOf: (orderId: string) =>
      lines
        .filter((line) => line.orderId === orderId)
        .map((line) =>
          toWireLine(
            line,
            ratingOf.get(line.id) ?? null,
            lineReturns.get(line.id) ?? null,
            language,
          ),
        ),
    timelineOf: (orderId: string) =>
      events
        .filter((event) => event.orderId === orderId)
        .map((event) => ({ state: event.state as ShippingState, at: event.at.toISOString() })),
  };
}

export async function toWireOrders(
  db: Executor,
  rows: OrderRow[],
  policy: OrderAnswerPolicy,
): Promise<Order[]> {
  const parts = await loadOrderParts(db, rows, policy.language, policy);
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
        cancellation: parts.cancellationOf(row, policy.fees),
        keptFee: parts.keptFeeOf(row),
        creditNoteFile: parts.creditNoteFileOf(row.id),
        returns: parts.returnsOf(row.id),
      };
    }),
  );
}
