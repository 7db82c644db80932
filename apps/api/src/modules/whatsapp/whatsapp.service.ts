// The WhatsApp channel: records a template message in the transaction that owes it, sends it
// through the Cloud API, reads Meta's webhooks (statuses, and a shopper's STOP), says which
// messages are owed an SMS instead, and what the operator sees. The notifications module drives
// it (docs/decisions/whatsapp.md).
import type { WhatsAppConfig } from '../../config-providers.ts';
import type { Database, Executor } from '../../db/client.ts';
import { CloudApiError, readPhoneNumber, sendTemplate, sendText } from './cloud-api.ts';
import {
  PARAMETER_MAX_LENGTH,
  WHATSAPP_TEMPLATES,
  parameterProblem,
  templateParameters,
  whatsappNumberOf,
  type TemplateFacts,
  type TemplateKind,
  type WhatsAppLanguage,
} from './whatsapp-templates.ts';
import {
  insertMessage,
  selectMessage,
  selectOptedInMobileOfOrder,
  setAccepted,
  setRefused,
  takeFallbacks,
} from './whatsapp.repository.ts';

export type { WhatsAppConfig };

/** The default wait for `sent` before the SMS goes instead (WHATSAPP_FALLBACK_MINUTES). */
export const FALLBACK_MINUTES = 15;

/** In the event's transaction: the order's shopper's WhatsApp number if they chose updates. */
export async function whatsappRecipientOfOrder(tx: Executor, orderId: string) {
  const mobile = await selectOptedInMobileOfOrder(tx, orderId);
  return mobile ? whatsappNumberOf(mobile) : null;
}

/**
 * In the event's transaction: the template message carrying outbox message `id`. Answers why it
 * cannot be sent when WhatsApp would refuse its parameters (the caller writes the SMS instead).
 */
export async function recordTemplateMessage(
  tx: Executor,
  input: {
    id: string;
    orderId: string;
    kind: TemplateKind;
    to: string;
    language: WhatsAppLanguage;
    facts: TemplateFacts;
    now: Date;
    fallbackMinutes?: number;
  },
): Promise<{ recorded: true } | { recorded: false; reason: string }> {
  const template = WHATSAPP_TEMPLATES[input.kind];
  const parameters = templateParameters(input.kind, input.facts, input.language);
  const problem = parameterProblem(parameters);
  if (problem) return { recorded: false, reason: problem };
  await insertMessage(tx, {
    id: input.id,
    orderId: input.orderId,
    kind: input.kind,
    recipient: input.to,
    template: template.name,
    language: input.language,
    parameters,
    createdAt: input.now,
    fallbackDueAt: new Date(
      input.now.getTime() + (input.fallbackMinutes ?? FALLBACK_MINUTES) * 60_000,
    ),
  });
  return { recorded: true };
}

/** A send that will not succeed by trying again: the outbox gives it up at once. */
export class WhatsAppRefusal extends Error {
  override name = 'WhatsAppRefusal';
  readonly isPermanent = true;
}

/**
 * Sends the recorded template message `id` once the outbox takes it. A refusal is recorded as the
 * message's failure (its SMS goes instead) and thrown as permanent; a timeout, a 5xx or the rate
 * limit (130429) is thrown to be tried again after the outbox's back-off.
 */
export async function sendRecordedMessage(
  db: Database,
  config: WhatsAppConfig,
  input: { id: string; now: Date },
): Promise<void> {
  const message = await selectMessage(db, input.id);
  if (!message) throw new WhatsAppRefusal(`WhatsApp message ${input.id} not recorded`);
  if (message.fellBackAt) throw new WhatsAppRefusal('fell back to SMS before it was sent');
  if (message.wamid) return; // Taken before; the outbox lost the answer.
  if (config.provider !== 'cloud') {
    await setRefused(db, {
      id: message.id,
      code: null,
      title: 'WHATSAPP_PROVIDER is off',
      now: input.now,
    });
    throw new WhatsAppRefusal('WHATSAPP_PROVIDER is off: its SMS goes instead');
  }
  const problem = parameterProblem(message.parameters);
  if (problem) {
    await setRefused(db, { id: message.id, code: null, title: problem, now: input.now });
    throw new WhatsAppRefusal(problem);
  }
  try {
    const wamid = await sendTemplate(config.api, {
      to: message.recipient,
      template: message.template,
      language: message.language,
      parameters: message.parameters,
    });
    await setAccepted(db, message.id, wamid, input.now, config.fallbackMinutes);
  } catch (error) {
    if (error instanceof CloudApiError && !error.retry) {
      await setRefused(db, {
        id: message.id,
        code: error.code,
        title: error.title,
        now: input.now,
      });
      throw new WhatsAppRefusal(error.message);
    }
    throw error;
  }
}

/** In a transaction: the messages owed an SMS now, marked as fallen back (each once). */
export function takeMessagesOwedSms(tx: Executor, now: Date): Promise<string[]> {
  return takeFallbacks(tx, now);
}

/** Delivered (or read) on WhatsApp: a fallback SMS not sent yet is not sent. */
export async function wasDeliveredOnWhatsApp(db: Executor, id: string): Promise<boolean> {
  const message = await selectMessage(db, id);
  return Boolean(message?.deliveredAt ?? message?.readAt);
}

/** A text inside the 24-hour window after the shopper wrote (the STOP acknowledgement). */
export async function sendAcknowledgement(
  config: WhatsAppConfig,
  to: string,
  body: string,
): Promise<void> {
  if (config.provider !== 'cloud') return;
  await sendText(config.api, { to, body });
}

/** `doctor`: the phone number id and token reach Meta (a read, nothing sent). */
export async function checkCloudApi(config: WhatsAppConfig) {
  if (config.provider !== 'cloud') return null;
  return readPhoneNumber(config.api);
}

export { PARAMETER_MAX_LENGTH };
