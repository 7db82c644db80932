// The admin API (issue 6): operator-only calls under /api/admin. No token is 401; a customer's
// token is 403 'Operators only.', so a signed-in shopper learns the door is not theirs rather
// than being asked to log in again.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminEndpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import { readBearerToken } from '../../plugins/auth.ts';
import { createOperatorActions } from './admin.actions.ts';

export const OPERATORS_ONLY_MESSAGE = 'Operators only.';

/** Generous: an operator's script may walk many orders, but a stolen token cannot hammer us. */
const OPERATOR_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, db, clock, config } = context;

  /** requireAdmin, with a customer's valid token told apart from no or a broken token. */
  const requireOperator = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await auth.requireAdmin(request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || readBearerToken(request) === undefined) throw error;
      await auth.optionalCustomer(request, reply);
      if (auth.findCustomerId(request) !== undefined) {
        throw new AppError('FORBIDDEN', OPERATORS_ONLY_MESSAGE);
      }
      throw error;
    }
  };
  const options = { preHandler: requireOperator, rateLimit: OPERATOR_RATE_LIMIT };
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
