// The WhatsApp channel's routes: the shopper's choice (My account, registration, checkout) and
// Meta's webhook (outside the contract: a machine callback, listed in docs/api.md's footer).
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import { readChoice, changeChoice } from './whatsapp-choice.ts';
import { receiveWebhook, verifySubscription } from './whatsapp-webhook.ts';

/** Meta's webhook bodies are small; a batch of statuses stays far below this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

export function registerWhatsAppRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, auth, config, clock } = context;
  const whatsapp = config.whatsapp;

  registerRoute(app, endpoints.whatsappAvailability, async () => ({
    status: 'success',
    data: { available: whatsapp.provider === 'cloud' },
  }));

  registerRoute(app, endpoints.whatsappChoice, async ({ request }) => ({
    status: 'success',
    data: await readChoice(db, whatsapp, auth.getCustomerId(request)),
  }));

  registerRoute(app, endpoints.whatsappChoiceUpdate, async ({ body, request }) => ({
    status: 'success',
    data: await changeChoice(db, whatsapp, {
      customerId: auth.getCustomerId(request),
      orderUpdates: body.orderUpdates,
      source: body.source,
      now: clock.now(),
    }),
  }));

  app.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
    if (whatsapp.provider !== 'cloud')
      throw new AppError('NOT_FOUND', 'WhatsApp is not set up (WHATSAPP_PROVIDER).');
    const challenge = verifySubscription(whatsapp, request.query as Record<string, unknown>);
    if (challenge === null)
      throw new AppError(
        'FORBIDDEN',
        'hub.verify_token does not match, or hub.mode is not subscribe.',
      );
    return reply.code(200).type('text/plain').send(challenge);
  });

  // The signature is of the raw bytes: this scope keeps them (its own JSON parser).
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
      if (whatsapp.provider !== 'cloud')
        throw new AppError('NOT_FOUND', 'WhatsApp is not set up (WHATSAPP_PROVIDER).');
      const header = request.headers['x-hub-signature-256'];
      const outcome = await receiveWebhook(db, whatsapp, {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signature: typeof header === 'string' ? header : undefined,
        now: clock.now(),
        log: request.log,
      });
      switch (outcome.kind) {
        case 'bad-signature':
          throw new AppError(
            'UNAUTHENTICATED',
            'X-Hub-Signature-256 is missing or does not sign this body with the app secret.',
          );
        case 'invalid-body':
          throw new AppError('VALIDATION_FAILED', 'The body is not a WhatsApp Business webhook.');
        case 'done':
          return reply.code(200).send({ status: 'success', ...outcome.tally });
      }
    });
  });
}
