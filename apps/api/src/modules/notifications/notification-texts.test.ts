// What the shopper reads at each step of an order, in the language the order was placed in: a
// Hindi order's SMS and e-mail in Devanagari with the same ids, amounts and links (to its /hi
// pages), an English order's as before.
import { describe, expect, it } from 'vitest';
import { formatInr } from '@haat/india';
import {
  composeMessage,
  type NotificationKind,
  type OrderFacts,
  type ReturnStepKind,
} from './notification-texts.ts';

const ORDER: OrderFacts = {
  orderId: 'OD123456789012',
  language: 'en',
  // As checkout makes them: 18 random bytes, base64url (24 characters).
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

const KINDS: readonly NotificationKind[] = [
  'placed',
  'shipped',
  'out-for-delivery',
  'delivered',
  'cancelled',
  'refunded',
  'return',
];
const STEPS: readonly ReturnStepKind[] = [
  'requested',
  'approved',
  'rejected',
  'picked-up',
  'received',
  'cancelled',
];

/** The facts a kind's message is written from (a refund's and a return's own facts). */
function factsFor(kind: NotificationKind, order: OrderFacts, step: ReturnStepKind = 'approved') {
  if (kind === 'refunded')
    return { ...order, refund: { paise: 99_900, reference: 'rfnd_Q1w2E3r4T5y6U7' } };
  if (kind === 'return')
    return {
      ...order,
      returnStep: {
        state: step,
        title: 'Cotton Kurta',
        pieces: 2,
        refundPaise: 1_19_800,
        note: step === 'rejected' ? 'Tags removed' : null,
      },
    };
  if (kind === 'cancelled') return { ...order, refundDuePaise: order.payablePaise };
  return order;
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** Latin words of three letters or more, once what is kept in Latin on purpose is taken out. */
function englishWords(text: string, keep: readonly string[]): string[] {
  let rest = text;
  for (const kept of keep) if (kept) rest = rest.split(kept).join(' ');
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

describe('a Hindi order’s messages', () => {
  it.each(KINDS)('%s: SMS, subject and e-mail in Devanagari, with the order’s figures', (kind) => {
    const order = factsFor(kind, HINDI);
    const message = composeMessage(kind, order);
    // What stays Latin: the shop's name, ids, references, the link, GST and ID.
    const keep = [
      `https://haat.example/hi/order/status/${order.trackingId}`,
      'Haat',
      'GST',
      'Asha',
      order.orderId,
      order.trackingId,
      order.refund?.reference ?? '',
      'Cotton Kurta',
      'Tags removed',
    ];
    for (const text of [message.sms, message.subject, message.email]) {
      expect(text, kind).toMatch(DEVANAGARI);
      // A return's e-mail names the item returned instead (as the English one does).
      if (kind !== 'return' || text !== message.email) expect(text, kind).toContain(order.orderId);
      expect(englishWords(text, keep), `${kind}: ${text}`).toEqual([]);
    }
    expect(message.sms.length, message.sms).toBeLessThanOrEqual(160);
    expect(message.sms).toMatch(/^Haat: /);
    expect(message.email).toMatch(/^नमस्ते Asha,\n\n/);
    expect(message.email).toMatch(/\n\nHaat से खरीदारी के लिए धन्यवाद।$/);
  });

  it('links to the order’s Hindi tracking page, or gives its tracking ID without the address', () => {
    for (const kind of ['placed', 'shipped', 'out-for-delivery'] as const) {
      const { email } = composeMessage(kind, HINDI);
      expect(email).toContain(
        `अपना ऑर्डर यहां ट्रैक करें: https://haat.example/hi/order/status/${HINDI.trackingId}`,
      );
      expect(email).not.toContain('https://haat.example/order/');
      const offline = composeMessage(kind, { ...HINDI, siteUrl: undefined }).email;
      expect(offline).toContain(`ट्रैकिंग ID: ${HINDI.trackingId}`);
      expect(offline).not.toContain('http');
    }
  });

  it('keeps the amount, the tracking ID and the way of paying', () => {
    const placed = composeMessage('placed', HINDI);
    expect(placed.sms).toBe(
      `Haat: आपका ऑर्डर ${HINDI.orderId} हो गया है। डिलीवरी पर ${AMOUNT} चुकाएं। ट्रैकिंग ID ${HINDI.trackingId}।`,
    );
    expect(placed.subject).toBe(`ऑर्डर ${HINDI.orderId} प्लेस हो गया`);
    expect(placed.email).toContain(`कैश ऑन डिलीवरी के लिए ${AMOUNT} तैयार रखें।`);
    const prepaid = composeMessage('placed', { ...HINDI, paymentType: 'prepaid' });
    expect(prepaid.sms).toContain(`${AMOUNT} का पेमेंट हो गया।`);
    expect(prepaid.email).toContain(`आपने ${AMOUNT} का पेमेंट कर दिया है।`);
    expect(prepaid.email).not.toContain('कैश ऑन डिलीवरी');

    expect(composeMessage('shipped', HINDI).sms).toContain(`ट्रैकिंग ID ${HINDI.trackingId}`);
    expect(composeMessage('out-for-delivery', HINDI).sms).toContain(`${AMOUNT} तैयार रखें।`);
    expect(
      composeMessage('out-for-delivery', { ...HINDI, paymentType: 'prepaid' }).sms,
    ).not.toContain('₹');
  });

  it('a cancellation tells the reason and the refund owed; a refund its amount and reference', () => {
    const cancelled = composeMessage('cancelled', {
      ...HINDI,
      paymentType: 'prepaid',
      refundDuePaise: 50_000,
      cancelReason: 'स्टॉक खत्म',
    });
    expect(cancelled.sms).toBe(`Haat: आपका ऑर्डर ${HINDI.orderId} रद्द हो गया है। ₹500.00 रिफ़ंड होंगे।`);
    expect(cancelled.email).toContain('वजह: स्टॉक खत्म');
    expect(cancelled.email).toContain('₹500.00 उसी तरीके से रिफ़ंड होंगे');
    expect(composeMessage('cancelled', HINDI).sms).not.toContain('रिफ़ंड');

    const refunded = composeMessage('refunded', factsFor('refunded', HINDI));
    expect(refunded.subject).toBe(`ऑर्डर ${HINDI.orderId} के लिए ₹999.00 का रिफ़ंड`);
    expect(refunded.sms).toContain('रेफ़रेंस rfnd_Q1w2E3r4T5y6U7');
    // The e-mail's paragraphs: the order e-mail shows those between greeting and sign-off.
    expect(refunded.email.split('\n\n')).toEqual([
      'नमस्ते Asha,',
      `हमने आपके रद्द हुए ऑर्डर ${HINDI.orderId} के ₹999.00 आपके दिए गए अकाउंट में भेज दिए हैं।`,
      'रिफ़ंड रेफ़रेंस: rfnd_Q1w2E3r4T5y6U7',
      'बैंक को इसे दिखाने में 7 कामकाजी दिन तक लग सकते हैं।',
      'Haat से खरीदारी के लिए धन्यवाद।',
    ]);
    const forReturn = composeMessage('refunded', {
      ...HINDI,
      paymentType: 'prepaid',
      refund: { paise: 99_900, reference: 'rfnd_R', forReturn: true },
    });
    expect(forReturn.sms).toContain(`ऑर्डर ${HINDI.orderId} के रिटर्न के ₹999.00 रिफ़ंड हो गए`);
    expect(forReturn.email).toContain('उसी तरीके से वापस भेज दिए हैं जिससे आपने पेमेंट किया था।');
  });

  it.each(STEPS)('a return that %s is told in Hindi, with the item and its refund', (step) => {
    const message = composeMessage('return', factsFor('return', HINDI, step));
    expect(message.sms.length).toBeLessThanOrEqual(160);
    expect(message.sms).toMatch(new RegExp(`^Haat: ऑर्डर ${HINDI.orderId} का आपका रिटर्न `));
    expect(message.subject).toMatch(new RegExp(`^ऑर्डर ${HINDI.orderId} का आपका रिटर्न `));
    expect(message.email).toContain(
      step === 'requested' ? 'Cotton Kurta (2 पीस)' : 'Cotton Kurta (2 पीस) का',
    );
    if (step === 'picked-up' || step === 'received') expect(message.email).toContain('₹1,198.00');
    if (step === 'rejected') expect(message.email).toContain('बताई गई वजह: Tags removed');
  });

  it('a long refund reference still leaves the SMS at 160 characters at most', () => {
    const { sms } = composeMessage('refunded', {
      ...HINDI,
      refund: { paise: 99_99_99_900, reference: 'r'.repeat(120) },
    });
    expect(sms.length).toBe(160);
  });
});

describe('an English order’s messages', () => {
  it('are as they were: English words, links to the pages at the root', () => {
    const placed = composeMessage('placed', ORDER);
    expect(placed).toEqual({
      sms: `Haat: order ${ORDER.orderId} is placed. Pay ${AMOUNT} on delivery. Tracking ID ${ORDER.trackingId}.`,
      subject: `Order ${ORDER.orderId} placed`,
      email: `Hello Asha,\n\nWe have your order ${ORDER.orderId}. Please keep ${AMOUNT} ready for cash on delivery.\nTrack it at https://haat.example/order/status/${ORDER.trackingId}\n\nThank you for shopping with Haat.`,
    });
    for (const kind of KINDS) {
      const message = composeMessage(kind, factsFor(kind, ORDER));
      for (const text of [message.sms, message.subject, message.email])
        expect(text, kind).not.toMatch(DEVANAGARI);
      expect(message.email).not.toContain('/hi/');
    }
  });
});
