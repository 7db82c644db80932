import * as paths from '@haat/contract/paths';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';

// The shopper's own data (docs/decisions/personal-data.md): the download, marketing consent, and
// deleting the account with an OTP.
const getPersonalData = defineCall(paths.personalData);
const getConsent = defineCall(paths.marketingConsent);
const putConsent = defineCall(paths.marketingConsentUpdate);
const postDeletionOtp = defineCall(paths.accountDeletionOtp);
const postDelete = defineCall(paths.accountDelete);

export const CONSENT_QUERY_KEY = ['customer', 'marketing-consent'] as const;

/** GET /customer/personal-data — everything kept about the account, as one object. */
export async function fetchPersonalData() {
  return (await callContract(getPersonalData)).data;
}

export function useMarketingConsent() {
  return useQuery(
    queryOptions({
      queryKey: CONSENT_QUERY_KEY,
      queryFn: ({ signal }) => callContract(getConsent, { signal }),
      select: (answer) => answer.data,
    }),
  );
}

export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) => callContract(putConsent, { body: { granted } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(CONSENT_QUERY_KEY, { status: answer.status, data: answer.data });
    },
  });
}

export function sendDeletionOtp() {
  return callContract(postDeletionOtp);
}

export function deleteAccount(otp: string) {
  return callContract(postDelete, { body: { otp } });
}
