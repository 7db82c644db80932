// Orders in the back office: the operator's list, detail, state changes and any order's GST
// invoice; a seller's own orders (their lines only).
import { ordersBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../lib/app-error.ts';
import { registerRoute } from '../../../lib/route.ts';
import { sendPdf } from '../../../lib/pdf-reply.ts';
import { findCreditNotePdf, findOrIssueInvoicePdf } from '../../invoices/index.ts';
import { getOrderForOperator } from '../../orders/index.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { createOrderActions, createSellerOrderActions } from './orders.actions.ts';

export function registerOrderRoutes(
  app: FastifyInstance,
  context: AppContext,
  access: RouteAccess,
) {
  const { db, clock } = context;
  const { deps } = access;
  const ordersFor = (request: FastifyRequest) => createOrderActions(deps, access.actorOf(request));
  const sellerOrdersFor = (request: FastifyRequest) =>
    createSellerOrderActions(deps, access.sellerScopeOf(request).sellerId);

  registerRoute(app, ordersBackOfficeEndpoints.orders, async ({ query, request }) =>
    ordersFor(request).list(query),
  );
  registerRoute(app, ordersBackOfficeEndpoints.orderAdvance, async ({ params, request }) =>
    ordersFor(request).advance(params.orderID),
  );
  registerRoute(app, ordersBackOfficeEndpoints.orderState, async ({ params, body, request }) =>
    ordersFor(request).setState(params.orderID, body),
  );
  registerRoute(app, ordersBackOfficeEndpoints.orderDetail, async ({ params, request }) =>
    ordersFor(request).detail(params.orderID),
  );

  registerRoute(app, ordersBackOfficeEndpoints.sellerOrders, async ({ query, request }) =>
    sellerOrdersFor(request).list(query),
  );
  registerRoute(app, ordersBackOfficeEndpoints.sellerOrder, async ({ params, request }) =>
    sellerOrdersFor(request).detail(params.orderID),
  );

  // The GST invoice PDF of any order, as the buyer downloads it; never for a cancelled order.
  registerRoute(app, ordersBackOfficeEndpoints.orderInvoice, async ({ params, reply }) => {
    const { orderID } = params;
    const detail = await getOrderForOperator(db, orderID);
    if (!detail.hasInvoice) throw notFound('Invoice');
    const pdf = await findOrIssueInvoicePdf(db, {
      orderId: orderID,
      files: context.storage.objects,
      now: clock.now(),
    });
    if (!pdf) throw notFound('Invoice');
    return sendPdf(reply, `invoice-${orderID}.pdf`, pdf);
  });

  // The GST credit note of an invoiced order cancelled, as the buyer downloads it.
  registerRoute(app, ordersBackOfficeEndpoints.orderCreditNote, async ({ params, reply }) => {
    const { orderID } = params;
    const pdf = await findCreditNotePdf(db, { orderId: orderID, files: context.storage.objects });
    if (!pdf) throw notFound('Credit note');
    return sendPdf(reply, `credit-note-${orderID}.pdf`, pdf);
  });
}
