// Refunds in the back office: the operator records one against a cancelled, paid order.
import { type AdminOrderRefundAnswer, adminOperationEndpoints } from '@haat/contract';
import { formatInr } from '@haat/india';
import type { FastifyInstance } from 'fastify';
import { toWireRupees } from '../../../lib/money.ts';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { recordOrderRefund } from './refunds.service.ts';

export function registerRefundRoutes(app: FastifyInstance, access: RouteAccess) {
  registerRoute(
    app,
    adminOperationEndpoints.orderRefund,
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
}
