// Meta's webhook for the shop's number (Meta's webhooks reference): GET answers the subscription
// check with hub.challenge when hub.verify_token is ours; POST carries statuses of the messages we
// sent and messages shoppers write. A POST is read only when X-Hub-Signature-256 signs its raw
// bytes with the app secret. Each status is recorded once; a STOP (or "रोकें") from a shopper
// who ordered turns their WhatsApp updates off and is acknowledged. Nothing a shopper wrote, and
// no token, is logged.
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { whatsappNumberOf } from './whatsapp-templates.ts';
import { isSignedByMeta } from './webhook-signature.ts';
import {
  recordStatus,
  selectConsent,
  selectOrderingCustomerByMobile,
  upsertConsent,
} from './whatsapp.repository.ts';
import { sendAcknowledgement, type WhatsAppConfig } from './whatsapp.service.ts';

const StatusSchema = z.object({
  id: z.string().min(1).max(256),
  status: z.string(),
  timestamp: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
});
const InboundSchema = z.object({
  from: z.string().max(32),
  id: z.string().max(256).optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
const PayloadSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              statuses: z.array(z.unknown()).optional(),
              messages: z.array(z.unknown()).optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});

export const STOP_WORDS = ['STOP', 'रोकें'];
const ACKNOWLEDGEMENTS = {
  en: 'Haat: you will no longer get order updates on WhatsApp. You will get them by SMS. Turn them back on in My account.',
  hi: 'Haat: अब आपको WhatsApp पर ऑर्डर की जानकारी नहीं मिलेगी। यह SMS से मिलेगी। My account में इसे फिर चालू कर सकते हैं।',
};

export interface WebhookTally {
  statuses: { recorded: number; repeated: number; unknown: number; invalid: number };
  inbound: { stopped: number; alreadyOff: number; ignored: number };
}

export type WebhookOutcome =
  { kind: 'bad-signature' } | { kind: 'invalid-body' } | { kind: 'done'; tally: WebhookTally };

interface WebhookLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
}

/** GET: the challenge to echo back, or null when the token is not ours. */
export function verifySubscription(
  config: WhatsAppConfig,
  query: Record<string, unknown>,
): string | null {
  if (config.provider !== 'cloud') return null;
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string')
    return null;
  const given = Buffer.from(token);
  const ours = Buffer.from(config.verifyToken);
  if (given.length !== ours.length || !timingSafeEqual(given, ours)) return null;
  return /^[\w.-]{1,128}$/.test(challenge) ? challenge : null;
}

function statusTime(timestamp: string | undefined, now: Date): Date {
  const seconds = Number(timestamp);
  return timestamp && Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : now;
}

export async function receiveWebhook(
  db: Database,
  config: WhatsAppConfig & { provider: 'cloud' },
  input: { rawBody: Buffer; signature: string | undefined; now: Date; log: WebhookLog },
): Promise<WebhookOutcome> {
  if (!isSignedByMeta(input.rawBody, input.signature, config.appSecret))
    return { kind: 'bad-signature' };
  let payload: z.infer<typeof PayloadSchema>;
  try {
    const parsed = PayloadSchema.safeParse(JSON.parse(input.rawBody.toString('utf8')));
    if (!parsed.success) return { kind: 'invalid-body' };
    payload = parsed.data;
  } catch {
    return { kind: 'invalid-body' };
  }
  const tally: WebhookTally = {
    statuses: { recorded: 0, repeated: 0, unknown: 0, invalid: 0 },
    inbound: { stopped: 0, alreadyOff: 0, ignored: 0 },
  };
  const acknowledgements: { to: string; body: string }[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const raw of change.value.statuses ?? []) {
        const status = StatusSchema.safeParse(raw);
        const kind = status.success ? status.data.status : '';
        if (!status.success || !['sent', 'delivered', 'read', 'failed'].includes(kind)) {
          tally.statuses.invalid += 1;
          continue;
        }
        const error = status.data.errors?.[0];
        const outcome = await recordStatus(db, {
          wamid: status.data.id,
          status: kind as 'sent' | 'delivered' | 'read' | 'failed',
          at: statusTime(status.data.timestamp, input.now),
          ...(kind === 'failed'
            ? { error: { code: error?.code ?? null, title: error?.title?.slice(0, 120) ?? null } }
            : {}),
        });
        tally.statuses[outcome] += 1;
      }
      for (const raw of change.value.messages ?? []) {
        const message = InboundSchema.safeParse(raw);
        const number = message.success ? whatsappNumberOf(message.data.from) : null;
        const customerId = number
          ? await selectOrderingCustomerByMobile(db, number.slice(2))
          : null;
        if (!message.success || !number || !customerId) {
          // A number that never ordered here (or is not an Indian mobile): nothing to change.
          tally.inbound.ignored += 1;
          continue;
        }
        const words = (message.data.text?.body ?? message.data.button?.text ?? '').trim();
        const stop = STOP_WORDS.find(
          (word) => word.toLowerCase() === words.normalize('NFC').toLowerCase(),
        );
        if (!stop) {
          tally.inbound.ignored += 1;
          continue;
        }
        const consent = await selectConsent(db, customerId);
        if (consent && !consent.orderUpdates) {
          tally.inbound.alreadyOff += 1;
          continue;
        }
        await upsertConsent(db, {
          customerId,
          orderUpdates: false,
          source: 'stop',
          now: input.now,
        });
        tally.inbound.stopped += 1;
        acknowledgements.push({
          to: number,
          body: ACKNOWLEDGEMENTS[stop === 'STOP' ? 'en' : 'hi'],
        });
      }
    }
  }
  for (const ack of acknowledgements) {
    try {
      await sendAcknowledgement(config, ack.to, ack.body);
    } catch (error) {
      input.log.warn(
        { reason: error instanceof Error ? error.message : 'unknown' },
        'the acknowledgement of a WhatsApp STOP was not sent',
      );
    }
  }
  input.log.info({ whatsappWebhook: tally }, 'WhatsApp webhook read');
  return { kind: 'done', tally };
}
