// The grievance calls (docs/decisions/grievances.md): a complaint (multipart, with an optional
// picture or PDF), the signed-in shopper's orders to choose from, and a ticket's status.
import type { GrievanceSubject } from '@haat/contract';
import { ORDER_FILTER } from '@haat/contract/constants';
import * as paths from '@haat/contract/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callContract, defineCall, type Transport } from '../../../lib/api-client';

const fileCall = defineCall(paths.grievanceFile);
const statusCall = defineCall(paths.grievanceStatus);
const ordersCall = defineCall(paths.orders);

export interface ComplaintInput {
  about: GrievanceSubject;
  subjectID: string;
  text: string;
  attachment: File | null;
}

export function useFileComplaint() {
  return useMutation({
    mutationFn: (input: ComplaintInput) => {
      const form = new FormData();
      form.append('about', input.about);
      if (input.about !== 'site') form.append('subjectID', input.subjectID);
      form.append('text', input.text);
      if (input.attachment && input.attachment.size > 0)
        form.append('attachment', input.attachment);
      return callContract(fileCall, { body: form as never });
    },
  });
}

/** The shopper's orders of every state, newest first, for the "which order?" choice. */
export function useOwnOrders(enabled: boolean) {
  return useQuery({
    queryKey: ['customer', 'orders', 'list', 'all-for-grievance'],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        Object.values(ORDER_FILTER).map((status) =>
          callContract(ordersCall, { query: { status }, signal }),
        ),
      );
      return lists
        .flatMap((answer) => answer.data)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    enabled,
  });
}

/** A ticket's status, read by the status page's loader (in process on the server). */
export async function fetchGrievanceStatus(ticket: string, last4: string, transport?: Transport) {
  const answer = await callContract(statusCall, {
    params: { ticket },
    query: { last4 },
    fetch: transport,
  });
  return answer.data;
}
