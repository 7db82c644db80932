import type { Database } from '../../db/client.ts';
import { contactMessages, subscribers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

export async function insertContactMessage(
  db: Database,
  message: { name: string; email: string; subject: string; message: string },
): Promise<string> {
  const id = newId('msg');
  await db.insert(contactMessages).values({ id, ...message });
  return id;
}

/** Returns false when the address was already subscribed. */
export async function insertSubscriber(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .insert(subscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ email: subscribers.email });
  return rows.length > 0;
}
