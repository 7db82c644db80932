// Registers the payments module on the app: the gateway routes in their own scope (their body
// parsers stay there) and the sweep of expired unpaid orders, in every mode where orders exist.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { releaseExpiredPayments } from '../checkout/index.ts';
import { startPaymentExpirySweeper, type PaymentExpirySweeper } from './payment-expiry.ts';
import { registerGatewayRoutes } from './payments.routes.ts';

export interface PaymentRouteOptions {
  /** Run the sweep of expired unpaid orders; on unless a test turns it off for quiet. */
  sweepExpiredPayments?: boolean;
  /** PAYMENT_SWEEP_SECONDS by default. */
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

  // A prepaid order committed just before a crash, without its payment link, holds its stock
  // until this releases it: so it runs in development, test and production alike, and once at
  // start, so a restarted server frees what expired while it was down.
  if (options.sweepExpiredPayments === false) return;
  let sweeper: PaymentExpirySweeper | undefined;
  app.addHook('onReady', async () => {
    sweeper = startPaymentExpirySweeper({
      sweep: () => releaseExpiredPayments(context.db, context.clock.now()),
      log: app.log,
      intervalMs: options.sweepIntervalMs ?? context.config.payments.sweepIntervalMs,
    });
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });
}
