import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';
import { retryUnlessRefused } from '../lib/query-retry';
import { ORDERS_QUERY_KEY } from './get-orders';

/** GET /customer/order?orderID= — one order of the signed-in customer (another's is a 404). */
const getOrder = defineCall(paths.order);

export function orderQueryKey(orderID: string) {
  return [...ORDERS_QUERY_KEY, 'detail', orderID] as const;
}

export function orderQueryOptions(orderID: string) {
  return queryOptions({
    queryKey: orderQueryKey(orderID),
    queryFn: ({ signal }) => callContract(getOrder, { query: { orderID }, signal }),
    select: (answer) => answer.data,
    retry: retryUnlessRefused,
  });
}

export function useOrder(orderID: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...orderQueryOptions(orderID), enabled });
}
