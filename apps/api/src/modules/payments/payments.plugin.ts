// Registers the payments module on the app: the gateway routes in their own scope (their body
// parsers stay there).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerGatewayRoutes } from './payments.routes.ts';

export function registerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  void app.register(async (scope) => registerGatewayRoutes(scope, context));

  if (context.config.paymentProvider === 'sandbox' && context.config.env === 'production') {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox in production: shoppers can mark their own orders paid on the test gateway',
    );
  }
  // The sweep of unpaid orders past their payment window is a background job
  // (background-jobs.ts), run once per tick whichever process takes it.
}
