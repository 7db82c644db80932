import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { submitReview } from './reviews.service.ts';

export function registerReviewRoutes(app: FastifyInstance, { db, auth, clock }: AppContext): void {
  registerRoute(
    app,
    endpoints.review,
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
    async ({ body, request }) => {
      await submitReview(db, {
        customerId: auth.getCustomerId(request),
        orderId: body.orderID,
        productId: body.productID,
        colorId: body.colorID,
        sizeId: body.sizeID,
        rating: body.rating,
        remark: body.remark,
        now: clock.now(),
      });
      return { status: 'success', message: 'Thank you for your review.' };
    },
  );
}
