// The messages sent to a customer about their orders (docs/decisions/personal-data.md).
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notifications, orders } from '../../db/schema/index.ts';

export function notificationsPersonalData(db: Executor, customerId: string) {
  return db
    .select({
      orderId: notifications.orderId,
      channel: notifications.channel,
      kind: notifications.kind,
      recipient: notifications.recipient,
      subject: notifications.subject,
      body: notifications.body,
      createdAt: notifications.createdAt,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .innerJoin(orders, eq(orders.id, notifications.orderId))
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(notifications.createdAt));
}

/** The copies of what was sent (each names the mobile or e-mail it went to) go. */
export async function eraseNotifications(db: Executor, customerId: string): Promise<void> {
  const ofCustomer = db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  await db.delete(notifications).where(inArray(notifications.orderId, ofCustomer));
}
