// A seller's own orders in the back office (issue 14): the orders holding their lines, each shown
// with only those lines and the seller's own shipment, which the seller moves along (the order's
// state follows its sellers' shipments: orders/shipment-states.ts).
import type {
  AdminOrderDetailAnswer,
  AdminOrdersAnswer,
  SellerOrdersQuery,
  ShipmentAnswer,
  ShipmentBody,
} from '@haat/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderLines } from '../../db/schema/index.ts';
import { createOperationActions } from './admin-operations.actions.ts';
import { orderRowToWire, ordersPageOf } from './admin.actions.ts';
import { listOrders, type OperatorDependencies } from './admin.service.ts';
import type { ShipmentChange } from '../orders/index.ts';
import { recordShipmentAudited } from './seller-orders.service.ts';

/** What became of the whole order: moved along, or waiting for the other sellers' parts. */
function orderNote(change: ShipmentChange): string {
  if (change.orderTo !== change.orderFrom) return `The order is now ${change.orderTo}.`;
  return `The order stays ${change.orderTo} until the other sellers' parts catch up.`;
}

export function createSellerOrderActions(deps: OperatorDependencies, sellerId: string) {
  const actor = `seller:${sellerId}` as const;
  return {
    list: async (query: SellerOrdersQuery): Promise<AdminOrdersAnswer> => {
      const { orders, total } = await listOrders(deps, ordersPageOf(query, sellerId));
      const ids = orders.map((order) => order.orderId);
      const sums = ids.length
        ? await deps.db
            .select({
              orderId: orderLines.orderId,
              paise: sql<number>`sum(${orderLines.lineTotalPaise})::int`,
            })
            .from(orderLines)
            .where(and(inArray(orderLines.orderId, ids), eq(orderLines.sellerId, sellerId)))
            .groupBy(orderLines.orderId)
        : [];
      const mine = new Map(sums.map((row) => [row.orderId, row.paise]));
      return {
        status: 'success',
        total,
        data: orders.map((row) => orderRowToWire(row, mine.get(row.orderId) ?? 0)),
      };
    },

    detail: (orderID: string): Promise<AdminOrderDetailAnswer> =>
      createOperationActions(deps, actor).orderDetail(orderID, { sellerId }),

    recordShipment: async (orderID: string, body: ShipmentBody): Promise<ShipmentAnswer> => {
      const change = await recordShipmentAudited(deps, sellerId, orderID, body);
      const detail = await createOperationActions(deps, actor).orderDetail(orderID, { sellerId });
      const [shipment] = detail.data.shipments;
      if (!shipment) throw new Error('a recorded shipment is missing from its order');
      return {
        status: 'success',
        message: `Your part of order ${orderID} is ${shipment.state}. ${orderNote(change)}`,
        data: { orderID, shipment, shippingStatus: detail.data.shippingStatus },
      };
    },
  };
}
