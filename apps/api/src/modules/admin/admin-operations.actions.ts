// The back office's operator calls at the wire edge (issue 14): contract input in, contract
// answers out, rupees to paise and back only here.
import type {
  AdminAuditAnswer,
  AdminAuditQuery,
  AdminCoupon,
  AdminCouponBody,
  AdminCouponEditBody,
  AdminCouponSavedAnswer,
  AdminCouponsAnswer,
  AdminCouponsQuery,
  AdminOrderDetailAnswer,
  AdminOrderRefundAnswer,
  AdminOrderRefundBody,
  ServiceAreasAnswer,
  ServiceAreasBody,
} from '@haat/contract';
import { formatInr, istDayEnd, istDayStart } from '@haat/india';
import { fromWireRupees, toWireRupees } from '../../lib/money.ts';
import { pageOf } from './paging.ts';
import type { CouponRow, CouponRules } from '../checkout/index.ts';
import { selectCouponPage } from '../checkout/index.ts';
import { getOrderForOperator, type ShipmentView } from '../orders/index.ts';
import type { SellerServiceArea } from '../pincode/index.ts';
import {
  editCoupon,
  getServiceAreas,
  recordOrderRefund,
  replaceServiceAreas,
  setCouponActive,
} from './admin-operations.service.ts';
import type { Actor, OperatorDependencies } from './admin.service.ts';
import { selectAuditPage } from './audit.repository.ts';

/** A coupon's rules as the table keeps them: a flat value in paise, a percent as the percent. */
export function couponRulesFromWire(body: AdminCouponBody): CouponRules {
  return {
    kind: body.kind,
    value: body.kind === 'flat' ? fromWireRupees(body.value) : body.value,
    maxDiscountPaise: body.maxDiscount === undefined ? null : fromWireRupees(body.maxDiscount),
    minOrderPaise: body.minOrder === undefined ? 0 : fromWireRupees(body.minOrder),
    startsAt: body.startsAt ?? null,
    endsAt: body.endsAt ?? null,
    maxUsesTotal: body.maxUses ?? null,
    maxUsesPerCustomer: body.maxUsesPerCustomer,
  };
}

