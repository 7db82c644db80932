import * as paths from '@haat/contract/paths';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /auth/logout — the server revokes every token of the customer (docs/decisions/accounts.md:
 * logout revokes), so a copied token stops working too.
 */
const postLogout = defineCall(paths.logout);

export function logout() {
  return callContract(postLogout);
}
