// HTTP of the payments module: the sandbox gateway page and its form, the Razorpay checkout
// page, its callback and webhook. The pages answer HTML (a browser navigates to them without a
// token; the link's signature authorises them); the webhook answers JSON.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pathInLanguage } from '@haat/contract/constants';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { GATEWAY_PAGE_WORDS, type GatewayMessage } from './payments.page-words.ts';
import { loadPaymentLinkKey } from './payment-signatures.ts';
import { selectOrderLanguage } from './payments.repository.ts';
import {
  RAZORPAY_OPENER_PATH,
  RAZORPAY_OPENER_SCRIPT,
  renderMessagePage,
  renderRazorpayPage,
  renderSandboxPage,
} from './payments.pages.ts';
import {
  completeRazorpayCallback,
  openGatewayPage,
  receiveRazorpayWebhook,
  settleSandboxPayment,
  type GatewayPage,
} from './payments.service.ts';

const OrderParamsSchema = z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const SigQuerySchema = z.object({ sig: z.string().max(128).optional() });
const SandboxFormSchema = z.object({
  sig: z.string().max(128).optional(),
  outcome: z.enum(['pay', 'fail']),
});
const CallbackQuerySchema = z.object({
  order: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/** Forms posted by a browser or by Razorpay are small; anything larger is not ours. */
const FORM_BODY_LIMIT = 16 * 1024;
const WEBHOOK_BODY_LIMIT = 256 * 1024;
const FORM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** The Razorpay page's own policy: Razorpay's script, its frames and its form posts, nothing else. */
export const RAZORPAY_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self' https://checkout.razorpay.com",
  'frame-src https://api.razorpay.com https://checkout.razorpay.com',
  "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
  "img-src 'self' data: https://*.razorpay.com",
  "style-src 'self' 'unsafe-inline'",
  "form-action 'self' https://api.razorpay.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Back to the order's page, in the language it was placed in (/hi/order/… for Hindi). */
async function toOrderPage(
  db: Executor,
  reply: FastifyReply,
  orderId: string,
): Promise<FastifyReply> {
  const language = await selectOrderLanguage(db, orderId);
  return reply.redirect(pathInLanguage(language, `/order/${encodeURIComponent(orderId)}`), 303);
}

/** A page that names no order speaks the language the browser asks for. */
const browserLanguage = (request: FastifyRequest) =>
  languageFromHeader(request.headers['accept-language']);

/** Answers every gateway-page outcome except an open page, which the caller renders. */
async function sendClosedPage(
  { db, shop }: Pick<AppContext, 'db' | 'shop'>,
  request: FastifyRequest,
  reply: FastifyReply,
  page: Exclude<GatewayPage, { kind: 'open' }>,
): Promise<FastifyReply> {
  const language = browserLanguage(request);
  switch (page.kind) {
    case 'forbidden':
      return sendPage(reply, 403, renderMessagePage(language, 'forbidden', shop.testPayments));
    case 'not-found':
      return sendPage(reply, 404, renderMessagePage(language, 'not-found', shop.testPayments));
    case 'settled':
      return toOrderPage(db, reply, page.orderId);
  }
}

function sendBadRequestPage(
  { shop }: Pick<AppContext, 'shop'>,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: Extract<GatewayMessage, 'choose' | 'bad-signature' | 'invalid'>,
): FastifyReply {
  return sendPage(reply, 400, renderMessagePage(browserLanguage(request), kind, shop.testPayments));
}

function parseFormBody(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export function registerGatewayRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config, clock } = context;
  const loadLinkKey = () => loadPaymentLinkKey({ config, db });

  // Gateway forms post application/x-www-form-urlencoded; this parser lives in this scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, parseFormBody(body as string)),
  );

  if (config.paymentProvider === 'sandbox') {
    app.get('/api/payments/sandbox/:orderId', async (request, reply) => {
      const params = OrderParamsSchema.safeParse(request.params);
      const query = SigQuerySchema.safeParse(request.query);
      if (!params.success) return sendClosedPage(context, request, reply, { kind: 'not-found' });
      if (!query.success) return sendClosedPage(context, request, reply, { kind: 'forbidden' });
      const page = await openGatewayPage(db, await loadLinkKey(), {
        provider: 'sandbox',
        orderId: params.data.orderId,
        sig: query.data.sig,
      });
      if (page.kind !== 'open') return sendClosedPage(context, request, reply, page);
      return sendPage(
        reply,
        200,
        renderSandboxPage({
          orderId: page.order.id,
          payablePaise: page.order.payablePaise,
          sig: query.data.sig ?? '',
          language: page.order.language,
          testShop: context.shop.testPayments,
        }),
      );
    });

    app.post(
      '/api/payments/sandbox/:orderId',
      { config: { rateLimit: FORM_RATE_LIMIT } },
      async (request, reply) => {
        const params = OrderParamsSchema.safeParse(request.params);
        if (!params.success) return sendClosedPage(context, request, reply, { kind: 'not-found' });
        const form = SandboxFormSchema.safeParse(request.body ?? {});
        if (!form.success) return sendBadRequestPage(context, request, reply, 'choose');
        const page = await settleSandboxPayment(db, await loadLinkKey(), {
          orderId: params.data.orderId,
          sig: form.data.sig,
          outcome: form.data.outcome,
          now: clock.now(),
        });
        return sendClosedPage(context, request, reply, page);
      },
    );
  }

  if (config.paymentProvider === 'razorpay') {
    registerRazorpayRoutes(app, context, loadLinkKey);
  }
}

