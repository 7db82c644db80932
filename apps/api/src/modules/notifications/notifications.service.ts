// Tells the shopper what happened to an order: the relay records the messages an order event
// owes (in its transaction), and delivery sends them at least once, each under its own id.
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { NotificationSender } from './notification-sender.ts';
import { composeMessage, type NotificationKind, type OrderFacts } from './notification-texts.ts';
import { variablesToKeep } from './sms-variables.ts';
import {
  claimUnsent,
  countFailed,
  insertNotifications,
  markFailed,
  markGivenUp,
  markSent,
} from './notifications.repository.ts';

export interface Recipient {
  mobile: string | null;
  email: string | null;
}

/** Inside the transaction that handles the event: one SMS and one e-mail, where we have them. */
export async function recordOrderNotifications(
  tx: Executor,
  input: {
    /** The order event told of; none for a refund (not a shipping state). */
    eventId: string | null;
    kind: NotificationKind;
    order: OrderFacts;
    to: Recipient;
    now: Date;
  },
): Promise<void> {
  const message = composeMessage(input.kind, input.order);
  const common = {
    eventId: input.eventId,
    orderId: input.order.orderId,
    kind: input.kind,
    createdAt: input.now,
  };
  await insertNotifications(tx, [
    ...(input.to.mobile
      ? [
          {
            ...common,
            id: newId('ntf'),
            channel: 'sms',
            recipient: input.to.mobile,
            subject: null,
            body: message.sms,
            // A return's step is not on the order row: its template's words are fixed now (in
            // English, and in the order's language too when it has another).
            variables: input.kind === 'return' ? variablesToKeep(input.kind, input.order) : null,
          },
        ]
      : []),
    ...(input.to.email
      ? [
          {
            ...common,
            id: newId('ntf'),
            channel: 'email',
            recipient: input.to.email,
            subject: message.subject,
            body: message.email,
          },
        ]
      : []),
  ]);
}

export const DELIVERY = {
  batch: 20,
  /** Long enough for a slow gateway; a sender that died frees its messages after this. */
  claimSeconds: 60,
  maxAttempts: 8,
  /** First wait after a failed send; doubles per attempt. */
  retrySeconds: 30,
};

interface DeliveryLog {
  warn(detail: object, message: string): void;
}

/** A provider's refusal that another try cannot change (see NotificationSender). */
function isPermanentFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isPermanent?: unknown }).isPermanent === true
  );
}

/** Messages given up on (every try failed, or refused for good): for the operator's eyes. */
export function countFailedNotifications(db: Executor, now: Date): Promise<number> {
  return countFailed(db, { now, maxAttempts: DELIVERY.maxAttempts });
}

/** Sends what is owed, batch after batch; answers how many were sent. */
export async function deliverPendingNotifications(
  db: Database,
  sender: NotificationSender,
  clock: { now(): Date },
  log?: DeliveryLog,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimUnsent(db, {
      now: clock.now(),
      claimSeconds: DELIVERY.claimSeconds,
      limit: DELIVERY.batch,
      maxAttempts: DELIVERY.maxAttempts,
    });
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      try {
        await sender.send({
          id: row.id,
          channel: row.channel as 'sms' | 'email',
          kind: row.kind as NotificationKind,
          orderId: row.orderId,
          to: row.recipient,
          subject: row.subject,
          body: row.body,
          variables: row.variables ?? null,
        });
        await markSent(db, row.id, clock.now());
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const isPermanent = isPermanentFailure(error);
        if (isPermanent || row.attempts >= DELIVERY.maxAttempts) {
          await markGivenUp(db, { id: row.id, error: reason, maxAttempts: DELIVERY.maxAttempts });
          // Never the text: it is the shopper's, and the operator has the row.
          log?.warn(
            {
              notification: { id: row.id, orderId: row.orderId, channel: row.channel },
              kind: row.kind,
              attempts: row.attempts,
              isPermanent,
              reason,
            },
            `${row.channel} message ${row.id} not sent and given up`,
          );
          continue;
        }
        const waitMs = DELIVERY.retrySeconds * 1000 * 2 ** Math.max(0, row.attempts - 1);
        await markFailed(db, {
          id: row.id,
          error: reason,
          retryAt: new Date(clock.now().getTime() + waitMs),
        });
      }
    }
  }
}
