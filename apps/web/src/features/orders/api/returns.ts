import * as paths from '@haat/contract/paths';
import type { ReturnRequestBody } from '@haat/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callBlob, callContract, defineCall } from '../../../lib/api-client';
import { ORDERS_QUERY_KEY } from './get-orders';

/** POST /customer/return-photo: one photo, as multipart/form-data, before the return is sent. */
const uploadPhotoCall = defineCall(paths.returnPhoto);

export function uploadReturnPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return callContract(uploadPhotoCall, { body: form });
}

/** POST /customer/returns: some pieces of a delivered item, with a reason and the photos' ids. */
const requestReturnCall = defineCall(paths.returnRequest);

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => callContract(requestReturnCall, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}

/** PUT /customer/returns/:returnID/cancel: the shopper changed their mind before pickup. */
const cancelReturnCall = defineCall(paths.returnCancel);

export function useCancelReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnID: string) => callContract(cancelReturnCall, { params: { returnID } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}

/** GET /customer/returns/:returnID/credit-note: the GST credit note of a received return. */
const creditNoteCall = defineCall(paths.returnCreditNote);

export function fetchReturnCreditNote(returnID: string, signal?: AbortSignal): Promise<Blob> {
  return callBlob(creditNoteCall, { params: { returnID }, signal });
}
