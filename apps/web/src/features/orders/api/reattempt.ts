import * as paths from '@haat/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callContract, defineCall } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/** POST /customer/order/reattempt: the courier tries a failed delivery again (ours). */
const reattemptCall = defineCall(paths.orderReattempt);

export interface ReattemptInput {
  orderID: string;
  awb: string;
  /** India's date, YYYY-MM-DD; none: as soon as the courier can. */
  date?: string | undefined;
}

/** Asked or refused (asked already), the order refreshes: its parcel shows what was asked. */
export function useReattempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderID, awb, date }: ReattemptInput) =>
      callContract(reattemptCall, { body: { orderID, awb, ...(date ? { date } : {}) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
