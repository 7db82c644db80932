// Order updates on WhatsApp against a loopback stand-in of Meta's Cloud API: each template in
// English and Hindi, the shopper's choice and STOP, signed and unsigned webhooks, replays, the
// fallback to SMS exactly once (an error answer, a `failed` status, no `sent` by the deadline),
// a late delivery that keeps the SMS back, the rate limit and recovery, and logs without tokens
// or texts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signInOperator, type TestApp } from '../../../test/helper.ts';
import { createTestClock, MINUTE } from '../../../test/accounts.ts';
import { captureLog } from '../../../test/sms-gateways.ts';
import {
  advanceOrder,
  flatProductInStock,
  placeCodOrder,
  TEST_CAPTCHA,
} from '../../../test/orders.fixtures.ts';
import {
  WHATSAPP_TEST,
  inboundBody,
  sign,
  startWhatsAppStandIn,
  statusBody,
  whatsappEnv,
  type WhatsAppStandIn,
} from '../../../test/whatsapp-stand-in.ts';
import { UNTIL } from '../../../test/waiting.ts';
import {
  customers,
  notifications,
  orders,
  products,
  whatsappConsents,
  whatsappMessages,
} from '../../db/schema/index.ts';
import { readOrderFacts } from '../orders/index.ts';
import {
  createChannelSender,
  createFileNotificationSender,
  createWhatsAppNotificationSender,
  deliverPendingNotifications,
  fallBackToSms,
  recordOrderNotifications,
  type NotificationKind,
} from '../notifications/index.ts';
import { WHATSAPP_TEMPLATES } from './index.ts';
import { whatsappCheck } from '../../doctor/messaging-checks.ts';

const clock = createTestClock(new Date('2026-11-20T06:00:00.000Z'));
const log = captureLog();
const SITE = 'https://haat.example';
let standIn: WhatsAppStandIn;
let t: TestApp;
let product: typeof products.$inferSelect;
let operator: { authorization: string };

beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
  t = await createTestApp({
    clock,
    env: { ...whatsappEnv(standIn), HAAT_TEST_CAPTCHA: TEST_CAPTCHA, PUBLIC_URL: SITE },
    logger: { level: 'info', stream: log.stream },
  });
  product = await flatProductInStock(t);
  operator = await signInOperator(t);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

/** Delivery as the background job runs it, now (the test clock decides what is due). */
function deliverNow(): Promise<number> {
  const sender = createChannelSender({
    sms: createFileNotificationSender(t.dataDir),
    email: createFileNotificationSender(t.dataDir),
    whatsapp: createWhatsAppNotificationSender(t.db, t.config.whatsapp, clock),
  });
  return deliverPendingNotifications(t.db, sender, clock, t.app.log);
}

const choose = (headers: { authorization: string }, orderUpdates: boolean, source = 'checkout') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/whatsapp',
    headers,
    payload: { orderUpdates, source },
  });

let index = 0;
async function shopper(input: { optIn: boolean; language?: string }) {
  index += 1;
  const placed = await placeCodOrder(t, {
    productId: product.id,
    index: 900 + index,
    ...(input.language ? { language: input.language } : {}),
    beforePlacing: async (headers) => {
      if (!input.optIn) return;
      const res = await choose(headers, true);
      expect(res.statusCode, res.body).toBe(200);
    },
  });
  const [customer] = await t.db.select().from(customers).where(eq(customers.id, placed.customerId));
  return { ...placed, mobile: customer!.mobile, number: `91${customer!.mobile}` };
}

const templatesTo = (number: string) =>
  standIn.received.filter((m) => m.to === number && m.type === 'template');
const rowsOf = (orderId: string) =>
  t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
const messagesOf = (orderId: string) =>
  t.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));

/** `signature` null: the header is left out. */
async function postWebhook(body: string, signature: string | null = sign(body)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'x-hub-signature-256': signature } : {}),
    },
    payload: body,
  });
}

