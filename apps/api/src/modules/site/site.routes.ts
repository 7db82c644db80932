import type { FastifyInstance } from 'fastify';
import { endpoints } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import { readMigrationJournal } from '../../db/migration-status.ts';
import { shopPolicyOf } from './shop-policy.ts';
import { assertReady, receiveContactMessage, subscribeEmail } from './site.service.ts';

const FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const POLICY_MAX_AGE_SECONDS = 300;

export function registerSiteRoutes(
  app: FastifyInstance,
  { db, lifecycle, config }: AppContext,
): void {
  // The settings change only with a restart: one answer for the process's life.
  const policy = { status: 'success' as const, data: shopPolicyOf(config) };
  registerRoute(app, endpoints.shopPolicy, async ({ reply }) => {
    reply.header(
      'cache-control',
      `public, max-age=${POLICY_MAX_AGE_SECONDS}, stale-while-revalidate=${POLICY_MAX_AGE_SECONDS}`,
    );
    return policy;
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
