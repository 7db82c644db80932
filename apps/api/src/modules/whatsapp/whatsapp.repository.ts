// The channel's rows: the shoppers' choices and each template message with its statuses. Each
// status is written once (the first report of it wins), whichever order they come in.
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readRows } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { whatsappConsents, whatsappMessages } from './whatsapp.schema.ts';

export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;
export type MessageStatus = 'sent' | 'delivered' | 'read' | 'failed';

export async function selectConsent(db: Executor, customerId: string) {
  const [row] = await db
    .select()
    .from(whatsappConsents)
    .where(eq(whatsappConsents.customerId, customerId));
  return row ?? null;
}

export async function upsertConsent(
  db: Executor,
  input: { customerId: string; orderUpdates: boolean; source: string; now: Date },
): Promise<void> {
  await db
    .insert(whatsappConsents)
    .values({ ...input, changedAt: input.now })
    .onConflictDoUpdate({
      target: whatsappConsents.customerId,
      set: { orderUpdates: input.orderUpdates, source: input.source, changedAt: input.now },
    });
}

/** The order's shopper's mobile when they chose order updates on WhatsApp, else null. */
export async function selectOptedInMobileOfOrder(
  db: Executor,
  orderId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ mobile: customers.mobile })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(whatsappConsents, eq(whatsappConsents.customerId, customers.id))
    .where(and(eq(orders.id, orderId), eq(whatsappConsents.orderUpdates, true)));
  return row?.mobile ?? null;
}

/** A customer with this mobile who has placed at least one order, else null. */
export async function selectOrderingCustomerByMobile(
  db: Executor,
  mobile: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.mobile, mobile),
        sql`exists (select 1 from ${orders} where ${orders.customerId} = ${customers.id})`,
      ),
    );
  return row?.id ?? null;
}

export async function insertMessage(
  db: Executor,
  row: typeof whatsappMessages.$inferInsert,
): Promise<void> {
  await db.insert(whatsappMessages).values(row).onConflictDoNothing();
}

export async function selectMessage(db: Executor, id: string) {
  const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id));
  return row ?? null;
}

/** Meta took it: it now has `fallbackMinutes` to be reported `sent`. */
export async function setAccepted(
  db: Executor,
  id: string,
  wamid: string,
  now: Date,
  fallbackMinutes: number,
) {
  await db
    .update(whatsappMessages)
    .set({
      wamid,
      acceptedAt: now,
      fallbackDueAt: new Date(now.getTime() + fallbackMinutes * 60_000),
    })
    .where(eq(whatsappMessages.id, id));
}

/** A refusal of the send itself (an error answer): the message failed, once. */
export async function setRefused(
  db: Executor,
  input: { id: string; code: number | null; title: string | null; now: Date },
) {
  await db
    .update(whatsappMessages)
    .set({ failedAt: input.now, errorCode: input.code, errorTitle: input.title })
    .where(and(eq(whatsappMessages.id, input.id), isNull(whatsappMessages.failedAt)));
}

const STATUS_COLUMN = {
  sent: whatsappMessages.sentAt,
  delivered: whatsappMessages.deliveredAt,
  read: whatsappMessages.readAt,
  failed: whatsappMessages.failedAt,
} as const;
const STATUS_FIELD = {
  sent: 'sentAt',
  delivered: 'deliveredAt',
  read: 'readAt',
  failed: 'failedAt',
} as const;

/**
 * Records a status of the message Meta knows as `wamid`: 'recorded' the first time, 'repeated'
 * when it was already recorded (a replay), 'unknown' for a message the shop never sent.
 */
export async function recordStatus(
  db: Executor,
  input: {
    wamid: string;
    status: MessageStatus;
    at: Date;
    error?: { code: number | null; title: string | null };
  },
): Promise<'recorded' | 'repeated' | 'unknown'> {
  const column = STATUS_COLUMN[input.status];
  const updated = await db
    .update(whatsappMessages)
    .set({
      [STATUS_FIELD[input.status]]: input.at,
      ...(input.status === 'failed' && input.error
        ? { errorCode: input.error.code, errorTitle: input.error.title }
        : {}),
    })
    .where(and(eq(whatsappMessages.wamid, input.wamid), isNull(column)))
    .returning({ id: whatsappMessages.id });
  if (updated.length > 0) return 'recorded';
  const [known] = await db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(eq(whatsappMessages.wamid, input.wamid));
  return known ? 'repeated' : 'unknown';
}

/**
 * Marks and answers the messages owed an SMS instead: not delivered nor read, not fallen back
 * yet, and failed (an error answer or a `failed` status) or without `sent` by their deadline.
 */
export async function takeFallbacks(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .update(whatsappMessages)
    .set({ fellBackAt: now })
    .where(
      and(
        isNull(whatsappMessages.fellBackAt),
        isNull(whatsappMessages.deliveredAt),
        isNull(whatsappMessages.readAt),
        or(
          isNotNull(whatsappMessages.failedAt),
          and(isNull(whatsappMessages.sentAt), lte(whatsappMessages.fallbackDueAt, now)),
        ),
      ),
    )
    .returning({ id: whatsappMessages.id });
  return rows.map((row) => row.id);
}

export async function selectMessagesOfOrder(db: Executor, orderId: string) {
  return db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.orderId, orderId))
    .orderBy(whatsappMessages.createdAt);
}

export interface WhatsAppDay {
  day: string;
  sent: number;
  delivered: number;
  read: number;
  failed: number;
  fellBack: number;
}

/**
 * Per day (India time) of the message's writing, from `from` to before `to`: how many were taken
 * by WhatsApp, delivered, read, failed and fell back to SMS.
 */
export async function selectDays(db: Executor, from: Date, to: Date): Promise<WhatsAppDay[]> {
  const result = await db.execute(sql`
    select to_char(${whatsappMessages.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
      count(*) filter (where ${whatsappMessages.wamid} is not null)::int as sent,
      count(*) filter (where ${whatsappMessages.deliveredAt} is not null or ${whatsappMessages.readAt} is not null)::int as delivered,
      count(*) filter (where ${whatsappMessages.readAt} is not null)::int as read,
      count(*) filter (where ${whatsappMessages.failedAt} is not null)::int as failed,
      count(*) filter (where ${whatsappMessages.fellBackAt} is not null)::int as "fellBack"
    from ${whatsappMessages}
    where ${whatsappMessages.createdAt} >= ${from.toISOString()}::timestamptz
      and ${whatsappMessages.createdAt} < ${to.toISOString()}::timestamptz
    group by 1 order by 1`);
  return readRows<WhatsAppDay>(result);
}

/**
 * Billable template messages in [from, to): each delivered one (a `read` implies delivered), by
 * the time it was first reported delivered or read (docs/decisions/whatsapp.md).
 */
export async function countBillable(db: Executor, from: Date, to: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from ${whatsappMessages}
    where coalesce(least(${whatsappMessages.deliveredAt}, ${whatsappMessages.readAt}), ${whatsappMessages.deliveredAt}, ${whatsappMessages.readAt})
      >= ${from.toISOString()}::timestamptz
      and coalesce(least(${whatsappMessages.deliveredAt}, ${whatsappMessages.readAt}), ${whatsappMessages.deliveredAt}, ${whatsappMessages.readAt})
      < ${to.toISOString()}::timestamptz`);
  return readRows<{ n: number }>(result)[0]?.n ?? 0;
}
