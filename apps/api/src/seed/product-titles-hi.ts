// The demo products' titles on the Hindi pages (docs/decisions/hindi.md): an item name of
// catalog-data.ts (the title without its brand) in Hindi, as Indian shops write it (loanwords in
// Devanagari), and the pack labels a flat product's title ends with. A product's Hindi title is
// its brand's Hindi name (catalog-data-hi.ts), the item and the pack; an item not listed here
// (electronics, groceries…) keeps its English title on the Hindi pages.
import { escapeXml } from '../lib/xml.ts';

export const ITEM_NAMES_HI: Readonly<Record<string, string>> = {
  // Sarees
  'Banarasi Silk Saree with Zari Border': 'बनारसी सिल्क साड़ी, ज़री बॉर्डर के साथ',
  'Kanjivaram Art Silk Saree with Blouse Piece': 'कांजीवरम आर्ट सिल्क साड़ी, ब्लाउज़ पीस के साथ',
  'Chanderi Cotton Saree': 'चंदेरी कॉटन साड़ी',
  'Bandhani Georgette Saree': 'बांधनी जॉर्जेट साड़ी',
  'Handloom Cotton Tant Saree': 'हैंडलूम कॉटन तांत साड़ी',
  'Printed Chiffon Saree with Blouse Piece': 'प्रिंटेड शिफ़ॉन साड़ी, ब्लाउज़ पीस के साथ',
  'Patola Silk Saree': 'पटोला सिल्क साड़ी',
  'Linen Saree with Tassels': 'लिनन साड़ी, टैसल के साथ',
  // Kurtas & kurtis
  'Women Cotton Straight Kurta': 'महिलाओं का कॉटन स्ट्रेट कुर्ता',
  'Anarkali Kurta with Block Print': 'अनारकली कुर्ता, ब्लॉक प्रिंट के साथ',
  'Rayon A-Line Kurti': 'रेयॉन ए-लाइन कुर्ती',
  'Chikankari Embroidered Kurta': 'चिकनकारी कढ़ाई वाला कुर्ता',
  'Kurta with Palazzo and Dupatta Set': 'कुर्ता, प्लाज़ो और दुपट्टा सेट',
  'Angrakha Style Cotton Kurti': 'अंगरखा स्टाइल कॉटन कुर्ती',
  // Lehengas
  'Embroidered Semi-Stitched Lehenga Choli': 'कढ़ाई वाला सेमी-स्टिच्ड लहंगा चोली',
  'Mirror Work Navratri Chaniya Choli': 'मिरर वर्क नवरात्रि चनिया चोली',
  'Velvet Bridal Lehenga with Dupatta': 'वेलवेट ब्राइडल लहंगा, दुपट्टे के साथ',
  'Georgette Sequinned Lehenga Set': 'जॉर्जेट सीक्विन लहंगा सेट',
  'Silk Blend Festive Lehenga': 'सिल्क ब्लेंड त्योहारी लहंगा',
  // Kurta pyjama
  'Men Cotton Kurta Pyjama Set': 'पुरुषों का कॉटन कुर्ता पायजामा सेट',
  'Men Silk Blend Kurta with Churidar': 'पुरुषों का सिल्क ब्लेंड कुर्ता, चूड़ीदार के साथ',
  'Men Kurta Pyjama with Nehru Jacket': 'पुरुषों का कुर्ता पायजामा, नेहरू जैकेट के साथ',
  'Men Chikankari Kurta Set': 'पुरुषों का चिकनकारी कुर्ता सेट',
  // Juttis & mojaris
  'Punjabi Embroidered Jutti': 'पंजाबी कढ़ाई वाली जूती',
  'Rajasthani Leather Mojari': 'राजस्थानी लेदर मोजड़ी',
  'Men Handcrafted Nagra Jutti': 'पुरुषों की हस्तनिर्मित नागरा जूती',
  'Women Phulkari Jutti': 'महिलाओं की फुलकारी जूती',
  // Kids' ethnic
  'Boys Kurta Pyjama Set': 'लड़कों का कुर्ता पायजामा सेट',
  'Girls Lehenga Choli Set': 'लड़कियों का लहंगा चोली सेट',
  'Boys Dhoti Kurta Set': 'लड़कों का धोती कुर्ता सेट',
  'Girls Pattu Pavadai Set': 'लड़कियों का पट्टू पावडई सेट',
  // Diyas
  'Handmade Terracotta Diya': 'हाथ से बना टेराकोटा दीया',
  'Hand Painted Clay Diya': 'हाथ से रंगा मिट्टी का दीया',
  'Kundan Decorated Terracotta Diya': 'कुंदन से सजा टेराकोटा दीया',
  'Brass Akhand Diya': 'पीतल का अखंड दीया',
  'Brass Kuber Diya': 'पीतल का कुबेर दीया',
  'Brass Samai Lamp': 'पीतल का समई दीपक',
  'Brass Panch Aarti Diya': 'पीतल का पंच आरती दीया',
  'LED Diya Lights': 'एलईडी दीया लाइट',
  'Rice Light Ladi for Diwali': 'दिवाली के लिए राइस लाइट लड़ी',
  'Decorative LED Lantern': 'सजावटी एलईडी लालटेन',
  // Idols
  'Brass Ganesha Idol': 'पीतल की गणेश मूर्ति',
  'Eco-Friendly Shadu Mitti Ganpati': 'इको-फ़्रेंडली शाडू मिट्टी गणपति',
  'Marble Dust Ganesha Murti': 'मार्बल डस्ट गणेश मूर्ति',
  'Resin Dagdusheth Ganpati': 'रेज़िन दगडूशेठ गणपति',
  'Lakshmi Ganesh Idol Set': 'लक्ष्मी गणेश मूर्ति सेट',
  'Brass Lakshmi Ganesh Saraswati': 'पीतल के लक्ष्मी गणेश सरस्वती',
  'Silver Plated Lakshmi Ganesh': 'चांदी की परत वाले लक्ष्मी गणेश',
  'Radha Krishna Marble Murti': 'राधा कृष्ण संगमरमर मूर्ति',
  'Brass Bal Gopal (Laddu Gopal)': 'पीतल के बाल गोपाल (लड्डू गोपाल)',
  'Radha Krishna Idol with Cow': 'राधा कृष्ण मूर्ति, गाय के साथ',
  // Rangoli and door hangings
  'Rangoli Colour Powder Pack of 10': 'रंगोली रंग पाउडर, 10 का पैक',
  'Glitter Rangoli Colours': 'ग्लिटर रंगोली रंग',
  'Flower Petal Rangoli Kit': 'फूलों की पंखुड़ियों वाली रंगोली किट',
  'Marigold Toran for Main Door': 'मुख्य द्वार के लिए गेंदे का तोरण',
  'Beaded Bandhanwar': 'मोतियों वाला बंदनवार',
  'Mango Leaf Toran': 'आम के पत्तों का तोरण',
  'Shubh Labh Door Hanging': 'शुभ लाभ दरवाज़ा हैंगिंग',
  'Reusable Rangoli Stencil Set': 'दोबारा इस्तेमाल होने वाला रंगोली स्टेंसिल सेट',
  'Kolam Design Stencils': 'कोलम डिज़ाइन स्टेंसिल',
  'Swastik and Om Rangoli Stencils': 'स्वस्तिक और ॐ रंगोली स्टेंसिल',
  // Puja
  'Brass Puja Thali Set': 'पीतल की पूजा थाली सेट',
  'German Silver Puja Thali': 'जर्मन सिल्वर पूजा थाली',
  'Decorated Karwa Chauth Thali': 'सजी हुई करवा चौथ थाली',
  'Copper Aarti Thali Set': 'तांबे की आरती थाली सेट',
  'Chandan Agarbatti': 'चंदन अगरबत्ती',
  'Guggal Dhoop Cones': 'गुग्गल धूप कोन',
  'Mogra Incense Sticks': 'मोगरा अगरबत्ती',
  'Sambrani Dhoop Cups': 'सांब्राणी धूप कप',
  'Pure Bhimseni Camphor': 'शुद्ध भीमसेनी कपूर',
  'Camphor Tablets for Aarti': 'आरती के लिए कपूर की टिकिया',
  'Kapoor Cones': 'कपूर कोन',
};

