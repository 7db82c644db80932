// What the shopper of an order placed in Hindi is told at each step: the same kinds and the same
// facts as notification-texts.ts, in the storefront's Hindi (apps/web/src/messages/hi-*.ts: आप
// forms, ऑर्डर, डिलीवरी, रिफ़ंड, the danda). Amounts, order ids and tracking ids stay as the shop
// writes them (₹1,234.00, Latin digits).
//
// A Devanagari SMS is sent as Unicode (UCS-2), where one SMS part holds 70 characters (67 each
// once a text is split), not GSM's 160: these lines are kept short, and still cut at 160
// characters like the English ones.
import { formatInr } from '@haat/india';
import type { Message, NotificationKind, OrderFacts, ReturnStepKind } from './message-facts.ts';
import { trackingPageUrl } from './order-message-links.ts';

const SMS_LENGTH = 160;

/** A return's step as the SMS and the subject say it: 'आपका रिटर्न <words>' (≤ 30 characters). */
export const RETURN_STEP_WORDS_HI: Record<ReturnStepKind, string> = {
  requested: 'दर्ज हो गया है',
  approved: 'मंज़ूर हो गया है',
  rejected: 'मंज़ूर नहीं हुआ',
  'picked-up': 'पिकअप हो गया है',
  received: 'विक्रेता तक पहुंच गया है',
  cancelled: 'रद्द हो गया है',
};

const SIGN_OFF = '\n\nHaat से खरीदारी के लिए धन्यवाद।';
const MY_ORDERS = '‘मेरे ऑर्डर’';

function trackLine(order: OrderFacts): string {
  const url = trackingPageUrl(order);
  return url ? `अपना ऑर्डर यहां ट्रैक करें: ${url}` : `ट्रैकिंग ID: ${order.trackingId}`;
}

export function composeHindiMessage(kind: NotificationKind, order: OrderFacts): Message {
  const amount = formatInr(order.payablePaise);
  const greeting = `नमस्ते ${order.customerName},`;
  const isCod = order.paymentType === 'cod';
  switch (kind) {
    case 'placed':
      return {
        sms: `Haat: आपका ऑर्डर ${order.orderId} हो गया है। ${isCod ? `डिलीवरी पर ${amount} चुकाएं।` : `${amount} का पेमेंट हो गया।`} ट्रैकिंग ID ${order.trackingId}।`.slice(
          0,
          SMS_LENGTH,
        ),
        subject: `ऑर्डर ${order.orderId} प्लेस हो गया`,
        email: `${greeting}\n\nहमें आपका ऑर्डर ${order.orderId} मिल गया है। ${
          isCod ? `कैश ऑन डिलीवरी के लिए ${amount} तैयार रखें।` : `आपने ${amount} का पेमेंट कर दिया है।`
        }\n${trackLine(order)}${SIGN_OFF}`,
      };
    case 'shipped':
      return {
        sms: `Haat: आपका ऑर्डर ${order.orderId} शिप हो गया है। ट्रैकिंग ID ${order.trackingId}।`.slice(
          0,
          SMS_LENGTH,
        ),
        subject: `ऑर्डर ${order.orderId} शिप हो गया`,
        email: `${greeting}\n\nआपका ऑर्डर ${order.orderId} रास्ते में है। आपका GST इनवॉइस तैयार है, इसे ${MY_ORDERS} से डाउनलोड करें।\n${trackLine(order)}${SIGN_OFF}`,
      };
    case 'out-for-delivery':
      return {
        sms: `Haat: आपका ऑर्डर ${order.orderId} आज डिलीवर होगा।${isCod ? ` ${amount} तैयार रखें।` : ''}`,
        subject: `ऑर्डर ${order.orderId} आज डिलीवर होगा`,
        email: `${greeting}\n\nआपका ऑर्डर ${order.orderId} आज डिलीवर होगा।${
          isCod ? ` कैश ऑन डिलीवरी के लिए ${amount} तैयार रखें।` : ''
        }\n${trackLine(order)}${SIGN_OFF}`,
      };
    case 'delivery-failed': {
      const reason = order.deliveryFailure?.reason;
      return {
        sms: `Haat: कूरियर ऑर्डर ${order.orderId} डिलीवर नहीं कर सका${reason ? ` (${reason})` : ''}। वह फिर कोशिश करेगा; दिन चुनने के लिए ${MY_ORDERS} खोलें।`.slice(
          0,
          160,
        ),
        subject: `ऑर्डर ${order.orderId} डिलीवर नहीं हो सका`,
        email: `${greeting}\n\nकूरियर ने आपका ऑर्डर ${order.orderId} डिलीवर करने की कोशिश की, पर नहीं कर सका।${reason ? ` कूरियर का कारण: ${reason}।` : ''} वह फिर से कोशिश करेगा; दिन चुनने के लिए ${MY_ORDERS} में ऑर्डर के पेज से नई कोशिश मांगें।\n${trackLine(order)}${SIGN_OFF}`,
      };
    }
    case 'delivered':
      return {
        sms: `Haat: आपका ऑर्डर ${order.orderId} डिलीवर हो गया। ${MY_ORDERS} में इसका रिव्यू दें।`,
        subject: `ऑर्डर ${order.orderId} डिलीवर हो गया`,
        email: `${greeting}\n\nआपका ऑर्डर ${order.orderId} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा: आपने जो खरीदा, उसका रिव्यू ${MY_ORDERS} में दे सकते हैं।${SIGN_OFF}`,
      };
    case 'cancelled': {
      const refund =
        order.refundDuePaise > 0
          ? ` ${formatInr(order.refundDuePaise)} उसी तरीके से रिफ़ंड होंगे जिससे आपने पेमेंट किया था।`
          : '';
      const reason = order.cancelReason ? ` वजह: ${order.cancelReason}` : '';
      return {
        sms: `Haat: आपका ऑर्डर ${order.orderId} रद्द हो गया है।${
          order.refundDuePaise > 0 ? ` ${formatInr(order.refundDuePaise)} रिफ़ंड होंगे।` : ''
        }`.slice(0, SMS_LENGTH),
        subject: `ऑर्डर ${order.orderId} रद्द हो गया`,
        email: `${greeting}\n\nआपका ऑर्डर ${order.orderId} रद्द कर दिया गया है।${reason}${refund}${SIGN_OFF}`,
      };
    }
    case 'refunded': {
      const refunded = formatInr(order.refund?.paise ?? 0);
      const reference = order.refund?.reference ?? '';
      const what = order.refund?.forReturn
        ? `ऑर्डर ${order.orderId} के रिटर्न`
        : `रद्द हुए ऑर्डर ${order.orderId}`;
      const where = isCod
        ? 'आपके दिए गए अकाउंट में भेज दिए हैं'
        : 'उसी तरीके से वापस भेज दिए हैं जिससे आपने पेमेंट किया था';
      return {
        sms: `Haat: ${what} के ${refunded} रिफ़ंड हो गए (रेफ़रेंस ${reference})। बैंक में दिखने में 7 कामकाजी दिन तक लग सकते हैं।`.slice(
          0,
          SMS_LENGTH,
        ),
        subject: `ऑर्डर ${order.orderId} के लिए ${refunded} का रिफ़ंड`,
        email: `${greeting}\n\nहमने आपके ${what} के ${refunded} ${where}।\n\nरिफ़ंड रेफ़रेंस: ${reference}\n\nबैंक को इसे दिखाने में 7 कामकाजी दिन तक लग सकते हैं।${SIGN_OFF}`,
      };
    }
    case 'return':
      return composeHindiReturnMessage(order, greeting);
  }
}