describe('order updates on WhatsApp', () => {
  it('the choice is off until made, shows the number, and is refused for a number that is not an Indian mobile', async () => {
    const s = await shopper({ optIn: false });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/customer/whatsapp',
      headers: s.headers,
    });
    expect(read.json().data).toEqual({
      available: true,
      orderUpdates: false,
      mobile: s.mobile,
      source: null,
    });
    // No choice: the order's messages are SMS, none on WhatsApp.
    await vi.waitFor(
      async () => expect((await rowsOf(s.orderId)).map((r) => r.channel).sort()).toContain('sms'),
      UNTIL,
    );
    expect((await rowsOf(s.orderId)).some((r) => r.channel === 'whatsapp')).toBe(false);

    await t.db
      .update(customers)
      .set({ mobile: '1234567890' })
      .where(eq(customers.id, s.customerId));
    const refused = await choose(s.headers, true, 'account');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Indian mobile/);
    expect(
      await t.db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.customerId, s.customerId)),
    ).toEqual([]);
  });

  it('an opted-in shopper gets each step as its template, in English and in Hindi, with the tracking link', async () => {
    for (const [language, code, path] of [
      [undefined, 'en', '/order/status/'],
      ['hi-IN', 'hi', '/hi/order/status/'],
    ] as const) {
      const s = await shopper({ optIn: true, ...(language ? { language } : {}) });
      await advanceOrder(t, { orderId: s.orderId, operator, steps: 4 });
      await vi.waitFor(async () => {
        await deliverNow();
        // Written at one moment of the test clock: they may leave in any order.
        expect(
          templatesTo(s.number)
            .map((m) => m.template)
            .sort(),
        ).toEqual([
          'haat_order_delivered',
          'haat_order_out_for_delivery',
          'haat_order_placed',
          'haat_order_shipped',
        ]);
      }, UNTIL);
      const sent = templatesTo(s.number);
      expect(sent.every((m) => m.language === code && m.accepted)).toBe(true);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, s.orderId));
      const named = (name: string) => sent.find((m) => m.template === name)!;
      expect(named('haat_order_shipped').parameters[2]).toBe(`${SITE}${path}${order!.trackingId}`);
      expect(named('haat_order_placed').parameters[1]).toBe(s.orderId);
      if (code === 'hi') expect(named('haat_order_placed').parameters[3]).toBe('डिलीवरी पर पेमेंट');
      // WhatsApp instead of SMS, never both; the e-mail as always.
      const channels = (await rowsOf(s.orderId)).map((r) => r.channel);
      expect(channels.filter((c) => c === 'sms')).toEqual([]);
      expect(channels.filter((c) => c === 'whatsapp')).toHaveLength(4);
    }
  });

  it('every kind has its template with its parameters, in both languages', async () => {
    const s = await shopper({ optIn: true });
    const facts = await readOrderFacts(t.db, s.orderId, SITE);
    const kinds: NotificationKind[] = [
      'placed',
      'shipped',
      'out-for-delivery',
      'delivered',
      'cancelled',
      'refunded',
      'return',
    ];
    for (const language of ['en', 'hi'] as const) {
      await t.db.transaction(async (tx) => {
        for (const kind of kinds)
          await recordOrderNotifications(tx, {
            eventId: null,
            kind,
            now: clock.now(),
            to: { mobile: s.mobile, email: null },
            order: {
              ...facts!,
              language,
              refund: { paise: 12_345, reference: 'rfnd_T1' },
              returnStep: {
                state: 'approved',
                title: 'Brass lamp',
                pieces: 1,
                refundPaise: 12_345,
                note: null,
              },
            },
          });
      });
    }
    await vi.waitFor(async () => {
      await deliverNow();
      for (const language of ['en', 'hi'])
        for (const kind of kinds) {
          const template = WHATSAPP_TEMPLATES[kind as keyof typeof WHATSAPP_TEMPLATES];
          const got = templatesTo(s.number).filter(
            (m) => m.template === template.name && m.language === language && m.accepted,
          );
          expect(got.length, `${kind} ${language}`).toBeGreaterThan(0);
          expect(got.at(-1)!.parameters).toHaveLength(template.parameters.length);
        }
    }, UNTIL);
    const refunded = templatesTo(s.number).filter((m) => m.template === 'haat_refund_made');
    expect(refunded.at(-1)!.parameters).toEqual([s.orderId, '₹123.45', 'rfnd_T1']);
    const hindiReturn = templatesTo(s.number).find(
      (m) => m.template === 'haat_return_update' && m.language === 'hi',
    );
    expect(hindiReturn!.parameters[1]).toBe('Brass lamp');
  });

  it('a template parameter longer than WhatsApp takes sends the SMS instead, and nothing to WhatsApp', async () => {
    const s = await shopper({ optIn: true });
    await vi.waitFor(async () => expect(templatesTo(s.number)).toHaveLength(1), UNTIL);
    await t.db
      .update(customers)
      .set({ firstName: 'A'.repeat(1100) })
      .where(eq(customers.id, s.customerId));
    await advanceOrder(t, { orderId: s.orderId, operator, steps: 2 });
    await vi.waitFor(async () => {
      const shipped = (await rowsOf(s.orderId)).filter((r) => r.kind === 'shipped');
      expect(shipped.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    }, UNTIL);
    expect(templatesTo(s.number)).toHaveLength(1);
  });
});

