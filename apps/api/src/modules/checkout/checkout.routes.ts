import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@haat/contract/constants';
import { answerLanguage, languageFromHeader } from '../../lib/language.ts';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { toWireRupees } from '../../lib/money.ts';
import { registerRoute } from '../../lib/route.ts';
import { issueCaptcha } from './captcha.service.ts';
import { selectOrder } from './checkout.repository.ts';
import { COUPON_PREPAID_ONLY } from './coupon.service.ts';
import { failOrderPayment } from './payment-outcome.service.ts';
import { placeOrder } from './place-order.service.ts';
import { buildQuote, toCheckoutSummary, type PaymentType } from './quote.service.ts';

export function registerCheckoutRoutes(
  app: FastifyInstance,
  { db, auth, clock, config, payments }: AppContext,
): void {
  async function summarise(
    customerId: string,
    addressId: string,
    paymentType: PaymentType,
    couponCode: string | undefined,
    language: LanguageCode,
  ) {
    const quote = await buildQuote(db, {
      customerId,
      addressId,
      paymentType,
      couponCode: couponCode || null,
      platformChargePaise: config.platformChargePaise,
      now: clock.now(),
    });
    return { status: 1 as const, data: toCheckoutSummary(quote, paymentType, language) };
  }

  // docs/spec.md §7: without a payment type the summary is for prepaid, the default choice.
  registerRoute(app, endpoints.orderCheckout, async ({ params, query, request, reply }) =>
    summarise(
      auth.getCustomerId(request),
      params.addressID,
      'prepaid',
      query.couponeid,
      answerLanguage(request, reply),
    ),
  );

  registerRoute(app, endpoints.orderCheckoutByPayment, async ({ params, query, request, reply }) =>
    summarise(
      auth.getCustomerId(request),
      params.addressID,
      params.paymentType,
      query.couponeid,
      answerLanguage(request, reply),
    ),
  );

  registerRoute(
    app,
    endpoints.couponCheck,
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
    async ({ body, request }) => {
      const quote = await buildQuote(db, {
        customerId: auth.getCustomerId(request),
        addressId: body.addressID,
        paymentType: 'prepaid',
        couponCode: body.couponeid,
        platformChargePaise: config.platformChargePaise,
        now: clock.now(),
      });
      if (!quote.coupon) return { Status: 'failed', Payload: COUPON_PREPAID_ONLY };
      if (!quote.coupon.ok) return { Status: 'failed', Payload: quote.coupon.reason };
      return { Status: 'success', Payload: toWireRupees(quote.totals.discountPaise) };
    },
  );

  registerRoute(
    app,
    endpoints.captcha,
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const captcha = await issueCaptcha(db, {
        customerId: auth.getCustomerId(request),
        now: clock.now(),
        fixedAnswer: config.testCaptcha,
      });
      return { status: 'success', data: captcha };
    },
  );

  registerRoute(
    app,
    endpoints.addOrder,
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
    async ({ body, request }) =>
      placeOrder(db, {
        customerId: auth.getCustomerId(request),
        body,
        language: languageFromHeader(request.headers['accept-language']),
        now: clock.now(),
        platformChargePaise: config.platformChargePaise,
        codLimitPaise: config.codLimitPaise,
        paymentWindowMs: config.payments.windowMs,
        startPayment: (input) => payments.startPayment(input),
        whatsapp: config.whatsapp,
      }),
  );

  registerRoute(app, endpoints.orderStatus, async ({ params, request }) => {
    const customerId = auth.getCustomerId(request);
    let order = await selectOrder(db, params.id);
    if (!order || order.customerId !== customerId) throw notFound('Order');
    const now = clock.now();
    if (
      order.paymentStatus === 'pending' &&
      order.paymentExpiresAt &&
      order.paymentExpiresAt < now
    ) {
      await failOrderPayment(db, {
        orderId: order.id,
        reason: 'Payment not completed in time.',
        now,
      });
      order = (await selectOrder(db, params.id)) ?? order;
    }
    const orderStatus =
      order.paymentStatus === 'pending'
        ? 'pending'
        : order.paymentStatus === 'failed'
          ? 'failed'
          : 'success';
    return { status: 1, data: { orderStatus, orderID: order.id } };
  });
}
