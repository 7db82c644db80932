// What the operator reads of the channel: per day, and each order's template messages.
import type { Executor } from '../../db/client.ts';
import { countBillable, selectDays, selectMessagesOfOrder } from './whatsapp.repository.ts';

export function whatsappDays(db: Executor, from: Date, to: Date) {
  return selectDays(db, from, to);
}

/** Billable in [from, to): delivered template messages (docs/decisions/whatsapp.md). */
export function billableWhatsAppMessages(db: Executor, from: Date, to: Date) {
  return countBillable(db, from, to);
}

export function whatsappMessagesOfOrder(db: Executor, orderId: string) {
  return selectMessagesOfOrder(db, orderId);
}
