// The signed-in operator's or seller's own account (who am I, a new password, a seller's shop
// profile), and the operator's call that adds another operator.
import { accountsBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { createAccountActions } from './accounts.actions.ts';
import {
  changeOwnPassword,
  ownProfile,
  readAccount,
  updateOwnProfile,
} from './accounts.service.ts';

export function registerAccountRoutes(
  app: FastifyInstance,
  context: AppContext,
  access: RouteAccess,
) {
  const { auth } = context;
  const { deps, scopeOf } = access;
  const { db } = deps;

  registerRoute(app, accountsBackOfficeEndpoints.me, async ({ request }) => ({
    status: 'success',
    data: await readAccount(db, scopeOf(request)),
  }));
  registerRoute(app, accountsBackOfficeEndpoints.password, async ({ body, request }) => {
    const scope = scopeOf(request);
    const changed = await changeOwnPassword(deps, scope, {
      current: body.currentPassword,
      next: body.newPassword,
    });
    const token = await auth.issueToken({
      id: changed.id,
      role: scope.role === 'operator' ? 'admin' : 'seller',
      tokenVersion: changed.tokenVersion,
    });
    return {
      status: 'success',
      message: 'Password changed; other sessions are signed out.',
      token,
    };
  });
  registerRoute(app, accountsBackOfficeEndpoints.profile, async ({ request }) => ({
    status: 'success',
    data: await ownProfile(db, access.sellerScopeOf(request).sellerId),
  }));
  registerRoute(app, accountsBackOfficeEndpoints.profileUpdate, async ({ body, request }) => {
    const scope = access.sellerScopeOf(request);
    await updateOwnProfile(deps, scope, body);
    return {
      status: 'success',
      message: 'Your shop profile is saved.',
      data: await ownProfile(db, scope.sellerId),
    };
  });
  registerRoute(app, accountsBackOfficeEndpoints.adminCreate, async ({ body, request }) =>
    createAccountActions(deps, access.actorOf(request)).createOperator(body),
  );
}
