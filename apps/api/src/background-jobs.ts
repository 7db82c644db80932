// The shop's background work on the job queue (jobs/): what runs, how often, and what kicks it.
// Every job is idempotent and reads what it must do from the database, so a retry, a duplicate
// kick or a crash mid-way changes nothing but timing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { JobQueue } from './jobs/index.ts';
import { UNKEPT_ANSWER_TAG } from './lib/answer-cache.ts';
import { collectStockChanges, markCatalogChanged } from './modules/catalog/index.ts';
import { releaseExpiredPayments } from './modules/checkout/index.ts';
import { reconcilePendingPayments } from './modules/payments/index.ts';
import { relayOrderEvents, settleRefunds } from './modules/orders/index.ts';
import { postSellerMoney, trueUpClosedMonths } from './modules/payouts/index.ts';
import { createRouteForConfig } from './modules/seller-payouts/index.ts';
import { isSettlementDue, runSettlement } from './modules/settlement/index.ts';
import { WHATSAPP_WEBHOOK_PATH } from './modules/whatsapp/index.ts';
import {
  CourierError,
  delhiveryPort,
  pollQuietShipments,
  readCourierRemittances,
  shiprocketPort,
} from './modules/couriers/index.ts';
import {
  deliverPendingNotifications,
  fallBackToSms,
  type NotificationSender,
} from './modules/notifications/index.ts';

export const JOB_NAMES = {
  expirePayments: 'payments.expire',
  reconcilePayments: 'payments.reconcile',
  relayOrderEvents: 'orders.relay-events',
  deliverNotifications: 'notifications.deliver',
  whatsappFallback: 'notifications.whatsapp-fallback',
  settleRefunds: 'refunds.settle',
  postSellerMoney: 'payouts.post',
  trueUpTcs: 'payouts.tcs-true-up',
  settle: 'payouts.settle',
  pollCouriers: 'couriers.poll-quiet',
} as const;

export interface BackgroundJobOptions {
  queue: JobQueue;
  context: Pick<AppContext, 'db' | 'clock' | 'config' | 'payments' | 'storage' | 'shop'>;
  sender: NotificationSender;
  log: {
    info(detail: object, message: string): void;
    warn(detail: object, message: string): void;
    error(detail: object, message: string): void;
  };
}

