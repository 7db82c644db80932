// The operator's calls at the wire edge: parsed contract bodies in, contract answers out, rupees
// converted to paise and back here only. The HTTP routes and the CLI's direct mode (no server
// running) both call these, so the two give the same answers and write the same audit rows.
import type {
  AdminOrder,
  AdminCouponAnswer,
  AdminCouponBody,
  AdminCreateAnswer,
  AdminCreateBody,
  AdminOrderMovedAnswer,
  AdminOrdersAnswer,
  AdminOrdersQuery,
  AdminOrderStateBody,
  AdminSellerAnswer,
  AdminStockAnswer,
  AdminStockBody,
} from '@haat/contract';
import { ADMIN_ORDERS_DEFAULT_LIMIT, NO_VARIANT_ID } from '@haat/contract';
import type { CatalogImportAnswer } from '@haat/contract';
import { toWireRupees } from '../../lib/money.ts';
import { newId } from '../../lib/ids.ts';
import { exportCatalog, importCatalog, type ImportReport } from '../catalog-io/index.ts';
import { insertAuditEntry } from './admin.repository.ts';
import { istDayEnd, istDayStart } from '@haat/india';
import { couponRulesFromWire } from './admin-operations.actions.ts';
import {
  advanceOrder,
  approveSeller,
  createCoupon,
  createOperator,
  listOrders,
  setOrderState,
  setStock,
  type Actor,
  type OperatorDependencies,
  type OperatorOrder,
  type OrderMove,
} from './admin.service.ts';

const movedAnswer = (move: OrderMove): AdminOrderMovedAnswer => ({
  status: 'success',
  message: `Order ${move.orderId} is now ${move.to}.`,
  data: { orderID: move.orderId, from: move.from, to: move.to },
});

/** '0' is the contract's colour/size id of a product without variants: the same as none. */
const variantIdOf = (id: string | undefined) => (id === NO_VARIANT_ID ? undefined : id);

export function createOperatorActions(deps: OperatorDependencies, actor: Actor) {
  return {
    listOrders: async (query: AdminOrdersQuery): Promise<AdminOrdersAnswer> => {
      const { orders, total } = await listOrders(deps, ordersPageOf(query, query.sellerID));
      return {
        status: 'success',
        total,
        data: orders.map((row) => orderRowToWire(row, row.payablePaise)),
      };
    },

    advanceOrder: async (orderID: string): Promise<AdminOrderMovedAnswer> =>
      movedAnswer(await advanceOrder(deps, actor, orderID)),

    setOrderState: async (
      orderID: string,
      body: AdminOrderStateBody,
    ): Promise<AdminOrderMovedAnswer> =>
      movedAnswer(
        await setOrderState(deps, actor, {
          orderId: orderID,
          state: body.state,
          reason: body.reason,
        }),
      ),

    setStock: async (body: AdminStockBody): Promise<AdminStockAnswer> => {
      const result = await setStock(deps, actor, {
        productId: body.productID,
        colorId: variantIdOf(body.colorID),
        sizeId: variantIdOf(body.sizeID),
        stock: body.stock,
      });
      return {
        status: 'success',
        message: `Stock set to ${result.stock}.`,
        data: {
          productID: result.productId,
          colorID: result.colorId,
          sizeID: result.sizeId,
          previousStock: result.previousStock,
          stock: result.stock,
          productStock: result.productStock,
        },
      };
    },

    createCoupon: async (body: AdminCouponBody): Promise<AdminCouponAnswer> => {
      const created = await createCoupon(deps, actor, {
        code: body.code,
        ...couponRulesFromWire(body),
      });
      return {
        status: 'success',
        message: `Coupon ${created.code} created.`,
        data: { couponID: created.couponId, code: created.code },
      };
    },

    approveSeller: async (sellerID: string): Promise<AdminSellerAnswer> => {
      const seller = await approveSeller(deps, actor, sellerID);
      return {
        status: 'success',
        message: `${seller.shopName} is approved.`,
        data: { sellerID: seller.sellerId, shopName: seller.shopName, status: 'approved' },
      };
    },

    importCatalog: async (input: {
      csv: Buffer;
      files: Map<string, Buffer>;
      dryRun: boolean;
    }): Promise<CatalogImportAnswer> => {
      const report = await importCatalog(
        {
          db: deps.db,
          now: () => deps.clock.now(),
          media: deps.storage.media,
          audit: (tx, entry) =>
            insertAuditEntry(tx, { id: newId('aud'), actor, at: deps.clock.now(), ...entry }),
        },
        {},
        input,
      );
      return { status: 'success', message: importMessage(report), data: report };
    },

    exportCatalog: (): Promise<string> => exportCatalog(deps.db, {}),

    createAdmin: async (body: AdminCreateBody): Promise<AdminCreateAnswer> => {
      const created = await createOperator(deps, actor, body);
      return {
        status: 'success',
        message: `Operator ${created.email} created.`,
        data: { adminID: created.adminId, email: created.email },
      };
    },
  };
}

export type OperatorActions = ReturnType<typeof createOperatorActions>;

/** The order list's filters and page from its query; `sellerId` narrows it to one seller's. */
export function ordersPageOf(query: Omit<AdminOrdersQuery, 'sellerID'>, sellerId?: string) {
  const limit = query.limit ?? ADMIN_ORDERS_DEFAULT_LIMIT;
  return {
    filter: {
      shippingStatus: query.status,
      paymentType: query.paymentType,
      sellerId,
      pincode: query.pincode,
      placedFrom: query.from ? istDayStart(query.from) : undefined,
      placedBefore: query.to ? istDayEnd(query.to) : undefined,
      search: query.q || undefined,
    },
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  };
}

/** One row of the order list on the wire, with the amount it shows (the order's, or a seller's). */
export function orderRowToWire(row: OperatorOrder, amountPaise: number): AdminOrder {
  return {
    orderID: row.orderId,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    paymentType: row.paymentType,
    paymentStatus: row.paymentStatus,
    shippingStatus: row.shippingStatus,
    payableAmount: toWireRupees(amountPaise),
    pincode: row.pincode,
    city: row.city,
  };
}

/** What an import did, or would do (a dry run), in a sentence. */
export function importMessage(report: ImportReport): string {
  if (report.dryRun) {
    return `Checked ${report.rows} rows: ${report.created} new, ${report.updated} to update, ${report.unchanged} unchanged. Nothing was written.`;
  }
  if (report.created + report.updated === 0) {
    return `Nothing changed: all ${report.unchanged} products are as the file says.`;
  }
  return `Imported: ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged.`;
}
