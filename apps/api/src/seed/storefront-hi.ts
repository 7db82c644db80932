// The demo home page's words on the Hindi pages (docs/decisions/hindi.md): the carousel banners'
// headlines and sublines, the offers' titles and their cards' titles and texts, by the keys of
// storefront.ts, as an Indian shop would write them. The Hindi pictures are drawn from these.

export interface BannerWordsHi {
  readonly headline: string;
  readonly subline: string;
}

/** The words on every Hindi banner's button, and under the discount of an offer card. */
export const SHOP_NOW_HI = 'अभी ख़रीदें';
export const OFF_OR_MORE_HI = 'या ज़्यादा की छूट';
export const COLLECTION_SUBLINE_HI = 'पूरे भारत के विक्रेताओं से';

export const CAROUSEL_HI: Readonly<Record<string, BannerWordsHi>> = {
  diwali: { headline: 'दिवाली धमाका', subline: 'दीये, मूर्तियां, रंगोली और लाइटें ₹49 से' },
  wedding: { headline: 'शादी का कलेक्शन', subline: 'बनारसी साड़ियां, लहंगे और जूतियां 60% तक की छूट पर' },
  gadgets: { headline: 'गैजेट उत्सव', subline: '5G फ़ोन, ईयरबड्स और स्पीकर बिना ब्याज की EMI पर' },
  rasoi: { headline: 'रसोई रिफ़्रेश', subline: 'कुकवेयर और डिब्बे ₹299 से' },
};

export interface OfferWordsHi {
  readonly title: string;
  readonly banner?: BannerWordsHi;
  readonly cards: Readonly<Record<string, { readonly title: string; readonly body: string }>>;
}

export const OFFERS_HI: Readonly<Record<string, OfferWordsHi>> = {
  festive: {
    title: 'त्योहार स्पेशल',
    cards: {
      diyas: {
        title: 'दीये और लैंप',
        body: 'गोरखपुर के कुम्हारों और मुरादाबाद के कारीगरों के हाथ से बने मिट्टी और पीतल के दीये। कम दाम में दिवाली रोशन करें।',
      },
      ethnic: {
        title: 'एथनिक कपड़े',
        body: 'शादी और पूजा के लिए सूरत, वाराणसी और जयपुर की साड़ियां, कुर्ते और लहंगे। हर पीस पर कम से कम 30% छूट।',
      },
      puja: {
        title: 'पूजा का सामान',
        body: 'घर के मंदिर के लिए थालियां, अगरबत्ती, कपूर और मूर्तियां, ध्यान से पैक और त्योहार से पहले डिलीवर।',
      },
      gifting: {
        title: 'त्योहार के तोहफ़े',
        body: 'ड्राई फ्रूट्स, इत्र और दीवार की सजावट: इस मौसम में परिवार और दोस्तों के लिए अच्छे तोहफ़े।',
      },
    },
  },
  home_deals: {
    title: 'आपके घर के लिए डील्स',
    cards: {
      kitchen: {
        title: 'रसोई की ज़रूरतें',
        body: 'भारतीय खाने के लिए बने प्रेशर कुकर, कड़ाही, डिनर सेट और डिब्बे। मज़बूत, ISI मार्क वाले, कम से कम 25% छूट पर।',
      },
      furnishing: {
        title: 'होम फ़र्निशिंग',
        body: 'हर कमरे को नया रूप देने के लिए ताज़ा रंगों में जयपुरी बेडशीट, पर्दे और कुशन कवर।',
      },
      beauty: {
        title: 'ब्यूटी पिक्स',
        body: 'भारतीय त्वचा और बालों के लिए बने ब्रांड्स की हर्बल स्किन केयर, हेयर ऑयल और देर तक टिकने वाली लिपस्टिक।',
      },
    },
  },
  top_electronics: {
    title: 'इलेक्ट्रॉनिक्स के टॉप प्रोडक्ट',
    banner: { headline: 'टॉप प्रोडक्ट', subline: 'सबसे अच्छी रेटिंग वाले फ़ोन, ऑडियो और उपकरण' },
    cards: {
      phones: {
        title: 'स्मार्टफ़ोन',
        body: 'बड़ी बैटरी और फ़ास्ट चार्जर वाले 5G फ़ोन, पूरी कंपनी वारंटी और GST बिल के साथ।',
      },
      audio: {
        title: 'ऑडियो',
        body: 'दमदार बेस वाले ईयरबड्स, हेडफ़ोन और पार्टी स्पीकर, 30% या ज़्यादा की छूट पर।',
      },
      appliances: {
        title: 'घरेलू उपकरण',
        body: 'मिक्सर ग्राइंडर, सीलिंग फ़ैन और केतली जो हर दिन समय और बिजली बचाएं।',
      },
    },
  },
  top_fashion: {
    title: 'फ़ैशन के टॉप प्रोडक्ट',
    banner: { headline: 'ट्रेंडिंग', subline: 'सबसे पसंद की जाने वाली शर्ट, स्नीकर्स और जूतियां' },
    cards: {
      menswear: {
        title: 'पुरुषों के कपड़े',
        body: 'भारत की गर्मी में आराम देने वाले कॉटन की शर्ट, टी-शर्ट, जींस और कुर्ता सेट।',
      },
      footwear: {
        title: 'जूते-चप्पल',
        body: 'रनिंग शूज़, कोल्हापुरी चप्पल और पंजाबी जूतियां, UK साइज़ 6 से 10 तक।',
      },
      kids: {
        title: 'बच्चों के कपड़े',
        body: 'छोटों के लिए मुलायम कॉटन में फ़्रॉक और त्योहार के सेट, 2 से 8 साल तक।',
      },
    },
  },
};
