// What the ledger is posted from: reads of the orders module's tables (never written here).
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  orderEvents,
  orderLines,
  orderShipments,
  orders,
  pincodes,
  products,
  returnEvents,
  returns,
  sellers,
} from '../../db/schema/index.ts';
import { sellerLedger } from './payouts.schema.ts';

export interface DeliveredLine {
  lineId: string;
  orderId: string;
  sellerId: string;
  productId: string;
  unitPricePaise: number;
  pieces: number;
  lineTotalPaise: number;
  gstRatePercent: number;
  shipmentDeliveredAt: Date | null;
  shipmentState: string | null;
  orderPlacedAt: Date;
  orderDiscountPaise: number;
  shippingAddress: unknown;
  gstin: string;
  mainCategoryId: string | null;
  categoryId: string | null;
  subCategoryId: string | null;
}

/**
 * Lines delivered (and paid for) whose sale is not in the ledger yet, at most `limit`: a prepaid
 * order's line once its part is delivered; a cash on delivery order's once all of it is (the
 * cash is taken for the whole order, docs/decisions/seller-money.md).
 */
export async function selectUnpostedDeliveredLines(
  db: Executor,
  limit: number,
): Promise<DeliveredLine[]> {
  const partDelivered = or(
    eq(orderShipments.state, 'Delivered'),
    eq(orders.shippingStatus, 'Delivered'),
  );
  return db
    .select({
      lineId: orderLines.id,
      orderId: orderLines.orderId,
      sellerId: orderLines.sellerId,
      productId: orderLines.productId,
      unitPricePaise: orderLines.unitPricePaise,
      pieces: orderLines.pieces,
      lineTotalPaise: orderLines.lineTotalPaise,
      gstRatePercent: orderLines.gstRatePercent,
      shipmentDeliveredAt: orderShipments.deliveredAt,
      shipmentState: orderShipments.state,
      orderPlacedAt: orders.createdAt,
      orderDiscountPaise: orders.discountPaise,
      shippingAddress: orders.shippingAddress,
      gstin: sellers.gstin,
      mainCategoryId: products.mainCategoryId,
      categoryId: products.categoryId,
      subCategoryId: products.subCategoryId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(
      orderShipments,
      and(
        eq(orderShipments.orderId, orderLines.orderId),
        eq(orderShipments.sellerId, orderLines.sellerId),
      ),
    )
    .where(
      and(
        isNull(orderLines.cancelledAt),
        ne(orders.shippingStatus, 'Cancelled'),
        or(
          and(eq(orders.paymentType, 'prepaid'), eq(orders.paymentStatus, 'paid'), partDelivered),
          and(eq(orders.paymentType, 'cod'), eq(orders.status, 4)),
        ),
        sql`not exists (select 1 from ${sellerLedger} where ${sellerLedger.idempotencyKey} = 'sale:' || ${orderLines.id})`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orderLines.id))
    .limit(limit);
}

/** The first moment each order entered 'Delivered' as a whole (the date of a part without its own). */
export async function selectOrderDeliveredAt(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, at: sql<Date>`min(${orderEvents.at})` })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, [...orderIds]), eq(orderEvents.state, 'Delivered')))
    .groupBy(orderEvents.orderId);
  return new Map(rows.map((row) => [row.orderId, new Date(row.at)]));
}

/** Every line of some orders not cancelled: the coupon's discount is shared among them. */
export async function selectActiveLines(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      lineTotalPaise: orderLines.lineTotalPaise,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderIds]), isNull(orderLines.cancelledAt)))
    .orderBy(asc(orderLines.id));
}

/** The GST state code of some pin codes, from the India Post directory. */
export async function selectPincodeStateCodes(
  db: Executor,
  pins: readonly string[],
): Promise<Map<string, string>> {
  if (pins.length === 0) return new Map();
  const rows = await db
    .select({ pincode: pincodes.pincode, stateCode: pincodes.stateCode })
    .from(pincodes)
    .where(inArray(pincodes.pincode, [...pins]));
  return new Map(rows.map((row) => [row.pincode, row.stateCode]));
}

export interface ReceivedReturn {
  returnId: string;
  orderId: string;
  lineId: string;
  sellerId: string;
  pieces: number;
  refundPaise: number;
  receivedAt: Date;
  linePieces: number;
  gstRatePercent: number;
  gstin: string;
  shippingAddress: unknown;
}

/**
 * Returns whose goods are back (received, or refunded since) and whose line's sale is in the
 * ledger, not posted yet, at most `limit`.
 */
export async function selectUnpostedReturns(
  db: Executor,
  limit: number,
): Promise<ReceivedReturn[]> {
  return db
    .select({
      returnId: returns.id,
      orderId: returns.orderId,
      lineId: returns.lineId,
      sellerId: returns.sellerId,
      pieces: returns.pieces,
      refundPaise: returns.refundPaise,
      receivedAt: sql<Date>`(select min(${returnEvents.at}) from ${returnEvents} where ${returnEvents.returnId} = ${returns.id} and ${returnEvents.state} = 'received')`,
      linePieces: orderLines.pieces,
      gstRatePercent: orderLines.gstRatePercent,
      gstin: sellers.gstin,
      shippingAddress: orders.shippingAddress,
    })
    .from(returns)
    .innerJoin(orderLines, eq(orderLines.id, returns.lineId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(sellers, eq(sellers.id, returns.sellerId))
    .where(
      and(
        inArray(returns.status, ['received', 'refunded']),
        sql`exists (select 1 from ${sellerLedger} where ${sellerLedger.idempotencyKey} = 'sale:' || ${returns.lineId})`,
        sql`not exists (select 1 from ${sellerLedger} where ${sellerLedger.idempotencyKey} = 'return:' || ${returns.id})`,
      ),
    )
    .orderBy(asc(returns.createdAt))
    .limit(limit);
}

/** Returns asked for and not settled (requested, approved, picked up), per (order, seller). */
export async function selectOpenReturnParts(db: Executor, sellerId?: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ orderId: returns.orderId, sellerId: returns.sellerId })
    .from(returns)
    .where(
      and(
        inArray(returns.status, ['requested', 'approved', 'picked-up']),
        sellerId ? eq(returns.sellerId, sellerId) : undefined,
      ),
    );
  return new Set(rows.map((row) => `${row.orderId}:${row.sellerId}`));
}
