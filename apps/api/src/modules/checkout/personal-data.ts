// The COD captchas issued to a customer (docs/decisions/personal-data.md): nothing in them is
// worth a download, and they go with the account.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';

export async function eraseCaptchas(db: Executor, customerId: string): Promise<void> {
  await db.delete(captchas).where(eq(captchas.customerId, customerId));
}
