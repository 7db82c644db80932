// The words of the order e-mails in English. Hindi has its own file, order-email-words-hi.ts,
// typed as this one (a missing or extra sentence fails the type check); order-email-words.ts
// picks the order's. The templates (order-email-templates.ts) and the layout (email-layout.ts)
// decide what is said when; figures come in already formatted (₹1,234.00, a date in the language).

export const orderEmailWordsEn = {
  /** `<html lang>` */
  htmlLang: 'en',
  greeting: (name: string) => `Hello ${name},`,
  signOff: 'Thank you for shopping with Haat.',
  /** The heading of the order's lines, and the subject when a row has none. */
  orderHeading: (orderId: string) => `Order ${orderId}`,
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  free: 'Free',
  platformCharge: 'Platform charge',
  couponDiscount: 'Coupon discount',
  deliveryAddress: 'Delivery address',
  landmark: (landmark: string) => `Landmark: ${landmark}`,
  /** Before the order's address written out under the button. */
  orOpen: 'Or open:',
  totals: {
    orderTotal: 'Order total',
    paid: 'Paid',
    paidOnDelivery: 'Paid on delivery',
    toPayOnDelivery: 'To pay on delivery',
  },
  actions: {
    view: 'View your order',
    track: 'Track your order',
    review: 'Review your order',
    seeReturn: 'See your return',
  },
  keepCashReady: (amount: string) => `Please keep ${amount} ready for cash on delivery.`,
  placed: {
    heading: 'Thank you for your order',
    preview: (orderId: string) => `We have your order ${orderId}.`,
    placedOn: (orderId: string, date: string) =>
      `We have your order ${orderId}, placed on ${date}.`,
    paymentReceived: (amount: string) => `We have your payment of ${amount}.`,
    tracking: (trackingId: string) =>
      `Tracking ID: ${trackingId}. We will write again when it ships.`,
  },
  shipped: {
    heading: 'Your order is on its way',
    preview: (orderId: string) => `Order ${orderId} has shipped.`,
    shipped: (orderId: string, trackingId: string) =>
      `Your order ${orderId} has shipped. Tracking ID: ${trackingId}.`,
    invoiceAttached:
      'Your GST invoice is attached to this e-mail, and you can download it from My Orders at any time.',
    invoiceReady: 'Your GST invoice is ready to download from My Orders.',
  },
  outForDelivery: {
    heading: 'Arriving today',
    preview: (orderId: string) => `Order ${orderId} is out for delivery.`,
    today: (orderId: string) => `Your order ${orderId} is out for delivery today.`,
  },
  deliveryFailed: {
    heading: 'We could not deliver your parcel',
    preview: (orderId: string) => `The courier could not deliver order ${orderId}.`,
    failed: (orderId: string) =>
      `The courier tried to deliver your order ${orderId} but could not.`,
    askAgain:
      'The courier will try again. To choose the day, ask for another attempt from the order’s page.',
  },
  delivered: {
    heading: 'Delivered',
    preview: (orderId: string) => `Order ${orderId} has been delivered.`,
    delivered: (orderId: string) =>
      `Your order ${orderId} has been delivered. We hope you like it.`,
    review: 'Tell other shoppers what you think: you can review what you bought from My Orders.',
  },
  cancelled: {
    heading: 'Your order is cancelled',
    preview: (orderId: string) => `Order ${orderId} has been cancelled.`,
    cancelled: (orderId: string) => `Your order ${orderId} has been cancelled.`,
    reason: (reason: string) => `Reason: ${reason}`,
    willRefund: (amount: string) => `${amount} will be refunded to your original payment method.`,
    refunded: (amount: string) => `${amount} has been refunded to your original payment method.`,
  },
  refunded: {
    heading: 'Your refund is on its way',
    preview: (amount: string, orderId: string) => `${amount} refunded for order ${orderId}.`,
    refunded: (amount: string, orderId: string) =>
      `We have refunded ${amount} for your cancelled order ${orderId} to your original payment method.`,
    reference: (reference: string) => `Refund reference: ${reference}`,
    bankTime: 'Your bank may take up to 7 working days to show it.',
  },
  return: {
    heading: 'About your return',
    preview: (orderId: string) => `An update on your return from order ${orderId}.`,
    news: (orderId: string) => `There is news about your return from order ${orderId}.`,
  },
};

export type OrderEmailWords = typeof orderEmailWordsEn;
