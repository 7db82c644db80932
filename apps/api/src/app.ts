// Builds the whole HTTP application from its dependencies. main.ts and every API test call this.
import path from 'node:path';
import middie from '@fastify/middie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerAdminWeb } from './plugins/admin-web.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { registerWebRender } from './plugins/web-render.ts';
import type { Storefront } from './storefront.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCacheControl } from './plugins/cache-control.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerMediaUrls } from './plugins/media-urls.ts';
import { createAuth } from './plugins/auth.ts';
import { provideGuards } from './lib/route.ts';
import { validatorCompiler } from './lib/validation.ts';
import { registerDraining } from './plugins/draining.ts';
import { registerRequestMetrics } from './plugins/request-metrics.ts';
import { RequestLogController } from './plugins/request-log.ts';
import { systemClock, type Clock, type TestClock } from './lib/clock.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import type { AppContext } from './app-context.ts';
import { createSmsSender, type SmsSender } from './lib/sms/index.ts';
import { REDACTED_LOG_PATHS, redactUrl } from './lib/log-redaction.ts';
import { registerSiteRoutes } from './modules/site/index.ts';
import { registerSeoRoutes } from './modules/seo/index.ts';
import {
  catalogVersion,
  createCatalogCache,
  registerCatalogInvalidation,
  registerCatalogRoutes,
  shareCatalogChanges,
} from './modules/catalog/index.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import { createLocalJobQueue, type JobQueue } from './jobs/index.ts';
import { registerBackgroundJobs, registerJobKicks } from './background-jobs.ts';
import {
  createChannelSender,
  createWhatsAppNotificationSender,
  registerNotificationRoutes,
  createFileNotificationSender,
  createSmsNotificationSender,
  type NotificationSender,
} from './modules/notifications/index.ts';
import { createConfiguredEmailSender } from './modules/email/index.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { registerCustomerRoutes } from './modules/customer/index.ts';
import { registerPrivacyRoutes } from './modules/privacy/index.ts';
import { registerSellerRoutes } from './modules/sellers/index.ts';
import { registerPincodeRoutes } from './modules/pincode/index.ts';
import { registerCartRoutes } from './modules/cart/index.ts';
import { registerWishlistRoutes } from './modules/wishlist/index.ts';
import { registerCheckoutRoutes } from './modules/checkout/index.ts';
import { readOrderFacts, registerOrderRoutes } from './modules/orders/index.ts';
import { registerReviewRoutes } from './modules/reviews/index.ts';
import { registerAdminRoutes } from './modules/admin/index.ts';
import {
  registerSellerPayoutRoutes,
  selectSettlementUtrs,
} from './modules/seller-payouts/index.ts';
import { registerSettlementRoutes } from './modules/settlement/index.ts';
import { registerGrievanceRoutes } from './modules/grievances/index.ts';
import { registerWhatsAppRoutes } from './modules/whatsapp/index.ts';
import {
  codRemittancesOfOrders,
  courierDependencies,
  courierEstimate,
  registerCourierRoutes,
} from './modules/couriers/index.ts';
import { registerTestClockRoutes } from './modules/test-clock/index.ts';
import {
  createPaymentProvider,
  registerPaymentRoutes,
  type PaymentProvider,
} from './modules/payments/index.ts';
import { shareSessionChanges } from './lib/session-versions.ts';
import { createStorage, type Storage } from './lib/storage.ts';
import { DEMO_SHOP_MODE, type ShopMode } from './lib/shop-mode.ts';

export interface AppDependencies {
  db: Database;
  config: Config;
  clock?: Clock;
  /**
   * A clock the journeys move forward (HAAT_TEST_CLOCK, docs/decisions/test-clock.md): every part
   * reads it as its clock, and /api/test/clock moves it. Refused unless NODE_ENV=test.
   */
  testClock?: TestClock;
  /** Where text messages go; the file outbox under DATA_DIR by default. */
  sms?: SmsSender;
  /** Online payments; the provider PAYMENT_PROVIDER names (the sandbox gateway) by default. */
  payments?: PaymentProvider;
  /** The storefront rendered for every other path (storefront.ts); API tests run without one. */
  storefront?: Storefront | undefined;
  /** The built back office (apps/admin/dist), served under /admin when it is there. */
  adminDir?: string | undefined;
  /** How this process hears of other processes' writes (PostgreSQL LISTEN/NOTIFY); none alone. */
  changeFeed?: ChangeFeed;
  /** Background jobs: pg-boss on PostgreSQL (main.ts); in-process by default. */
  jobs?: JobQueue;
  /** Where shoppers' SMS and e-mail go; files under DATA_DIR/outbox by default. */
  notifications?: NotificationSender;
  /** Pictures and invoice PDFs; the store STORAGE names (DATA_DIR's files by default). */
  storage?: Storage;
  /** Fastify logger options; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** A demo or real shop (serve.ts reads it from the database); the demo by default, as tests run. */
  shop?: ShopMode;
  /** Set shutting down by serve.ts on SIGTERM; a fresh one (never shutting down) by default. */
  lifecycle?: Lifecycle;
}