function composeHindiReturnMessage(order: OrderFacts, greeting: string): Message {
  const step = order.returnStep;
  if (!step) throw new Error(`A return message of order ${order.orderId} has no return step`);
  const item = `${step.title}${step.pieces > 1 ? ` (${step.pieces} पीस)` : ''}`;
  const refund = formatInr(step.refundPaise);
  const next: Record<ReturnStepKind, string> = {
    requested: `हमें ${item} रिटर्न करने की आपकी रिक्वेस्ट मिल गई है। विक्रेता 2 दिन में जवाब देगा; आप इसे ${MY_ORDERS} में देख सकते हैं।`,
    approved: `${item} का आपका रिटर्न मंज़ूर हो गया है। कूरियर 1 से 3 दिन में आपके पते से इसे पिकअप करेगा; इसे टैग के साथ पैक करके रखें।`,
    rejected: `${item} का आपका रिटर्न मंज़ूर नहीं हुआ।${step.note ? ` बताई गई वजह: ${step.note}` : ''} अगर आपको लगता है कि यह गलत है, तो कस्टमर केयर को लिखें।`,
    'picked-up': `${item} का आपका रिटर्न पिकअप हो गया है। विक्रेता तक पहुंचते ही ${refund} रिफ़ंड हो जाएंगे।`,
    received: `${item} का आपका रिटर्न विक्रेता तक पहुंच गया है। ${refund} ${
      order.paymentType === 'cod'
        ? 'आपके दिए गए अकाउंट में रिफ़ंड किए जा रहे हैं'
        : 'उसी तरीके से रिफ़ंड किए जा रहे हैं जिससे आपने पेमेंट किया था'
    }; आपका क्रेडिट नोट ${MY_ORDERS} में है।`,
    cancelled: `आपके कहने पर ${item} का आपका रिटर्न रद्द कर दिया गया है।`,
  };
  const words = RETURN_STEP_WORDS_HI[step.state];
  return {
    sms: `Haat: ऑर्डर ${order.orderId} का आपका रिटर्न ${words}। जानकारी ${MY_ORDERS} में देखें।`.slice(
      0,
      SMS_LENGTH,
    ),
    subject: `ऑर्डर ${order.orderId} का आपका रिटर्न ${words}`,
    email: `${greeting}\n\n${next[step.state]}${SIGN_OFF}`,
  };
}
