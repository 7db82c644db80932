// The tax documents of a customer's orders (docs/decisions/personal-data.md): listed in the
// download; never erased (CGST Act s.36, Rule 56: kept 72 months from the annual return's due date).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditNotes, invoices, orders } from '../../db/schema/index.ts';

export async function invoicesPersonalData(db: Executor, customerId: string) {
  const issued = await db
    .select({
      number: invoices.number,
      orderId: invoices.orderId,
      sellerId: invoices.sellerId,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(invoices.createdAt));
  const credited = await db
    .select({
      number: creditNotes.number,
      orderId: creditNotes.orderId,
      sellerId: creditNotes.sellerId,
      reason: creditNotes.reason,
      createdAt: creditNotes.createdAt,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(creditNotes.createdAt));
  return { invoices: issued, creditNotes: credited };
}
