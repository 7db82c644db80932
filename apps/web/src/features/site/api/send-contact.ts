import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /public/contact — the contact page form (docs/decisions/product-owner.md: wired and stored).
 */
const postContact = defineCall(paths.contact);

export function sendContact(body: ContactBody) {
  return callContract(postContact, { body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
