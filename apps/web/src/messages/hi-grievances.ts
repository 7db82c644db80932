/**
 * शिकायत पेजों के वाक्य हिंदी में। en-grievances.ts से कुंजी-दर-कुंजी मेल खाते हैं।
 */
import type { GrievanceMessages } from './en-grievances';

export const grievanceMessages: GrievanceMessages = {
  grievance: {
    title: 'शिकायत अधिकारी',
    intro:
      'अगर किसी ऑर्डर, विक्रेता, प्रोडक्ट या इस वेबसाइट में कुछ गड़बड़ हुई है, तो हमारे शिकायत अधिकारी को बताएँ। हम हर शिकायत 48 घंटे में स्वीकार करते हैं और एक महीने में उसका समाधान करते हैं।',
    officerHeading: 'हमारे शिकायत अधिकारी',
    designation: 'पद',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    address: 'पता',
    notSet: 'अभी प्रकाशित नहीं',
    rule: 'उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के अनुसार।',
    formHeading: 'शिकायत दर्ज करें',
    signInFirst: 'शिकायत दर्ज करने के लिए लॉग इन करें: हम उसका टिकट नंबर आपके मोबाइल और ई-मेल पर भेजते हैं।',
    signInLink: 'लॉग इन करें',
    about: 'शिकायत किस बारे में है?',
    aboutOptions: {
      order: 'एक ऑर्डर',
      seller: 'एक विक्रेता',
      product: 'एक प्रोडक्ट',
      site: 'यह वेबसाइट',
    },
    order: 'कौन-सा ऑर्डर?',
    chooseOrder: 'ऑर्डर चुनें',
    noOrders: 'आपका अभी कोई ऑर्डर नहीं है।',
    subjectId: {
      seller: 'विक्रेता की दुकान की ID',
      product: 'प्रोडक्ट की ID (उसके पेज के पते में लिखा नंबर)',
    },
    text: 'क्या गड़बड़ हुई?',
    textHint: 'कम से कम 10 अक्षर।',
    attachment: 'एक फ़ोटो या PDF (ज़रूरी नहीं, 5 MB तक)',
    submit: 'शिकायत भेजें',
    sending: 'भेज रहे हैं…',
    failed: 'शिकायत नहीं भेजी जा सकी। कृपया फिर कोशिश करें।',
    filedHeading: 'शिकायत मिल गई',
    ticketLabel: 'आपका टिकट नंबर',
    filedBody:
      'हमने इसे आपके मोबाइल और ई-मेल पर भेज दिया है। अपनी शिकायत की स्थिति देखने के लिए इसे संभालकर रखें।',
    statusLink: 'स्थिति देखें',
    statusHeading: 'शिकायत की स्थिति',
    statusIntro:
      'टिकट नंबर और उस मोबाइल नंबर के आख़िरी चार अंक डालें जिससे आपने शिकायत दर्ज की थी।',
    ticket: 'टिकट नंबर',
    last4: 'मोबाइल के आख़िरी चार अंक',
    lookUp: 'स्थिति दिखाएँ',
    notFound: 'इस टिकट नंबर और मोबाइल से कोई शिकायत नहीं मिली। दोनों जाँचकर फिर कोशिश करें।',
    states: {
      open: 'मिल गई',
      'in-progress': 'जाँच जारी है',
      closed: 'समाधान हो गया',
    },
    state: 'स्थिति',
    aboutLabel: 'विषय',
    filedAt: 'दर्ज की गई',
    ackClock: 'स्वीकृति (48 घंटे के अंदर)',
    ackDue: (due: string) => `${due} तक`,
    resolveClock: 'समाधान (एक महीने के अंदर)',
    resolveDue: (due: string) => `${due} तक`,
    resolvedAt: (at: string) => `${at} को समाधान हुआ`,
    answersHeading: 'जवाब',
    fromOperator: 'Haat',
    fromSeller: 'विक्रेता',
    resolutionHeading: 'समाधान',
    fileAnother: 'एक और शिकायत दर्ज करें',
  },
};
