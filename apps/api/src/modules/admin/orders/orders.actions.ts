// The order calls at the wire edge: the operator's list, detail and state changes, and a seller's
// view of the orders holding their lines (only those lines, and amounts that are theirs alone).
// The HTTP routes and the CLI's direct mode both call these, so the two answer alike.
import {
  ADMIN_ORDERS_DEFAULT_LIMIT,
  type AdminOrder,
  type AdminOrderDetailAnswer,
  type AdminOrderMovedAnswer,
  type AdminOrderStateBody,
  type AdminOrdersAnswer,
  type AdminOrdersQuery,
  type SellerOrdersQuery,
} from '@haat/contract';
import { istDayEnd, istDayStart } from '@haat/india';
import { toWireRupees } from '../../../lib/money.ts';
import { type ShipmentView, getOrderForOperator } from '../../orders/index.ts';
import type { Actor, OperatorDependencies } from '../shared/operator.ts';
import {
  type OperatorOrder,
  type OrderMove,
  advanceOrder,
  listOrders,
  setOrderState,
} from './orders.service.ts';
import { sumSellerLines } from './seller-lines.repository.ts';

const movedAnswer = (move: OrderMove): AdminOrderMovedAnswer => ({
  status: 'success',
  message: `Order ${move.orderId} is now ${move.to}.`,
  data: { orderID: move.orderId, from: move.from, to: move.to },
});

export const shipmentToWire = (shipment: ShipmentView & { shopName: string }) => ({
  sellerID: shipment.sellerId,
  shopName: shipment.shopName,
  state: shipment.state,
  courier: shipment.courier,
  trackingNumber: shipment.trackingNumber,
  packedAt: shipment.packedAt?.toISOString() ?? null,
  shippedAt: shipment.shippedAt?.toISOString() ?? null,
  deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
});

interface OrderAddress {
  name?: string;
  mobile?: string;
  address?: string;
  city?: string;
  state?: string;
  pincode?: string;
}

export function createOrderActions(deps: OperatorDependencies, actor: Actor) {
  return {
    list: async (query: AdminOrdersQuery): Promise<AdminOrdersAnswer> => {
      const { orders, total } = await listOrders(deps, ordersPageOf(query, query.sellerID));
      return {
        status: 'success',
        total,
        data: orders.map((row) => orderRowToWire(row, row.payablePaise)),
      };
    },
    advance: async (orderID: string): Promise<AdminOrderMovedAnswer> =>
      movedAnswer(await advanceOrder(deps, actor, orderID)),
    setState: async (orderID: string, body: AdminOrderStateBody): Promise<AdminOrderMovedAnswer> =>
      movedAnswer(
        await setOrderState(deps, actor, {
          orderId: orderID,
          state: body.state,
          reason: body.reason,
        }),
      ),
    detail: (orderID: string) => readOrderDetail(deps, orderID),
  };
}

export function createSellerOrderActions(deps: OperatorDependencies, sellerId: string) {
  return {
    list: async (query: SellerOrdersQuery): Promise<AdminOrdersAnswer> => {
      const { orders, total } = await listOrders(deps, ordersPageOf(query, sellerId));
      const mine = await sumSellerLines(
        deps.db,
        sellerId,
        orders.map((order) => order.orderId),
      );
      return {
        status: 'success',
        total,
        data: orders.map((row) => orderRowToWire(row, mine.get(row.orderId) ?? 0)),
      };
    },
    detail: (orderID: string): Promise<AdminOrderDetailAnswer> =>
      readOrderDetail(deps, orderID, { sellerId }),
  };
}

