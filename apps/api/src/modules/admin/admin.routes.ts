// The admin API (issue 6): operator-only calls under /api/admin. No token is 401; a customer's
// token is 403 'Operators only.' (plugins/auth.ts), so a signed-in shopper learns the door is not
// theirs rather than being asked to log in again; both are decided before the body is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminEndpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { createOperatorActions } from './admin.actions.ts';

/** Generous: an operator's script may walk many orders, but a stolen token cannot hammer us. */
const OPERATOR_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, db, clock, config } = context;

  const options = { authenticate: auth.requireAdmin, rateLimit: OPERATOR_RATE_LIMIT };
  const actionsFor = (request: FastifyRequest) =>
    createOperatorActions(
      { db, clock, dataDir: config.dataDir },
      `admin:${auth.getAdminId(request)}`,
    );

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
}
