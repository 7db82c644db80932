// The admin API (issue 6): operator-only calls under /api/admin. No token is 401; a customer's
// token is 403 'Operators only.' (plugins/auth.ts), so a signed-in shopper learns the door is not
// theirs rather than being asked to log in again; both are decided before the body is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminEndpoints, adminOperationEndpoints as operations } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { registerRoute } from '../../lib/route.ts';
import { findOrIssueInvoicePdf } from '../invoices/index.ts';
import { getOrderForOperator } from '../orders/index.ts';
import { createContentActions } from './admin-content.actions.ts';
import { registerBackOfficeRoutes } from './back-office.routes.ts';
import { createOperationActions } from './admin-operations.actions.ts';
import { createOperatorActions } from './admin.actions.ts';

/** Generous: an operator's script may walk many orders, but a stolen token cannot hammer us. */
const OPERATOR_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, db, clock, config } = context;

  const options = { authenticate: auth.requireAdmin, rateLimit: OPERATOR_RATE_LIMIT };
  registerBackOfficeRoutes(app, context);

  const deps = { db, clock, storage: context.storage, siteUrl: config.publicUrl };
  const actorOf = (request: FastifyRequest) => `admin:${auth.getAdminId(request)}` as const;
  const actionsFor = (request: FastifyRequest) => createOperatorActions(deps, actorOf(request));
  const operationsFor = (request: FastifyRequest) => createOperationActions(deps, actorOf(request));
  const contentFor = (request: FastifyRequest) => createContentActions(deps, actorOf(request));

  registerRoute(app, adminEndpoints.orders, options, async ({ query, request }) =>
    actionsFor(request).listOrders(query),
  );
  registerRoute(app, adminEndpoints.orderAdvance, options, async ({ params, request }) =>
    actionsFor(request).advanceOrder(params.orderID),
  );
  registerRoute(app, adminEndpoints.orderState, options, async ({ params, body, request }) =>
    actionsFor(request).setOrderState(params.orderID, body),
  );
  registerRoute(app, adminEndpoints.stock, options, async ({ body, request }) =>
    actionsFor(request).setStock(body),
  );
  registerRoute(app, adminEndpoints.couponCreate, options, async ({ body, request }) =>
    actionsFor(request).createCoupon(body),
  );
  registerRoute(app, adminEndpoints.sellerApprove, options, async ({ params, request }) =>
    actionsFor(request).approveSeller(params.sellerID),
  );
  registerRoute(app, adminEndpoints.adminCreate, options, async ({ body, request }) =>
    actionsFor(request).createAdmin(body),
  );

  registerRoute(app, operations.orderRefund, options, async ({ params, body, request }) =>
    operationsFor(request).recordRefund(params.orderID, body),
  );
  registerRoute(app, operations.orderDetail, options, async ({ params, request }) =>
    operationsFor(request).orderDetail(params.orderID),
  );
  registerRoute(app, operations.coupons, options, async ({ query, request }) =>
    operationsFor(request).coupons(query),
  );
  registerRoute(app, operations.couponEdit, options, async ({ params, body, request }) =>
    operationsFor(request).editCoupon(params.couponID, body),
  );
  registerRoute(app, operations.couponActive, options, async ({ params, body, request }) =>
    operationsFor(request).setCouponActive(params.couponID, body.active),
  );
  registerRoute(app, operations.audit, options, async ({ query, request }) =>
    operationsFor(request).audit(query),
  );
  registerRoute(app, operations.serviceAreas, options, async ({ params, request }) =>
    operationsFor(request).serviceAreas(params.sellerID),
  );
  registerRoute(app, operations.serviceAreasReplace, options, async ({ params, body, request }) =>
    operationsFor(request).replaceServiceAreas(params.sellerID, body),
  );

  registerRoute(app, operations.content, options, async ({ request }) =>
    contentFor(request).read(),
  );
  registerRoute(app, operations.contentBanners, options, async ({ body, request }) =>
    contentFor(request).banners(body),
  );
  registerRoute(app, operations.contentOffers, options, async ({ body, request }) =>
    contentFor(request).offers(body),
  );
  registerRoute(app, operations.contentFeatured, options, async ({ body, request }) =>
    contentFor(request).featured(body),
  );
  registerRoute(app, operations.contentMenus, options, async ({ body, request }) =>
    contentFor(request).menus(body),
  );

  // The GST invoice PDF of any order, as the buyer downloads it; never for a cancelled order.
  app.get<{ Params: { orderID: string } }>(
    `/api${operations.orderInvoice.path}`,
    { onRequest: auth.requireAdmin, config: { rateLimit: OPERATOR_RATE_LIMIT } },
    async (request, reply) => {
      const { orderID } = parseOrThrow(operations.orderInvoice.params, request.params);
      const detail = await getOrderForOperator(db, orderID);
      if (!detail.hasInvoice) throw notFound('Invoice');
      const pdf = await findOrIssueInvoicePdf(db, {
        orderId: orderID,
        files: context.storage.objects,
        now: clock.now(),
      });
      if (!pdf) throw notFound('Invoice');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${orderID}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