export function registerBackgroundJobs(options: BackgroundJobOptions): void {
  const { queue, context, sender, log } = options;
  const { db, clock, config } = context;

  // An unpaid online order gives its stock back when its payment window passes.
  queue.register({
    name: JOB_NAMES.expirePayments,
    singleton: true,
    everySeconds: config.payments.sweepIntervalMs / 1000,
    async run() {
      const { result: released, tags } = await collectStockChanges(() =>
        releaseExpiredPayments(db, clock.now()),
      );
      if (released > 0) {
        log.info({ released }, 'released unpaid orders past their payment window');
        // Stock came back without an HTTP write: every process's pages showing it must change.
        markCatalogChanged(tags);
        await queue.send(JOB_NAMES.relayOrderEvents);
      }
    },
  });

  // A payment captured at the gateway whose callback and webhook were both lost (Razorpay; the
  // sandbox gateway is part of this server and has nothing to reconcile).
  if (context.payments.findCapturedPayment) {
    queue.register({
      name: JOB_NAMES.reconcilePayments,
      singleton: true,
      everySeconds: 300,
      async run() {
        const confirmed = await reconcilePendingPayments({
          db,
          provider: context.payments,
          clock,
          log,
        });
        if (confirmed > 0) {
          // The orders' state changed: a kept page showing one (tracking) must show it.
          markCatalogChanged([UNKEPT_ANSWER_TAG]);
          await queue.send(JOB_NAMES.relayOrderEvents);
        }
      },
    });
  }

  // Money owed back, paid back through the gateway that took it (docs/decisions/refunds.md).
  queue.register({
    name: JOB_NAMES.settleRefunds,
    singleton: true,
    everySeconds: 60,
    retryDelaySeconds: 5,
    async run() {
      const changed = await settleRefunds({
        db,
        provider: context.payments,
        clock,
        siteUrl: config.publicUrl,
        log,
      });
      if (changed > 0) {
        // The shopper's order page and tracking show the refund; their messages go out.
        markCatalogChanged([UNKEPT_ANSWER_TAG]);
        await queue.send(JOB_NAMES.deliverNotifications);
      }
    },
  });

  // Order events → invoices at shipping and the shopper's messages (the outbox relay).
  queue.register({
    name: JOB_NAMES.relayOrderEvents,
    singleton: true,
    everySeconds: 60,
    retryDelaySeconds: 5,
    async run() {
      const handled = await relayOrderEvents({
        db,
        clock,
        files: context.storage.objects,
        siteUrl: config.publicUrl,
      });
      if (handled > 0) await queue.send(JOB_NAMES.deliverNotifications);
    },
  });

  // Sellers' money from deliveries and returns (docs/decisions/seller-money.md): keyed entries,
  // so a kick after every order write and the clock's runs post each thing once.
  queue.register({
    name: JOB_NAMES.postSellerMoney,
    singleton: true,
    everySeconds: 300,
    retryDelaySeconds: 30,
    async run() {
      const written = await postSellerMoney({
        db,
        shop: context.shop,
        clock,
        returnWindowDays: config.returnWindowDays,
      });
      if (written > 0) log.info({ written }, "posted sellers' ledger entries");
    },
  });

  // The monthly TCS true-up per supplier GSTIN, once a month is closed.
  queue.register({
    name: JOB_NAMES.trueUpTcs,
    singleton: true,
    everySeconds: 3600,
    retryDelaySeconds: 300,
    async run() {
      const written = await trueUpClosedMonths(db, clock.now());
      if (written > 0) log.info({ written }, 'trued up TCS of closed months');
    },
  });

  // The settlement run: transfers through Route, held until the return window closes, released,
  // reversed and booked in the ledger (docs/decisions/settlement.md). Its own lock keeps a run
  // started by the operator's button or the CLI apart from this one. The first run of a process
  // (sent at its start) asks a cheap question first and runs only when something is due; the
  // hourly tick runs whatever it finds.
  let settledOnce = false;
  queue.register({
    name: JOB_NAMES.settle,
    singleton: true,
    everySeconds: 3600,
    retryDelaySeconds: 300,
    async run() {
      const first = !settledOnce;
      settledOnce = true;
      if (first && !(await isSettlementDue(db, clock.now()))) {
        log.info({}, 'settlement: nothing due at start');
        return;
      }
      const run = await runSettlement({
        db,
        clock,
        shop: context.shop,
        route: createRouteForConfig(config, db),
        returnWindowDays: config.returnWindowDays,
        warn: (details, message) => log.warn(details, message),
      });
      if (run.outcome === 'busy') log.info({}, 'settlement: another run is under way');
      else if (run.tally.transferred + run.tally.released + run.tally.payoutsRecorded > 0)
        log.info({ ...run.tally }, 'settlement run');
    },
  });

  queue.register({
    name: JOB_NAMES.deliverNotifications,
    singleton: true,
    everySeconds: 60,
    retryDelaySeconds: 5,
    async run() {
      await deliverPendingNotifications(db, sender, clock, log);
    },
  });

  // Parcels whose courier went quiet (no webhook for COURIER_POLL_QUIET_HOURS) are asked for
  // their scans (docs/decisions/couriers.md); nothing to ask without a Shiprocket account.
  queue.register({
    name: JOB_NAMES.pollCouriers,
    singleton: true,
    everySeconds: 900,
    retryDelaySeconds: 60,
    async run() {
      for (const port of [
        await shiprocketPort({ db, config, clock }),
        await delhiveryPort({ db, config, clock }),
      ]) {
        const asked = await pollQuietShipments({
          db,
          clock,
          shop: context.shop,
          siteUrl: config.publicUrl,
          objects: context.storage.objects,
          port,
          quietHours: config.couriers.pollQuietHours,
        });
        if (asked > 0)
          log.info({ asked, courier: port?.provider }, 'asked the courier for quiet parcels');
        // Its COD remittances on the same schedule (Delhivery has none to read: its report is
        // uploaded); a courier that is down is read at the next run.
        try {
          const read = await readCourierRemittances({ db, clock, port });
          if (read && read.newLines > 0)
            log.info({ ...read, courier: port?.provider }, 'recorded COD remittances');
        } catch (error) {
          if (!(error instanceof CourierError)) throw error;
          log.warn({ courier: port?.provider, reason: error.message }, 'COD remittances not read');
        }
      }
    },
  });

  // WhatsApp messages that failed, or were not reported `sent` by their stored deadline, get
  // their SMS instead (docs/decisions/whatsapp.md); nothing to do while WhatsApp is off.
  if (config.whatsapp.provider === 'cloud') {
    queue.register({
      name: JOB_NAMES.whatsappFallback,
      singleton: true,
      everySeconds: 60,
      retryDelaySeconds: 5,
      async run() {
        const written = await fallBackToSms(db, clock);
        if (written > 0) await queue.send(JOB_NAMES.deliverNotifications);
      },
    });
  }
}

/**
 * Writes that can add an order event or a message: placing, paying, cancelling, moving,
 * refunding, and each step of a return.
 */
const ORDER_WRITES =
  /^\/api\/(customer\/(addorder|order\/|returns)|admin\/(orders|refunds|returns)\/|seller\/orders\/|payments\/)/;

function isOrderWrite(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
    return false;
  return ORDER_WRITES.test(request.url.split('?')[0] ?? '');
}

/**
 * Kicks the relay once such a write has answered (its transaction has committed), so the shopper
 * hears within moments; each job's clock catches what a kick missed.
 */
export function registerJobKicks(app: FastifyInstance, queue: JobQueue): void {
  app.addHook('onResponse', async (request, reply) => {
    // A WhatsApp status came (a `failed` one owes an SMS now): the fallback runs at once.
    if (
      reply.statusCode < 400 &&
      request.method === 'POST' &&
      request.url === WHATSAPP_WEBHOOK_PATH
    ) {
      void queue.send(JOB_NAMES.whatsappFallback);
      return;
    }
    if (reply.statusCode < 400 && isOrderWrite(request)) {
      void queue.send(JOB_NAMES.relayOrderEvents);
      // A refund writes its messages itself (no order event): delivery is kicked too.
      void queue.send(JOB_NAMES.deliverNotifications);
      // A cancelled paid order owes a refund: it is asked for at once.
      void queue.send(JOB_NAMES.settleRefunds);
      // A delivery or a return's goods back changes what a seller is owed.
      void queue.send(JOB_NAMES.postSellerMoney);
    }
  });
}
