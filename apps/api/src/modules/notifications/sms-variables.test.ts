// The SMS templates' variables and what the SMS sender hands a gateway: an English order's as
// they always were; a Hindi order's also in Hindi (its words: the payment, a return's step) for
// a template registered in Hindi, which a gateway without one ignores (the English template with
// the English variables). The gateway here is a plain recorder, no module is mocked.
import { describe, expect, it } from 'vitest';
import { formatInr } from '@haat/india';
import type { SmsDetails, SmsSender } from '../../lib/sms/index.ts';
import type { OutgoingMessage } from './notification-sender.ts';
import type { NotificationKind, OrderFacts, ReturnStepKind } from './notification-texts.ts';
import { createSmsNotificationSender, type OrderSmsDetails } from './sms-notification-sender.ts';
import {
  keptVariables,
  smsTemplateVariables,
  smsVariablesInLanguages,
  variablesToKeep,
} from './sms-variables.ts';

const ORDER: OrderFacts = {
  orderId: 'OD123456789012',
  language: 'en',
  trackingId: 'q8Xn3Kd0_tR7LmZp2VbWcY4e',
  customerName: 'Asha',
  payablePaise: 12_34_500,
  paymentType: 'cod',
  cancelReason: null,
  refundDuePaise: 0,
  siteUrl: 'https://haat.example',
};
const HINDI: OrderFacts = { ...ORDER, language: 'hi' };
const AMOUNT = formatInr(ORDER.payablePaise);
const STEPS: readonly ReturnStepKind[] = [
  'requested',
  'approved',
  'rejected',
  'picked-up',
  'received',
  'cancelled',
];
const withStep = (order: OrderFacts, state: ReturnStepKind): OrderFacts => ({
  ...order,
  returnStep: { state, title: 'Cotton Kurta', pieces: 1, refundPaise: 59_900, note: null },
});
const DEVANAGARI = /^[\u0900-\u097F\s]+$/;

describe('SMS template variables', () => {
  it('in English by default, as they always were', () => {
    expect(smsTemplateVariables('placed', ORDER)).toEqual({
      order_id: ORDER.orderId,
      amount: AMOUNT,
      payment: 'Pay on delivery',
      tracking_id: ORDER.trackingId,
    });
    expect(smsTemplateVariables('out-for-delivery', { ...HINDI, paymentType: 'prepaid' })).toEqual({
      order_id: ORDER.orderId,
      amount: AMOUNT,
      payment: 'Paid online',
    });
    expect(smsTemplateVariables('return', withStep(HINDI, 'approved'))).toEqual({
      order_id: ORDER.orderId,
      return_update: 'is approved',
    });
  });

  it('in Hindi for a Hindi template: the words in Devanagari, ids and amounts as they are', () => {
    expect(smsTemplateVariables('placed', HINDI, 'hi')).toEqual({
      order_id: ORDER.orderId,
      amount: AMOUNT,
      payment: 'डिलीवरी पर पेमेंट',
      tracking_id: ORDER.trackingId,
    });
    const prepaid = smsTemplateVariables(
      'out-for-delivery',
      { ...HINDI, paymentType: 'prepaid' },
      'hi',
    );
    expect(prepaid).toEqual({
      order_id: ORDER.orderId,
      amount: AMOUNT,
      payment: 'ऑनलाइन पेमेंट हो गया',
    });
    for (const state of STEPS) {
      const { return_update: words } = smsTemplateVariables('return', withStep(HINDI, state), 'hi');
      expect(words, state).toMatch(DEVANAGARI);
      // DLT's limit for a variable.
      expect(words!.length, state).toBeLessThanOrEqual(30);
    }
    for (const payment of ['cod', 'prepaid'] as const) {
      const words = smsTemplateVariables(
        'placed',
        { ...HINDI, paymentType: payment },
        'hi',
      ).payment!;
      expect(words).toMatch(DEVANAGARI);
      expect(words.length).toBeLessThanOrEqual(30);
    }
  });

  it('an English order has no Hindi variables; a Hindi order has both', () => {
    expect(smsVariablesInLanguages('shipped', ORDER)).toEqual({
      variables: { order_id: ORDER.orderId, tracking_id: ORDER.trackingId },
    });
    expect(smsVariablesInLanguages('placed', HINDI)).toEqual({
      variables: smsTemplateVariables('placed', HINDI),
      translation: { language: 'hi', variables: smsTemplateVariables('placed', HINDI, 'hi') },
    });
  });

  it('a row keeps an English order’s variables as before, a Hindi order’s in both languages', () => {
    const english = variablesToKeep('return', withStep(ORDER, 'received'));
    expect(english).toEqual({ order_id: ORDER.orderId, return_update: 'reached the seller' });
    expect(keptVariables(english)).toEqual({ variables: english });

    const hindi = variablesToKeep('return', withStep(HINDI, 'received'));
    expect(hindi).toEqual({
      order_id: ORDER.orderId,
      return_update: 'reached the seller',
      'hi:order_id': ORDER.orderId,
      'hi:return_update': 'विक्रेता तक पहुंच गया है',
    });
    expect(keptVariables(hindi)).toEqual({
      variables: { order_id: ORDER.orderId, return_update: 'reached the seller' },
      translation: {
        language: 'hi',
        variables: { order_id: ORDER.orderId, return_update: 'विक्रेता तक पहुंच गया है' },
      },
    });
  });
});

