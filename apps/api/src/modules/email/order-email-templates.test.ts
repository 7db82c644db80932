// The order e-mail templates and their two layouts, without a server: what each kind says for
// each way of paying, and that nothing a person typed becomes markup.
import { describe, expect, it } from 'vitest';
import { formatOrderDate } from '@haat/india';
import type { NotificationKind } from '../notifications/index.ts';
import type { OrderSummary } from '../orders/index.ts';
import { composeOrderEmail, renderEmailBodies } from './index.ts';

const ORDER: OrderSummary = {
  orderId: 'OD1234567890',
  trackingId: 'TRK998877',
  placedAt: new Date('2026-11-21T10:00:00Z'),
  paymentType: 'cod',
  customerFirstName: 'Asha',
  shipTo: {
    name: 'Asha Verma',
    address: '12 MI Road',
    landmark: 'Near Panch Batti',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
  },
  lines: [
    {
      title: 'Cotton Kurta',
      colorName: 'Blue',
      sizeName: 'M',
      pieces: 2,
      unitPricePaise: 59_900,
      lineTotalPaise: 119_800,
    },
    {
      title: 'Steel Tiffin',
      colorName: null,
      sizeName: null,
      pieces: 1,
      unitPricePaise: 4_50_000,
      lineTotalPaise: 4_50_000,
    },
  ],
  subtotalPaise: 5_69_800,
  shippingPaise: 0,
  platformPaise: 500,
  discountPaise: 10_000,
  payablePaise: 5_60_300,
  cancelReason: null,
  refundDuePaise: 0,
  refundedPaise: 0,
  refundReference: null,
};

function render(kind: NotificationKind, order: Partial<OrderSummary> = {}, attached = false) {
  return renderEmailBodies(
    composeOrderEmail({
      kind,
      order: { ...ORDER, ...order },
      siteUrl: 'https://haat.example',
      hasInvoiceAttached: attached,
    }),
  );
}

