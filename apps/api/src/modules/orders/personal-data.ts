// A customer's orders, returns and refunds for the data principal's rights
// (docs/decisions/personal-data.md): the download's part, what keeps an account from being erased
// yet, and the erasure (the order rows stay: invoices, credit notes and refunds point at them).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  couponRedemptions,
  orderEvents,
  orderLines,
  orderShipments,
  orders,
  refunds,
  returnEvents,
  returnPhotos,
  returns,
} from '../../db/schema/index.ts';

const OPEN_RETURN_STATES = ['requested', 'approved', 'picked-up', 'received'] as const;

export async function ordersPersonalData(db: Executor, customerId: string) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.createdAt));
  const ids = orderRows.map((order) => order.id);
  const of = <T>(rows: T[], key: (row: T) => string, id: string) =>
    rows.filter((row) => key(row) === id);
  const lines = ids.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids))
    : [];
  const events = ids.length
    ? await db
        .select({ orderId: orderEvents.orderId, state: orderEvents.state, at: orderEvents.at })
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ids))
        .orderBy(asc(orderEvents.at))
    : [];
  const shipments = ids.length
    ? await db.select().from(orderShipments).where(inArray(orderShipments.orderId, ids))
    : [];
  const refundRows = ids.length
    ? await db
        .select({
          orderId: refunds.orderId,
          purpose: refunds.purpose,
          amountPaise: refunds.amountPaise,
          method: refunds.method,
          status: refunds.status,
          reference: refunds.reference,
          processedAt: refunds.processedAt,
          createdAt: refunds.createdAt,
        })
        .from(refunds)
        .where(inArray(refunds.orderId, ids))
    : [];
  const coupons = await db
    .select({ couponId: couponRedemptions.couponId, orderId: couponRedemptions.orderId })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.customerId, customerId));

  const returnRows = await db
    .select({
      id: returns.id,
      orderId: returns.orderId,
      lineId: returns.lineId,
      pieces: returns.pieces,
      reason: returns.reason,
      details: returns.details,
      status: returns.status,
      refundPaise: returns.refundPaise,
      decisionNote: returns.decisionNote,
      payeeMasked: returns.payeeMasked,
      createdAt: returns.createdAt,
      updatedAt: returns.updatedAt,
    })
    .from(returns)
    .where(eq(returns.customerId, customerId))
    .orderBy(asc(returns.createdAt));
  const returnIds = returnRows.map((row) => row.id);
  const steps = returnIds.length
    ? await db
        .select({
          returnId: returnEvents.returnId,
          state: returnEvents.state,
          note: returnEvents.note,
          at: returnEvents.at,
        })
        .from(returnEvents)
        .where(inArray(returnEvents.returnId, returnIds))
        .orderBy(asc(returnEvents.at))
    : [];
  const photos = await db
    .select({
      returnId: returnPhotos.returnId,
      url: returnPhotos.url,
      createdAt: returnPhotos.createdAt,
    })
    .from(returnPhotos)
    .where(eq(returnPhotos.customerId, customerId));

  return {
    orders: orderRows.map(
      ({ idempotencyKey: _key, requestFingerprint: _fingerprint, paymentUrl: _url, ...order }) => ({
        ...order,
        lines: of(lines, (line) => line.orderId, order.id),
        timeline: of(events, (event) => event.orderId, order.id),
        shipments: of(shipments, (shipment) => shipment.orderId, order.id),
        refunds: of(refundRows, (refund) => refund.orderId, order.id),
      }),
    ),
    couponsUsed: coupons,
    returns: returnRows.map((row) => ({
      ...row,
      timeline: of(steps, (step) => step.returnId, row.id),
    })),
    returnPhotos: photos,
  };
}

/** What keeps the account from being erased now: each count is of things still under way. */
export async function openMattersOf(db: Executor, customerId: string) {
  const [open] = await db
    .select({
      orders: sql<number>`count(*) filter (where ${orders.status} = 1)`.mapWith(Number),
      owed: sql<number>`count(*) filter (where ${orders.refundDuePaise} > ${orders.refundedPaise} or ${orders.returnToOrigin} = 'awaited')`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const [openReturns] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(returns)
    .where(and(eq(returns.customerId, customerId), inArray(returns.status, OPEN_RETURN_STATES)));
  const [unpaid] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.customerId, customerId), ne(refunds.status, 'processed')));
  return {
    openOrders: open?.orders ?? 0,
    openReturns: openReturns?.count ?? 0,
    refundsOwed: (open?.owed ?? 0) + (unpaid?.count ?? 0),
  };
}

/**
 * Erases what the orders keep about the person, leaving what the tax records need: each order's
 * address shrinks to its place of supply (pin code, city, state, country; the invoice PDF keeps
 * the address as issued), a return's free text and refund payee go, the customer's own notes on
 * returns go, and the return photos' rows go (their folders are answered, for the caller to
 * remove from the media store once the transaction is committed).
 */
export async function eraseOrdersPersonalData(
  db: Executor,
  customerId: string,
): Promise<{ photoFolders: string[] }> {
  await db
    .update(orders)
    .set({
      shippingAddress: sql`jsonb_build_object(
        'id', ${orders.shippingAddress} ->> 'id',
        'name', 'Deleted customer',
        'mobile', '',
        'alternateMobile', '',
        'pincode', ${orders.shippingAddress} ->> 'pincode',
        'landmark', '',
        'address', '',
        'city', ${orders.shippingAddress} ->> 'city',
        'state', ${orders.shippingAddress} ->> 'state',
        'country', ${orders.shippingAddress} ->> 'country')`,
    })
    .where(eq(orders.customerId, customerId));
  await db
    .update(returns)
    .set({ details: '', payeeSealed: null, payeeMasked: null })
    .where(eq(returns.customerId, customerId));
  const theirReturns = db
    .select({ id: returns.id })
    .from(returns)
    .where(eq(returns.customerId, customerId));
  await db
    .update(returnEvents)
    .set({ note: null })
    .where(
      and(
        inArray(returnEvents.returnId, theirReturns),
        eq(returnEvents.actor, `customer:${customerId}`),
      ),
    );
  const photos = await db
    .delete(returnPhotos)
    .where(eq(returnPhotos.customerId, customerId))
    .returning({ folder: returnPhotos.folder });
  return { photoFolders: photos.map((photo) => photo.folder) };
}
