// The operator's changes (issue 6): order states, stock, coupons, sellers, operators. Each change
// and its audit row are written in one transaction: a change is never left unaudited. Used by the
// admin API and by the CLI when it opens the database itself; amounts here are paise.
import type { ShippingState } from '@haat/contract';
import type { Clock } from '../../lib/clock.ts';
import type { Database, Executor } from '../../db/client.ts';
import { transactWithRetry } from '../../db/transaction-retry.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/password.ts';
import { findPasswordWeakness } from '../../lib/password-policy.ts';
import {
  listOrdersForOperator,
  moveOrder,
  nextShippingState,
  type OperatorOrderFilter,
} from '../orders/index.ts';
import {
  recomputeVariantProductStock,
  replaceFlatProductStock,
  selectProductStock,
  selectSizeStockForUpdate,
  updateSizeStock,
} from '../catalog/index.ts';
import { insertCoupon } from '../checkout/index.ts';
import { selectSellerForUpdate, updateSellerStatus } from '../sellers/index.ts';
import {
  insertAdmin,
  insertAuditEntry,
  selectCustomerNames,
  selectOrderStateForUpdate,
} from './admin.repository.ts';
import { markSessionsChanged } from '../../lib/session-versions.ts';
import type { Storage } from '../../lib/storage.ts';

export interface OperatorDependencies {
  db: Database;
  clock: Clock;
  /** Pictures (new categories' and brands' tiles, imported pictures) and invoice PDFs. */
  storage: Storage;
}

/** Who made a change, as the audit log and the order timeline record it. */
export type Actor = `admin:${string}` | `cli:${string}` | `seller:${string}`;

export const COUPON_EXISTS_MESSAGE = 'A coupon with this code already exists.';
export const ADMIN_EXISTS_MESSAGE = 'An operator with this e-mail already exists.';
export const NO_VARIANTS_MESSAGE = 'This product has no colours or sizes; set its stock alone.';
export const VARIANTS_NEEDED_MESSAGE =
  'This product has colours and sizes; say which colour and size.';

async function audit(
  tx: Executor,
  entry: { actor: Actor; action: string; target: string; details: object; at: Date },
): Promise<void> {
  await insertAuditEntry(tx, { id: newId('aud'), ...entry });
}

// ---------------------------------------------------------------- orders

export interface OperatorOrder {
  orderId: string;
  createdAt: Date;
  customerName: string;
  paymentType: 'cod' | 'prepaid';
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cod';
  shippingStatus: ShippingState;
  payablePaise: number;
  pincode: string;
  city: string;
}

export async function listOrders(
  { db }: Pick<OperatorDependencies, 'db'>,
  input: { filter: OperatorOrderFilter; limit: number; offset: number },
): Promise<{ orders: OperatorOrder[]; total: number }> {
  const { rows, total } = await listOrdersForOperator(db, input);
  const names = await selectCustomerNames(db, [...new Set(rows.map((row) => row.customerId))]);
  const orders = rows.map((row) => {
    const address = row.shippingAddress as { pincode?: string; city?: string };
    return {
      orderId: row.id,
      createdAt: row.createdAt,
      customerName: names.get(row.customerId) ?? '',
      paymentType: row.paymentType,
      paymentStatus: row.paymentStatus,
      shippingStatus: row.shippingStatus,
      payablePaise: row.payablePaise,
      pincode: address.pincode ?? '',
      city: address.city ?? '',
    };
  });
  return { orders, total };
}

export interface OrderMove {
  orderId: string;
  from: ShippingState;
  to: ShippingState;
}

/**
 * One state change through the orders module's transition table, with its audit row. The order
 * is locked here first; the orders module's own transaction nests inside as a savepoint.
 */
async function moveOrderWithAudit(
  deps: OperatorDependencies,
  actor: Actor,
  input: { orderId: string; reason?: string | undefined; action: string },
  chooseTarget: (from: ShippingState) => ShippingState,
): Promise<OrderMove> {
  return deps.db.transaction(async (tx) => {
    const from = await selectOrderStateForUpdate(tx, input.orderId);
    if (!from) throw notFound('Order');
    const to = chooseTarget(from);
    const now = deps.clock.now();
    await moveOrder(tx, {
      orderId: input.orderId,
      to,
      actor,
      now,
      ...(input.reason ? { reason: input.reason } : {}),
    });
    await audit(tx, {
      actor,
      action: input.action,
      target: input.orderId,
      details: { from, to, ...(input.reason ? { reason: input.reason } : {}) },
      at: now,
    });
    return { orderId: input.orderId, from, to };
  });
}

/** Moves the order one step along Placed → Packed → Shipped → Out for delivery → Delivered. */
export function advanceOrder(
  deps: OperatorDependencies,
  actor: Actor,
  orderId: string,
): Promise<OrderMove> {
  return moveOrderWithAudit(deps, actor, { orderId, action: 'order.advance' }, (from) => {
    const next = nextShippingState(from);
    if (!next) throw new AppError('CONFLICT', `An order that is ${from} has no next state.`);
    return next;
  });
}

