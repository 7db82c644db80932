import type { FastifyInstance } from 'fastify';
import { endpoints, type SellerRegistrationAnswer } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerSeller } from './sellers.service.ts';

const HTTP_STATUS = { registered: 200, invalid: 400, duplicate: 409, 'rate-limited': 429 } as const;

/**
 * docs/spec.md §4 answers POST /public/seller with status 1, 2 (a field → message map) or another
 * status with a message. The body is checked here, not by Fastify's schema validation, so that a
 * refused form gets status 2 (with an honest HTTP 400, docs/decisions/accounts.md) instead of the
 * error envelope.
 */
export function registerSellerRoutes(app: FastifyInstance, context: AppContext): void {
  const { answer } = endpoints.registerSeller;
  app.route({
    method: endpoints.registerSeller.method,
    url: `/api${endpoints.registerSeller.path}`,
    schema: { response: { 200: answer, 400: answer, 409: answer, 429: answer } },
    handler: async (request, reply) => {
      const outcome = await registerSeller(context, request.body, request.ip);
      let body: SellerRegistrationAnswer;
      switch (outcome.kind) {
        case 'registered':
          body = {
            status: 1,
            data: {
              sellerID: outcome.seller.id,
              firstName: outcome.seller.firstName,
              lastName: outcome.seller.lastName,
              shopName: outcome.seller.shopName,
            },
          };
          break;
        case 'invalid':
          body = { status: 2, validation: outcome.validation };
          break;
        case 'rate-limited':
          reply.header('Retry-After', String(outcome.retryAfterSeconds));
          body = { status: 0, message: outcome.message };
          break;
        case 'duplicate':
          body = { status: 0, message: outcome.message };
          break;
      }
      return reply.code(HTTP_STATUS[outcome.kind]).send(body);
    },
  });
}
