// Order messages through a real SMS gateway's API (loopback stand-ins of MSG91's Flow API and
// Twilio's Messages API): each kind goes out once with its DLT template and variables; a 5xx is
// retried after its back-off; the last failed try leaves the message failed for the operator to
// see; a refusal for good is not retried; no log line carries the text.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { formatInr } from '@haat/india';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { createTestClock } from '../../../test/accounts.ts';
import {
  advanceOrder,
  flatProductInStock,
  TEST_CAPTCHA,
  placeCodOrder,
} from '../../../test/orders.fixtures.ts';
import {
  MSG91_TEST,
  captureLog,
  msg91Env,
  startMsg91StandIn,
  startTwilioStandIn,
  twilioEnv,
  type GatewayStandIn,
} from '../../../test/sms-gateways.ts';
import { customers, notifications, orders, products } from '../../db/schema/index.ts';
import { createSmsSender } from '../../lib/sms/index.ts';
import { registerFailedNotifications, renderMetrics } from '../../lib/metrics.ts';
import { parseMetrics, sampleValue } from '../../../test/prometheus-text.ts';
import { oweDeliveryFailedMessage, readOrderFacts } from '../orders/index.ts';
import {
  DELIVERY,
  countFailedNotifications,
  createChannelSender,
  createFileNotificationSender,
  createSmsNotificationSender,
  deliverPendingNotifications,
} from './index.ts';
import { UNTIL } from '../../../test/waiting.ts';

const clock = createTestClock(new Date());
const HOUR = 60 * 60 * 1000;
const log = captureLog();
let gateway: GatewayStandIn;
let t: TestApp;
let product: typeof products.$inferSelect;
let operator: { authorization: string };

beforeAll(async () => {
  gateway = await startMsg91StandIn();
  t = await createTestApp({
    clock,
    env: { ...msg91Env(gateway), HAAT_TEST_CAPTCHA: TEST_CAPTCHA, SMS_TIMEOUT_MS: '3000' },
    logger: { level: 'info', stream: log.stream },
  });
  product = await flatProductInStock(t);
  operator = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

/** Delivery as the background job runs it, now (the test clock decides what is due). */
function deliverNow(): Promise<number> {
  const sender = createChannelSender({
    sms: createSmsNotificationSender({
      sms: createSmsSender(t.config, { clock, log: t.app.log }),
      readOrderFacts: (orderId) => readOrderFacts(t.db, orderId, t.config.publicUrl),
    }),
    email: createFileNotificationSender(t.dataDir),
  });
  return deliverPendingNotifications(t.db, sender, clock, t.app.log);
}

let orderIndex = 0;
async function placeOrder(language?: string) {
  orderIndex += 1;
  const placed = await placeCodOrder(t, {
    productId: product.id,
    index: 700 + orderIndex,
    ...(language ? { language } : {}),
  });
  const [customer] = await t.db
    .select({ mobile: customers.mobile })
    .from(customers)
    .where(eq(customers.id, placed.customerId));
  const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
  return { orderId: placed.orderId, mobile: customer!.mobile, order: order! };
}

const templateOf = (kind: string) =>
  ({
    placed: MSG91_TEST.templates.MSG91_TEMPLATE_ORDER_PLACED,
    shipped: MSG91_TEST.templates.MSG91_TEMPLATE_ORDER_SHIPPED,
    'out-for-delivery': MSG91_TEST.templates.MSG91_TEMPLATE_ORDER_OUT_FOR_DELIVERY,
    delivered: MSG91_TEST.templates.MSG91_TEMPLATE_ORDER_DELIVERED,
    cancelled: MSG91_TEST.templates.MSG91_TEMPLATE_ORDER_CANCELLED,
    refunded: MSG91_TEST.templates.MSG91_TEMPLATE_ORDER_REFUNDED,
    return: MSG91_TEST.templates.MSG91_TEMPLATE_RETURN_UPDATE,
  })[kind];

const receivedFor = (orderId: string) =>
  gateway.received.filter((sms) => sms.variables.order_id === orderId);

async function smsRow(orderId: string, kind = 'placed') {
  const [row] = await t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.orderId, orderId),
        eq(notifications.channel, 'sms'),
        eq(notifications.kind, kind),
      ),
    );
  return row;
}

