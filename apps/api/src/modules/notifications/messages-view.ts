// What the operator reads of the outbox and the WhatsApp channel.
import type { Executor } from '../../db/client.ts';
import {
  billableWhatsAppMessages,
  whatsappDays,
  whatsappMessagesOfOrder,
} from '../whatsapp/index.ts';
import { selectChannelDays, selectNotificationsOfOrder } from './notifications.repository.ts';
import { DELIVERY } from './notifications.service.ts';

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The month's bounds, its first day's 00:00 in India to the next month's. */
export function monthBounds(month: string | undefined, now: Date) {
  const inIndia = new Date(now.getTime() + IST_OFFSET_MS);
  const [year, monthNumber] = month
    ? month.split('-').map(Number)
    : [inIndia.getUTCFullYear(), inIndia.getUTCMonth() + 1];
  const from = new Date(Date.UTC(year!, monthNumber! - 1, 1) - IST_OFFSET_MS);
  const to = new Date(Date.UTC(year!, monthNumber!, 1) - IST_OFFSET_MS);
  return { month: `${year}-${String(monthNumber).padStart(2, '0')}`, from, to };
}

export async function messagesSummary(
  db: Executor,
  input: { month?: string | undefined; now: Date },
) {
  const { month, from, to } = monthBounds(input.month, input.now);
  const [others, whatsapp, billable] = await Promise.all([
    selectChannelDays(db, { from, to, maxAttempts: DELIVERY.maxAttempts }),
    whatsappDays(db, from, to),
    billableWhatsAppMessages(db, from, to),
  ]);
  const days = [
    ...whatsapp.map((day) => ({ ...day, channel: 'whatsapp' as const })),
    ...others.map((day) => ({
      day: day.day,
      channel: day.channel as 'sms' | 'email',
      sent: day.sent,
      failed: day.failed,
      delivered: null,
      read: null,
      fellBack: null,
    })),
  ].sort((a, b) => a.day.localeCompare(b.day) || a.channel.localeCompare(b.channel));
  return { month, days, billableWhatsApp: billable };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function messagesOfOrder(db: Executor, orderId: string) {
  const [rows, whatsapp] = await Promise.all([
    selectNotificationsOfOrder(db, orderId),
    whatsappMessagesOfOrder(db, orderId),
  ]);
  const byId = new Map(whatsapp.map((message) => [message.id, message]));
  return rows.map((row) => {
    const message = byId.get(row.id);
    const state = row.withdrawnAt
      ? 'not sent'
      : row.sentAt
        ? 'sent'
        : row.attempts >= DELIVERY.maxAttempts && !row.claimedUntil
          ? 'failed'
          : 'pending';
    return {
      id: row.id,
      channel: row.channel as 'whatsapp' | 'sms' | 'email',
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      state: message?.failedAt ? 'failed' : state,
      template: message?.template ?? null,
      language: message?.language ?? null,
      whatsappSentAt: iso(message?.sentAt ?? null),
      deliveredAt: iso(message?.deliveredAt ?? null),
      readAt: iso(message?.readAt ?? null),
      failedAt: iso(message?.failedAt ?? null),
      errorCode: message?.errorCode ?? null,
      fellBackAt: iso(message?.fellBackAt ?? null),
      fallbackOf: row.fallbackOf,
    };
  });
}
