/**
 * The shell's sentences (header, search, cart drawer, footer, toasts, errors) in Hindi.
 * Mirrors en.ts key for key: the `ShellMessages` type keeps the two in step.
 */
import { company } from './company';
import type { ShellMessages } from './en';

export const shellMessages: ShellMessages = {
  language: {
    code: 'hi',
    switchLabel: 'भाषा',
    offerLabel: 'भाषा',
    offerDismiss: 'नहीं, धन्यवाद',
  },

  site: {
    name: 'Haat',
    tagline: 'भारत के छोटे विक्रेताओं से खरीदारी करें',
    documentTitle: (page: string) => `${page} · Haat`,
    defaultTitle: 'Haat — भारत के छोटे विक्रेताओं से खरीदारी करें',
    cardAlt: 'Haat: भारत के छोटे विक्रेताओं से खरीदारी करें। कीमतें ₹ में, कैश ऑन डिलीवरी, 15 दिन में रिटर्न।',
    description:
      'Haat भारत के छोटे विक्रेताओं का मार्केटप्लेस है: हाथ से बनी सजावट, गिफ़्ट, कपड़े और भी बहुत कुछ, रुपयों में, कैश ऑन डिलीवरी और 15 दिन में रिटर्न के साथ।',
    skipToContent: 'मुख्य सामग्री पर जाएं',
    homeLink: 'होम पर वापस जाएं',
    homePageLink: 'होम पेज पर जाएं',
    loadingPage: 'लोड हो रहा है…',
  },

  company,

  topBar: {
    landmarkLabel: 'मदद और अकाउंट',
    supportPrefix: 'मदद:',
    supportLabel: 'कस्टमर केयर को कॉल करें',
    emailLabel: 'कस्टमर केयर को ई-मेल करें',
    wishlist: 'विशलिस्ट',
    account: 'मेरा अकाउंट',
  },

  header: {
    homeLabel: 'Haat होम',
    openCategories: 'कैटेगरी मेन्यू खोलें',
    closeCategories: 'कैटेगरी मेन्यू बंद करें',
    categoriesTitle: 'कैटेगरी के हिसाब से खरीदें',
    mainNavLabel: 'प्रोडक्ट कैटेगरी',
    allIn: (name: string) => `सभी ${name}`,
    account: 'मेरा अकाउंट',
    wishlist: (count: number) => (count > 0 ? `विशलिस्ट, ${count} आइटम` : 'विशलिस्ट'),
    cart: (count: number) =>
      count === 0 ? 'कार्ट, खाली' : count === 1 ? 'कार्ट, 1 आइटम' : `कार्ट, ${count} आइटम`,
  },

  search: {
    label: 'प्रोडक्ट खोजें',
    placeholder: 'दीये, कुर्ते, मसाले खोजें…',
    suggestionsLabel: 'सुझाव',
    resultsCount: (count: number) =>
      count === 0
        ? 'मेल खाता कोई प्रोडक्ट नहीं मिला'
        : count === 1
          ? '1 सुझाव। इसे चुनने के लिए ऐरो कीज़ इस्तेमाल करें।'
          : `${count} सुझाव। कोई एक चुनने के लिए ऐरो कीज़ इस्तेमाल करें।`,
    noMatches: (text: string) => `“${text}” से मेल खाता कोई प्रोडक्ट नहीं मिला।`,
    searching: 'खोज रहे हैं…',
  },

  cart: {
    drawerTitle: 'आपका कार्ट',
    close: 'कार्ट बंद करें',
    loading: 'आपका कार्ट लोड हो रहा है…',
    empty: 'खाली है',
    emptyHint: 'अपनी पसंद की कोई चीज़ जोड़ें, वह यहां आपका इंतज़ार करेगी।',
    subtotal: 'सबटोटल',
    checkoutNow: 'अभी चेकआउट करें',
    editOrView: 'बदलें या देखें',
    remove: (name: string) => `${name} को कार्ट से हटाएं`,
    lineSum: (price: string, pieces: number, total: string) => `${price} × ${pieces} = ${total}`,
    variant: (parts: string[]) => parts.join(' · '),
  },

  authDialog: {
    loginTitle: 'लॉग इन',
    registerTitle: 'अपना अकाउंट बनाएं',
    closeDialog: 'बंद करें',
  },

  offline: {
    banner:
      'आप ऑफ़लाइन हैं। आपके खोले हुए पेज, आपका कार्ट और आपकी विशलिस्ट अब भी काम करते हैं; खोज, लॉग इन और ऑर्डर देने के लिए कनेक्शन का इंतज़ार करना होगा।',
    newVersion: 'Haat का नया वर्ज़न तैयार है।',
    reload: 'रीलोड करें',
    later: 'बाद में',
  },

  toasts: {
    cartAdded: 'आइटम सफलतापूर्वक जोड़ा गया।',
    cartRemoved: 'आइटम सफलतापूर्वक हटाया गया।',
    cartUpdated: 'आइटम सफलतापूर्वक अपडेट किया गया।',
    wishlistAdded: 'आइटम सफलतापूर्वक जोड़ा गया।',
    wishlistRemoved: 'सफलतापूर्वक हटाया गया।',
    orderSuccess: 'ऑर्डर सफल',
    copied: 'कॉपी हो गया।',
    profileUpdated: 'आपकी प्रोफ़ाइल अपडेट हो गई है',
    passwordChanged: 'पासवर्ड सफलतापूर्वक बदला गया।',
    cancellationSuccess: 'कैंसलेशन सफल।',
  },

  errors: {
    internalServerError: 'सर्वर में अंदरूनी गड़बड़ी।',
    somethingWentWrong: 'कुछ गड़बड़ हो गई।',
    unableToProcess: 'आपका अनुरोध पूरा नहीं हो सका, कृपया फिर से कोशिश करें',
    sessionEnded: 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
    routeTitle: 'कुछ गड़बड़ हो गई।',
    routeBody: 'यह पेज नहीं दिखाया जा सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
    chunkTitle: 'यह पेज लोड नहीं हुआ।',
    chunkBody: 'हो सकता है आपका कनेक्शन टूट गया हो। उसे चेक करें और फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
  },

  pages: {
    home: 'होम',
    listing: 'प्रोडक्ट',
    shop: 'खरीदारी',
    product: 'प्रोडक्ट की जानकारी',
    cart: 'आपका कार्ट',
    checkout: 'चेकआउट',
    account: 'मेरा अकाउंट',
    wishlist: 'विशलिस्ट',
    orderResult: 'आपका ऑर्डर',
    orderDetails: 'ऑर्डर की जानकारी',
    orderStatus: 'अपना ऑर्डर ट्रैक करें',
    login: 'लॉग इन',
    seller: 'Haat पर बेचें',
  },

  home: {
    title: 'भारत के छोटे विक्रेताओं से खरीदारी करें',
    lead: 'पूरे भारत के विक्रेताओं से हाथ से बनी सजावट, गिफ़्ट, कपड़े और रसोई की पसंदीदा चीज़ें। कीमतें रुपयों में, और जहां विक्रेता यह सुविधा देते हैं वहां कैश ऑन डिलीवरी।',
    topCategories: 'टॉप कैटेगरी',
    categoriesLoading: 'कैटेगरी लोड हो रही हैं',
    noCategories: 'कैटेगरी जल्द ही यहां दिखेंगी।',
    categoryCount: (count: number) =>
      count === 0 ? 'सभी देखें' : count === 1 ? '1 सेक्शन' : `${count} सेक्शन`,
  },

  notFound: {
    title: '404. पेज नहीं मिला।',
    body: 'आप जो पेज खोलना चाहते हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    homeLink: 'होम पेज पर जाएं',
    promisesHeading: 'Haat पर खरीदारी',
  },

  promises: {
    label: 'हमारे वादे',
    freeShipping: '₹1,000 या उससे ज़्यादा के ऑर्डर पर फ़्री शिपिंग',
    securePayments: 'सुरक्षित पेमेंट',
    returns: '15 दिन में रिटर्न',
    support: '24x7 सपोर्ट',
  },

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
