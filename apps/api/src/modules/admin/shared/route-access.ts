// Who may call what in the back office, decided before the body is read: no token is 401, a
// shopper's token 403 ('Operators only.', plugins/auth.ts), a seller on an operator-only call 403.
// Every resource's routes take their options and the caller's scope from here.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BackOfficeScope } from '../../../plugins/auth.ts';
import type { Actor } from './operator.ts';

/** Generous: an operator's script may walk many orders, but a stolen token cannot hammer us. */
const BACK_OFFICE_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

export function createRouteAccess(context: AppContext) {
  const { auth, db, clock, config } = context;
  const scopeOf = (request: FastifyRequest): BackOfficeScope => auth.getBackOfficeScope(request);
  return {
    deps: { db, clock, storage: context.storage, siteUrl: config.publicUrl },
    /** The operator or an approved seller. */
    anyone: { authenticate: auth.requireBackOffice, rateLimit: BACK_OFFICE_RATE_LIMIT },
    operator: { authenticate: auth.requireAdmin, rateLimit: BACK_OFFICE_RATE_LIMIT },
    seller: { authenticate: auth.requireSeller, rateLimit: BACK_OFFICE_RATE_LIMIT },
    rateLimit: BACK_OFFICE_RATE_LIMIT,
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
