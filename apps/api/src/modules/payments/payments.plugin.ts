// Registers the payments module on the app: the gateway routes in their own scope (their body
// parsers stay there) and, outside tests, the sweep of expired unpaid orders.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { releaseExpiredPayments } from '../checkout/index.ts';
import { startPaymentExpirySweeper, type PaymentExpirySweeper } from './payment-expiry.ts';
import { registerGatewayRoutes } from './payments.routes.ts';

export interface PaymentRouteOptions {
  /** Run the sweep of expired unpaid orders; on by default except when NODE_ENV=test. */
  sweepExpiredPayments?: boolean;
  sweepIntervalMs?: number;
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  context: AppContext,
  options: PaymentRouteOptions = {},
): void {
  void app.register(async (scope) => registerGatewayRoutes(scope, context));

  if (context.config.paymentProvider === 'sandbox' && context.config.env === 'production') {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox in production: shoppers can mark their own orders paid on the test gateway',
    );
  }

  if (!(options.sweepExpiredPayments ?? context.config.env !== 'test')) return;
  let sweeper: PaymentExpirySweeper | undefined;
  app.addHook('onReady', async () => {
    sweeper = startPaymentExpirySweeper({
      sweep: () => releaseExpiredPayments(context.db, context.clock.now()),
      log: app.log,
      ...(options.sweepIntervalMs ? { intervalMs: options.sweepIntervalMs } : {}),
    });
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });
}