/** A gateway that records what it is handed. */
function recordingGateway() {
  const sent: { to: string; text: string; details: OrderSmsDetails | undefined }[] = [];
  const sms: SmsSender = {
    send(to: string, text: string, details?: SmsDetails) {
      sent.push({ to, text, details });
      return Promise.resolve();
    },
  };
  return { sms, sent };
}

function message(kind: NotificationKind, variables: Record<string, string> | null = null) {
  return {
    id: 'ntf_1',
    channel: 'sms',
    kind,
    orderId: ORDER.orderId,
    to: '9876543210',
    subject: null,
    body: 'the row’s text',
    variables,
  } satisfies OutgoingMessage;
}

describe('the SMS sender of order messages', () => {
  const senderFor = (order: OrderFacts | null) => {
    const gateway = recordingGateway();
    const sender = createSmsNotificationSender({
      sms: gateway.sms,
      readOrderFacts: () => Promise.resolve(order),
    });
    return { sender, sent: gateway.sent };
  };

  it('hands an English order’s gateway the kind and the English variables, as before', async () => {
    const { sender, sent } = senderFor(ORDER);
    await sender.send(message('placed'));
    expect(sent).toEqual([
      {
        to: '9876543210',
        text: 'the row’s text',
        details: { kind: 'placed', variables: smsTemplateVariables('placed', ORDER) },
      },
    ]);
  });

  it('hands a Hindi order’s gateway the English variables and the Hindi ones beside them', async () => {
    const { sender, sent } = senderFor(HINDI);
    await sender.send(message('out-for-delivery'));
    expect(sent[0]?.details).toEqual({
      kind: 'out-for-delivery',
      variables: { order_id: ORDER.orderId, amount: AMOUNT, payment: 'Pay on delivery' },
      translation: {
        language: 'hi',
        variables: { order_id: ORDER.orderId, amount: AMOUNT, payment: 'डिलीवरी पर पेमेंट' },
      },
    });
  });

  it('a return’s kept words go out without reading the order, in both languages', async () => {
    const { sender, sent } = senderFor(null);
    await sender.send(message('return', variablesToKeep('return', withStep(HINDI, 'approved'))));
    await sender.send(message('return', variablesToKeep('return', withStep(ORDER, 'approved'))));
    expect(sent.map((one) => one.details)).toEqual([
      {
        kind: 'return',
        variables: { order_id: ORDER.orderId, return_update: 'is approved' },
        translation: {
          language: 'hi',
          variables: { order_id: ORDER.orderId, return_update: 'मंज़ूर हो गया है' },
        },
      },
      { kind: 'return', variables: { order_id: ORDER.orderId, return_update: 'is approved' } },
    ]);
  });

  it('an order that is gone is an error', async () => {
    const { sender } = senderFor(null);
    await expect(sender.send(message('shipped'))).rejects.toThrow(
      `order ${ORDER.orderId} not found`,
    );
  });
});