describe("Meta's webhook", () => {
  it('the subscription check answers the challenge only to our verify token', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TEST.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('1158201444');
  });

  it('records each status once, in any order; refuses unsigned and wrongly signed bodies; says which it did not know', async () => {
    const s = await shopper({ optIn: true });
    await vi.waitFor(async () => {
      await deliverNow();
      expect(templatesTo(s.number)[0]?.wamid).toBeTruthy();
    }, UNTIL);
    const wamid = templatesTo(s.number)[0]!.wamid!;
    const read = statusBody(wamid, 'read', { recipient: s.number });

    for (const signature of [null, 'sha256=00', sign(read, 'another-secret'), sign(`${read} `)]) {
      const refused = await postWebhook(read, signature);
      expect(refused.statusCode, String(signature)).toBe(401);
      expect(refused.json().message).toMatch(/X-Hub-Signature-256/);
    }
    expect((await messagesOf(s.orderId))[0]!.readAt).toBeNull();

    // Read before delivered, delivered before sent: each is recorded.
    const first = await postWebhook(read);
    expect(first.json().statuses).toEqual({ recorded: 1, repeated: 0, unknown: 0, invalid: 0 });
    await postWebhook(statusBody(wamid, 'delivered'));
    await postWebhook(statusBody(wamid, 'sent'));
    const [message] = await messagesOf(s.orderId);
    expect(message!.readAt && message!.deliveredAt && message!.sentAt).toBeTruthy();

    // A replay changes nothing.
    const replay = await postWebhook(
      statusBody(wamid, 'delivered', { at: new Date(Date.now() + 3_600_000) }),
    );
    expect(replay.json().statuses).toEqual({ recorded: 0, repeated: 1, unknown: 0, invalid: 0 });
    expect((await messagesOf(s.orderId))[0]!.deliveredAt).toEqual(message!.deliveredAt);

    const unknown = await postWebhook(statusBody('wamid.nobody', 'delivered'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().statuses).toEqual({ recorded: 0, repeated: 0, unknown: 1, invalid: 0 });

    const notJson = await postWebhook('{"object":"page"}');
    expect(notJson.statusCode).toBe(400);
  });

  it('STOP or "रोकें" from a shopper turns WhatsApp updates off and is acknowledged once; a stranger changes nothing', async () => {
    const english = await shopper({ optIn: true });
    const hindi = await shopper({ optIn: true, language: 'hi-IN' });
    const stop = await postWebhook(inboundBody(english.number, 'stop'));
    expect(stop.json().inbound).toEqual({ stopped: 1, alreadyOff: 0, ignored: 0 });
    const choice = await t.app.inject({
      method: 'GET',
      url: '/api/customer/whatsapp',
      headers: english.headers,
    });
    expect(choice.json().data).toMatchObject({ orderUpdates: false, source: 'stop' });
    const acks = () => standIn.received.filter((m) => m.type === 'text');
    expect(
      acks()
        .filter((m) => m.to === english.number)
        .map((m) => m.text),
    ).toEqual([expect.stringMatching(/no longer get order updates on WhatsApp/)]);
    // A replay: already off, not acknowledged again.
    const again = await postWebhook(inboundBody(english.number, 'STOP'));
    expect(again.json().inbound).toEqual({ stopped: 0, alreadyOff: 1, ignored: 0 });
    expect(acks().filter((m) => m.to === english.number)).toHaveLength(1);

    await postWebhook(inboundBody(hindi.number, 'रोकें'));
    expect(
      acks()
        .filter((m) => m.to === hindi.number)
        .map((m) => m.text),
    ).toEqual([expect.stringMatching(/WhatsApp पर ऑर्डर की जानकारी नहीं/)]);

    // Her next step is an SMS.
    await advanceOrder(t, { orderId: hindi.orderId, operator, steps: 2 });
    await vi.waitFor(async () => {
      const shipped = (await rowsOf(hindi.orderId)).filter((r) => r.kind === 'shipped');
      expect(shipped.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    }, UNTIL);

    const before = await t.db.select().from(whatsappConsents);
    const stranger = await postWebhook(inboundBody('919000000001', 'STOP'));
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().inbound).toEqual({ stopped: 0, alreadyOff: 0, ignored: 1 });
    const foreign = await postWebhook(inboundBody('14155550100', 'STOP'));
    expect(foreign.json().inbound.ignored).toBe(1);
    expect(await t.db.select().from(whatsappConsents)).toEqual(before);
  });
});

