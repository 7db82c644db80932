// The demo products' titles on the Hindi pages (docs/decisions/hindi.md): an item name of
// catalog-data.ts (the title without its brand) in Hindi, as Indian shops write it (loanwords in
// Devanagari), and the pack labels a flat product's title ends with. A product's Hindi title is
// its brand's Hindi name (catalog-data-hi.ts), the item and the pack. Every demo item has a Hindi
// name here; a product added later without one keeps its English title on the Hindi pages.
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
  // Shirts
  'Men Slim Fit Cotton Formal Shirt': 'पुरुषों की स्लिम फ़िट कॉटन फ़ॉर्मल शर्ट',
  'Men Checked Casual Shirt': 'पुरुषों की चेक्ड कैज़ुअल शर्ट',
  'Men Linen Blend Half Sleeve Shirt': 'पुरुषों की लिनन ब्लेंड हाफ़ स्लीव शर्ट',
  'Men Printed Rayon Shirt': 'पुरुषों की प्रिंटेड रेयॉन शर्ट',
  'Men Oxford Button-Down Shirt': 'पुरुषों की ऑक्सफ़ोर्ड बटन-डाउन शर्ट',
  // T-shirts
  'Men Round Neck Cotton T-Shirt': 'पुरुषों की राउंड नेक कॉटन टी-शर्ट',
  'Men Polo T-Shirt': 'पुरुषों की पोलो टी-शर्ट',
  'Men Graphic Print Oversized T-Shirt': 'पुरुषों की ग्राफ़िक प्रिंट ओवरसाइज़्ड टी-शर्ट',
  'Men Dry-Fit Sports T-Shirt': 'पुरुषों की ड्राई-फ़िट स्पोर्ट्स टी-शर्ट',
  'Men Henley Neck T-Shirt': 'पुरुषों की हेनली नेक टी-शर्ट',
  // Jeans
  'Men Slim Fit Stretchable Jeans': 'पुरुषों की स्लिम फ़िट स्ट्रेचेबल जींस',
  'Men Regular Fit Mid-Rise Jeans': 'पुरुषों की रेगुलर फ़िट मिड-राइज़ जींस',
  'Men Tapered Fit Washed Jeans': 'पुरुषों की टेपर्ड फ़िट वॉश्ड जींस',
  'Men Relaxed Fit Jeans': 'पुरुषों की रिलैक्स्ड फ़िट जींस',
  // Sports shoes
  'Men Running Shoes with Cushioned Sole': 'पुरुषों के रनिंग शूज़, कुशन वाले सोल के साथ',
  'Lightweight Walking Shoes': 'हल्के वॉकिंग शूज़',
  'Mesh Training Sneakers': 'मेश ट्रेनिंग स्नीकर्स',
  'Women Slip-On Sports Shoes': 'महिलाओं के स्लिप-ऑन स्पोर्ट्स शूज़',
  'Canvas Casual Sneakers': 'कैनवास कैज़ुअल स्नीकर्स',
  // Sandals and chappals
  'Men Leather Kolhapuri Chappal': 'पुरुषों की लेदर कोल्हापुरी चप्पल',
  'Women Flat Sandals': 'महिलाओं की फ़्लैट सैंडल',
  'Men Comfort Floaters': 'पुरुषों के कम्फ़र्ट फ़्लोटर्स',
  'Women Embellished Ethnic Sandals': 'महिलाओं की सजावटी एथनिक सैंडल',
  'Unisex Rubber Flip-Flops': 'यूनिसेक्स रबर फ़्लिप-फ़्लॉप',
  // Frocks and dresses
  'Girls Cotton Printed Frock': 'लड़कियों की कॉटन प्रिंटेड फ़्रॉक',
  'Girls Party Wear Net Frock': 'लड़कियों की पार्टी वियर नेट फ़्रॉक',
  'Girls Smocked Summer Dress': 'लड़कियों की स्मॉक्ड समर ड्रेस',
  'Girls Tiered Maxi Dress': 'लड़कियों की टियर्ड मैक्सी ड्रेस',
  // Smartphones
  '5G Smartphone with 50 MP Camera': '5G स्मार्टफ़ोन, 50 MP कैमरे के साथ',
  '4G Smartphone with 6000 mAh Battery': '4G स्मार्टफ़ोन, 6000 mAh बैटरी के साथ',
  '5G Smartphone with 120 Hz AMOLED Display': '5G स्मार्टफ़ोन, 120 Hz एमोलेड डिस्प्ले के साथ',
  'Dual SIM Smartphone with Fast Charging': 'डुअल सिम स्मार्टफ़ोन, फ़ास्ट चार्जिंग के साथ',
  // Power banks
  'Fast Charging Power Bank': 'फ़ास्ट चार्जिंग पावर बैंक',
  'Slim Power Bank with Dual USB Output': 'स्लिम पावर बैंक, डुअल यूएसबी आउटपुट के साथ',
  'Power Bank with Type-C PD Output': 'पावर बैंक, टाइप-सी पीडी आउटपुट के साथ',
  // Mobile covers
  'Shockproof Silicone Back Cover': 'शॉकप्रूफ़ सिलिकॉन बैक कवर',
  'Transparent Bumper Case': 'ट्रांसपेरेंट बंपर केस',
  'Flip Cover with Card Holder': 'फ़्लिप कवर, कार्ड होल्डर के साथ',
  'Matte Hard Back Case': 'मैट हार्ड बैक केस',
  // Wireless earbuds
  'True Wireless Earbuds with ENC Mic': 'ट्रू वायरलेस ईयरबड्स, ईएनसी माइक के साथ',
  'TWS Earbuds with 40 Hours Playback': 'टीडब्ल्यूएस ईयरबड्स, 40 घंटे के प्लेबैक के साथ',
  'Gaming Earbuds with Low Latency Mode': 'गेमिंग ईयरबड्स, लो लेटेंसी मोड के साथ',
  // Bluetooth speakers
  'Portable Bluetooth Speaker with Deep Bass': 'पोर्टेबल ब्लूटूथ स्पीकर, डीप बास के साथ',
  'Party Speaker with Karaoke Mic': 'पार्टी स्पीकर, कराओके माइक के साथ',
  'Waterproof Outdoor Speaker': 'वॉटरप्रूफ़ आउटडोर स्पीकर',
  // Headphones
  'Over-Ear Wireless Headphones': 'ओवर-ईयर वायरलेस हेडफ़ोन',
  'Wired On-Ear Headphones with Mic': 'वायर्ड ऑन-ईयर हेडफ़ोन, माइक के साथ',
  'Noise Cancelling Headphones': 'नॉइज़ कैंसलिंग हेडफ़ोन',
  // Mixer grinders
  '750 W Mixer Grinder with 3 Jars': '750 W मिक्सर ग्राइंडर, 3 जार के साथ',
  '500 W Mixer Grinder with 2 Jars': '500 W मिक्सर ग्राइंडर, 2 जार के साथ',
  '1000 W Juicer Mixer Grinder': '1000 W जूसर मिक्सर ग्राइंडर',
  // Ceiling fans
  'High Speed Ceiling Fan': 'हाई स्पीड सीलिंग फ़ैन',
  'BLDC Energy Saving Ceiling Fan with Remote': 'बीएलडीसी एनर्जी सेविंग सीलिंग फ़ैन, रिमोट के साथ',
  'Decorative Ceiling Fan': 'सजावटी सीलिंग फ़ैन',
  'Anti-Dust Ceiling Fan': 'एंटी-डस्ट सीलिंग फ़ैन',
  // Electric kettles
  'Stainless Steel Electric Kettle': 'स्टेनलेस स्टील इलेक्ट्रिक केतली',
  'Multi-Cook Electric Kettle': 'मल्टी-कुक इलेक्ट्रिक केतली',
  'Cordless Electric Kettle': 'कॉर्डलेस इलेक्ट्रिक केतली',
  // Keyboards and mice
  'Wireless Keyboard and Mouse Combo': 'वायरलेस कीबोर्ड और माउस कॉम्बो',
  'Bilingual Hindi-English Keyboard': 'द्विभाषी हिन्दी-अंग्रेज़ी कीबोर्ड',
  'Ergonomic Wireless Mouse': 'एर्गोनॉमिक वायरलेस माउस',
  // Pen drives
  'USB 3.2 Metal Pen Drive': 'यूएसबी 3.2 मेटल पेन ड्राइव',
  'Dual Drive OTG Pen Drive': 'डुअल ड्राइव ओटीजी पेन ड्राइव',
  'Type-C Pen Drive': 'टाइप-सी पेन ड्राइव',
  // Laptop bags
  'Water Resistant Laptop Backpack': 'वॉटर रेज़िस्टेंट लैपटॉप बैकपैक',
  'Office Laptop Messenger Bag': 'ऑफ़िस लैपटॉप मैसेंजर बैग',
  'Anti-Theft Laptop Backpack': 'एंटी-थेफ़्ट लैपटॉप बैकपैक',
  // Pressure cookers
  'Aluminium Inner Lid Pressure Cooker': 'एल्युमिनियम इनर लिड प्रेशर कुकर',
  'Stainless Steel Outer Lid Pressure Cooker': 'स्टेनलेस स्टील आउटर लिड प्रेशर कुकर',
  'Hard Anodised Pressure Cooker': 'हार्ड एनोडाइज़्ड प्रेशर कुकर',
  'Triply Steel Pressure Handi': 'ट्राइप्लाई स्टील प्रेशर हांडी',
  // Kadai and tawa
  'Cast Iron Kadai': 'कास्ट आयरन कड़ाही',
  'Non-Stick Dosa Tawa': 'नॉन-स्टिक डोसा तवा',
  'Iron Roti Tawa': 'लोहे का रोटी तवा',
  'Triply Stainless Steel Kadai with Lid': 'ट्राइप्लाई स्टेनलेस स्टील कड़ाही, ढक्कन के साथ',
  // Dinner sets
  'Stainless Steel Dinner Set': 'स्टेनलेस स्टील डिनर सेट',
  'Hammered Steel Thali Set': 'हैमर्ड स्टील थाली सेट',
  'Melamine Dinner Set': 'मेलामाइन डिनर सेट',
  'Copper Finish Thali Set': 'कॉपर फ़िनिश थाली सेट',
  // Steel containers
  'Stainless Steel Airtight Container Set': 'स्टेनलेस स्टील एयरटाइट कंटेनर सेट',
  'Steel Dabba Set with See-Through Lid': 'स्टील डब्बा सेट, पारदर्शी ढक्कन के साथ',
  'Steel Tiffin Box': 'स्टील टिफ़िन बॉक्स',
  'Steel Atta Drum': 'स्टील आटा ड्रम',
  // Masala boxes
  'Stainless Steel Masala Dabba with 7 Bowls': 'स्टेनलेस स्टील मसाला डब्बा, 7 कटोरियों के साथ',
  'Wooden Spice Box': 'लकड़ी की मसालदानी',
  'Steel Masala Box with Spoon': 'स्टील मसाला बॉक्स, चम्मच के साथ',
  // Glass jars
  'Glass Pickle Jar with Steel Lid': 'कांच का अचार जार, स्टील के ढक्कन के साथ',
  'Borosilicate Storage Jar Set': 'बोरोसिलिकेट स्टोरेज जार सेट',
  'Glass Cookie Jar': 'कांच का कुकी जार',
  // Bedsheets
  'Jaipuri Cotton Bedsheet with 2 Pillow Covers': 'जयपुरी कॉटन बेडशीट, 2 पिलो कवर के साथ',
  'Sanganeri Print Bedsheet': 'सांगानेरी प्रिंट बेडशीट',
  'Glace Cotton Floral Bedsheet': 'ग्लेस कॉटन फ़्लोरल बेडशीट',
  'Kantha Stitch Bedsheet': 'कांथा स्टिच बेडशीट',
  // Curtains
  'Blackout Curtains Set of 2': 'ब्लैकआउट पर्दे, 2 का सेट',
  'Printed Polyester Eyelet Curtains': 'प्रिंटेड पॉलिएस्टर आईलेट पर्दे',
  'Sheer Curtains Set of 2': 'शीयर पर्दे, 2 का सेट',
  // Cushion covers
  'Cotton Cushion Covers Set of 5': 'कॉटन कुशन कवर, 5 का सेट',
  'Velvet Cushion Covers Set of 2': 'वेलवेट कुशन कवर, 2 का सेट',
  'Mirror Work Cushion Covers': 'मिरर वर्क कुशन कवर',
  // Wall clocks
  'Silent Sweep Wall Clock': 'साइलेंट स्वीप दीवार घड़ी',
  'Wooden Designer Wall Clock': 'लकड़ी की डिज़ाइनर दीवार घड़ी',
  'Pendulum Wall Clock': 'पेंडुलम वाली दीवार घड़ी',
  // Wall hangings
  'Metal Tree of Life Wall Hanging': 'मेटल ट्री ऑफ़ लाइफ़ वॉल हैंगिंग',
  'Madhubani Painting Wall Hanging': 'मधुबनी पेंटिंग वॉल हैंगिंग',
  'Macrame Wall Hanging': 'मैक्रेमे वॉल हैंगिंग',
  'Brass Sun Wall Decor': 'पीतल का सूर्य वॉल डेकोर',
  // Planters
  'Ceramic Planter with Drainage Hole': 'सिरेमिक गमला, ड्रेनेज होल के साथ',
  'Hanging Metal Planter': 'लटकाने वाला मेटल गमला',
  'Terracotta Planter Set': 'टेराकोटा गमला सेट',
  // Face wash
  'Neem and Tulsi Face Wash': 'नीम और तुलसी फ़ेस वॉश',
  'Vitamin C Brightening Face Wash': 'विटामिन सी ब्राइटनिंग फ़ेस वॉश',
  'Haldi and Chandan Face Wash': 'हल्दी और चंदन फ़ेस वॉश',
  'Oil Control Face Wash': 'ऑयल कंट्रोल फ़ेस वॉश',
  // Moisturisers
  'Aloe Vera Moisturising Gel': 'एलोवेरा मॉइस्चराइज़िंग जेल',
  'Kesar Day Cream with SPF 20': 'केसर डे क्रीम, एसपीएफ़ 20 के साथ',
  'Cocoa Butter Body Lotion': 'कोको बटर बॉडी लोशन',
  'Light Gel Moisturiser': 'लाइट जेल मॉइस्चराइज़र',
  // Face packs
  'Multani Mitti Face Pack': 'मुल्तानी मिट्टी फ़ेस पैक',
  'Haldi Besan Ubtan': 'हल्दी बेसन उबटन',
  'Rose and Sandalwood Face Pack': 'गुलाब और चंदन फ़ेस पैक',
  // Hair oils
  'Bhringraj Ayurvedic Hair Oil': 'भृंगराज आयुर्वेदिक हेयर ऑयल',
  'Cold Pressed Coconut Hair Oil': 'कोल्ड प्रेस्ड नारियल हेयर ऑयल',
  'Amla and Reetha Hair Oil': 'आंवला और रीठा हेयर ऑयल',
  'Onion Hair Oil': 'ओनियन हेयर ऑयल',
  // Shampoos
  'Shikakai Herbal Shampoo': 'शिकाकाई हर्बल शैम्पू',
  'Anti-Dandruff Shampoo': 'एंटी-डैंड्रफ़ शैम्पू',
  'Hibiscus Smoothening Shampoo': 'गुड़हल स्मूदनिंग शैम्पू',
  // Henna
  'Natural Henna Powder': 'नैचुरल मेहंदी पाउडर',
  'Rajasthani Mehendi Cones Pack of 12': 'राजस्थानी मेहंदी कोन, 12 का पैक',
  'Indigo and Henna Hair Colour': 'इंडिगो और मेहंदी हेयर कलर',
  // Lipsticks
  'Matte Lipstick': 'मैट लिपस्टिक',
  'Creamy Moisturising Lipstick': 'क्रीमी मॉइस्चराइज़िंग लिपस्टिक',
  'Long Stay Liquid Lipstick': 'लॉन्ग स्टे लिक्विड लिपस्टिक',
  // Kajal and eyeliner
  'Smudge-Proof Kajal': 'स्मज-प्रूफ़ काजल',
  'Ayurvedic Kajal with Almond Oil': 'आयुर्वेदिक काजल, बादाम तेल के साथ',
  'Waterproof Liquid Eyeliner': 'वॉटरप्रूफ़ लिक्विड आईलाइनर',
  // Nail paints
  'Gel Finish Nail Paint': 'जेल फ़िनिश नेल पेंट',
  'Quick Dry Nail Paint': 'क्विक ड्राई नेल पेंट',
  'Glitter Nail Paint': 'ग्लिटर नेल पेंट',
  // Attars
  'Kannauj Rose Attar': 'कन्नौज गुलाब इत्र',
  'Mitti Attar (Petrichor)': 'मिट्टी इत्र (सोंधी खुशबू)',
  'Sandalwood Attar': 'चंदन इत्र',
  'Mogra Attar': 'मोगरा इत्र',
  // Deodorants
  'Men Long Lasting Deodorant': 'पुरुषों का लॉन्ग लास्टिंग डियोडरेंट',
  'Women Floral Body Mist': 'महिलाओं का फ़्लोरल बॉडी मिस्ट',
  'Natural Roll-On Deodorant': 'नैचुरल रोल-ऑन डियोडरेंट',
  // Atta and flours
  'Chakki Fresh Whole Wheat Atta': 'चक्की फ़्रेश साबुत गेहूं का आटा',
  'Sharbati Wheat Atta': 'शरबती गेहूं का आटा',
  'Multigrain Atta': 'मल्टीग्रेन आटा',
  'Besan (Gram Flour)': 'बेसन (चने का आटा)',
  'Bajra Atta': 'बाजरे का आटा',
  // Rice
  'Aged Basmati Rice': 'पुराना बासमती चावल',
  'Sona Masoori Rice': 'सोना मसूरी चावल',
  'Kolam Rice': 'कोलम चावल',
  'Indrayani Rice': 'इंद्रायणी चावल',
  'Gobindobhog Rice': 'गोबिंदोभोग चावल',
  // Dals
  'Unpolished Toor Dal': 'अनपॉलिश्ड तूर दाल',
  'Moong Dal (Split)': 'मूंग दाल',
  'Masoor Dal': 'मसूर दाल',
  'Chana Dal': 'चना दाल',
  'Rajma (Red Kidney Beans)': 'लाल राजमा',
  'Kabuli Chana': 'काबुली चना',
  // Mustard oil
  'Cold Pressed Mustard Oil': 'कोल्ड प्रेस्ड सरसों का तेल',
  'Kachi Ghani Mustard Oil': 'कच्ची घानी सरसों का तेल',
  'Wood Pressed Mustard Oil': 'वुड प्रेस्ड सरसों का तेल',
  // Groundnut oil
  'Cold Pressed Groundnut Oil': 'कोल्ड प्रेस्ड मूंगफली का तेल',
  'Filtered Groundnut Oil': 'फ़िल्टर्ड मूंगफली का तेल',
  'Wood Pressed Peanut Oil': 'वुड प्रेस्ड मूंगफली का तेल',
  // Desi ghee
  'Pure Cow Ghee': 'शुद्ध गाय का घी',
  'A2 Gir Cow Bilona Ghee': 'A2 गिर गाय का बिलोना घी',
  'Buffalo Ghee': 'भैंस का घी',
  'Danedar Desi Ghee': 'दानेदार देसी घी',
  // Whole spices
  'Green Cardamom (Elaichi)': 'हरी इलायची',
  'Black Pepper (Kali Mirch)': 'काली मिर्च',
  'Cumin Seeds (Jeera)': 'जीरा',
  'Cloves (Laung)': 'लौंग',
  'Kashmiri Red Chilli Whole': 'कश्मीरी साबुत लाल मिर्च',
  // Masala blends
  'Garam Masala': 'गरम मसाला',
  'Kitchen King Masala': 'किचन किंग मसाला',
  'Chhole Masala': 'छोले मसाला',
  'Pav Bhaji Masala': 'पाव भाजी मसाला',
  'Haldi (Turmeric) Powder': 'हल्दी पाउडर',
  'Kashmiri Mirch Powder': 'कश्मीरी मिर्च पाउडर',
  // Namkeen
  'Bikaneri Bhujia': 'बीकानेरी भुजिया',
  'Ratlami Sev': 'रतलामी सेव',
  'Khatta Meetha Mixture': 'खट्टा मीठा मिक्सचर',
  'Roasted Makhana': 'रोस्टेड मखाना',
  'Masala Peanuts': 'मसाला मूंगफली',
  // Dry fruits
  'Whole Cashews W320': 'साबुत काजू W320',
  'California Almonds': 'कैलिफ़ोर्निया बादाम',
  'Kashmiri Walnut Kernels': 'कश्मीरी अखरोट गिरी',
  'Salted Pistachios': 'नमकीन पिस्ता',
  'Dry Fruits Gift Box': 'ड्राई फ़्रूट्स गिफ़्ट बॉक्स',
  // Tea and coffee
  'Assam CTC Tea': 'असम सीटीसी चाय',
  'Darjeeling Leaf Tea': 'दार्जिलिंग पत्ती चाय',
  'Masala Chai Blend': 'मसाला चाय ब्लेंड',
  'South Indian Filter Coffee': 'साउथ इंडियन फ़िल्टर कॉफ़ी',
  'Nilgiri Green Tea': 'नीलगिरी ग्रीन टी',
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

