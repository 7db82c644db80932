import * as paths from '@haat/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewBodyInput } from '@haat/contract';
import { callContract, defineCall } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/** POST /customer/review — productID, orderID, colorID, sizeID, rating 1–5, remark (docs/spec.md §3). */
const submitReviewCall = defineCall(paths.review);

export function submitReview(body: ReviewBodyInput) {
  return callContract(submitReviewCall, { body: { ...body, remark: body.remark.trim() } });
}

/** docs/spec.md §4: after a successful review the order is reloaded, so its line shows the rating. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
