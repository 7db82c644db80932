import type { Database } from '../../db/client.ts';
import { insertContactMessage, insertSubscriber, pingDatabase } from './site.repository.ts';

export async function checkHealth(db: Database): Promise<'ok'> {
  await pingDatabase(db);
  return 'ok';
}

export async function receiveContactMessage(
  db: Database,
  input: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await insertContactMessage(db, { ...input, email: input.email.trim().toLowerCase() });
}

/** Subscribing twice is not an error: the shopper is on the list either way. */
export async function subscribeEmail(
  db: Database,
  email: string,
): Promise<'subscribed' | 'already-subscribed'> {
  const isNew = await insertSubscriber(db, email.trim().toLowerCase());
  return isNew ? 'subscribed' : 'already-subscribed';
}
