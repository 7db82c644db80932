// Sellers in the back office (operator only): the list, and every change of a seller's standing
// in one place (approve, reject, suspend, reinstate); where each seller delivers.
import { sellersBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { createSellerActions, sellersToWire } from './sellers.actions.ts';
import { changeSellerStanding } from './sellers.service.ts';

export function registerSellerRoutes(app: FastifyInstance, access: RouteAccess) {
  const { deps } = access;
  const sellersFor = (request: FastifyRequest) =>
    createSellerActions(deps, access.actorOf(request));

  registerRoute(app, sellersBackOfficeEndpoints.sellers, async ({ query }) =>
    sellersToWire(deps.db, query),
  );
  registerRoute(app, sellersBackOfficeEndpoints.sellerApprove, async ({ params, request }) =>
    sellersFor(request).approve(params.sellerID),
  );
  for (const [endpoint, change] of [
    [sellersBackOfficeEndpoints.sellerReject, 'reject'],
    [sellersBackOfficeEndpoints.sellerSuspend, 'suspend'],
    [sellersBackOfficeEndpoints.sellerReinstate, 'reinstate'],
  ] as const) {
    registerRoute(app, endpoint, async ({ params, request }) => {
      const scope = access.scopeOf(request);
      const result = await changeSellerStanding(deps, scope, params.sellerID, change);
      return {
        status: 'success',
        message: `${result.shopName} is ${result.status}.`,
        data: { sellerID: params.sellerID, shopName: result.shopName, status: result.status },
      };
    });
  }
  registerRoute(app, sellersBackOfficeEndpoints.serviceAreas, async ({ params, request }) =>
    sellersFor(request).serviceAreas(params.sellerID),
  );
  registerRoute(
    app,
    sellersBackOfficeEndpoints.serviceAreasReplace,
    async ({ params, body, request }) =>
      sellersFor(request).replaceServiceAreas(params.sellerID, body),
  );
}
