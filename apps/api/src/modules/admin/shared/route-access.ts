// What the back office's routes need beside their endpoint: the services' dependencies and the
// caller's scope. Who may call is the endpoint's declared `auth`, checked by lib/route.ts before
// the body is read: no token is 401, a shopper's token 403, a seller on an operator-only call 403.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import type { Actor } from './operator.ts';

export function createRouteAccess(context: AppContext) {
  const { auth, db, clock, config } = context;
  const scopeOf = (request: FastifyRequest): BackOfficeScope => auth.getBackOfficeScope(request);
  return {
    deps: {
      db,
      clock,
      storage: context.storage,
      shop: context.shop,
      siteUrl: config.publicUrl,
      shopCancelCreditPaise: config.cancelFeesPaise.shipped,
      /** The operator's GSTIN, for its commission invoices to sellers. */
      operatorGstin: config.operatorGstin,
    },
    scopeOf,
    /** The signed-in operator as the audit log names them. */
    actorOf: (request: FastifyRequest): Actor => `admin:${auth.getAdminId(request)}`,
    sellerScopeOf: (request: FastifyRequest) => {
      const scope = scopeOf(request);
      if (scope.role !== 'seller') throw new AppError('FORBIDDEN', 'Sellers only.');
      return scope;
    },
  };
}

export type RouteAccess = ReturnType<typeof createRouteAccess>;
