/**
 * The footer's sentences and its newsletter form's in Hindi: `footer`, `subscribe`.
 * Mirrors en-footer.ts key for key: the `FooterMessages` type keeps the two in step.
 */
import type { FooterMessages } from './en-footer';

export const footerMessages: FooterMessages = {
  footer: {
    aboutHeading: 'Haat',
    about: 'भारत के छोटे विक्रेताओं का, और उनकी बनाई चीज़ें पसंद करने वालों का मार्केटप्लेस।',
    contactHeading: 'संपर्क',
    phoneLabel: 'फ़ोन',
    emailLabel: 'ई-मेल',
    policiesHeading: 'मदद और पॉलिसी',
    shopHeading: 'खरीदारी',
    socialHeading: 'हमें फ़ॉलो करें',
    terms: 'नियम और शर्तें',
    returns: 'रिटर्न और कैंसलेशन',
    privacy: 'प्राइवेसी पॉलिसी',
    faq: 'अक्सर पूछे जाने वाले सवाल',
    contactUs: 'हमसे संपर्क करें',
    grievance: 'शिकायत अधिकारी और शिकायतें',
    grievanceOfficer: 'शिकायत अधिकारी',
    home: 'होम',
    shop: 'सभी प्रोडक्ट',
    cart: 'कार्ट',
    wishlist: 'विशलिस्ट',
    account: 'मेरा अकाउंट',
    sellOnHaat: 'Haat पर बेचें',
    opensInNewTab: '(नए टैब में खुलता है)',
    paymentsLabel: 'हम स्वीकार करते हैं',
    paymentMethods: ['Visa', 'Mastercard', 'RuPay', 'UPI'],
    copyright: (year: number, legalName: string) =>
      `© ${year} ${legalName}। सभी कीमतें रुपयों में, GST सहित।`,
    social: {
      facebook: 'Facebook पर Haat',
      instagram: 'Instagram पर Haat',
      youtube: 'YouTube पर Haat',
      x: 'X पर Haat',
    },
  },

  subscribe: {
    heading: 'आपके इनबॉक्स में ऑफ़र',
    hint: 'नए विक्रेता और त्योहारों के ऑफ़र, महीने में लगभग दो बार।',
    label: 'आपका ई-मेल पता',
    placeholder: 'you@example.com',
    submit: 'सब्सक्राइब करें',
    sending: 'सब्सक्राइब हो रहा है…',
    invalidEmail: 'कृपया सही ई-मेल पता डालें।',
  },
};
