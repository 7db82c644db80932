// The order e-mail templates and their two layouts, without a server: what each kind says for
// each way of paying, and that nothing a person typed becomes markup.
import { describe, expect, it } from 'vitest';
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
