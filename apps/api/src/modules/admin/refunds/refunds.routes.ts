// Refunds in the back office: the list of refunds, a refused one asked for again, and one paid
// back by hand recorded against a cancelled, paid order.
import {
  type AdminOrderRefundAnswer,
  type AdminRefundRetryAnswer,
  refundsBackOfficeEndpoints,
} from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import type { FastifyInstance } from 'fastify';
import { toWireRupees } from '../../../lib/money.ts';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import {
  listRefunds,
  receiveReturnToOriginAudited,
  recordOrderRefund,
  retryRefundAudited,
} from './refunds.service.ts';

export function registerRefundRoutes(app: FastifyInstance, access: RouteAccess) {
  registerRoute(app, refundsBackOfficeEndpoints.refunds, async ({ query }) => ({
    status: 'success' as const,
    data: await listRefunds(access.deps, query),
  }));
  registerRoute(
    app,
    refundsBackOfficeEndpoints.refundRetry,
    async ({ params, request }): Promise<AdminRefundRetryAnswer> => {
      const refund = await retryRefundAudited(
        access.deps,
        access.actorOf(request),
        params.refundID,
      );
      return {
        status: 'success',
        message: `Refund of ${formatInr(rupeesToPaise(refund.amount))} for order ${refund.orderID} will be asked for again now.`,
        data: refund,
      };
    },
  );
  registerRoute(
    app,
    refundsBackOfficeEndpoints.orderRefund,
    async ({ params, body, request }): Promise<AdminOrderRefundAnswer> => {
      const orderID = params.orderID;
      const { refundedPaise } = await recordOrderRefund(access.deps, access.actorOf(request), {
        orderId: orderID,
        reference: body.reference,
      });
      return {
        status: 'success',
        message: `Refund of ${formatInr(refundedPaise)} recorded; the shopper is told by SMS and e-mail.`,
        data: { orderID, refunded: toWireRupees(refundedPaise) },
      };
    },
  );
  registerRoute(
    app,
    refundsBackOfficeEndpoints.orderReturnedToOrigin,
    async ({ params, request }) => {
      const at = await receiveReturnToOriginAudited(
        access.deps,
        access.actorOf(request),
        params.orderID,
      );
      return {
        status: 'success' as const,
        message: `Order ${params.orderID} is back from the courier; its stock is on sale again.`,
        data: { orderID: params.orderID, returnedAt: at.toISOString() },
      };
    },
  );
}
