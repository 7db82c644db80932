import * as paths from '@haat/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderFilter } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/** GET /customer/orders?status= — 1 prepaid, 2 COD (both active), 4 complete, -1 cancelled. */
const getOrders = defineCall(paths.orders);

/** Every order query of the customer starts with this key, so a change refreshes them all. */
export const ORDERS_QUERY_KEY = ['customer', 'orders'] as const;

export function ordersQueryOptions(filter: OrderFilter) {
  return queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', filter] as const,
    queryFn: ({ signal }) => callContract(getOrders, { query: { status: filter }, signal }),
    select: (answer) => answer.data,
  });
}

export function useOrders(filter: OrderFilter) {
  // The previous filter's rows stay while the next loads, so the list does not collapse.
  return useQuery({ ...ordersQueryOptions(filter), placeholderData: keepPreviousData });
}
