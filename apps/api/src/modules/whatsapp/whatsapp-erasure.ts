// A deleted account's WhatsApp rows (Digital Personal Data Protection Act, 2023, s.12(3);
// docs/decisions/personal-data.md): the shopper's choice goes, and each template message of their
// orders loses the number it went to and its parameters (a first name, amounts, links); the rows
// stay with their kind, template, language and statuses, which the operator's daily counts and
// the month's billable messages are read from (Meta bills per delivered message).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { whatsappConsents, whatsappMessages } from './whatsapp.schema.ts';

/** The recipient an erased message keeps: no number. */
export const ERASED_RECIPIENT = '';

const ordersOf = (db: Executor, customerId: string) =>
  db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId));

/** The shopper's choice and the messages sent about their orders, for Download my data. */
export async function whatsappPersonalData(db: Executor, customerId: string) {
  const [choice] = await db
    .select({
      orderUpdates: whatsappConsents.orderUpdates,
      source: whatsappConsents.source,
      changedAt: whatsappConsents.changedAt,
    })
    .from(whatsappConsents)
    .where(eq(whatsappConsents.customerId, customerId));
  const messages = await db
    .select({
      orderId: whatsappMessages.orderId,
      kind: whatsappMessages.kind,
      recipient: whatsappMessages.recipient,
      template: whatsappMessages.template,
      language: whatsappMessages.language,
      parameters: whatsappMessages.parameters,
      createdAt: whatsappMessages.createdAt,
      deliveredAt: whatsappMessages.deliveredAt,
      readAt: whatsappMessages.readAt,
      failedAt: whatsappMessages.failedAt,
    })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.orderId, ordersOf(db, customerId)))
    .orderBy(asc(whatsappMessages.createdAt));
  return { choice: choice ?? null, messages };
}

export async function eraseWhatsAppPersonalData(db: Executor, customerId: string): Promise<void> {
  await db.delete(whatsappConsents).where(eq(whatsappConsents.customerId, customerId));
  await db
    .update(whatsappMessages)
    .set({ recipient: ERASED_RECIPIENT, parameters: [] })
    .where(inArray(whatsappMessages.orderId, ordersOf(db, customerId)));
}
