// What the site keeps under a customer's e-mail: contact messages and the newsletter list
// (docs/decisions/personal-data.md).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactMessages, subscribers } from '../../db/schema/index.ts';

export async function sitePersonalData(db: Executor, email: string) {
  const messages = await db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.email, email))
    .orderBy(asc(contactMessages.createdAt));
  const [subscriber] = await db
    .select({ since: subscribers.createdAt })
    .from(subscribers)
    .where(eq(subscribers.email, email));
  return { contactMessages: messages, newsletter: subscriber ? { since: subscriber.since } : null };
}

export async function eraseSitePersonalData(db: Executor, email: string): Promise<void> {
  await db.delete(contactMessages).where(eq(contactMessages.email, email));
  await db.delete(subscribers).where(eq(subscribers.email, email));
}
