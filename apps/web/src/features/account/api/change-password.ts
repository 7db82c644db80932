import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';
import { replaceToken } from '../../../lib/session';

/**
 * PUT /customer/password. A change revokes the old tokens (docs/decisions/accounts.md), so the
 * server may send a fresh `token` beside the message; it replaces the stored one and the customer
 * stays logged in.
 */
const putPassword = defineCall(paths.passwordChange);

export async function changePassword(body: PasswordChangeBody) {
  const answer = await callContract(putPassword, { body });
  if (answer.token) replaceToken(answer.token);
  return answer;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
