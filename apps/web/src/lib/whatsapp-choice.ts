// The shopper's choice of order updates on WhatsApp (docs/decisions/whatsapp.md), shared by the
// three places that offer it: registration, checkout and My account. Off until chosen; the box
// always shows the number the updates go to.
import * as paths from '@haat/contract/paths';
import type { WhatsAppChoiceBody } from '@haat/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidMobile } from '@haat/india';
import { callContract, defineCall } from './api-client';

const getAvailability = defineCall(paths.whatsappAvailability);
const getChoice = defineCall(paths.whatsappChoice);
const putChoice = defineCall(paths.whatsappChoiceUpdate);

export const WHATSAPP_CHOICE_QUERY_KEY = ['customer', 'whatsapp'] as const;

/** Whether the shop sends order updates on WhatsApp at all (asked before there is a session). */
export function useWhatsAppAvailable(): boolean {
  const answer = useQuery(
    queryOptions({
      queryKey: ['whatsapp-available'],
      queryFn: ({ signal }) => callContract(getAvailability, { signal }),
      select: (answer) => answer.data.available,
      staleTime: 5 * 60_000,
    }),
  );
  // Unknown (loading, or the call failed): the box is not offered rather than offered in vain.
  return answer.data ?? false;
}

/** The signed-in shopper's choice, with the number and whether the shop offers it. */
export function useWhatsAppChoice() {
  return useQuery(
    queryOptions({
      queryKey: WHATSAPP_CHOICE_QUERY_KEY,
      queryFn: ({ signal }) => callContract(getChoice, { signal }),
      select: (answer) => answer.data,
    }),
  );
}

export function useSetWhatsAppChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhatsAppChoiceBody) => callContract(putChoice, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(WHATSAPP_CHOICE_QUERY_KEY, answer);
    },
  });
}

/** After an order carried the choice: read it again when next shown. */
export function forgetWhatsAppChoice(queryClient: ReturnType<typeof useQueryClient>): void {
  void queryClient.invalidateQueries({ queryKey: WHATSAPP_CHOICE_QUERY_KEY });
}

/** '9876543210' → '+91 98765 43210'; null for anything that is not an Indian mobile. */
export function whatsappNumberShown(mobile: string): string | null {
  const digits = mobile.trim();
  if (!isValidMobile(digits)) return null;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
