// Coupons in the back office (operator only): create, list, edit, pause and resume.
import { couponsBackOfficeEndpoints } from '@haat/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../../../lib/route.ts';
import type { RouteAccess } from '../shared/route-access.ts';
import { createCouponActions } from './coupons.actions.ts';

export function registerCouponRoutes(app: FastifyInstance, access: RouteAccess) {
  const couponsFor = (request: FastifyRequest) =>
    createCouponActions(access.deps, access.actorOf(request));

  registerRoute(app, couponsBackOfficeEndpoints.couponCreate, async ({ body, request }) =>
    couponsFor(request).create(body),
  );
  registerRoute(app, couponsBackOfficeEndpoints.coupons, async ({ query, request }) =>
    couponsFor(request).list(query),
  );
  registerRoute(app, couponsBackOfficeEndpoints.couponEdit, async ({ params, body, request }) =>
    couponsFor(request).edit(params.couponID, body),
  );
  registerRoute(app, couponsBackOfficeEndpoints.couponActive, async ({ params, body, request }) =>
    couponsFor(request).setActive(params.couponID, body.active),
  );
}