describe('order e-mail templates', () => {
  it.each([
    ['placed', 'cod', 'To pay on delivery', 'Please keep ₹5,603.00 ready'],
    ['placed', 'prepaid', 'Paid', 'We have your payment of ₹5,603.00.'],
    ['out-for-delivery', 'cod', 'To pay on delivery', 'Please keep ₹5,603.00 ready'],
    ['out-for-delivery', 'prepaid', 'Paid', 'out for delivery today.'],
    ['delivered', 'cod', 'Paid on delivery', 'review what you bought'],
    ['delivered', 'prepaid', 'Paid', 'review what you bought'],
    ['cancelled', 'cod', 'Order total', 'has been cancelled.'],
    ['refunded', 'prepaid', 'Order total', 'We have refunded'],
  ] as const)('%s, %s: the total reads "%s" and it says "%s"', (kind, paymentType, label, says) => {
    const { text, html } = render(kind, { paymentType });
    expect(text).toMatch(new RegExp(`\\n${label}: +₹5,603\\.00\\n`));
    expect(html).toContain(`>${label}</td>`);
    expect(text).toContain(says);
    expect(html).toContain(says);
    // A prepaid order is never asked for cash.
    if (paymentType === 'prepaid') expect(text).not.toContain('ready for cash on delivery');
  });

  it('lists each line with its variant, and every price detail, in both bodies', () => {
    const { text, html } = render('placed');
    expect(text).toContain('- Cotton Kurta (Blue · M)\n  ₹599.00 × 2 = ₹1,198.00');
    expect(text).toContain('- Steel Tiffin\n  ₹4,500.00 × 1 = ₹4,500.00');
    expect(text).toMatch(/Subtotal: +₹5,698\.00/);
    expect(text).toMatch(/Shipping: +Free/);
    expect(text).toMatch(/Platform charge: +₹5\.00/);
    expect(text).toMatch(/Coupon discount: +-₹100\.00/);
    for (const amount of ['₹1,198.00', '₹4,500.00', '₹5,698.00', '-₹100.00', '₹5,603.00'])
      expect(html).toContain(amount);
    expect(html).toContain('Blue · M');
  });

  it('shipping charged is shown as an amount, and no discount line without a coupon', () => {
    const { text } = render('placed', { shippingPaise: 4_000, discountPaise: 0 });
    expect(text).toMatch(/Shipping: +₹40\.00/);
    expect(text).not.toContain('Coupon discount');
  });

  it('links to the order’s page, as a button and written out', () => {
    const { text, html } = render('shipped');
    const link = 'https://haat.example/order/details/OD1234567890';
    expect(text).toContain(`Track your order: ${link}`);
    expect(html).toContain(`<a href="${link}"`);
    expect(html.split(link)).toHaveLength(4);
  });

  it('"shipped" speaks of the attached invoice only when it is attached', () => {
    expect(render('shipped', {}, true).text).toContain('Your GST invoice is attached');
    expect(render('shipped', {}, false).text).toContain(
      'Your GST invoice is ready to download from My Orders.',
    );
  });

  it('a cancellation tells of the refund owed, or made', () => {
    expect(render('cancelled', { refundDuePaise: 5_60_300 }).text).toContain(
      '₹5,603.00 will be refunded to your original payment method.',
    );
    expect(render('cancelled', { refundedPaise: 5_60_300 }).text).toContain(
      '₹5,603.00 has been refunded to your original payment method.',
    );
    expect(render('cancelled').text).not.toContain('refunded');
  });

  it('the delivery address is shown until the order is cancelled', () => {
    for (const kind of ['placed', 'shipped', 'out-for-delivery', 'delivered'] as const)
      expect(render(kind).text, kind).toContain('Delivery address\nAsha Verma\n12 MI Road');
    for (const kind of ['cancelled', 'refunded'] as const)
      expect(render(kind).text, kind).not.toContain('Delivery address');
  });

  it('what sellers and shoppers typed is escaped in the HTML and kept as typed in the text', () => {
    const { text, html } = render('cancelled', {
      customerFirstName: '<b>Asha</b>',
      cancelReason: 'Wrong size "M" & <script>alert(1)</script>',
      lines: [{ ...ORDER.lines[0]!, title: 'Kurta <img src=x onerror=alert(1)>' }],
    });
    expect(text).toContain('Hello <b>Asha</b>,');
    expect(text).toContain('Reason: Wrong size "M" & <script>alert(1)</script>');
    expect(html).toContain('Hello &lt;b&gt;Asha&lt;/b&gt;,');
    expect(html).toContain('Wrong size &quot;M&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Kurta &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img|<b>/);
  });
});

describe('order e-mail templates in Hindi (an order placed in Hindi)', () => {
  const renderHi = (kind: NotificationKind, order: Partial<OrderSummary> = {}, attached = false) =>
    renderEmailBodies(
      composeOrderEmail({
        kind,
        order: { ...ORDER, ...order },
        language: 'hi',
        siteUrl: 'https://haat.example',
        hasInvoiceAttached: attached,
      }),
    );
  const KINDS = [
    'placed',
    'shipped',
    'out-for-delivery',
    'delivered',
    'cancelled',
    'refunded',
    'return',
  ] as const;
  /** Latin words of 3+ letters once the order's own Latin (names, ids, the link) is taken out. */
  const latinWords = (body: string) => {
    let rest = body.replace(/<[^>]*>/g, ' ').replace(/https:\/\/\S+/g, ' ');
    for (const kept of [
      'Haat',
      'GST',
      'Asha Verma',
      'Asha',
      '12 MI Road',
      'Near Panch Batti',
      'Jaipur',
      'Rajasthan',
      'Cotton Kurta',
      'Blue',
      'Steel Tiffin',
      ORDER.orderId,
      ORDER.trackingId,
      'TRK998877',
    ])
      rest = rest.split(kept).join(' ');
    return rest.match(/[A-Za-z]{3,}/g) ?? [];
  };

  it.each(KINDS)('%s: every word in Devanagari, the figures as they are, links to /hi', (kind) => {
    const { text, html } = renderHi(kind);
    const link = 'https://haat.example/hi/order/details/OD1234567890';
    expect(html).toMatch(/^<!doctype html>\n<html lang="hi">/);
    for (const body of [text, html]) {
      expect(latinWords(body), `${kind}: ${body}`).toEqual([]);
      expect(body).toContain('नमस्ते Asha,');
      expect(body).toContain(`ऑर्डर ${ORDER.orderId}`);
      expect(body).toContain('₹5,603.00');
      expect(body).toContain(link);
      expect(body).not.toContain('https://haat.example/order/');
      expect(body).toContain('Haat से खरीदारी के लिए धन्यवाद।');
    }
    expect(html).toContain(`<a href="${link}"`);
  });

  it('labels the price details and the address in Hindi', () => {
    const { text, html } = renderHi('placed');
    expect(text).toMatch(/सबटोटल: +₹5,698\.00/);
    expect(text).toMatch(/शिपिंग: +फ़्री/);
    expect(text).toMatch(/प्लेटफ़ॉर्म चार्ज: +₹5\.00/);
    expect(text).toMatch(/कूपन छूट: +-₹100\.00/);
    expect(text).toMatch(/\nडिलीवरी पर देय राशि: +₹5,603\.00\n/);
    expect(text).toContain('डिलीवरी का पता\nAsha Verma\n12 MI Road\nलैंडमार्क: Near Panch Batti');
    expect(html).toContain('>डिलीवरी का पता</h2>');
    expect(html).toContain('>डिलीवरी पर देय राशि</td>');
    expect(text).toContain('अपना ऑर्डर देखें: https://haat.example/hi/order/details/OD1234567890');
    expect(html).toContain('या यह लिंक खोलें:');
  });

  it('dates the order in Hindi and says how it is paid', () => {
    const placed = renderHi('placed').text;
    const date = formatOrderDate(ORDER.placedAt, 'hi');
    expect(date).toMatch(/^21 [\u0900-\u097F]+॰? 2026$/);
    expect(placed).toContain(`हमें ${date} को किया गया आपका ऑर्डर OD1234567890 मिल गया है।`);
    expect(placed).toContain('कैश ऑन डिलीवरी के लिए ₹5,603.00 तैयार रखें।');
    expect(placed).toContain('ट्रैकिंग ID: TRK998877।');
    const prepaid = renderHi('placed', { paymentType: 'prepaid' }).text;
    expect(prepaid).toContain('हमें आपका ₹5,603.00 का पेमेंट मिल गया है।');
    expect(prepaid).toMatch(/\nचुकाई गई राशि: +₹5,603\.00\n/);
    expect(prepaid).not.toContain('कैश ऑन डिलीवरी');
    expect(renderHi('delivered').text).toMatch(/\nडिलीवरी पर चुकाई गई राशि: +₹5,603\.00\n/);
    expect(renderHi('cancelled').text).toMatch(/\nऑर्डर का कुल: +₹5,603\.00\n/);
  });

  it('"shipped" speaks of the invoice, a cancellation of its reason and refund, in Hindi', () => {
    expect(renderHi('shipped', {}, true).text).toContain('आपका GST इनवॉइस इस ई-मेल के साथ अटैच है');
    expect(renderHi('shipped').text).toContain('अपना ऑर्डर ट्रैक करें: https://haat.example/hi/');
    const cancelled = renderHi('cancelled', { cancelReason: 'स्टॉक खत्म', refundDuePaise: 50_000 });
    expect(cancelled.text).toContain('वजह: स्टॉक खत्म');
    expect(cancelled.text).toContain('₹500.00 उसी तरीके से रिफ़ंड होंगे');
    expect(cancelled.text).not.toContain('डिलीवरी का पता');
    const refunded = renderHi('refunded', { refundedPaise: 50_000, refundReference: 'rfnd_X1' });
    expect(refunded.text).toContain('रिफ़ंड रेफ़रेंस: rfnd_X1');
  });

  it('a refund or a return says what the outbox row says, between greeting and sign-off', () => {
    const body =
      'नमस्ते Asha,\n\nहमने आपके रद्द हुए ऑर्डर OD1234567890 के ₹999.00 आपके दिए गए अकाउंट में भेज दिए हैं।\n\nरिफ़ंड रेफ़रेंस: rfnd_Q1\n\nबैंक को इसे दिखाने में 7 कामकाजी दिन तक लग सकते हैं।\n\nHaat से खरीदारी के लिए धन्यवाद।';
    const document = composeOrderEmail({
      kind: 'refunded',
      order: ORDER,
      language: 'hi',
      siteUrl: 'https://haat.example',
      hasInvoiceAttached: false,
      body,
    });
    expect(document.preview).toBe(
      'हमने आपके रद्द हुए ऑर्डर OD1234567890 के ₹999.00 आपके दिए गए अकाउंट में भेज दिए हैं।',
    );
    expect(document.paragraphs).toEqual([
      'नमस्ते Asha,',
      document.preview,
      'रिफ़ंड रेफ़रेंस: rfnd_Q1',
      'बैंक को इसे दिखाने में 7 कामकाजी दिन तक लग सकते हैं।',
    ]);
  });

  it('an English order’s e-mail is unchanged: English words, lang="en", links at the root', () => {
    const { html, text } = render('placed');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(text).toContain('Hello Asha,');
    expect(text).toContain('placed on 21-Nov-2026.');
    expect(text).toContain('View your order: https://haat.example/order/details/OD1234567890');
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    expect(html).not.toMatch(/[\u0900-\u097F]/);
  });
});
