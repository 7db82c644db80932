import * as paths from '@haat/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/** PUT /customer/order/cancel, as multipart/form-data: orderID, remark and an empty file (docs/spec.md §7). */
const cancelOrderCall = defineCall(paths.orderCancel);

export interface CancelOrderInput {
  orderID: string;
  remark: string;
  /** The fee the shopper saw and accepted, in rupees (a cancel after shipping). */
  fee?: number | undefined;
}

export function cancelOrder({ orderID, remark, fee }: CancelOrderInput) {
  const form = new FormData();
  form.append('orderID', orderID);
  form.append('remark', remark.trim());
  form.append('file', '');
  if (fee !== undefined) form.append('fee', String(fee));
  // The client sends a FormData as is, so the browser writes the multipart boundary.
  return callContract(cancelOrderCall, { body: form });
}

/**
 * On success every order query refreshes: the order moves to the Cancelled filter. A refusal
 * refreshes them too: the parcel may have moved on and its fee with it.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}

/** PUT /customer/order/cancel-items: some lines cancelled before the order ships (ours). */
const cancelItemsCall = defineCall(paths.orderCancelItems);

export interface CancelItemsInput {
  orderID: string;
  lineIDs: string[];
  remark: string;
}

export function useCancelItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderID, lineIDs, remark }: CancelItemsInput) =>
      callContract(cancelItemsCall, { body: { orderID, lineIDs, remark: remark.trim() } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
