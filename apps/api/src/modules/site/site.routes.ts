import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { checkHealth, receiveContactMessage, subscribeEmail } from './site.service.ts';

const FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export function registerSiteRoutes(app: FastifyInstance, { db }: AppContext): void {
  registerRoute(app, endpoints.health, {}, async () => ({
    status: 'success',
    data: { db: await checkHealth(db) },
  }));

  registerRoute(app, endpoints.contact, { rateLimit: FORM_RATE_LIMIT }, async ({ body }) => {
    await receiveContactMessage(db, body);
    return { status: 'success', message: 'Thank you. We reply within 24 hours.' };
  });

  registerRoute(app, endpoints.subscribe, { rateLimit: FORM_RATE_LIMIT }, async ({ body }) => {
    const outcome = await subscribeEmail(db, body.email);
    return {
      status: 'success',
      message:
        outcome === 'subscribed' ? 'Thank you for subscribing.' : 'You are already subscribed.',
    };
  });
}
