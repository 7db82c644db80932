// The outbox's rows: written once per event and channel, claimed for a while by one sender,
// marked sent. Claims expire, so a sender that died mid-way leaves nothing stuck.
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readRows } from '../../db/client.ts';
import { notifications } from './notifications.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** A second write for the same event and channel is ignored (a relay that ran twice). */
export async function insertNotifications(db: Executor, rows: NewNotificationRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows).onConflictDoNothing();
}

/** Takes up to `limit` unsent messages nobody holds, for `claimSeconds`; counts the attempt. */
export async function claimUnsent(
  db: Executor,
  input: { now: Date; claimSeconds: number; limit: number; maxAttempts: number },
): Promise<NotificationRow[]> {
  const until = new Date(input.now.getTime() + input.claimSeconds * 1000);
  const free = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        isNull(notifications.sentAt),
        isNull(notifications.withdrawnAt),
        lt(notifications.attempts, input.maxAttempts),
        or(isNull(notifications.claimedUntil), lt(notifications.claimedUntil, input.now)),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ claimedUntil: until, attempts: sql`${notifications.attempts} + 1` })
    .where(sql`${notifications.id} in ${free}`)
    .returning();
}

export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ sentAt: now, claimedUntil: null, lastError: null })
    .where(eq(notifications.id, id));
}

/** Frees the message for another try after `retryAt`. */
export async function markFailed(
  db: Executor,
  input: { id: string; error: string; retryAt: Date },
): Promise<void> {
  await db
    .update(notifications)
    .set({ lastError: input.error.slice(0, 500), claimedUntil: input.retryAt })
    .where(eq(notifications.id, input.id));
}

/**
 * No more tries: the last one failed, or the provider refused the message for good. The row
 * stays unsent with its error, out of every later claim, and counts as failed.
 */
export async function markGivenUp(
  db: Executor,
  input: { id: string; error: string; maxAttempts: number },
): Promise<void> {
  await db
    .update(notifications)
    .set({
      lastError: input.error.slice(0, 500),
      claimedUntil: null,
      attempts: sql`greatest(${notifications.attempts}, ${input.maxAttempts})`,
    })
    .where(eq(notifications.id, input.id));
}

/**
 * Messages that will not be sent: every try used and none in flight (a sender that died on the
 * last try counts once its claim has run out).
 */
export async function countFailed(
  db: Executor,
  input: { now: Date; maxAttempts: number },
): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${notifications}
        where ${notifications.sentAt} is null and ${notifications.withdrawnAt} is null
          and ${notifications.channel} <> 'whatsapp'
          and ${notifications.attempts} >= ${input.maxAttempts}
          and (${notifications.claimedUntil} is null or ${notifications.claimedUntil} < ${input.now.toISOString()}::timestamptz)`,
  );
  return readRows<{ n: number }>(result)[0]?.n ?? 0;
}

export async function countUnsent(db: Executor): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${notifications}
        where ${notifications.sentAt} is null and ${notifications.withdrawnAt} is null`,
  );
  return readRows<{ n: number }>(result)[0]?.n ?? 0;
}

/** Not sent on purpose (a fallback SMS WhatsApp made needless): never claimed again. */
export async function markWithdrawn(
  db: Executor,
  id: string,
  now: Date,
  why: string,
): Promise<void> {
  await db
    .update(notifications)
    .set({ withdrawnAt: now, claimedUntil: null, lastError: why })
    .where(eq(notifications.id, id));
}

export async function selectNotificationsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids));
}

export async function selectNotificationsOfOrder(db: Executor, orderId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

export interface ChannelDay {
  day: string;
  channel: string;
  sent: number;
  failed: number;
}

/**
 * SMS and e-mail per day (India time) of writing in [from, to): handed to the provider, and given
 * up (every try used, or refused for good).
 */
export async function selectChannelDays(
  db: Executor,
  input: { from: Date; to: Date; maxAttempts: number },
): Promise<ChannelDay[]> {
  const result = await db.execute(sql`
    select to_char(${notifications.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
      ${notifications.channel} as channel,
      count(*) filter (where ${notifications.sentAt} is not null)::int as sent,
      count(*) filter (where ${notifications.sentAt} is null and ${notifications.withdrawnAt} is null
        and ${notifications.attempts} >= ${input.maxAttempts} and ${notifications.claimedUntil} is null)::int as failed
    from ${notifications}
    where ${notifications.channel} <> 'whatsapp'
      and ${notifications.createdAt} >= ${input.from.toISOString()}::timestamptz
      and ${notifications.createdAt} < ${input.to.toISOString()}::timestamptz
    group by 1, 2 order by 1, 2`);
  return readRows<ChannelDay>(result);
}