describe('order messages through MSG91', () => {
  it('each step of an order goes out once, with its template and variables', async () => {
    const { orderId, mobile, order } = await placeOrder();
    await advanceOrder(t, { orderId, operator, steps: 4 });
    await vi.waitFor(() => expect(receivedFor(orderId)).toHaveLength(4), UNTIL);
    const amount = formatInr(order.payablePaise);
    const sent = receivedFor(orderId);
    expect(sent.every((sms) => sms.accepted && sms.to === `91${mobile}`)).toBe(true);
    expect(sent.every((sms) => sms.sender === MSG91_TEST.senderId)).toBe(true);
    // Their order is the gateway's business (one clock instant here): each once is what counts.
    const kinds = sent.map(({ templateId, variables }) => ({ templateId, variables }));
    expect(kinds).toHaveLength(4);
    expect(kinds).toEqual(
      expect.arrayContaining([
        {
          templateId: templateOf('placed'),
          variables: {
            order_id: orderId,
            amount,
            payment: 'Pay on delivery',
            tracking_id: order.trackingId,
          },
        },
        {
          templateId: templateOf('shipped'),
          variables: { order_id: orderId, tracking_id: order.trackingId },
        },
        {
          templateId: templateOf('out-for-delivery'),
          variables: { order_id: orderId, amount, payment: 'Pay on delivery' },
        },
        { templateId: templateOf('delivered'), variables: { order_id: orderId } },
      ]),
    );
    // The row is marked sent once the gateway has answered: wait for that, not for the gateway.
    for (const kind of ['placed', 'shipped', 'out-for-delivery', 'delivered'])
      await vi.waitFor(
        async () => expect((await smsRow(orderId, kind))?.sentAt).not.toBeNull(),
        UNTIL,
      );
  });

  it('a Hindi order goes out with the Hindi template and words where one is registered', async () => {
    // Placed from a Hindi page: the order keeps the page's language.
    const { orderId, order } = await placeOrder('hi-IN');
    expect(order.language).toBe('hi');
    await deliverNow();
    await vi.waitFor(() => expect(receivedFor(orderId)).toHaveLength(1), UNTIL);
    expect(receivedFor(orderId)[0]).toMatchObject({
      templateId: MSG91_TEST.hindiTemplates.MSG91_TEMPLATE_ORDER_PLACED_HI,
      variables: {
        order_id: orderId,
        payment: 'डिलीवरी पर पेमेंट',
        tracking_id: order.trackingId,
      },
    });
  });

  it("a failed delivery attempt goes out with its template, in Hindi for a Hindi order, with the courier's reason", async () => {
    const english = await placeOrder();
    const hindi = await placeOrder('hi-IN');
    await deliverNow();
    await vi.waitFor(() => {
      expect(receivedFor(english.orderId)).toHaveLength(1);
      expect(receivedFor(hindi.orderId)).toHaveLength(1);
    }, UNTIL);
    for (const { orderId } of [english, hindi])
      await t.db.transaction((tx) =>
        oweDeliveryFailedMessage(tx, {
          orderId,
          attempt: 1,
          reason: 'Consignee not available',
          now: clock.now(),
          siteUrl: t.config.publicUrl,
        }),
      );
    await deliverNow();
    await vi.waitFor(() => {
      expect(receivedFor(english.orderId)).toHaveLength(2);
      expect(receivedFor(hindi.orderId)).toHaveLength(2);
    }, UNTIL);
    expect(receivedFor(english.orderId)[1]).toMatchObject({
      templateId: MSG91_TEST.optionalTemplates.MSG91_TEMPLATE_ORDER_DELIVERY_FAILED,
      variables: { order_id: english.orderId, reason: 'Consignee not available' },
    });
    expect(receivedFor(hindi.orderId)[1]).toMatchObject({
      templateId: MSG91_TEST.hindiTemplates.MSG91_TEMPLATE_ORDER_DELIVERY_FAILED_HI,
      variables: { order_id: hindi.orderId, reason: 'Consignee not available' },
    });
  });

  it('a cancellation and a refund go out once each, with the amounts and the reference', async () => {
    const { orderId } = await placeOrder();
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/state`,
      headers: operator,
      payload: { state: 'Cancelled', reason: 'Out of stock at the seller' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [owed] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shippingStatus, 'Cancelled'), gt(orders.refundDuePaise, 0)))
      .limit(1);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${owed!.id}/refund`,
      headers: operator,
      payload: { reference: 'rfnd_Sms00000000001' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    await vi.waitFor(() => {
      expect(receivedFor(orderId).filter((sms) => sms.accepted)).toHaveLength(2);
      expect(receivedFor(owed!.id).filter((sms) => sms.accepted)).toHaveLength(1);
    }, UNTIL);
    expect(
      receivedFor(orderId)
        .map((sms) => sms.templateId)
        .sort(),
    ).toEqual([templateOf('placed'), templateOf('cancelled')].sort());
    expect(
      receivedFor(orderId).find((sms) => sms.templateId === templateOf('cancelled')),
    ).toMatchObject({
      variables: { order_id: orderId, refund_amount: formatInr(0) },
    });
    expect(receivedFor(owed!.id)[0]).toMatchObject({
      templateId: templateOf('refunded'),
      variables: {
        order_id: owed!.id,
        refund_amount: formatInr(owed!.refundDuePaise),
        refund_reference: 'rfnd_Sms00000000001',
      },
    });
  });

  it('a Hindi order without Hindi templates gets the English template with English words', async () => {
    const { orderId, order } = await placeOrder();
    await vi.waitFor(() => expect(receivedFor(orderId)).toHaveLength(1), UNTIL);
    // As checkout records a /hi page's order: its next messages are written in Hindi.
    await t.db.update(orders).set({ language: 'hi' }).where(eq(orders.id, orderId));
    await advanceOrder(t, { orderId, operator, steps: 3 });
    await vi.waitFor(() => expect(receivedFor(orderId)).toHaveLength(3), UNTIL);
    expect(
      receivedFor(orderId).map(({ templateId, variables }) => ({ templateId, variables })),
    ).toEqual(
      expect.arrayContaining([
        {
          templateId: templateOf('shipped'),
          variables: { order_id: orderId, tracking_id: order.trackingId },
        },
        {
          templateId: templateOf('out-for-delivery'),
          variables: {
            order_id: orderId,
            amount: formatInr(order.payablePaise),
            payment: 'Pay on delivery',
          },
        },
      ]),
    );
    // The row's own text (what Twilio or the outbox sends) is the Hindi one.
    const row = await smsRow(orderId, 'out-for-delivery');
    expect(row?.body).toBe(
      `Haat: आपका ऑर्डर ${orderId} आज डिलीवर होगा। ${formatInr(order.payablePaise)} तैयार रखें।`,
    );
  });

  it('a message the gateway failed (5xx) is sent again after its back-off, once', async () => {
    gateway.misbehave({ status: 500, json: { type: 'error', message: 'Internal error' } }, 1);
    const { orderId } = await placeOrder();
    await vi.waitFor(async () => {
      const row = await smsRow(orderId);
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toBe('msg91 answered 500: Internal error');
    }, UNTIL);
    // Not due yet: nothing is sent before the back-off has passed.
    await deliverNow();
    expect(receivedFor(orderId)).toHaveLength(1);

    clock.advance(DELIVERY.retrySeconds * 1000 + 1000);
    await deliverNow();
    await vi.waitFor(async () => expect((await smsRow(orderId))?.sentAt).not.toBeNull(), UNTIL);
    expect(receivedFor(orderId).map((sms) => sms.accepted)).toEqual([false, true]);
    expect((await smsRow(orderId))?.attempts).toBe(2);
  });

  it('after the last failed try the message is failed: kept, counted, logged without its text', async () => {
    const failedBefore = await countFailedNotifications(t.db, clock.now());
    gateway.misbehave({ status: 503, json: { type: 'error', message: 'Service unavailable' } });
    try {
      const { orderId } = await placeOrder();
      await vi.waitFor(async () => expect((await smsRow(orderId))?.attempts).toBe(1), UNTIL);
      for (let attempt = 2; attempt <= DELIVERY.maxAttempts; attempt += 1) {
        clock.advance(HOUR);
        await deliverNow();
        await vi.waitFor(async () => {
          const row = await smsRow(orderId);
          expect(row?.attempts).toBe(attempt);
          expect(row?.lastError).toEqual(expect.any(String));
        }, UNTIL);
      }
      await vi.waitFor(async () => expect((await smsRow(orderId))?.claimedUntil).toBeNull(), UNTIL);
      const row = await smsRow(orderId);
      expect(row).toMatchObject({
        attempts: DELIVERY.maxAttempts,
        sentAt: null,
        lastError: 'msg91 answered 503: Service unavailable',
      });
      expect(await countFailedNotifications(t.db, clock.now())).toBe(failedBefore + 1);

      // Never tried again.
      clock.advance(24 * HOUR);
      await deliverNow();
      expect(receivedFor(orderId)).toHaveLength(DELIVERY.maxAttempts);

      const warning = log.lines.find((line) => line.includes(`sms message ${row!.id} not sent`));
      expect(warning).toBeDefined();
      expect(JSON.parse(warning!)).toMatchObject({ level: 40, attempts: DELIVERY.maxAttempts });
      expect(warning).not.toContain(row!.body);
    } finally {
      gateway.behave();
    }
  });

  it('a number the gateway refuses for good (400) is given up after one try', async () => {
    const failedBefore = await countFailedNotifications(t.db, clock.now());
    gateway.misbehave({ status: 400, json: { type: 'error', message: 'Mobile no. not valid' } }, 1);
    const { orderId } = await placeOrder();
    await vi.waitFor(
      async () => expect((await smsRow(orderId))?.lastError).toEqual(expect.any(String)),
      UNTIL,
    );
    const row = await smsRow(orderId);
    expect(row).toMatchObject({
      attempts: DELIVERY.maxAttempts,
      sentAt: null,
      claimedUntil: null,
      lastError: 'msg91 answered 400: Mobile no. not valid',
    });
    expect(await countFailedNotifications(t.db, clock.now())).toBe(failedBefore + 1);
    clock.advance(24 * HOUR);
    await deliverNow();
    expect(receivedFor(orderId)).toHaveLength(1);
    const warning = log.lines.find((line) => line.includes(`sms message ${row!.id} not sent`));
    expect(JSON.parse(warning!)).toMatchObject({ isPermanent: true });
  });

  it('the operator sees the messages given up on in the metrics', async () => {
    const failed = await countFailedNotifications(t.db, clock.now());
    expect(failed).toBeGreaterThanOrEqual(2);
    const stop = registerFailedNotifications(() => countFailedNotifications(t.db, clock.now()));
    try {
      const samples = parseMetrics((await renderMetrics()).body);
      expect(sampleValue(samples, 'haat_notifications_failed', {})).toBe(failed);
    } finally {
      stop();
    }
  });

  it('no log line carried an order message’s text', async () => {
    const rows = await t.db.select().from(notifications).where(eq(notifications.channel, 'sms'));
    expect(rows.length).toBeGreaterThan(8);
    for (const row of rows) expect(log.lines.filter((line) => line.includes(row.body))).toEqual([]);
  });
});

describe('order messages through Twilio', () => {
  it('an order message goes out once as the text of one message', async () => {
    const twilio = await startTwilioStandIn();
    const app = await createTestApp({
      env: { ...twilioEnv(twilio), HAAT_TEST_CAPTCHA: TEST_CAPTCHA },
    });
    try {
      const placed = await placeCodOrder(app, { productId: product.id, index: 790 });
      const [customer] = await app.db
        .select({ mobile: customers.mobile })
        .from(customers)
        .where(eq(customers.id, placed.customerId));
      await vi.waitFor(() => expect(twilio.accepted()).toHaveLength(1), UNTIL);
      const [row] = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, placed.orderId), eq(notifications.channel, 'sms')));
      expect(twilio.received).toEqual([
        { to: `+91${customer!.mobile}`, variables: {}, body: row!.body, accepted: true },
      ]);
      expect(row!.body).toMatch(new RegExp(`^Haat: order ${placed.orderId} is placed\\.`));
      await vi.waitFor(async () => {
        const [sent] = await app.db
          .select({ sentAt: notifications.sentAt })
          .from(notifications)
          .where(eq(notifications.id, row!.id));
        expect(sent?.sentAt).not.toBeNull();
      }, UNTIL);
    } finally {
      await app.close();
      await twilio.close();
    }
  });
});
