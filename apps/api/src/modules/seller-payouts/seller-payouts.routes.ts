// HTTP of seller payouts: Route's signed webhook (transfer.processed, transfer.failed,
// settlement.processed) at its own address, with the raw body its signature is made over; the
// back office's calls are in seller-payouts-back-office.routes.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { receiveTransferWebhook } from './transfer-webhook.service.ts';

/** Where Razorpay posts Route's events (docs/decisions/route-payouts.md). */
export const ROUTE_WEBHOOK_PATH = '/api/seller-payouts/razorpay/webhook';
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export function registerSellerPayoutWebhook(app: FastifyInstance, context: AppContext): void {
  const { db, clock, config } = context;
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(ROUTE_WEBHOOK_PATH, async (request, reply) => {
      const webhookSecret = config.razorpay.webhookSecret;
      if (!webhookSecret) throw new AppError('NOT_FOUND', 'Razorpay webhooks are not enabled.');
      const outcome = await receiveTransferWebhook(db, {
        webhookSecret,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: request.headers['x-razorpay-signature'],
        eventId: request.headers['x-razorpay-event-id'],
        now: clock.now(),
      });
      switch (outcome) {
        case 'bad-signature':
          request.log.warn('route webhook: bad signature');
          throw new AppError('UNAUTHENTICATED', 'The webhook signature does not match.');
        case 'missing-event-id':
          throw new AppError('VALIDATION_FAILED', 'The x-razorpay-event-id header is missing.');
        case 'invalid-body':
          throw new AppError('VALIDATION_FAILED', 'The webhook body is not a JSON object.');
        default:
          return reply.code(200).send({ status: 'success', outcome });
      }
    });
  });
}
