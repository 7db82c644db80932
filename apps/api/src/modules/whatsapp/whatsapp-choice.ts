// The shopper's choice of order updates on WhatsApp: off until chosen; for the account's own
// mobile, which must be an Indian mobile; refused when the shop has no WhatsApp set up.
import { eq } from 'drizzle-orm';
import type { WhatsAppChoice } from '@haat/contract';
import type { WhatsAppConfig } from '../../config-providers.ts';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { whatsappNumberOf } from './whatsapp-templates.ts';
import { selectConsent, upsertConsent } from './whatsapp.repository.ts';

async function mobileOf(db: Database, customerId: string): Promise<string> {
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

export async function changeChoice(
  db: Database,
  config: WhatsAppConfig,
  input: { customerId: string; orderUpdates: boolean; source: string; now: Date },
): Promise<WhatsAppChoice> {
  const mobile = await mobileOf(db, input.customerId);
  if (input.orderUpdates) {
    if (config.provider !== 'cloud')
      throw new AppError('CONFLICT', 'This shop does not send order updates on WhatsApp.');
    if (!whatsappNumberOf(mobile))
      throw new AppError(
        'VALIDATION_FAILED',
        'WhatsApp updates need an Indian mobile number (10 digits from 6 to 9); change it in your profile first.',
      );
  }
  await upsertConsent(db, {
    customerId: input.customerId,
    orderUpdates: input.orderUpdates,
    source: input.source,
    now: input.now,
  });
  return readChoice(db, config, input.customerId);
}
