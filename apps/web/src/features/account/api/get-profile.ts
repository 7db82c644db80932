import * as paths from '@haat/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';

/** GET /customer/profile — name, e-mail and mobile of the signed-in customer. */
const getProfile = defineCall(paths.profile);

export const PROFILE_QUERY_KEY = ['customer', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => callContract(getProfile, { signal }),
    select: (answer) => answer.data,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
