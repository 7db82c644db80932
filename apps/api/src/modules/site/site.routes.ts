import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { ANSWER_CACHE_HEADER, publicHeaders, sendAnswer } from '../../lib/answer-cache.ts';
import { registerRoute } from '../../lib/route.ts';
import { createCatalogCache } from '../catalog/index.ts';
import { readMigrationJournal } from '../../db/migration-status.ts';
import { shopPolicyOf } from './shop-policy.ts';
import { assertReady, receiveContactMessage, subscribeEmail } from './site.service.ts';

const FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const POLICY_HEADERS = publicHeaders({ maxAge: 300, staleWhileRevalidate: 300, personal: false });

export function registerSiteRoutes(
  app: FastifyInstance,
  { db, lifecycle, config }: AppContext,
): void {
  // The settings change only with a restart: one answer for the process's life, served as a kept
  // answer (the catalogue's cache) as the company's details are. Every page's frame reads it
  // (the promise strip), and a page is kept past an order only when every answer it read was a
  // kept one (plugins/web-render.ts).
  const policyAnswer = JSON.stringify({ status: 'success', data: shopPolicyOf(config) });
  const cache = createCatalogCache(config, { name: 'shop-policy', log: app.log });
  registerRoute(app, endpoints.shopPolicy, async ({ request, reply }) => {
    const entry = await cache.get(
      'shop-policy',
      async () => policyAnswer,
      (outcome) => reply.header(ANSWER_CACHE_HEADER, outcome),
    );
    return sendAnswer(request, reply, entry, POLICY_HEADERS, cache);
  });

  // Liveness: answering at all is the whole test; a database outage must not get processes killed.
  registerRoute(app, endpoints.health, async () => ({
    status: 'success',
    data: { live: true },
  }));

  const journal = readMigrationJournal();
  registerRoute(app, endpoints.ready, async () => {
    await assertReady(db, { isShuttingDown: lifecycle?.isShuttingDown ?? false, journal });
    return { status: 'success', data: { db: 'ok', migrations: 'applied' } };
  });

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
