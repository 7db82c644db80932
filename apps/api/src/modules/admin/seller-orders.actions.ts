// A seller's own orders in the back office (issue 14): the orders holding their lines, each shown
// with only those lines, and the next shipping state for an order that is wholly theirs (an order
// with other sellers' items is moved by the marketplace, whose state is the order's).
import type {
  AdminOrderDetailAnswer,
  AdminOrderMovedAnswer,
  AdminOrdersAnswer,
  SellerOrdersQuery,
} from '@haat/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderLines } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getOrderForOperator } from '../orders/index.ts';
import { createOperationActions } from './admin-operations.actions.ts';
import { orderRowToWire, ordersPageOf } from './admin.actions.ts';
import { advanceOrder, listOrders, type OperatorDependencies } from './admin.service.ts';

export const NOT_WHOLLY_YOURS =
  "This order has other sellers' items too; the marketplace moves it along.";

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

    advance: async (orderID: string): Promise<AdminOrderMovedAnswer> => {
      const whole = await getOrderForOperator(deps.db, orderID);
      if (!whole.lines.some((line) => line.sellerId === sellerId)) {
        throw new AppError('NOT_FOUND', 'Order not found.');
      }
      if (whole.lines.some((line) => line.sellerId !== sellerId)) {
        throw new AppError('CONFLICT', NOT_WHOLLY_YOURS);
      }
      const move = await advanceOrder(deps, actor, orderID);
      return {
        status: 'success',
        message: `Order ${move.orderId} is now ${move.to}.`,
        data: { orderID: move.orderId, from: move.from, to: move.to },
      };
    },
  };
}