export function buildLoggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? buildLoggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // While closing, a request on an open keep-alive connection is still served (with Connection:
    // close, plugins/draining.ts) rather than refused with Fastify's own 503 outside our envelope.
    return503OnClosing: false,
    // Requests are logged at debug, and 5xx answers at error (plugins/request-log.ts).
    logController: new RequestLogController(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  registerDraining(app, lifecycle);
  if (config.metrics) registerRequestMetrics(app);
  registerInputGuard(app);
  // Before any route: every write that answers successfully can make cached catalogue pages stale.
  registerCatalogInvalidation(app);
  if (deps.changeFeed) {
    const leaveCatalog = shareCatalogChanges(deps.changeFeed);
    const leaveSessions = shareSessionChanges(deps.changeFeed);
    app.addHook('onClose', async () => {
      leaveCatalog();
      leaveSessions();
    });
  }
  registerMediaUrls(app, config.mediaPublicUrl);
  registerCompression(app);

  registerSecurityHeaders(app);
  registerCacheControl(app);
  await app.register(rateLimit, { global: false });

  if (deps.testClock && config.env !== 'test') {
    throw new Error(`A test clock is only allowed when NODE_ENV=test (here ${config.env}).`);
  }
  const clock = deps.testClock ?? deps.clock ?? systemClock;
  const sms = deps.sms ?? createSmsSender(config, { clock, log: app.log });
  const auth = createAuth({ db: deps.db, config, clock });
  const payments = deps.payments ?? createPaymentProvider({ config, db: deps.db, clock });
  const storage = deps.storage ?? createStorage(config);
  const context: AppContext = {
    db: deps.db,
    config,
    clock,
    auth,
    sms,
    payments,
    storage,
    shop: deps.shop ?? DEMO_SHOP_MODE,
    lifecycle,
  };
  const { storefront } = deps;
  if (storefront?.middlewares) {
    await app.register(middie);
    app.use(storefront.middlewares as never);
  }
  provideGuards(app, {
    customer: auth.requireCustomer,
    admin: auth.requireAdmin,
    seller: auth.requireSeller,
    backOffice: auth.requireBackOffice,
    identify: auth.optionalCustomer,
  });
  await app.register(async (api) => {
    registerSiteRoutes(api, context);
    registerSeoRoutes(api, context);
    registerCatalogRoutes(api, context);
    registerAuthRoutes(api, context);
    registerCustomerRoutes(api, context);
    registerPrivacyRoutes(api, context);
    registerSellerRoutes(api, context);
    // The pin-code check asks the seller's courier through the couriers module's door.
    const couriers = courierDependencies(context);
    registerPincodeRoutes(api, context, {
      courierEstimate: (sellerId, pincode) => courierEstimate(couriers, sellerId, pincode),
    });
    registerPaymentRoutes(api, context);
    registerSellerPayoutRoutes(api, context);
    registerSettlementRoutes(api, context);
    registerCartRoutes(api, context);
    registerWishlistRoutes(api, context);
    registerCheckoutRoutes(api, context);
    registerOrderRoutes(api, context);
    registerReviewRoutes(api, context);
    registerGrievanceRoutes(api, context);
    registerAdminRoutes(api, context, {
      settlementUtrs: selectSettlementUtrs,
      codRemittancesOf: codRemittancesOfOrders,
    });
    registerWhatsAppRoutes(api, context);
    registerCourierRoutes(api, context);
    registerNotificationRoutes(api, context);
    if (deps.testClock) registerTestClockRoutes(api, context, deps.testClock);
  });

  const jobs = deps.jobs ?? createLocalJobQueue({ log: app.log });
  registerBackgroundJobs({
    queue: jobs,
    context,
    sender:
      deps.notifications ??
      createChannelSender({
        // The file outbox keeps each order message in its own file; a gateway sends its template.
        sms:
          config.sms.provider === 'outbox' && !deps.sms
            ? createFileNotificationSender(config.dataDir)
            : createSmsNotificationSender({
                sms,
                readOrderFacts: (orderId) => readOrderFacts(deps.db, orderId, config.publicUrl),
              }),
        email:
          createConfiguredEmailSender(deps.db, config, storage.objects, app.log) ??
          createFileNotificationSender(config.dataDir),
        whatsapp: createWhatsAppNotificationSender(deps.db, config.whatsapp, clock),
      }),
    log: app.log,
  });
  registerJobKicks(app, jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  if (deps.adminDir) {
    await registerAdminWeb(app, deps.adminDir, { testPayments: context.shop.testPayments });
  }
  await registerStaticWeb(app, {
    clientDir: storefront?.clientDir,
    media:
      config.storage.kind === 'file'
        ? { kind: 'folder', dir: path.join(config.dataDir, 'media') }
        : { kind: 'store', store: storage.media },
  });
  if (storefront) {
    registerWebRender(app, {
      build: storefront.build,
      translated: storefront.translated,
      mode: storefront.mode,
      publicUrl: config.publicUrl,
      testPayments: context.shop.testPayments,
      // Kept with the catalogue's answers (CATALOG_CACHE_ENTRIES=0 turns both off, PAGE_CACHE=false
      // only the pages); never in `npm run dev`, where an edit must show on the next request.
      ...(config.catalogCache.entries > 0 &&
      config.catalogCache.keepPages &&
      storefront.mode === 'production'
        ? { cache: createCatalogCache(config, { compact: true, log: app.log }) }
        : {}),
      // The answers a render read, reused by the next renders while current: with the catalogue's
      // answers on, in production.
      ...(config.catalogCache.entries > 0 && storefront.mode === 'production'
        ? { answerChanges: catalogVersion }
        : {}),
    });
  }
  return app;
}
