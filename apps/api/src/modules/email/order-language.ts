// The language an order was placed in (orders.language, docs/decisions/hindi.md): its e-mails
// are written in it. Read beside the order's summary, which does not carry it.
import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@haat/contract/constants';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** English for an order that does not exist or names a language the shop no longer speaks. */
export async function readOrderLanguage(db: Executor, orderId: string): Promise<LanguageCode> {
  const [row] = await db
    .select({ language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  return isLanguageCode(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