/** A flat product's pack label in Hindi; a label not listed is kept as it is ('1 L'). */
export const PACK_LABELS_HI: Readonly<Record<string, string>> = {
  'Set of 6': '6 का सेट',
  'Set of 12': '12 का सेट',
  'Set of 24': '24 का सेट',
  'Pack of 2': '2 का पैक',
  '10 m': '10 मीटर',
  '6 in': '6 इंच',
  '8 in': '8 इंच',
  '9 in': '9 इंच',
  '12 in': '12 इंच',
  '50 g': '50 ग्राम',
  '100 g': '100 ग्राम',
  '250 g': '250 ग्राम',
};

/**
 * A demo product's Hindi title: the brand's Hindi name (its English one when it has none), the
 * item and the pack label; null when the item has no Hindi name here.
 */
export function productTitleHi(brandName: string, item: string, packLabel = ''): string | null {
  const itemHi = ITEM_NAMES_HI[item];
  if (itemHi === undefined) return null;
  const pack = packLabel === '' ? '' : ` ${PACK_LABELS_HI[packLabel] ?? packLabel}`;
  return `${brandName} ${itemHi}${pack}`;
}

/** The description of a product with a Hindi title, in Hindi (escaped HTML, as the English one). */
export function productDescriptionHi(
  titleHi: string,
  brandNameHi: string,
  shopName: string,
  city: string,
): string {
  return [
    '<h3>इस प्रोडक्ट के बारे में</h3>',
    `<p>${escapeXml(titleHi)}, ${escapeXml(brandNameHi)} की ओर से।</p>`,
    `<p>${escapeXml(shopName)}, ${escapeXml(city)} द्वारा बेचा और भेजा गया। 15 दिन में आसान वापसी; GST बिल साथ में।</p>`,
  ].join('');
}