function registerRazorpayRoutes(
  app: FastifyInstance,
  context: AppContext,
  loadLinkKey: () => Promise<Buffer>,
): void {
  const { db, config, clock } = context;
  const { keyId, keySecret, webhookSecret } = config.razorpay;
  // loadConfig refuses PAYMENT_PROVIDER=razorpay without both keys.
  if (!keyId || !keySecret)
    throw new Error('Razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');

  app.get(RAZORPAY_OPENER_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/javascript; charset=utf-8')
      .send(RAZORPAY_OPENER_SCRIPT),
  );

  app.get('/api/payments/razorpay/:orderId', async (request, reply) => {
    const params = OrderParamsSchema.safeParse(request.params);
    const query = SigQuerySchema.safeParse(request.query);
    if (!params.success) return sendClosedPage(context, request, reply, { kind: 'not-found' });
    if (!query.success) return sendClosedPage(context, request, reply, { kind: 'forbidden' });
    const page = await openGatewayPage(db, await loadLinkKey(), {
      provider: 'razorpay',
      orderId: params.data.orderId,
      sig: query.data.sig,
    });
    if (page.kind !== 'open') return sendClosedPage(context, request, reply, page);
    const { order } = page;
    const origin = (config.publicUrl ?? `${request.protocol}://${request.host}`).replace(
      /\/+$/,
      '',
    );
    const words = GATEWAY_PAGE_WORDS[order.language];
    const html = renderRazorpayPage({
      orderId: order.id,
      payablePaise: order.payablePaise,
      language: order.language,
      options: {
        key: keyId,
        amount: order.payablePaise,
        currency: 'INR',
        name: 'Haat',
        description: words.orderDescription(order.id),
        order_id: order.paymentReference,
        // Razorpay posts the result here; the query only helps bring a failed attempt home.
        callback_url: `${origin}/api/payments/razorpay/callback?order=${encodeURIComponent(order.id)}`,
        redirect: true,
        prefill: {
          name: order.customerName,
          email: order.customerEmail,
          contact: order.customerMobile,
        },
        notes: { orderId: order.id },
        theme: { color: '#c2410c' },
      },
    });
    // Helmet set the app-wide policy in onRequest; this page alone may load Razorpay.
    reply.header('content-security-policy', RAZORPAY_PAGE_CSP);
    return sendPage(reply, 200, html);
  });

  app.post(
    '/api/payments/razorpay/callback',
    { config: { rateLimit: FORM_RATE_LIMIT } },
    async (request, reply) => {
      const query = CallbackQuerySchema.safeParse(request.query);
      const outcome = await completeRazorpayCallback(db, {
        keySecret,
        form: (request.body ?? {}) as Record<string, unknown>,
        orderHint: query.success ? query.data.order : undefined,
        now: clock.now(),
        log: request.log,
      });
      switch (outcome.kind) {
        case 'settled':
          return toOrderPage(db, reply, outcome.orderId);
        case 'not-found':
          return sendClosedPage(context, request, reply, { kind: 'not-found' });
        case 'bad-signature':
          return sendBadRequestPage(context, request, reply, 'bad-signature');
        case 'invalid':
          return sendBadRequestPage(context, request, reply, 'invalid');
      }
    },
  );

  // The webhook needs the raw body for its signature: its own scope, its own JSON parser.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/payments/razorpay/webhook', async (request, reply) => {
      if (!webhookSecret) throw new AppError('NOT_FOUND', 'Razorpay webhooks are not enabled.');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveRazorpayWebhook(db, {
        webhookSecret,
        rawBody,
        signature: request.headers['x-razorpay-signature'],
        eventId: request.headers['x-razorpay-event-id'],
        now: clock.now(),
        log: request.log,
        siteUrl: config.publicUrl,
      });
      switch (outcome) {
        case 'bad-signature':
          throw new AppError('UNAUTHENTICATED', 'The webhook signature does not match.');
        case 'missing-event-id':
          throw new AppError('VALIDATION_FAILED', 'The x-razorpay-event-id header is missing.');
        case 'invalid-body':
          throw new AppError('VALIDATION_FAILED', 'The webhook body is not a JSON object.');
        case 'unstorable-text':
          throw new AppError(
            'VALIDATION_FAILED',
            'The webhook body holds control characters (such as NUL) or broken Unicode.',
          );
        default:
          return reply.code(200).send({ status: 'success', outcome });
      }
    });
  });
}
