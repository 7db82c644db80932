// The gateway pages' words in each storefront language (docs/decisions/hindi.md): a page about an
// order speaks the language the order was placed in; one that cannot name an order (a broken
// link) speaks the language the browser asks for.
import type { LanguageCode } from '@haat/contract/constants';

/** The closed pages: what went wrong, and what the shopper can do. */
export type GatewayMessage = 'forbidden' | 'not-found' | 'choose' | 'bad-signature' | 'invalid';

export interface GatewayPageWords {
  /** The label beside the order id, and the amount. */
  order: string;
  amount: string;
  payFor: string;
  pay(amount: string): string;
  failPayment: string;
  sandboxNotice: string;
  /** The strip atop every page of a real shop taking test payments, as the storefront's says it. */
  testShop: string;
  opening: string;
  /** Said by the Razorpay opener script, from the page's data attributes. */
  windowFailed: string;
  windowClosed: string;
  backToOrder: string;
  backToShop: string;
  /** Razorpay's checkout description: 'Order HT1234'. */
  orderDescription(orderId: string): string;
  messages: Record<GatewayMessage, { title: string; message: string }>;
}

export const GATEWAY_PAGE_WORDS: Record<LanguageCode, GatewayPageWords> = {
  en: {
    order: 'Order',
    amount: 'Amount',
    payFor: 'Pay for your order',
    pay: (amount) => `Pay ${amount}`,
    failPayment: 'Fail payment',
    sandboxNotice: 'Haat test payment gateway — no real money moves.',
    testShop: 'Test shop — no real money',
    opening: 'Opening Razorpay’s secure payment window…',
    windowFailed:
      'The payment window could not be loaded. Check your connection and reload this page.',
    windowClosed: 'Payment window closed. Press the button to pay.',
    backToOrder: 'Back to your order',
    backToShop: 'Back to Haat',
    orderDescription: (orderId) => `Order ${orderId}`,
    messages: {
      forbidden: {
        title: 'This payment link is not valid',
        message: 'Open the payment page again from your order, or place the order again.',
      },
      'not-found': {
        title: 'Order not found',
        message: 'We could not find an order waiting for this payment.',
      },
      choose: { title: 'Payment not recorded', message: 'Choose Pay or Fail payment.' },
      'bad-signature': {
        title: 'Payment not recorded',
        message:
          'We could not verify this payment with Razorpay, so nothing was changed. If money left your account, write to us with your order number.',
      },
      invalid: {
        title: 'Payment not recorded',
        message: 'The payment gateway sent an answer we do not understand.',
      },
    },
  },
  hi: {
    order: 'ऑर्डर',
    amount: 'रकम',
    payFor: 'अपने ऑर्डर का पेमेंट करें',
    pay: (amount) => `${amount} पे करें`,
    failPayment: 'पेमेंट फ़ेल करें',
    sandboxNotice: 'Haat का टेस्ट पेमेंट गेटवे — इसमें असली पैसे नहीं कटते।',
    testShop: 'टेस्ट शॉप — इसमें असली पैसे नहीं कटते',
    opening: 'Razorpay की सुरक्षित पेमेंट विंडो खुल रही है…',
    windowFailed: 'पेमेंट विंडो नहीं खुल सकी। अपना कनेक्शन देखें और यह पेज फिर से लोड करें।',
    windowClosed: 'पेमेंट विंडो बंद हो गई। पेमेंट के लिए बटन दबाएं।',
    backToOrder: 'अपने ऑर्डर पर वापस जाएं',
    backToShop: 'Haat पर वापस जाएं',
    orderDescription: (orderId) => `ऑर्डर ${orderId}`,
    messages: {
      forbidden: {
        title: 'यह पेमेंट लिंक सही नहीं है',
        message: 'अपने ऑर्डर से पेमेंट पेज फिर से खोलें, या ऑर्डर दोबारा करें।',
      },
      'not-found': {
        title: 'ऑर्डर नहीं मिला',
        message: 'इस पेमेंट का इंतज़ार कर रहा कोई ऑर्डर हमें नहीं मिला।',
      },
      choose: { title: 'पेमेंट दर्ज नहीं हुआ', message: 'पे करें या पेमेंट फ़ेल करें चुनें।' },
      'bad-signature': {
        title: 'पेमेंट दर्ज नहीं हुआ',
        message:
          'हम Razorpay से इस पेमेंट की पुष्टि नहीं कर सके, इसलिए कुछ नहीं बदला। अगर आपके खाते से पैसे कटे हैं, तो अपने ऑर्डर नंबर के साथ हमें लिखें।',
      },
      invalid: {
        title: 'पेमेंट दर्ज नहीं हुआ',
        message: 'पेमेंट गेटवे ने ऐसा जवाब भेजा जो हम समझ नहीं सके।',
      },
    },
  },
};
