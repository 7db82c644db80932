import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { SellerRegistration } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/** POST /public/seller — status 1 registered, 2 field messages, anything else a message. */
const postSeller = defineCall(paths.registerSeller);

export function registerSeller(body: SellerRegistration) {
  return callContract(postSeller, { body });
}

export function useRegisterSeller() {
  return useMutation({ mutationFn: registerSeller });
}