describe('fallback to SMS', () => {
  const smsOf = async (orderId: string) =>
    (await rowsOf(orderId)).filter((r) => r.channel === 'sms');

  it('a refused template (132001) is sent once as SMS instead', async () => {
    standIn.refuseTemplate('haat_order_delivered');
    const s = await shopper({ optIn: true });
    await advanceOrder(t, { orderId: s.orderId, operator, steps: 4 });
    await vi.waitFor(async () => {
      await deliverNow();
      await fallBackToSms(t.db, clock);
      await deliverNow();
      const sms = await smsOf(s.orderId);
      expect(sms.map((r) => [r.kind, Boolean(r.sentAt)])).toEqual([['delivered', true]]);
    }, UNTIL);
    const [refused] = (await messagesOf(s.orderId)).filter((m) => m.kind === 'delivered');
    expect(refused!.errorCode).toBe(132001);
    expect(await fallBackToSms(t.db, clock)).toBe(0);
    expect(await smsOf(s.orderId)).toHaveLength(1);
  });

  it('a `failed` status sends the SMS once, however often it is reported', async () => {
    const s = await shopper({ optIn: true });
    await vi.waitFor(async () => {
      await deliverNow();
      expect(templatesTo(s.number)[0]?.wamid).toBeTruthy();
    }, UNTIL);
    const wamid = templatesTo(s.number)[0]!.wamid!;
    const failed = statusBody(wamid, 'failed', {
      error: { code: 131026, title: 'Message undeliverable' },
    });
    await postWebhook(failed);
    await postWebhook(failed);
    await fallBackToSms(t.db, clock);
    await fallBackToSms(t.db, clock);
    await vi.waitFor(async () => {
      await deliverNow();
      const sms = await smsOf(s.orderId);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.sentAt).not.toBeNull();
      expect(sms[0]!.fallbackOf).toBeTruthy();
    }, UNTIL);
    expect((await messagesOf(s.orderId))[0]!.errorCode).toBe(131026);
  });

  it('no `sent` by the deadline: the SMS goes; a `sent` in time keeps it back; a late delivery keeps back an SMS not yet sent', async () => {
    const slow = await shopper({ optIn: true });
    const prompt = await shopper({ optIn: true });
    const late = await shopper({ optIn: true });
    await vi.waitFor(async () => {
      await deliverNow();
      for (const s of [slow, prompt, late]) expect(templatesTo(s.number)[0]?.wamid).toBeTruthy();
    }, UNTIL);
    await postWebhook(statusBody(templatesTo(prompt.number)[0]!.wamid!, 'sent'));
    clock.advance(14 * MINUTE);
    await fallBackToSms(t.db, clock);
    expect(await smsOf(slow.orderId)).toEqual([]);
    clock.advance(2 * MINUTE);
    await fallBackToSms(t.db, clock);
    expect(await smsOf(prompt.orderId)).toEqual([]);
    expect(await smsOf(slow.orderId)).toHaveLength(1);
    const lateSms = await smsOf(late.orderId);
    expect(lateSms).toHaveLength(1);
    // WhatsApp delivers before the SMS went out: the SMS is not sent.
    expect(lateSms[0]!.sentAt).toBeNull();
    await postWebhook(statusBody(templatesTo(late.number)[0]!.wamid!, 'delivered'));
    await deliverNow();
    const [withheld] = await smsOf(late.orderId);
    expect(withheld!.sentAt).toBeNull();
    expect(withheld!.withdrawnAt).not.toBeNull();
    await vi.waitFor(async () => {
      await deliverNow();
      expect((await smsOf(slow.orderId))[0]!.sentAt).not.toBeNull();
    }, UNTIL);
  });

  it('a delivered message never gets its SMS, even when reported failed after', async () => {
    const s = await shopper({ optIn: true });
    await vi.waitFor(async () => {
      await deliverNow();
      expect(templatesTo(s.number)[0]?.wamid).toBeTruthy();
    }, UNTIL);
    const wamid = templatesTo(s.number)[0]!.wamid!;
    await postWebhook(statusBody(wamid, 'delivered'));
    await postWebhook(
      statusBody(wamid, 'failed', { error: { code: 131000, title: 'Something went wrong' } }),
    );
    clock.advance(30 * MINUTE);
    await fallBackToSms(t.db, clock);
    expect(await smsOf(s.orderId)).toEqual([]);
  });

  it('the rate limit (130429) and a timeout are tried again later, and the message goes once they pass', async () => {
    standIn.misbehave('rate-limit', 1);
    const s = await shopper({ optIn: true });
    await vi.waitFor(async () => {
      await deliverNow();
      expect(standIn.received.filter((m) => m.to === s.number)).toHaveLength(1);
    }, UNTIL);
    const [row] = (await rowsOf(s.orderId)).filter((r) => r.channel === 'whatsapp');
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toMatch(/130429/);
    standIn.misbehave('hang', 1);
    clock.advance(31_000);
    await deliverNow();
    expect((await rowsOf(s.orderId)).find((r) => r.channel === 'whatsapp')!.lastError).toMatch(
      /did not answer/,
    );
    standIn.behave();
    clock.advance(61_000);
    await vi.waitFor(async () => {
      await deliverNow();
      expect(templatesTo(s.number).filter((m) => m.accepted)).toHaveLength(1);
    }, UNTIL);
    expect(await smsOf(s.orderId)).toEqual([]);
  });
});

