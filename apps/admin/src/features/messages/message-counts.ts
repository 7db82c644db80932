// What the messages page adds up from the server's days, and how it names a month.
import type { MessagesDay } from '@haat/contract';
import type { MessageChannel } from '../../lib/message-channels.ts';

const CHANNELS: readonly MessageChannel[] = ['whatsapp', 'sms', 'email'];

/** The month's sent messages per channel, every channel listed (0 when none). */
export function totalsByChannel(days: readonly MessagesDay[]) {
  return CHANNELS.map((channel) => ({
    channel,
    sent: days.filter((day) => day.channel === channel).reduce((sum, day) => sum + day.sent, 0),
  }));
}

/** '2026-11' → 'November 2026'. */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
