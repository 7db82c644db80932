// The channels the shop writes to shoppers by, as the back office names them (the messages page
// and an order's messages).
import type { MessagesDay } from '@haat/contract';

export type MessageChannel = MessagesDay['channel'];

export const CHANNEL_NAMES: Record<MessageChannel, string> = {
  whatsapp: 'WhatsApp',
  sms: 'SMS',
  email: 'E-mail',
};
