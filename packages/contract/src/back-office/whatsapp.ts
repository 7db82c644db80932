// The operator's view of the shoppers' messages (docs/decisions/whatsapp.md): per channel and day
// of a month, what was sent, delivered, read, failed and fell back to SMS, the month's billable
// WhatsApp messages, and each order's messages.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SuccessSchema } from '../fields.ts';

export const MessagesMonthQuerySchema = z.object({
  /** YYYY-MM (India time); the current month when absent. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM.')
    .optional(),
});

export const MessageChannelSchema = z.enum(['whatsapp', 'sms', 'email']);

export const MessagesDaySchema = z.object({
  day: z.string(),
  channel: MessageChannelSchema,
  sent: z.number().int(),
  delivered: z.number().int().nullable(),
  read: z.number().int().nullable(),
  failed: z.number().int(),
  fellBack: z.number().int().nullable(),
});

export type MessagesDay = z.infer<typeof MessagesDaySchema>;

export const MessagesSummaryAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.object({
    month: z.string(),
    days: z.array(MessagesDaySchema),
    /** WhatsApp template messages delivered in the month: what Meta bills. */
    billableWhatsApp: z.number().int(),
  }),
});

export const OrderMessagesParamsSchema = z.object({ orderID: z.string().min(1).max(64) });

export const OrderMessageSchema = z.object({
  id: z.string(),
  channel: MessageChannelSchema,
  kind: z.string(),
  createdAt: z.string(),
  /** 'sent' | 'pending' | 'failed' | 'not sent' (a fallback SMS WhatsApp made needless). */
  state: z.string(),
  /** WhatsApp only: the template and language, and each status's time. */
  template: z.string().nullable(),
  language: z.string().nullable(),
  whatsappSentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  errorCode: z.number().int().nullable(),
  fellBackAt: z.string().nullable(),
  /** A fallback SMS: the WhatsApp message it stands in for. */
  fallbackOf: z.string().nullable(),
});

export type OrderMessage = z.infer<typeof OrderMessageSchema>;

export const OrderMessagesAnswerSchema = z.object({
  status: SuccessSchema,
  data: z.array(OrderMessageSchema),
});

export const whatsappBackOfficeEndpoints = {
  messagesSummary: defineEndpoint({
    method: 'GET',
    path: '/admin/messages/summary',
    auth: 'admin',
    query: MessagesMonthQuerySchema,
    answer: MessagesSummaryAnswerSchema,
  }),
  orderMessages: defineEndpoint({
    method: 'GET',
    path: '/admin/orders/:orderID/messages',
    auth: 'admin',
    params: OrderMessagesParamsSchema,
    answer: OrderMessagesAnswerSchema,
  }),
} as const;
