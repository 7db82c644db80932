// Returns (docs/decisions/returns.md): a shopper asks to return some pieces of a delivered line
// within the window; the seller or the operator approves or rejects; an approved return is
// picked up and received (its stock back on sale, its refund owed, its credit note issued), and
// refunded when the refund is paid back (refunds.service.ts). Every step is on the return's
// timeline, by whom, and the shopper is told of it by SMS and e-mail through the outbox.
import { formatInr, formatOrderDate } from '@haat/india';
import type { Database, Executor } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { ObjectStore } from '../../lib/object-store.ts';
import { returnStock } from '../catalog/index.ts';
import { findReturnCreditNotePdf, issueReturnCreditNote } from '../invoices/index.ts';
import { recordOrderNotifications, type ReturnStepKind } from '../notifications/index.ts';
import { lineTitleInOrderLanguage, orderFactsOf } from './order-facts.ts';
import {
  selectCustomerContact,
  selectEvents,
  selectLines,
  selectOrderById,
  type OrderLineRow,
  type OrderRow,
} from './orders.repository.ts';
import { oweReturnRefund } from './refunds.service.ts';
import {
  canMoveReturn,
  lineReturnWindow,
  refusedMoveMessage,
  returnRefundPaise,
  type ReturnRole,
} from './return-states.ts';
import {
  claimReturnPhotos,
  insertReturn,
  insertReturnEvent,
  selectReturn,
  selectUnreturnableProducts,
  sumPiecesBeingReturned,
  updateReturnFrom,
  type ReturnRow,
  type ReturnState,
} from './returns.repository.ts';
import { partDeliveredAt } from './shipment-views.ts';
import { selectShipments } from './shipments.repository.ts';

/** When the line's parcel was delivered, by the rule its order page shows (shipment-views.ts). */
async function lineDeliveredAt(
  db: Executor,
  order: OrderRow,
  sellerId: string,
): Promise<Date | null> {
  const [rows, events] = await Promise.all([
    selectShipments(db, order.id),
    selectEvents(db, [order.id]),
  ]);
  return partDeliveredAt(order, sellerId, rows, events);
}

export interface ReturnRequestInput {
  customerId: string;
  orderId: string;
  lineId: string;
  pieces: number;
  reason: string;
  details: string;
  photoIds: readonly string[];
  /** Where a cash on delivery order's refund is paid, sealed and masked (required for one). */
  payee: { sealed: string; masked: string } | undefined;
  windowDays: number;
  now: Date;
  siteUrl: string | undefined;
}

/** Why a line cannot be returned now, in the shopper's words; null when it can. */
async function refusalOf(
  tx: Executor,
  order: OrderRow,
  line: OrderLineRow,
  input: ReturnRequestInput,
): Promise<string | null> {
  if (order.shippingStatus === 'Cancelled') return 'This order was cancelled.';
  const deliveredAt = await lineDeliveredAt(tx, order, line.sellerId);
  if (!deliveredAt) return 'You can ask for a return once this item has been delivered.';
  if (order.paymentType === 'cod' && order.status !== 4) {
    return 'This cash on delivery order is not paid in full yet; ask once every parcel is delivered.';
  }
  if (order.paymentType === 'prepaid' && order.paymentStatus !== 'paid') {
    return 'This order was not paid for.';
  }
  const unreturnable = await selectUnreturnableProducts(tx, [line.productId]);
  const window = lineReturnWindow({
    deliveredAt,
    returnable: !unreturnable.has(line.productId),
    pieces: line.pieces,
    piecesBeingReturned: await sumPiecesBeingReturned(tx, line.id),
    windowDays: input.windowDays,
    now: input.now,
  });
  if (!window || window.state === 'not-returnable') {
    return `${line.title} cannot be returned: its category is not returnable.`;
  }
  if (window.state === 'closed' && window.until) {
    return `The return window for this item closed on ${formatOrderDate(window.until.toISOString())}.`;
  }
  if (window.pieces === 0) return 'You have already asked to return every piece of this item.';
  if (input.pieces > window.pieces) {
    return `You can return at most ${window.pieces} more ${window.pieces === 1 ? 'piece' : 'pieces'} of this item.`;
  }
  return null;
}

