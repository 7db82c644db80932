import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { OrderCancelBodySchema, endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { answerLanguage } from '../../lib/language.ts';
import { registerRoute } from '../../lib/route.ts';
import { sendPdf } from '../../lib/pdf-reply.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { registerFormErrorHandler } from '../../plugins/error-handler.ts';
import { findCreditNotePdf, findOrIssueInvoicePdf } from '../invoices/index.ts';
import { formatInr, rupeesToPaise } from '@haat/india';
import { toWireRupees } from '../../lib/money.ts';
import { cancelLinesByCustomer, cancelOrderByCustomer } from './cancellation.service.ts';
import { registerReturnRoutes } from './returns.routes.ts';
import {
  findCustomerOrderRow,
  getCustomerOrder,
  listCustomerOrders,
  trackOrder,
} from './orders.service.ts';

export function registerOrderRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, auth, clock, storage, config } = context;
  /** The lines are named in the page's language (docs/decisions/hindi.md). */
  const policyNow = (request: FastifyRequest, reply: FastifyReply) => ({
    fees: config.cancelFeesPaise,
    returnWindowDays: config.returnWindowDays,
    now: clock.now(),
    language: answerLanguage(request, reply),
  });
  registerRoute(app, endpoints.orders, async ({ query, request, reply }) => ({
    status: 'success',
    data: await listCustomerOrders(
      db,
      auth.getCustomerId(request),
      query.status,
      policyNow(request, reply),
    ),
  }));

  registerRoute(app, endpoints.order, async ({ query, request, reply }) => ({
    status: 'success',
    data: await getCustomerOrder(
      db,
      auth.getCustomerId(request),
      query.orderID,
      policyNow(request, reply),
    ),
  }));

  registerRoute(
    app,
    endpoints.trackOrder,
    { rateLimit: { max: 60, timeWindow: '1 minute' } },
    async ({ params, request, reply }) => ({
      status: 'success',
      data: await trackOrder(db, params.trakingid, answerLanguage(request, reply)),
    }),
  );

  // The PDF itself, not JSON: no answer schema. Owner only, never for a cancelled order, and the
  // file is found by the server from the order id, never from a client-given path.
  registerRoute(app, endpoints.invoice, async ({ params, request, reply }) => {
    const order = await findCustomerOrderRow(db, auth.getCustomerId(request), params.orderID);
    if (order.status === -1) throw notFound('Invoice');
    const pdf = await findOrIssueInvoicePdf(db, {
      orderId: order.id,
      files: storage.objects,
      now: clock.now(),
    });
    if (!pdf) throw notFound('Invoice');
    return sendPdf(reply, 'invoice.pdf', pdf);
  });

  // Some items cancelled before the order ships (ours; docs/decisions/cancellation.md).
  registerRoute(app, endpoints.orderCancelItems, async ({ body, request }) => {
    const backPaise = await cancelLinesByCustomer(db, {
      customerId: auth.getCustomerId(request),
      orderId: body.orderID,
      lineIds: body.lineIDs,
      reason: body.remark,
      fees: config.cancelFeesPaise,
      now: clock.now(),
    });
    return {
      status: 'success' as const,
      message:
        backPaise > 0
          ? `Cancelled. ${formatInr(backPaise)} goes back the way you paid.`
          : 'Cancelled.',
      data: { refund: toWireRupees(backPaise) },
    };
  });

  // The credit note of an invoiced order cancelled: owner only, found by the server.
  registerRoute(app, endpoints.creditNote, async ({ params, request, reply }) => {
    const order = await findCustomerOrderRow(db, auth.getCustomerId(request), params.orderID);
    const pdf = await findCreditNotePdf(db, { orderId: order.id, files: storage.objects });
    if (!pdf) throw notFound('Credit note');
    return sendPdf(reply, 'credit-note.pdf', pdf);
  });

  // docs/spec.md §7: the cancel request arrives as multipart/form-data (orderID, remark, an empty file).
  void app.register(async (scope) => {
    registerFormErrorHandler(scope);
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 10, fileSize: 1024 * 1024, files: 1 },
    });
    registerRoute(scope, endpoints.orderCancel, async ({ request }) => {
      const body = parseOrThrow(OrderCancelBodySchema, request.body ?? {});
      await cancelOrderByCustomer(db, {
        customerId: auth.getCustomerId(request),
        orderId: body.orderID,
        reason: body.remark,
        acceptedFeePaise: body.fee === undefined ? undefined : rupeesToPaise(body.fee),
        fees: config.cancelFeesPaise,
        now: clock.now(),
      });
      return { status: 'success', message: 'Cancellation Success.' };
    });
  });

  registerReturnRoutes(app, context);
}