/** A flat product's pack label in Hindi; a label not listed is kept as it is. */
export const PACK_LABELS_HI: Readonly<Record<string, string>> = {
  'Set of 2': '2 का सेट',
  'Set of 3': '3 का सेट',
  'Set of 4': '4 का सेट',
  'Set of 6': '6 का सेट',
  'Set of 12': '12 का सेट',
  'Set of 24': '24 का सेट',
  'Pack of 2': '2 का पैक',
  '24 Pieces': '24 पीस',
  '36 Pieces': '36 पीस',
  '10 m': '10 मीटर',
  '24 cm': '24 सेमी',
  '28 cm': '28 सेमी',
  '6 in': '6 इंच',
  '8 in': '8 इंच',
  '9 in': '9 इंच',
  '12 in': '12 इंच',
  '50 g': '50 ग्राम',
  '100 g': '100 ग्राम',
  '200 g': '200 ग्राम',
  '250 g': '250 ग्राम',
  '400 g': '400 ग्राम',
  '500 g': '500 ग्राम',
  '1 kg': '1 किलो',
  '5 kg': '5 किलो',
  '10 kg': '10 किलो',
  '6 ml': '6 मिली',
  '12 ml': '12 मिली',
  '100 ml': '100 मिली',
  '180 ml': '180 मिली',
  '200 ml': '200 मिली',
  '340 ml': '340 मिली',
  '500 ml': '500 मिली',
  '1 L': '1 लीटर',
  '1.2 L': '1.2 लीटर',
  '1.8 L': '1.8 लीटर',
  '3 L': '3 लीटर',
  '5 L': '5 लीटर',
  // Kept as Indian shops write them.
  '64 GB': '64 GB',
  '128 GB': '128 GB',
  '10000 mAh': '10000 mAh',
  '20000 mAh': '20000 mAh',
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