/** With `sellerId`, only that seller's lines, and amounts that are those lines' alone. */
export async function readOrderDetail(
  deps: Pick<OperatorDependencies, 'db'>,
  orderID: string,
  scope: { sellerId?: string } = {},
): Promise<AdminOrderDetailAnswer> {
  const detail = await getOrderForOperator(deps.db, orderID, scope);
  const { order } = detail;
  const linesPaise = detail.lines
    .filter((line) => !line.cancelledAt)
    .reduce((total, line) => total + line.lineTotalPaise, 0);
  const amounts = scope.sellerId
    ? {
        subtotal: toWireRupees(linesPaise),
        shipping: 0,
        platform: 0,
        discount: 0,
        total: toWireRupees(linesPaise),
        payable: toWireRupees(linesPaise),
        refundDue: 0,
        refunded: 0,
      }
    : {
        subtotal: toWireRupees(order.subtotalPaise),
        shipping: toWireRupees(order.shippingPaise),
        platform: toWireRupees(order.platformPaise),
        discount: toWireRupees(order.discountPaise),
        total: toWireRupees(order.totalPaise),
        payable: toWireRupees(order.payablePaise),
        refundDue: toWireRupees(order.refundDuePaise),
        refunded: toWireRupees(order.refundedPaise),
      };
  const address = order.shippingAddress as OrderAddress;
  return {
    status: 'success',
    data: {
      orderID: order.id,
      trackingID: order.trackingId,
      createdAt: order.createdAt.toISOString(),
      customer: {
        customerID: detail.customer.id,
        name: detail.customer.name,
        email: detail.customer.email,
        mobile: detail.customer.mobile,
      },
      shippingAddress: {
        name: address.name ?? '',
        mobile: address.mobile ?? '',
        address: address.address ?? '',
        city: address.city ?? '',
        state: address.state ?? '',
        pincode: address.pincode ?? '',
      },
      paymentType: order.paymentType,
      paymentStatus: order.paymentStatus,
      paymentReference: order.paymentReference,
      shippingStatus: order.shippingStatus,
      couponCode: scope.sellerId ? null : detail.couponCode,
      cancelReason: order.cancelReason,
      refundReference: scope.sellerId ? null : order.refundReference,
      cancelFee: scope.sellerId ? 0 : toWireRupees(order.cancelFeePaise),
      returnToOrigin: order.returnToOrigin,
      amounts,
      lines: detail.lines.map((line) => ({
        lineID: line.id,
        productID: line.productId,
        sellerID: line.sellerId,
        shopName: line.shopName,
        title: line.title,
        colorName: line.colorName,
        sizeName: line.sizeName,
        imageUrl: line.imageUrl,
        pieces: line.pieces,
        unitPrice: toWireRupees(line.unitPricePaise),
        lineTotal: toWireRupees(line.lineTotalPaise),
        cancelled: line.cancelledAt !== null,
      })),
      timeline: detail.timeline.map((event) => ({
        state: event.state,
        at: event.at.toISOString(),
        actor: event.actor,
      })),
      shipments: detail.shipments.map(shipmentToWire),
      hasInvoice: detail.hasInvoice,
      hasCreditNote: scope.sellerId ? false : detail.hasCreditNote,
    },
  };
}

/** The order list's filters and page from its query; `sellerId` narrows it to one seller's. */
export function ordersPageOf(query: Omit<AdminOrdersQuery, 'sellerID'>, sellerId?: string) {
  const limit = query.limit ?? ADMIN_ORDERS_DEFAULT_LIMIT;
  return {
    filter: {
      shippingStatus: query.status,
      paymentType: query.paymentType,
      sellerId,
      pincode: query.pincode,
      placedFrom: query.from ? istDayStart(query.from) : undefined,
      placedBefore: query.to ? istDayEnd(query.to) : undefined,
      search: query.q || undefined,
    },
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  };
}

/** One row of the order list on the wire, with the amount it shows (the order's, or a seller's). */
export function orderRowToWire(row: OperatorOrder, amountPaise: number): AdminOrder {
  return {
    orderID: row.orderId,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    shippingStatus: row.shippingStatus,
    payableAmount: toWireRupees(amountPaise),
    pincode: row.pincode,
    city: row.city,
  };
}
