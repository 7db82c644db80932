// Tells the shopper what happened to an order: the relay records the messages an order event
// owes (in its transaction), and delivery sends them at least once, each under its own id.
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import {
  recordTemplateMessage,
  sendRecordedMessage,
  takeMessagesOwedSms,
  wasDeliveredOnWhatsApp,
  whatsappRecipientOfOrder,
  type TemplateFacts,
  type WhatsAppConfig,
} from '../whatsapp/index.ts';
import type { NotificationSender, OutgoingMessage } from './notification-sender.ts';
import {
  RETURN_STEP_WORDS,
  composeMessage,
  type NotificationKind,
  type OrderFacts,
} from './notification-texts.ts';
import { RETURN_STEP_WORDS_HI } from './notification-texts-hi.ts';
import { trackingPageUrl } from './order-message-links.ts';
import { variablesToKeep } from './sms-variables.ts';
import {
  claimUnsent,
  countFailed,
  insertNotifications,
  markFailed,
  markGivenUp,
  markSent,
  markWithdrawn,
  selectNotificationsByIds,
} from './notifications.repository.ts';

export interface Recipient {
  mobile: string | null;
  email: string | null;
}

/**
 * Inside the transaction that handles the event: one SMS and one e-mail, where we have them. A
 * shopper who chose order updates on WhatsApp gets a WhatsApp template message instead of the SMS;
 * the SMS is written only if WhatsApp fails (fallBackToSms).
 */
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
  const sms = input.to.mobile
    ? {
        ...common,
        id: newId('ntf'),
        channel: 'sms',
        recipient: input.to.mobile,
        subject: null,
        body: message.sms,
        // A return's step is not on the order row: its template's words are fixed now (in
        // English, and in the order's language too when it has another).
        variables:
          input.kind === 'return' || input.kind === 'delivery-failed'
            ? variablesToKeep(input.kind, input.order)
            : null,
      }
    : null;
  const whatsappTo = sms ? await whatsappRecipientOfOrder(tx, input.order.orderId) : null;
  let instead = null;
  if (sms && whatsappTo) {
    // The WhatsApp row keeps the SMS it stands in for: its fallback is a copy of it.
    const whatsapp = { ...sms, id: newId('ntf'), channel: 'whatsapp', recipient: whatsappTo };
    const recorded = await recordTemplateMessage(tx, {
      id: whatsapp.id,
      orderId: input.order.orderId,
      kind: input.kind,
      to: whatsappTo,
      language: input.order.language,
      facts: templateFactsOf(input.order),
      now: input.now,
    });
    // WhatsApp would refuse its parameters (a name too long): the SMS goes, as before the choice.
    if (recorded.recorded) instead = whatsapp;
  }
  await insertNotifications(tx, [
    ...(instead ? [instead] : sms ? [sms] : []),
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

/** What a WhatsApp template's parameters are read from, in the order's language. */
function templateFactsOf(order: OrderFacts): TemplateFacts {
  const stepWords = order.language === 'hi' ? RETURN_STEP_WORDS_HI : RETURN_STEP_WORDS;
  return {
    orderId: order.orderId,
    customerName: order.customerName,
    payablePaise: order.payablePaise,
    paymentType: order.paymentType,
    refundDuePaise: order.refundDuePaise,
    ...(order.refund ? { refund: order.refund } : {}),
    ...(order.deliveryFailure ? { deliveryFailureReason: order.deliveryFailure.reason } : {}),
    ...(order.returnStep
      ? { returnStep: { title: order.returnStep.title, words: stepWords[order.returnStep.state] } }
      : {}),
    trackingLink: trackingPageUrl(order) ?? order.trackingId,
  };
}

/**
 * The WhatsApp messages that failed (an error answer, a `failed` status) or were not reported
 * `sent` by their deadline get their SMS instead, each once: the SMS's id is the WhatsApp row's
 * with `-sms`, so a second run writes nothing. Answers how many were written.
 */
export async function fallBackToSms(db: Database, clock: { now(): Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const ids = await takeMessagesOwedSms(tx, now);
    if (ids.length === 0) return 0;
    const rows = await selectNotificationsByIds(tx, ids);
    await insertNotifications(
      tx,
      rows.map((row) => ({
        id: `${row.id}-sms`,
        // The event's SMS: (event, 'sms') is unique, so never two for one event.
        eventId: row.eventId,
        orderId: row.orderId,
        channel: 'sms',
        kind: row.kind,
        recipient: whatsappToMobile(row.recipient),
        subject: null,
        body: row.body,
        variables: row.variables,
        createdAt: now,
        fallbackOf: row.id,
      })),
    );
    // A WhatsApp row still being retried (a rate limit, a 5xx) stops: its SMS is on its way.
    for (const row of rows)
      if (!row.sentAt)
        await markGivenUp(tx, {
          id: row.id,
          error: 'fell back to SMS',
          maxAttempts: DELIVERY.maxAttempts,
        });
    return rows.length;
  });
}

/** 91XXXXXXXXXX → the ten digits an SMS gateway is given (as the customer's mobile is kept). */
const whatsappToMobile = (recipient: string) =>
  recipient.length === 12 && recipient.startsWith('91') ? recipient.slice(2) : recipient;

/** The WhatsApp channel's sender: each outbox row is its recorded template message. */
export function createWhatsAppNotificationSender(
  db: Database,
  config: WhatsAppConfig,
  clock: { now(): Date },
): NotificationSender {
  return {
    send: (message) => sendRecordedMessage(db, config, { id: message.id, now: clock.now() }),
  };
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
      if (row.fallbackOf && (await wasDeliveredOnWhatsApp(db, row.fallbackOf))) {
        // WhatsApp delivered it late, before its SMS went: the shopper gets one, not both.
        await markWithdrawn(db, row.id, clock.now(), 'not sent: WhatsApp delivered it');
        continue;
      }
      try {
        await sender.send({
          id: row.id,
          channel: row.channel as OutgoingMessage['channel'],
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
