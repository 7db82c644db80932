import * as paths from '@haat/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** DELETE /customer/address?addressID= */
const deleteAddressCall = defineCall(paths.addressDelete);

export function deleteAddress(addressID: string) {
  return callContract(deleteAddressCall, { query: { addressID } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
