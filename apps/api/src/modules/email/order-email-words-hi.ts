// The order e-mails' words in Hindi, sentence for sentence as order-email-words-en.ts, in the
// storefront's Hindi (apps/web/src/messages/hi-orders.ts and hi-cart.ts: ऑर्डर, डिलीवरी, रिफ़ंड,
// ‘मेरे ऑर्डर’, आप forms, the danda). Figures come in as the shop writes them (₹1,234.00, Latin
// digits) and dates in Hindi ('05 मार्च 2026').
import type { OrderEmailWords } from './order-email-words-en.ts';

const MY_ORDERS = '‘मेरे ऑर्डर’';

export const orderEmailWordsHi: OrderEmailWords = {
  htmlLang: 'hi',
  greeting: (name) => `नमस्ते ${name},`,
  signOff: 'Haat से खरीदारी के लिए धन्यवाद।',
  orderHeading: (orderId) => `ऑर्डर ${orderId}`,
  subtotal: 'सबटोटल',
  shipping: 'शिपिंग',
  free: 'फ़्री',
  platformCharge: 'प्लेटफ़ॉर्म चार्ज',
  couponDiscount: 'कूपन छूट',
  deliveryAddress: 'डिलीवरी का पता',
  landmark: (landmark) => `लैंडमार्क: ${landmark}`,
  orOpen: 'या यह लिंक खोलें:',
  totals: {
    orderTotal: 'ऑर्डर का कुल',
    paid: 'चुकाई गई राशि',
    paidOnDelivery: 'डिलीवरी पर चुकाई गई राशि',
    toPayOnDelivery: 'डिलीवरी पर देय राशि',
  },
  actions: {
    view: 'अपना ऑर्डर देखें',
    track: 'अपना ऑर्डर ट्रैक करें',
    review: 'अपने ऑर्डर का रिव्यू दें',
    seeReturn: 'अपना रिटर्न देखें',
  },
  keepCashReady: (amount) => `कैश ऑन डिलीवरी के लिए ${amount} तैयार रखें।`,
  placed: {
    heading: 'आपके ऑर्डर के लिए धन्यवाद',
    preview: (orderId) => `हमें आपका ऑर्डर ${orderId} मिल गया है।`,
    placedOn: (orderId, date) => `हमें ${date} को किया गया आपका ऑर्डर ${orderId} मिल गया है।`,
    paymentReceived: (amount) => `हमें आपका ${amount} का पेमेंट मिल गया है।`,
    tracking: (trackingId) => `ट्रैकिंग ID: ${trackingId}। ऑर्डर शिप होते ही हम आपको फिर से ई-मेल करेंगे।`,
  },
  shipped: {
    heading: 'आपका ऑर्डर रास्ते में है',
    preview: (orderId) => `ऑर्डर ${orderId} शिप हो गया है।`,
    shipped: (orderId, trackingId) => `आपका ऑर्डर ${orderId} शिप हो गया है। ट्रैकिंग ID: ${trackingId}।`,
    invoiceAttached: `आपका GST इनवॉइस इस ई-मेल के साथ अटैच है, और आप इसे कभी भी ${MY_ORDERS} से डाउनलोड कर सकते हैं।`,
    invoiceReady: `आपका GST इनवॉइस तैयार है, इसे ${MY_ORDERS} से डाउनलोड करें।`,
  },
  outForDelivery: {
    heading: 'आज डिलीवर होगा',
    preview: (orderId) => `ऑर्डर ${orderId} आज डिलीवर होगा।`,
    today: (orderId) => `आपका ऑर्डर ${orderId} आज डिलीवर होगा।`,
  },
  deliveryFailed: {
    heading: 'हम आपका पार्सल डिलीवर नहीं कर सके',
    preview: (orderId) => `कूरियर ऑर्डर ${orderId} डिलीवर नहीं कर सका।`,
    failed: (orderId) => `कूरियर ने आपका ऑर्डर ${orderId} डिलीवर करने की कोशिश की, पर नहीं कर सका।`,
    askAgain: 'कूरियर फिर से कोशिश करेगा। दिन चुनने के लिए ऑर्डर के पेज से नई कोशिश मांगें।',
  },
  delivered: {
    heading: 'डिलीवर हो गया',
    preview: (orderId) => `ऑर्डर ${orderId} डिलीवर हो गया है।`,
    delivered: (orderId) => `आपका ऑर्डर ${orderId} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा।`,
    review: `दूसरे खरीदारों को अपनी राय बताएं: आपने जो खरीदा, उसका रिव्यू ${MY_ORDERS} में दे सकते हैं।`,
  },
  cancelled: {
    heading: 'आपका ऑर्डर रद्द हो गया है',
    preview: (orderId) => `ऑर्डर ${orderId} रद्द कर दिया गया है।`,
    cancelled: (orderId) => `आपका ऑर्डर ${orderId} रद्द कर दिया गया है।`,
    reason: (reason) => `वजह: ${reason}`,
    willRefund: (amount) => `${amount} उसी तरीके से रिफ़ंड होंगे जिससे आपने पेमेंट किया था।`,
    refunded: (amount) => `${amount} उसी तरीके से रिफ़ंड हो गए हैं जिससे आपने पेमेंट किया था।`,
  },
  refunded: {
    heading: 'आपका रिफ़ंड आ रहा है',
    preview: (amount, orderId) => `ऑर्डर ${orderId} के ${amount} रिफ़ंड हो गए।`,
    refunded: (amount, orderId) =>
      `हमने आपके रद्द हुए ऑर्डर ${orderId} के ${amount} उसी तरीके से वापस भेज दिए हैं जिससे आपने पेमेंट किया था।`,
    reference: (reference) => `रिफ़ंड रेफ़रेंस: ${reference}`,
    bankTime: 'बैंक को इसे दिखाने में 7 कामकाजी दिन तक लग सकते हैं।',
  },
  return: {
    heading: 'आपके रिटर्न के बारे में',
    preview: (orderId) => `ऑर्डर ${orderId} के आपके रिटर्न पर नई जानकारी।`,
    news: (orderId) => `ऑर्डर ${orderId} के आपके रिटर्न पर नई जानकारी है।`,
  },
};
