/**
 * The shell's sentences (header, search, cart drawer, footer, toasts, errors) in Hindi.
 * Mirrors en.ts key for key: the `ShellMessages` type keeps the two in step.
 */
import { company } from './company';
import type { ShellMessages } from './en';

export const shellMessages: ShellMessages = {
  language: {
    code: 'hi',
    offerLabel: 'भाषा',
    offerDismiss: 'नहीं, धन्यवाद',
  },

  site: {
    name: 'Haat',
    documentTitle: (page: string) => `${page} · Haat`,
    defaultTitle: 'Haat — भारत के छोटे विक्रेताओं से खरीदारी करें',
    cardAlt: 'Haat: भारत के छोटे विक्रेताओं से खरीदारी करें। कीमतें ₹ में, कैश ऑन डिलीवरी, आसान रिटर्न।',
    description:
      'Haat भारत के छोटे विक्रेताओं का मार्केटप्लेस है: हाथ से बनी सजावट, गिफ़्ट, कपड़े और भी बहुत कुछ, रुपयों में, कैश ऑन डिलीवरी और आसान रिटर्न के साथ।',
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

  authDialog: {
    loginTitle: 'लॉग इन',
    registerTitle: 'अपना अकाउंट बनाएं',
    closeDialog: 'बंद करें',
  },

  toasts: {
    cartAdded: 'आइटम सफलतापूर्वक जोड़ा गया।',
    cartRemoved: 'आइटम सफलतापूर्वक हटाया गया।',
    cartUpdated: 'आइटम सफलतापूर्वक अपडेट किया गया।',
    wishlistAdded: 'आइटम सफलतापूर्वक जोड़ा गया।',
    wishlistRemoved: 'सफलतापूर्वक हटाया गया।',
    copied: 'कॉपी हो गया।',
  },

  errors: {
    internalServerError: 'सर्वर में अंदरूनी गड़बड़ी।',
    somethingWentWrong: 'कुछ गड़बड़ हो गई।',
    sessionEnded: 'आपका सेशन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।',
    routeTitle: 'कुछ गड़बड़ हो गई।',
    routeBody: 'यह पेज नहीं दिखाया जा सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
    chunkTitle: 'यह पेज लोड नहीं हुआ।',
    chunkBody: 'हो सकता है आपका कनेक्शन टूट गया हो। उसे चेक करें और फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
  },

  pages: {
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
    categoriesLoading: 'कैटेगरी लोड हो रही हैं',
  },

  notFound: {
    title: '404. पेज नहीं मिला।',
    body: 'आप जो पेज खोलना चाहते हैं, वह मौजूद नहीं है या कहीं और चला गया है।',
    homeLink: 'होम पेज पर जाएं',
    promisesHeading: 'Haat पर खरीदारी',
  },

  promises: {
    label: 'हमारे वादे',
    freeShipping: (amount: string) => `${amount} या उससे ज़्यादा के ऑर्डर पर फ़्री शिपिंग`,
    freeShippingPlain: 'बड़े ऑर्डर पर फ़्री शिपिंग',
    securePayments: 'सुरक्षित पेमेंट',
    returns: (days: number) => `${days} दिन में रिटर्न`,
    returnsPlain: 'आसान रिटर्न',
    support: '24x7 सपोर्ट',
  },
};
