// The order-events relay: each order event is written in the transaction of its state
// change with `handled_at` null — a transactional outbox. The relay takes the oldest unhandled
// event no one else holds (SKIP LOCKED), does what it calls for in one transaction — the GST
// invoices when the order ships, credit notes when an invoiced order is cancelled, the shopper's
// messages — and marks it handled. A relay that dies
// half-way leaves the event unhandled and nothing else behind: the next run does it all, once.
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import { customers, orderEvents, orders } from '../../db/schema/index.ts';
import { issueCreditNotesForOrder, issueInvoicesForOrder } from '../invoices/index.ts';
import { NOTIFIED_STATES, recordOrderNotifications } from '../notifications/index.ts';
import { keptFeeOf } from './cancellation-quote.ts';
import { cancellationRefundPaise, orderFactsOf } from './order-facts.ts';
import { selectEvents } from './orders.repository.ts';
import { selectRefundsOfOrders } from './refunds.repository.ts';

export interface RelayDependencies {
  db: Database;
  /** Where the invoices' PDFs go; a store that is down leaves the event for the next run. */
  files: ObjectStore;
  siteUrl: string | undefined;
  clock: { now(): Date };
}

/**
 * The states after which the order's invoices exist (docs/decisions/processes.md: issued at
 * shipping).
 */
const INVOICED_STATES = new Set(['Shipped', 'Out for delivery', 'Delivered']);

/**
 * Handles unhandled events one at a time until none is left that it may take; answers how many.
 * A 'Placed' event of an online order waits for its payment: the shopper hears of the order once
 * it is paid, and not at all if the payment fails (the payment page told them).
 */
export async function relayOrderEvents(deps: RelayDependencies): Promise<number> {
  let handled = 0;
  while (await relayOne(deps)) handled += 1;
  return handled;
}

async function relayOne(deps: RelayDependencies): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: orderEvents.id,
        state: orderEvents.state,
        actor: orderEvents.actor,
        order: orders,
        firstName: customers.firstName,
        mobile: customers.mobile,
        email: customers.email,
      })
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(
        and(
          isNull(orderEvents.handledAt),
          or(ne(orderEvents.state, 'Placed'), ne(orders.paymentStatus, 'pending')),
        ),
      )
      .orderBy(asc(orderEvents.at), asc(orderEvents.id))
      .limit(1)
      .for('update', { of: orderEvents, skipLocked: true });
    if (!event) return false;
    const now = deps.clock.now();
    const { order } = event;

    if (INVOICED_STATES.has(event.state) && order.shippingStatus !== 'Cancelled')
      await issueInvoicesForOrder(tx, { orderId: order.id, files: deps.files, now });
    // An invoiced order cancelled (after it shipped): each invoice is credited (a no-op otherwise).
    // Each says what the cancel kept from the refund, and why.
    const refunds = event.state === 'Cancelled' ? await selectRefundsOfOrders(tx, [order.id]) : [];
    if (event.state === 'Cancelled') {
      await issueCreditNotesForOrder(tx, {
        orderId: order.id,
        files: deps.files,
        now,
        reason: 'Order cancelled after shipping',
        keptFee: keptFeeOf(order, await selectEvents(tx, [order.id]), refunds),
      });
    }

    const kind = NOTIFIED_STATES[event.state as keyof typeof NOTIFIED_STATES];
    const paymentFailed = event.actor === 'payment' || order.paymentStatus === 'failed';
    if (kind && !paymentFailed) {
      await recordOrderNotifications(tx, {
        eventId: event.id,
        kind,
        now,
        to: { mobile: event.mobile, email: event.email },
        // A cancellation says what that cancel refunds, whatever was refunded before or since.
        order: orderFactsOf(order, event.firstName, deps.siteUrl, cancellationRefundPaise(refunds)),
      });
    }
    await tx.update(orderEvents).set({ handledAt: now }).where(eq(orderEvents.id, event.id));
    return true;
  });
}

/** Events waiting for the relay (the jobs' metrics). */
export async function countUnhandledEvents(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(isNull(orderEvents.handledAt));
  return row?.n ?? 0;
}
