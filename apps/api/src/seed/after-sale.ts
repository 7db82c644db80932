// The demo customer's after-sale paths, taken through the product's own functions at their
// moments in the past (docs/decisions/orders.md "The demo's orders"): a return asked for as the
// shopper asks, moved by the seller and the operator, received (stock back, refund owed, GST
// credit note) and refunded as the sandbox gateway answers; a shipped order cancelled by the
// shopper with the fee the order page showed, the rest refunded, the parcel recorded back.
// What the product would have told the shopper then counts as told: the events are handled and
// the messages sent at the moment they were written, so a server started on the demo tells
// nobody of its history.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS_DEFAULT } from '@haat/contract';
import type { Database } from '../db/client.ts';
import { notifications, orderEvents, refunds } from '../db/schema/index.ts';
import type { ObjectStore } from '../lib/object-store.ts';
import { issueCreditNotesForOrder } from '../modules/invoices/index.ts';
import {
  cancelOrderByCustomer,
  issueReturnCreditNoteOf,
  moveReturn,
  receiveReturnToOrigin,
  requestReturn,
  settleRefund,
} from '../modules/orders/index.ts';
import type { AfterSalePlan, ReturnPlan } from './orders-data.ts';

/** A demo order written by orders.ts whose after-sale path is still to take. */
export interface AfterSaleOrder {
  readonly orderId: string;
  readonly customerId: string;
  /** Its lines in order, with the seller of each. */
  readonly lines: readonly { readonly id: string; readonly sellerId: string }[];
  /** When it reached its state: delivered (a return's order) or shipped (one cancelled after). */
  readonly at: Date;
  readonly plan: AfterSalePlan;
}

export interface AfterSaleInput {
  readonly orders: readonly AfterSaleOrder[];
  readonly adminId: string;
  /** Where the credit notes' PDFs go, as the invoices'; without it none is issued. */
  readonly invoiceFiles?: ObjectStore | undefined;
}

/**
 * The fees of a cancel after shipping: CANCEL_FEE_SHIPPED_PAISE and
 * CANCEL_FEE_OUT_FOR_DELIVERY_PAISE's defaults (config.ts). A fee once kept stays on its order
 * (`cancel_fee_paise`), whatever the server is set to later.
 */
const DEMO_CANCEL_FEES = { shipped: 9_900, outForDelivery: 14_900 } as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The sandbox gateway pays a refund back as soon as the refunds job asks (a few minutes). */
const REFUND_PAID_AFTER_MS = 5 * 60_000;
/** The reason the order-events relay gives a cancelled invoiced order's credit notes. */
const CANCELLED_AFTER_SHIPPING = 'Order cancelled after shipping';

export async function seedAfterSales(db: Database, input: AfterSaleInput): Promise<void> {
  for (const order of input.orders) {
    if (order.plan.kind === 'returns') {
      for (const plan of order.plan.returns) await takeReturn(db, order, plan, input);
    } else {
      await cancelAfterShipping(db, order, order.plan, input);
    }
  }
  const orderIds = input.orders.map((order) => order.orderId);
  if (orderIds.length === 0) return;
  // History, already told: the relay did its part when each event happened (the credit notes
  // above), and each message went out when it was written.
  await db
    .update(orderEvents)
    .set({ handledAt: sql`${orderEvents.at}` })
    .where(and(inArray(orderEvents.orderId, orderIds), isNull(orderEvents.handledAt)));
  await db
    .update(notifications)
    .set({ sentAt: sql`${notifications.createdAt}`, attempts: 1 })
    .where(and(inArray(notifications.orderId, orderIds), isNull(notifications.sentAt)));
}

async function takeReturn(
  db: Database,
  order: AfterSaleOrder,
  plan: ReturnPlan,
  input: AfterSaleInput,
): Promise<void> {
  const line = order.lines[plan.line];
  if (!line) throw new Error(`The demo order ${order.orderId} has no line ${plan.line}`);
  const daysAfterDelivery = (days: number) => new Date(order.at.getTime() + days * DAY_MS);
  const returnId = await requestReturn(db, {
    customerId: order.customerId,
    orderId: order.orderId,
    lineId: line.id,
    pieces: plan.pieces,
    reason: plan.reason,
    details: plan.details,
    photoIds: [],
    // Paid online: the refund goes back to the card or UPI it came from.
    payee: undefined,
    windowDays: RETURN_WINDOW_DAYS_DEFAULT,
    now: daysAfterDelivery(plan.daysAfterDelivery),
    siteUrl: undefined,
  });
  let receivedAt: Date | null = null;
  for (const step of plan.steps) {
    const now = daysAfterDelivery(step.daysAfterDelivery);
    await db.transaction((tx) =>
      moveReturn(tx, {
        returnId,
        to: step.to,
        role: step.by,
        actor: step.by === 'seller' ? `seller:${line.sellerId}` : `admin:${input.adminId}`,
        ...(step.by === 'seller' ? { sellerId: line.sellerId } : {}),
        note: step.note ?? null,
        now,
        siteUrl: undefined,
      }),
    );
    if (step.to !== 'received') continue;
    receivedAt = now;
    // Issued just after the receiving step, as the back office does.
    if (input.invoiceFiles) {
      await issueReturnCreditNoteOf(db, { returnId, files: input.invoiceFiles, now });
    }
  }
  if (plan.refunded) {
    if (!receivedAt) throw new Error(`The demo return on ${order.orderId} is refunded unreceived`);
    await payBack(db, order.orderId, new Date(receivedAt.getTime() + REFUND_PAID_AFTER_MS));
  }
}

async function cancelAfterShipping(
  db: Database,
  order: AfterSaleOrder,
  plan: Extract<AfterSalePlan, { kind: 'cancel-after-shipping' }>,
  input: AfterSaleInput,
): Promise<void> {
  const cancelledAt = new Date(order.at.getTime() + plan.hoursAfterShipping * HOUR_MS);
  // The shopper accepts the fee the order page showed for a parcel on its way.
  await cancelOrderByCustomer(db, {
    customerId: order.customerId,
    orderId: order.orderId,
    reason: plan.reason,
    acceptedFeePaise: DEMO_CANCEL_FEES.shipped,
    fees: DEMO_CANCEL_FEES,
    now: cancelledAt,
  });
  if (input.invoiceFiles) {
    await issueCreditNotesForOrder(db, {
      orderId: order.orderId,
      files: input.invoiceFiles,
      now: cancelledAt,
      reason: CANCELLED_AFTER_SHIPPING,
    });
  }
  await payBack(db, order.orderId, new Date(cancelledAt.getTime() + REFUND_PAID_AFTER_MS));
  const backAt = new Date(order.at.getTime() + plan.backDaysAfterShipping * DAY_MS);
  await db.transaction((tx) => receiveReturnToOrigin(tx, { orderId: order.orderId, now: backAt }));
}

/** The order's refund just owed, paid back as the sandbox gateway answers (payment-provider.ts). */
export async function payBack(db: Database, orderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const owed = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
    const [refund] = owed;
    if (!refund || owed.length > 1) {
      throw new Error(`The demo order ${orderId} should owe exactly one refund`);
    }
    await settleRefund(tx, {
      refundId: refund.id,
      from: ['pending'],
      status: 'processed',
      reference: `sbx_rfnd_${refund.id}`,
      now,
      siteUrl: undefined,
    });
  });
}
