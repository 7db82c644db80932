import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';
import { retryUnlessRefused } from '../lib/query-retry';

/** GET /public/order/:trakingid — progress, items and the city; nothing personal. No login. */
const trackOrderCall = defineCall(paths.trackOrder);

export function trackedOrderQueryOptions(trakingid: string, transport?: Transport) {
  return queryOptions({
    queryKey: ['public', 'order', trakingid] as const,
    queryFn: ({ signal }) =>
      callContract(trackOrderCall, { params: { trakingid }, signal, fetch: transport }),
    select: (answer) => answer.data,
    retry: retryUnlessRefused,
  });
}

export function useTrackedOrder(trakingid: string) {
  return useQuery(trackedOrderQueryOptions(trakingid));
}
