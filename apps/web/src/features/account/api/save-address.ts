import * as paths from '@haat/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressInput, AddressUpdateBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';
import { ADDRESSES_QUERY_KEY } from './get-addresses';

/** POST /customer/address adds; PUT /customer/address (with addressID) updates. */
const postAddress = defineCall(paths.addressCreate);
const putAddress = defineCall(paths.addressUpdate);

export function createAddress(body: AddressInput) {
  return callContract(postAddress, { body });
}

export function updateAddress(body: AddressUpdateBody) {
  return callContract(putAddress, { body });
}

/** Adds when `addressID` is null, otherwise updates that address. */
export function useSaveAddress(addressID: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressInput) =>
      addressID === null ? createAddress(body) : updateAddress({ ...body, addressID }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