const couponToWire = (row: CouponRow): AdminCoupon => ({
  couponID: row.id,
  code: row.code,
  kind: row.kind,
  value: row.kind === 'flat' ? toWireRupees(row.value) : row.value,
  maxDiscount: row.maxDiscountPaise === null ? null : toWireRupees(row.maxDiscountPaise),
  minOrder: toWireRupees(row.minOrderPaise),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUsesTotal,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  usedCount: row.usedCount,
  active: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

const areaToWire = (area: SellerServiceArea) => ({ ...area });

export const shipmentToWire = (shipment: ShipmentView & { shopName: string }) => ({
  sellerID: shipment.sellerId,
  shopName: shipment.shopName,
  state: shipment.state,
  courier: shipment.courier,
  trackingNumber: shipment.trackingNumber,
  packedAt: shipment.packedAt?.toISOString() ?? null,
  shippedAt: shipment.shippedAt?.toISOString() ?? null,
  deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
});

interface OrderAddress {
  name?: string;
  mobile?: string;
  address?: string;
  city?: string;
  state?: string;
  pincode?: string;
}

export function createOperationActions(
  deps: OperatorDependencies & { siteUrl?: string | undefined },
  actor: Actor,
) {
  return {
    /** The operator records a cancelled, paid order's refund; the shopper is told. */
    recordRefund: async (
      orderID: string,
      body: AdminOrderRefundBody,
    ): Promise<AdminOrderRefundAnswer> => {
      const { refundedPaise } = await recordOrderRefund(deps, actor, {
        orderId: orderID,
        reference: body.reference,
      });
      return {
        status: 'success',
        message: `Refund of ${formatInr(refundedPaise)} recorded; the shopper is told by SMS and e-mail.`,
        data: { orderID, refunded: toWireRupees(refundedPaise) },
      };
    },
    /** With `sellerId`, only that seller's lines, and amounts that are those lines' alone. */
    orderDetail: async (
      orderID: string,
      scope: { sellerId?: string } = {},
    ): Promise<AdminOrderDetailAnswer> => {
      const detail = await getOrderForOperator(deps.db, orderID, scope);
      const { order } = detail;
      const linesPaise = detail.lines.reduce((total, line) => total + line.lineTotalPaise, 0);
      const amounts = scope.sellerId
        ? {
            subtotal: toWireRupees(linesPaise),
            shipping: 0,
            platform: 0,
            discount: 0,
            total: toWireRupees(linesPaise),
            payable: toWireRupees(linesPaise),
            refundDue: 0,
            refunded: 0,
          }
        : {
            subtotal: toWireRupees(order.subtotalPaise),
            shipping: toWireRupees(order.shippingPaise),
            platform: toWireRupees(order.platformPaise),
            discount: toWireRupees(order.discountPaise),
            total: toWireRupees(order.totalPaise),
            payable: toWireRupees(order.payablePaise),
            refundDue: toWireRupees(order.refundDuePaise),
            refunded: toWireRupees(order.refundedPaise),
          };
      const address = order.shippingAddress as OrderAddress;
      return {
        status: 'success',
        data: {
          orderID: order.id,
          trackingID: order.trackingId,
          createdAt: order.createdAt.toISOString(),
          customer: {
            customerID: detail.customer.id,
            name: detail.customer.name,
            email: detail.customer.email,
            mobile: detail.customer.mobile,
          },
          shippingAddress: {
            name: address.name ?? '',
            mobile: address.mobile ?? '',
            address: address.address ?? '',
            city: address.city ?? '',
            state: address.state ?? '',
            pincode: address.pincode ?? '',
          },
          paymentType: order.paymentType,
          paymentStatus: order.paymentStatus,
          paymentReference: order.paymentReference,
          shippingStatus: order.shippingStatus,
          couponCode: scope.sellerId ? null : detail.couponCode,
          cancelReason: order.cancelReason,
          refundReference: scope.sellerId ? null : order.refundReference,
          amounts,
          lines: detail.lines.map((line) => ({
            lineID: line.id,
            productID: line.productId,
            sellerID: line.sellerId,
            shopName: line.shopName,
            title: line.title,
            colorName: line.colorName,
            sizeName: line.sizeName,
            imageUrl: line.imageUrl,
            pieces: line.pieces,
            unitPrice: toWireRupees(line.unitPricePaise),
            lineTotal: toWireRupees(line.lineTotalPaise),
          })),
          timeline: detail.timeline.map((event) => ({
            state: event.state,
            at: event.at.toISOString(),
            actor: event.actor,
          })),
          shipments: detail.shipments.map(shipmentToWire),
          hasInvoice: detail.hasInvoice,
        },
      };
    },

    coupons: async (query: AdminCouponsQuery): Promise<AdminCouponsAnswer> => {
      const page = pageOf(query);
      const { rows, total } = await selectCouponPage(
        deps.db,
        {
          code: query.q || undefined,
          active: query.active === undefined ? undefined : query.active === 'true',
        },
        page,
      );
      return {
        status: 'success',
        data: { items: rows.map(couponToWire), total, page: page.page, pageSize: page.pageSize },
      };
    },

    editCoupon: async (
      couponID: string,
      body: AdminCouponEditBody,
    ): Promise<AdminCouponSavedAnswer> => {
      const row = await editCoupon(deps, actor, couponID, {
        code: body.code,
        rules: couponRulesFromWire(body),
      });
      return { status: 'success', message: `Coupon ${row.code} saved.`, data: couponToWire(row) };
    },

    setCouponActive: async (couponID: string, active: boolean): Promise<AdminCouponSavedAnswer> => {
      const row = await setCouponActive(deps, actor, couponID, active);
      const message = `Coupon ${row.code} is ${row.isActive ? 'active' : 'paused'}.`;
      return { status: 'success', message, data: couponToWire(row) };
    },

    audit: async (query: AdminAuditQuery): Promise<AdminAuditAnswer> => {
      const page = pageOf(query);
      const { rows, total } = await selectAuditPage(
        deps.db,
        {
          actor: query.actor || undefined,
          action: query.action || undefined,
          target: query.target || undefined,
          from: query.from ? istDayStart(query.from) : undefined,
          before: query.to ? istDayEnd(query.to) : undefined,
        },
        page,
      );
      return {
        status: 'success',
        data: {
          items: rows.map((row) => ({
            id: row.id,
            actor: row.actor,
            action: row.action,
            target: row.target,
            details: row.details as Record<string, unknown>,
            at: row.at.toISOString(),
          })),
          total,
          page: page.page,
          pageSize: page.pageSize,
        },
      };
    },

    serviceAreas: async (sellerID: string): Promise<ServiceAreasAnswer> => ({
      status: 'success',
      data: { sellerID, areas: (await getServiceAreas(deps, sellerID)).map(areaToWire) },
    }),

    replaceServiceAreas: async (
      sellerID: string,
      body: ServiceAreasBody,
    ): Promise<ServiceAreasAnswer> => ({
      status: 'success',
      data: {
        sellerID,
        areas: (await replaceServiceAreas(deps, actor, sellerID, body.areas)).map(areaToWire),
      },
    }),
  };
}