describe('doctor', () => {
  it('reads the phone number with the token, sends nothing, and names what is wrong', async () => {
    const check = whatsappCheck(t.config)!;
    const sentBefore = standIn.received.length;
    await expect(check.run(new AbortController().signal)).resolves.toMatch(
      /phone number id 106540352242922 is \+91 80 4000 0000 \(Haat\) on Graph API v23\.0/,
    );
    expect(standIn.reads).toBe(1);
    expect(standIn.received.length).toBe(sentBefore);
    const wrong = {
      ...t.config,
      whatsapp: {
        ...t.config.whatsapp,
        api: { ...(t.config.whatsapp as { api: object }).api, accessToken: 'wrong' },
      },
    } as typeof t.config;
    await expect(whatsappCheck(wrong)!.run(new AbortController().signal)).rejects.toThrow(
      /HTTP 401 \(error 190\)/,
    );
  });
});

describe("the operator's view", () => {
  it("per channel and day, and the month's billable messages; each order's messages", async () => {
    const s = await shopper({ optIn: true });
    await vi.waitFor(async () => {
      await deliverNow();
      expect(templatesTo(s.number)[0]?.wamid).toBeTruthy();
    }, UNTIL);
    await postWebhook(
      statusBody(templatesTo(s.number)[0]!.wamid!, 'delivered', { at: clock.now() }),
    );
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages/summary',
      headers: operator,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const data = summary.json().data;
    expect(data.month).toBe('2026-11');
    const whatsappDays = data.days.filter((d: { channel: string }) => d.channel === 'whatsapp');
    expect(
      whatsappDays.reduce((n: number, d: { fellBack: number }) => n + d.fellBack, 0),
    ).toBeGreaterThan(0);
    expect(data.billableWhatsApp).toBeGreaterThan(0);
    expect(data.days.some((d: { channel: string }) => d.channel === 'email')).toBe(true);

    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${s.orderId}/messages`,
      headers: operator,
    });
    expect(messages.statusCode).toBe(200);
    const whatsapp = messages
      .json()
      .data.filter((m: { channel: string }) => m.channel === 'whatsapp');
    expect(whatsapp).toEqual([
      expect.objectContaining({
        kind: 'placed',
        template: 'haat_order_placed',
        language: 'en',
        state: 'sent',
      }),
    ]);
    expect(whatsapp[0].deliveredAt).not.toBeNull();

    const shopperCalls = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages/summary',
      headers: s.headers,
    });
    expect(shopperCalls.statusCode).toBe(403);
  });

  it("no log line carries the access token, the app secret or a message's words", async () => {
    const text = log.lines.join('\n');
    expect(text).not.toContain(WHATSAPP_TEST.accessToken);
    expect(text).not.toContain(WHATSAPP_TEST.appSecret);
    expect(text).not.toContain('no longer get order updates');
    expect(text).not.toContain(`${SITE}/order/status/`);
    expect(text).not.toContain('डिलीवरी पर पेमेंट');
    expect(text).toMatch(/WhatsApp webhook read/);
  });
});
