// All SQL of the payments module: reading an order for a gateway, recording the gateway's
// reference on it, and the payment_events log that maps gateway orders and dedupes webhooks.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@haat/contract/constants';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, orders, paymentEvents } from '../../db/schema/index.ts';

export interface PaymentOrder {
  id: string;
  customerId: string;
  paymentType: 'cod' | 'prepaid';
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cod';
  payablePaise: number;
  paymentProvider: string | null;
  paymentReference: string | null;
  customerName: string;
  customerEmail: string;
  customerMobile: string;
  /** The language the order was placed in: its gateway page speaks it. */
  language: LanguageCode;
}

export async function findPaymentOrder(
  db: Executor,
  orderId: string,
): Promise<PaymentOrder | undefined> {
  const [row] = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      paymentType: orders.paymentType,
      paymentStatus: orders.paymentStatus,
      payablePaise: orders.payablePaise,
      paymentProvider: orders.paymentProvider,
      paymentReference: orders.paymentReference,
      firstName: customers.firstName,
      lastName: customers.lastName,
      customerEmail: customers.email,
      customerMobile: customers.mobile,
      language: orders.language,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return undefined;
  const { firstName, lastName, language, ...order } = row;
  return {
    ...order,
    customerName: `${firstName} ${lastName}`.trim(),
    language: isLanguageCode(language) ? language : DEFAULT_LANGUAGE,
  };
}

/** Inserts one provider event; false when its id was already recorded (a replay). */
export async function recordPaymentEvent(
  db: Executor,
  event: { id: string; provider: string; orderId: string | null; payload: unknown },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return inserted.length === 1;
}

/**
 * Our order behind a gateway order id. The gateway order is recorded in payment_events when it is
 * created, so the answer holds even after the order's payment_reference becomes the payment id.
 */
export async function findOrderIdByGatewayOrder(
  db: Executor,
  provider: string,
  gatewayOrderId: string,
): Promise<string | undefined> {
  const [event] = await db
    .select({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, gatewayOrderId), eq(paymentEvents.provider, provider)))
    .limit(1);
  if (event?.orderId) return event.orderId;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentProvider, provider), eq(orders.paymentReference, gatewayOrderId)))
    .limit(1);
  return order?.id;
}

/** The gateway orders created for one of our orders (Razorpay's `order_…` ids). */
export async function findGatewayOrderIds(
  db: Executor,
  provider: string,
  orderId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        eq(paymentEvents.provider, provider),
        sql`${paymentEvents.payload} ->> 'kind' = 'gateway-order'`,
      ),
    );
  return rows.map((row) => row.id);
}

/** Online orders of `provider` still waiting for their payment, placed before `before`. */
export async function selectPendingGatewayOrders(
  db: Executor,
  provider: string,
  before: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentType, 'prepaid'),
        eq(orders.paymentStatus, 'pending'),
        eq(orders.paymentProvider, provider),
        lt(orders.createdAt, before),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(500);
  return rows.map((row) => row.id);
}

/** The language an order was placed in ('en' when there is no such order). */
export async function selectOrderLanguage(db: Executor, orderId: string): Promise<LanguageCode> {
  const [row] = await db
    .select({ language: orders.language })
    .from(orders)
    .where(eq(orders.id, orderId));
  return isLanguageCode(row?.language) ? row.language : DEFAULT_LANGUAGE;
}
