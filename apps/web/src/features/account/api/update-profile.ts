import * as paths from '@haat/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/** PUT /customer/profile — answers the saved profile, which replaces the cached one. */
const putProfile = defineCall(paths.profileUpdate);

export function updateProfile(body: ProfileUpdateBody) {
  return callContract(putProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, { status: answer.status, data: answer.data });
    },
  });
}
