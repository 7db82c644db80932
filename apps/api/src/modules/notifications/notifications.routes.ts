// The operator's view of the shoppers' messages: per channel and day of a month (India time), and
// each order's messages with what became of them (docs/decisions/whatsapp.md).
import type { FastifyInstance } from 'fastify';
import { whatsappBackOfficeEndpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { messagesOfOrder, messagesSummary } from './messages-view.ts';

export function registerNotificationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, clock } = context;

  registerRoute(app, whatsappBackOfficeEndpoints.messagesSummary, async ({ query }) => ({
    status: 'success',
    data: await messagesSummary(db, { month: query.month, now: clock.now() }),
  }));

  registerRoute(app, whatsappBackOfficeEndpoints.orderMessages, async ({ params }) => ({
    status: 'success',
    data: await messagesOfOrder(db, params.orderID),
  }));
}
