import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { CreateCustomerBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/** POST /public/customer — creates the customer once the mobile passed the OTP step. */
const postCustomer = defineCall(paths.createCustomer);

export function createCustomer(body: CreateCustomerBody) {
  return callContract(postCustomer, { body });
}

export function useCreateCustomer() {
  return useMutation({ mutationFn: createCustomer });
}
