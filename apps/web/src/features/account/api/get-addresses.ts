import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';

/** GET /customer/addresses — the address book. */
const getAddresses = defineCall(paths.addresses);

export const ADDRESSES_QUERY_KEY = ['customer', 'addresses'] as const;

export function addressesQueryOptions() {
  return queryOptions({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => callContract(getAddresses, { signal }),
    select: (answer) => answer.data,
  });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
