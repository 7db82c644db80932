import * as paths from '@haat/contract/paths';
import { useMutation } from '@tanstack/react-query';
import type { SubscribeBody } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';

/**
 * POST /public/subscribe — the footer's e-mail box (docs/decisions/product-owner.md: wired and
 * stored).
 */
const postSubscribe = defineCall(paths.subscribe);

export function subscribe(body: SubscribeBody) {
  return callContract(postSubscribe, { body });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