/** Asks for a return of some pieces of one delivered line; answers the new return's id. */
export async function requestReturn(db: Database, input: ReturnRequestInput): Promise<string> {
  return transactWithRetry(db, async (tx) => {
    // The order's lock makes two requests for the same pieces wait for each other.
    const order = await selectOrderById(tx, input.orderId, { lock: true });
    if (!order || order.customerId !== input.customerId) throw notFound('Order');
    const lines = await selectLines(tx, [order.id]);
    const line = lines.find((each) => each.id === input.lineId);
    if (!line) throw new AppError('NOT_FOUND', 'This item is not in this order.');
    const refusal = await refusalOf(tx, order, line, input);
    if (refusal) throw new AppError('CONFLICT', refusal);
    // Cash was paid at the door: the refund needs an account to go to.
    const payee = order.paymentType === 'cod' ? input.payee : undefined;
    if (order.paymentType === 'cod' && !payee) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Tell us where to send your refund: a UPI ID or a bank account.',
        { payee: 'Give a UPI ID or a bank account for the refund.' },
      );
    }

    const id = newId('rt');
    const refundPaise = returnRefundPaise({
      discountPaise: order.discountPaise,
      lines,
      lineId: line.id,
      linePieces: line.pieces,
      pieces: input.pieces,
    });
    await insertReturn(tx, {
      id,
      orderId: order.id,
      lineId: line.id,
      customerId: order.customerId,
      sellerId: line.sellerId,
      pieces: input.pieces,
      reason: input.reason,
      details: input.details,
      status: 'requested',
      refundPaise,
      payeeSealed: payee?.sealed ?? null,
      payeeMasked: payee?.masked ?? null,
      createdAt: input.now,
      updatedAt: input.now,
    });
    const photos = [...new Set(input.photoIds)];
    const taken = await claimReturnPhotos(tx, {
      customerId: input.customerId,
      photoIds: photos,
      returnId: id,
    });
    if (taken !== photos.length) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Some of these photos could not be found; add them again.',
        { photoIDs: 'Add the photos again.' },
      );
    }
    await recordStep(tx, {
      order,
      row: { id, pieces: input.pieces, refundPaise },
      title: lineTitleInOrderLanguage(order, line),
      state: 'requested',
      actor: `customer:${input.customerId}`,
      note: null,
      now: input.now,
      siteUrl: input.siteUrl,
    });
    return id;
  });
}

export interface MoveReturnInput {
  returnId: string;
  to: ReturnState;
  role: ReturnRole;
  /** `customer:<id>`, `seller:<id>`, `admin:<id>` or `cli:<name>`, as the timeline names it. */
  actor: string;
  /** Set for a shopper (their own returns) or a seller (their own lines' returns). */
  customerId?: string;
  sellerId?: string;
  note: string | null;
  now: Date;
  siteUrl: string | undefined;
}

/**
 * Moves one return a step, inside the caller's transaction (the back office's audit row goes
 * with it). Another shopper's or seller's return is answered as missing (404); a move the rules
 * do not allow from where it stands is refused (409) and nothing changes. Received: its stock is
 * back on sale and its refund owed. Answers the return as it now is.
 */
