// The shopper's choice of order updates on WhatsApp (docs/decisions/whatsapp.md): off until chosen,
// at registration, at checkout or in My account, for the account's own mobile (shown with it).
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { SuccessSchema } from './fields.ts';

export const WhatsAppChoiceSourceSchema = z.enum(['registration', 'checkout', 'account']);

export const WhatsAppChoiceSchema = z.object({
  /** The shop sends order updates on WhatsApp at all (WHATSAPP_PROVIDER set). */
  available: z.boolean(),
  orderUpdates: z.boolean(),
  /** The number the updates go to: the account's mobile, ten digits. */
  mobile: z.string(),
  /** Last changed where: 'registration', 'checkout', 'account', or 'stop' (a STOP reply); null: never chosen. */
  source: z.string().nullable(),
});
export type WhatsAppChoice = z.infer<typeof WhatsAppChoiceSchema>;

export const WhatsAppChoiceAnswerSchema = z.object({
  status: SuccessSchema,
  data: WhatsAppChoiceSchema,
});

export const WhatsAppChoiceBodySchema = z.object({
  orderUpdates: z.boolean(),
  source: WhatsAppChoiceSourceSchema,
});
export type WhatsAppChoiceBody = z.infer<typeof WhatsAppChoiceBodySchema>;

/** Whether the shop sends order updates on WhatsApp at all: the registration form asks it. */
export const WhatsAppAvailabilityAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({ available: z.boolean() }),
});

export const whatsappEndpoints = {
  whatsappAvailability: defineEndpoint({
    method: 'GET',
    path: '/public/whatsapp',
    auth: 'public',
    answer: WhatsAppAvailabilityAnswerSchema,
  }),
  whatsappChoice: defineEndpoint({
    method: 'GET',
    path: '/customer/whatsapp',
    auth: 'customer',
    answer: WhatsAppChoiceAnswerSchema,
  }),
  whatsappChoiceUpdate: defineEndpoint({
    method: 'PUT',
    path: '/customer/whatsapp',
    auth: 'customer',
    body: WhatsAppChoiceBodySchema,
    answer: WhatsAppChoiceAnswerSchema,
  }),
} as const;
