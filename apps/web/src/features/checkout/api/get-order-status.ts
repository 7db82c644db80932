import * as paths from '@haat/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import type { OrderStatusAnswer } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/** GET /customer/order-status/:id → orderStatus success, failed or pending (ours: still paying). */
const getOrderStatus = defineCall(paths.orderStatus);

/** How often the result page asks again while the payment provider has not answered. */
export const ORDER_STATUS_POLL_MS = 2000;

export function orderStatusQueryOptions(orderID: string) {
  return queryOptions({
    queryKey: ['customer', 'order-status', orderID] as const,
    queryFn: ({ signal }) => callContract(getOrderStatus, { params: { id: orderID }, signal }),
    select: (answer: OrderStatusAnswer) => answer.data,
    refetchInterval: (query) =>
      query.state.data?.data.orderStatus === 'pending' ? ORDER_STATUS_POLL_MS : false,
    staleTime: 0,
  });
}