/** Any move the transition table allows (a forbidden one is 409), e.g. Packed → Cancelled. */
export function setOrderState(
  deps: OperatorDependencies,
  actor: Actor,
  input: { orderId: string; state: ShippingState; reason?: string | undefined },
): Promise<OrderMove> {
  const reason =
    input.state === 'Cancelled' ? (input.reason ?? 'Cancelled by the shop.') : undefined;
  return moveOrderWithAudit(
    deps,
    actor,
    { orderId: input.orderId, reason, action: 'order.set_state' },
    () => input.state,
  );
}

// ---------------------------------------------------------------- stock

export interface StockChange {
  productId: string;
  /** Both or neither: a product with variants counts stock per size. */
  colorId?: string | undefined;
  sizeId?: string | undefined;
  stock: number;
}

export interface StockResult {
  productId: string;
  colorId: string | null;
  sizeId: string | null;
  previousStock: number;
  stock: number;
  productStock: number;
}

/** Sets a count; a product with variants then holds the sum of its sizes (what listings show). */
export async function setStock(
  deps: OperatorDependencies,
  actor: Actor,
  change: StockChange,
): Promise<StockResult> {
  const product = await selectProductStock(deps.db, change.productId);
  if (!product) throw notFound('Product');
  const variant =
    change.colorId !== undefined && change.sizeId !== undefined
      ? { colorId: change.colorId, sizeId: change.sizeId }
      : null;
  if (product.hasVariants && !variant) {
    throw new AppError('VALIDATION_FAILED', VARIANTS_NEEDED_MESSAGE, {
      sizeID: VARIANTS_NEEDED_MESSAGE,
    });
  }
  if (!product.hasVariants && variant) {
    throw new AppError('VALIDATION_FAILED', NO_VARIANTS_MESSAGE, { sizeID: NO_VARIANTS_MESSAGE });
  }
  const now = deps.clock.now();
  return transactWithRetry(deps.db, async (tx) => {
    let previousStock: number;
    let productStock: number;
    if (variant) {
      const before = await selectSizeStockForUpdate(tx, {
        productId: change.productId,
        ...variant,
      });
      if (before === null) throw notFound('Size');
      await updateSizeStock(tx, variant.sizeId, change.stock);
      previousStock = before;
      productStock = await recomputeVariantProductStock(tx, change.productId);
    } else {
      const before = await replaceFlatProductStock(tx, change.productId, change.stock);
      if (before === null) throw notFound('Product');
      previousStock = before;
      productStock = change.stock;
    }
    const result: StockResult = {
      productId: change.productId,
      colorId: variant?.colorId ?? null,
      sizeId: variant?.sizeId ?? null,
      previousStock,
      stock: change.stock,
      productStock,
    };
    await audit(tx, {
      actor,
      action: 'stock.set',
      target: change.productId,
      details: {
        colorId: result.colorId,
        sizeId: result.sizeId,
        from: previousStock,
        to: change.stock,
        productStock,
      },
      at: now,
    });
    return result;
  });
}

// ---------------------------------------------------------------- coupons

export interface NewCoupon {
  code: string;
  kind: 'flat' | 'percent';
  /** Paise off for a flat coupon, whole percent for a percent coupon (as the table stores it). */
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUsesTotal: number | null;
  maxUsesPerCustomer: number;
}

export async function createCoupon(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  coupon: NewCoupon,
): Promise<{ couponId: string; code: string }> {
  const couponId = newId('cpn');
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await insertCoupon(tx, { id: couponId, ...coupon, isActive: true, createdAt: now });
      await audit(tx, {
        actor,
        action: 'coupon.create',
        target: coupon.code,
        details: { couponId, ...coupon },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', COUPON_EXISTS_MESSAGE);
    throw error;
  }
  return { couponId, code: coupon.code };
}

// ---------------------------------------------------------------- sellers and operators

/** A pending (or earlier rejected) seller becomes approved; approving twice is refused. */
export async function approveSeller(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  sellerId: string,
): Promise<{ sellerId: string; shopName: string }> {
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const seller = await selectSellerForUpdate(tx, sellerId);
    if (!seller) throw notFound('Seller');
    if (seller.status === 'approved') {
      throw new AppError('CONFLICT', 'This seller is already approved.');
    }
    await updateSellerStatus(tx, sellerId, 'approved');
    await audit(tx, {
      actor,
      action: 'seller.approve',
      target: sellerId,
      details: { from: seller.status, to: 'approved' },
      at: now,
    });
    return { sellerId, shopName: seller.shopName };
  });
  // Committed: every process drops the token versions it keeps (lib/session-versions.ts).
  markSessionsChanged();
  return done;
}

/** Another operator. The password meets the customers' policy (length, not common, not the e-mail). */
export async function createOperator(
  deps: Pick<OperatorDependencies, 'db' | 'clock'>,
  actor: Actor,
  input: { email: string; password: string },
): Promise<{ adminId: string; email: string }> {
  const weakness = findPasswordWeakness(input.password, { email: input.email });
  if (weakness) throw new AppError('VALIDATION_FAILED', weakness, { password: weakness });
  const adminId = newId('adm');
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      await insertAdmin(tx, { id: adminId, email: input.email, passwordHash, createdAt: now });
      // Never the password or its hash.
      await audit(tx, {
        actor,
        action: 'admin.create',
        target: adminId,
        details: { email: input.email },
        at: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ADMIN_EXISTS_MESSAGE);
    throw error;
  }
  return { adminId, email: input.email };
}