export async function moveReturn(tx: Executor, input: MoveReturnInput): Promise<ReturnRow> {
  const row = await selectReturn(tx, input.returnId, { lock: true });
  if (
    !row ||
    (input.customerId !== undefined && row.customerId !== input.customerId) ||
    (input.sellerId !== undefined && row.sellerId !== input.sellerId)
  ) {
    throw notFound('Return');
  }
  if (!canMoveReturn(row.status, input.to, input.role)) {
    throw new AppError('CONFLICT', refusedMoveMessage(row.status, input.to));
  }
  const order = await selectOrderById(tx, row.orderId, { lock: true });
  if (!order) throw notFound('Order');
  const [line] = (await selectLines(tx, [order.id])).filter((each) => each.id === row.lineId);
  if (!line) throw new Error(`Return ${row.id}: its line ${row.lineId} is gone`);

  // A request that waited on the lock may carry an earlier clock than the step it
  // follows; the timeline is ordered by time, so a step is never before the last one.
  const now = new Date(Math.max(input.now.getTime(), row.updatedAt.getTime() + 1));
  const decided = input.to === 'approved' || input.to === 'rejected';
  const changed = await updateReturnFrom(tx, row.id, [row.status], {
    status: input.to,
    ...(decided ? { decisionNote: input.note } : {}),
    updatedAt: now,
  });
  if (!changed) throw new AppError('CONFLICT', 'This return changed; look again.');
  if (input.to === 'received') {
    await returnStock(tx, [
      {
        key: { productId: line.productId, colorId: line.colorId, sizeId: line.sizeId },
        pieces: row.pieces,
      },
    ]);
    await oweReturnRefund(tx, order, {
      returnId: row.id,
      amountPaise: row.refundPaise,
      now,
    });
  }
  await recordStep(tx, {
    order,
    row,
    title: lineTitleInOrderLanguage(order, line),
    state: input.to as ReturnStepKind,
    actor: input.actor,
    note: input.note,
    now,
    siteUrl: input.siteUrl,
  });
  return { ...row, status: input.to, updatedAt: now };
}

/** The shopper cancels their own return before it is picked up. */
export function cancelReturnByShopper(
  db: Database,
  input: { customerId: string; returnId: string; now: Date; siteUrl: string | undefined },
): Promise<ReturnRow> {
  return transactWithRetry(db, (tx) =>
    moveReturn(tx, {
      returnId: input.returnId,
      to: 'cancelled',
      role: 'shopper',
      actor: `customer:${input.customerId}`,
      customerId: input.customerId,
      note: null,
      now: input.now,
      siteUrl: input.siteUrl,
    }),
  );
}

/** A step on the return's timeline, and the shopper's SMS and e-mail about it. */
async function recordStep(
  tx: Executor,
  input: {
    order: OrderRow;
    row: Pick<ReturnRow, 'id' | 'pieces' | 'refundPaise'>;
    title: string;
    state: ReturnStepKind;
    actor: string;
    note: string | null;
    now: Date;
    siteUrl: string | undefined;
  },
): Promise<void> {
  await insertReturnEvent(tx, {
    id: newId('rte'),
    returnId: input.row.id,
    state: input.state,
    actor: input.actor,
    note: input.note,
    at: input.now,
  });
  const customer = await selectCustomerContact(tx, input.order.customerId);
  if (!customer) return;
  await recordOrderNotifications(tx, {
    eventId: null,
    kind: 'return',
    now: input.now,
    to: { mobile: customer.mobile, email: customer.email },
    order: {
      ...orderFactsOf(input.order, customer.firstName, input.siteUrl),
      returnStep: {
        state: input.state,
        title: input.title,
        pieces: input.row.pieces,
        refundPaise: input.row.refundPaise,
        note: input.note,
      },
    },
  });
}

/**
 * The GST credit note of a received return, issued once (after the receiving transaction, and
 * again on download if that failed: a store that was down). Answers whether it exists now.
 */
export async function issueReturnCreditNoteOf(
  db: Executor,
  input: { returnId: string; files: ObjectStore; now: Date },
): Promise<boolean> {
  const row = await selectReturn(db, input.returnId);
  if (!row || (row.status !== 'received' && row.status !== 'refunded')) return false;
  const [line] = (await selectLines(db, [row.orderId], { withCancelled: true })).filter(
    (each) => each.id === row.lineId,
  );
  if (!line) return false;
  await issueReturnCreditNote(db, {
    returnId: row.id,
    orderId: row.orderId,
    line: { ...line, pieces: row.pieces },
    refundPaise: row.refundPaise,
    reason: `Goods returned: ${row.pieces} × ${line.title}; ${formatInr(row.refundPaise)} refunded.`,
    files: input.files,
    now: input.now,
  });
  return true;
}

/** The return's credit note PDF, issued first if the receiving step could not; null before. */
export async function findOrIssueReturnCreditNotePdf(
  db: Executor,
  input: { returnId: string; files: ObjectStore; now: Date },
): Promise<Buffer | null> {
  const pdf = await findReturnCreditNotePdf(db, input);
  if (pdf || !(await issueReturnCreditNoteOf(db, input))) return pdf;
  return findReturnCreditNotePdf(db, input);
}
