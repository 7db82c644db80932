import { useMutation } from '@tanstack/react-query';
import type { SellerRegistration } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/** POST /public/seller — status 1 registered, 2 field messages, anything else a message. */
const postSeller = defineCall('registerSeller', 'POST', '/public/seller');

export function registerSeller(body: SellerRegistration) {
  return callContract(postSeller, { body });
}

export function useRegisterSeller() {
  return useMutation({ mutationFn: registerSeller });
}
