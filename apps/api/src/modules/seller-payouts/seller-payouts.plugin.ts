// Registers the seller-payouts module on the app: Route's webhook in its own scope (its raw-body
// parser stays there) and the back office's calls.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerSellerPayoutBackOffice } from './seller-payouts-back-office.routes.ts';
import { registerSellerPayoutWebhook } from './seller-payouts.routes.ts';

export function registerSellerPayoutRoutes(app: FastifyInstance, context: AppContext): void {
  registerSellerPayoutWebhook(app, context);
  registerSellerPayoutBackOffice(app, context);
}
