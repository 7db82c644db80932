// The shopper's choice of order updates on WhatsApp: off until chosen; for the account's own
// mobile, which must be an Indian mobile; refused when the shop has no WhatsApp set up.
import { eq } from 'drizzle-orm';
import type { WhatsAppChoice } from '@haat/contract';
import type { WhatsAppConfig } from '../../config-providers.ts';
import type { Database, Executor } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { whatsappNumberOf } from './whatsapp-templates.ts';
import { selectConsent, upsertConsent } from './whatsapp.repository.ts';

async function mobileOf(db: Executor, customerId: string): Promise<string> {
  const [row] = await db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in again.');
  return row.mobile;
}

export async function readChoice(
  db: Database,
  config: WhatsAppConfig,
  customerId: string,
): Promise<WhatsAppChoice> {
  const [mobile, consent] = await Promise.all([
    mobileOf(db, customerId),
    selectConsent(db, customerId),
  ]);
  return {
    available: config.provider === 'cloud',
    orderUpdates: consent?.orderUpdates ?? false,
    mobile,
    source: consent?.source ?? null,
  };
}

/** Refuses a choice of WhatsApp updates the shop cannot honour (no WhatsApp, not a mobile). */
function assertChoiceAllowed(config: WhatsAppConfig, mobile: string): void {
  if (config.provider !== 'cloud')
    throw new AppError('CONFLICT', 'This shop does not send order updates on WhatsApp.');
  if (!whatsappNumberOf(mobile))
    throw new AppError(
      'VALIDATION_FAILED',
      'WhatsApp updates need an Indian mobile number (10 digits from 6 to 9); change it in your profile first.',
    );
}

/**
 * In the transaction of a registration or an order: the box as the shopper left it. Written only
 * when it changes what is stored (no row is "off"), so an unchanged box keeps where it was made.
 */
export async function recordChoiceWith(
  tx: Executor,
  config: WhatsAppConfig,
  input: { customerId: string; orderUpdates: boolean; source: string; now: Date },
): Promise<void> {
  const current = await selectConsent(tx, input.customerId);
  if ((current?.orderUpdates ?? false) === input.orderUpdates) return;
  if (input.orderUpdates) assertChoiceAllowed(config, await mobileOf(tx, input.customerId));
  await upsertConsent(tx, input);
}

export async function changeChoice(
  db: Database,
  config: WhatsAppConfig,
  input: { customerId: string; orderUpdates: boolean; source: string; now: Date },
): Promise<WhatsAppChoice> {
  const mobile = await mobileOf(db, input.customerId);
  if (input.orderUpdates) assertChoiceAllowed(config, mobile);
  await upsertConsent(db, {
    customerId: input.customerId,
    orderUpdates: input.orderUpdates,
    source: input.source,
    now: input.now,
  });
  return readChoice(db, config, input.customerId);
}
