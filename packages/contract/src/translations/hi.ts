// The API's and the forms' sentences in Hindi (catalogue.ts): everyday Hindi as Indian shops write
// it, the words of the storefront's Hindi pages (apps/web/src/messages/hi*.ts): आप forms, common
// loanwords in Devanagari (ऑर्डर, कार्ट, पिन कोड, डिलीवरी, रिफ़ंड, कूपन). Only what a shopper can
// meet: the contract's schemas and plain words (plain-messages.ts), the API's refusals on the
// shopper's calls; the back office stays English. Amounts (₹…), names and titles are kept as the
// English gives them.
import type { Catalogue } from './catalogue.ts';

export const hi: Catalogue = {
  exact: {
    // ---- Validation: the schemas' words and plain-messages.ts ----
    'Required.': 'यह ज़रूरी है।',
    'This field is required.': 'यह फ़ील्ड ज़रूरी है।',
    'Check this value.': 'कृपया यह जानकारी जांच लें।',
    'Invalid pincode.': 'पिन कोड सही नहीं है।',
    'Invalid Pincode.': 'पिन कोड सही नहीं है।',
    'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.':
      '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर डालें।',
    'Enter a valid e-mail address.': 'सही ई-मेल पता डालें।',
    'Use letters and spaces only.': 'सिर्फ़ अक्षर और स्पेस इस्तेमाल करें।',
    'Password and confirm password do not match.': 'दोनों पासवर्ड मेल नहीं खाते।',
    'Use at most two decimals.': 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक लिखें।',
    'Enter a number.': 'कोई संख्या डालें।',
    'Enter a whole number.': 'पूरी संख्या डालें, दशमलव के बिना।',
    'Enter some text.': 'कुछ टेक्स्ट लिखें।',
    'Choose yes or no.': 'हां या नहीं चुनें।',
    'Enter a date.': 'तारीख डालें।',
    'Enter a full web address, like https://example.com.':
      'पूरा वेब पता डालें, जैसे https://example.com।',
    'Enter a date like 2024-03-05.': '2024-03-05 जैसी तारीख डालें।',
    'Enter a date and a time.': 'तारीख और समय डालें।',
    'Enter a time like 14:30.': '14:30 जैसा समय डालें।',
    'Check how this is written.': 'देख लें कि यह सही तरह से लिखा है।',
    'Choose one of the options.': 'दिए गए विकल्पों में से एक चुनें।',
    'Add at least one.': 'कम से कम एक जोड़ें।',
    'invalid request.': 'रिक्वेस्ट सही नहीं है।',
    'Remove the control characters (such as NUL) from this field.':
      'इस फ़ील्ड से कंट्रोल कैरेक्टर (जैसे NUL) हटाएं।',
    // The public "sell on Haat" form (seller.ts) and the contact form (site.ts).
    'Use letters, digits, spaces and , - / only.': 'सिर्फ़ अक्षर, अंक, स्पेस और , - / इस्तेमाल करें।',
    'Use letters, digits and spaces only.': 'सिर्फ़ अक्षर, अंक और स्पेस इस्तेमाल करें।',
    'A GSTIN has 15 characters.': 'GSTIN में 15 अक्षर होते हैं।',
    'Enter a valid GSTIN.': 'सही GSTIN डालें।',
    'Accept the terms and conditions.': 'नियम और शर्तें स्वीकार करें।',
    'Enter your name.': 'अपना नाम डालें।',
    'Enter a subject.': 'विषय लिखें।',
    'Thank you. We reply within 24 hours.': 'धन्यवाद। हम 24 घंटे के अंदर जवाब देते हैं।',
    'Thank you for subscribing.': 'सब्सक्राइब करने के लिए धन्यवाद।',
    'You are already subscribed.': 'आप पहले ही सब्सक्राइब कर चुके हैं।',

    // ---- Login, registration and OTP ----
    'Invalid OTP.': 'OTP ग़लत है।',
    'OTP sent to your mobile number.': 'OTP आपके मोबाइल नंबर पर भेज दिया गया है।',
    'OTP verified.': 'OTP वेरिफ़ाई हो गया।',
    // ---- The shopper's own data (docs/decisions/personal-data.md) ----
    'Your choice has been saved.': 'आपकी पसंद सेव हो गई है।',
    'Your account has been deleted.': 'आपका अकाउंट मिटा दिया गया है।',
    'Your account cannot be deleted while an order is open (placed, packed or on its way). Try again once it is delivered or cancelled.':
      'जब तक कोई ऑर्डर चल रहा है (प्लेस, पैक या रास्ते में), आपका अकाउंट नहीं मिटाया जा सकता। उसके डिलीवर या रद्द होने के बाद फिर से कोशिश करें।',
    'Your account cannot be deleted while a return is under way. Try again once it is refunded or closed.':
      'जब तक कोई रिटर्न चल रहा है, आपका अकाउंट नहीं मिटाया जा सकता। उसका रिफ़ंड होने या उसके बंद होने के बाद फिर से कोशिश करें।',
    'Your account cannot be deleted while a refund is still owed to you. Try again once it is paid.':
      'जब तक आपको कोई रिफ़ंड मिलना बाकी है, आपका अकाउंट नहीं मिटाया जा सकता। उसके मिलने के बाद फिर से कोशिश करें।',
    'Registration successful. Please log in.': 'रजिस्ट्रेशन सफल रहा। कृपया लॉग इन करें।',
    'Login successful.': 'लॉग इन सफल रहा।',
    'You have been logged out.': 'आप लॉग आउट हो गए हैं।',
    'We could not send the code. Try again in a minute.':
      'हम कोड नहीं भेज सके। एक मिनट बाद फिर से कोशिश करें।',
    'Invalid e-mail or password.': 'ई-मेल या पासवर्ड ग़लत है।',
    'An account with this e-mail or mobile already exists. Please log in.':
      'इस ई-मेल या मोबाइल नंबर से पहले ही एक अकाउंट बना हुआ है। कृपया लॉग इन करें।',
    'Please verify your mobile number with the OTP first.':
      'कृपया पहले OTP से अपना मोबाइल नंबर वेरिफ़ाई करें।',
    'Please log in to continue.': 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
    'Please log in again.': 'कृपया फिर से लॉग इन करें।',
    'This is for shoppers: please log in with a customer account.':
      'यह खरीदारों के लिए है: कृपया कस्टमर अकाउंट से लॉग इन करें।',

    // ---- Profile and password ----
    'Your profile has been updated': 'आपकी प्रोफ़ाइल अपडेट हो गई है',
    'Password Successfully Changed.': 'पासवर्ड सफलतापूर्वक बदला गया।',
    'This e-mail or mobile is already used by another account.':
      'यह ई-मेल या मोबाइल नंबर किसी दूसरे अकाउंट में इस्तेमाल हो रहा है।',
    'Your current password is not correct.': 'आपका मौजूदा पासवर्ड सही नहीं है।',
    'Choose a new password different from your current one.':
      'ऐसा नया पासवर्ड चुनें जो आपके मौजूदा पासवर्ड से अलग हो।',
    'This password is too common. Please choose one that is harder to guess.':
      'यह पासवर्ड बहुत आम है। कृपया ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
    'Your password must not be your e-mail address or mobile number.':
      'आपका पासवर्ड आपका ई-मेल पता या मोबाइल नंबर नहीं हो सकता।',

    // ---- Addresses ----
    'Address successfully added.': 'पता सफलतापूर्वक जोड़ा गया।',
    'Address successfully updated.': 'पता सफलतापूर्वक अपडेट हो गया।',
    'Address successfully deleted.': 'पता सफलतापूर्वक हटा दिया गया।',
    'Address not found.': 'पता नहीं मिला।',

    // ---- Cart, wishlist and checkout ----
    'A cart holds at most 100 lines.': 'कार्ट में ज़्यादा से ज़्यादा 100 आइटम हो सकते हैं।',
    'Product not found.': 'प्रोडक्ट नहीं मिला।',
    'Item successfully added.': 'आइटम सफलतापूर्वक जोड़ा गया।',
    'Successfully removed.': 'सफलतापूर्वक हटा दिया गया।',
    'Sorry, an item in your cart has just gone out of stock.':
      'माफ़ करें, आपके कार्ट के एक आइटम का स्टॉक अभी-अभी खत्म हो गया।',
    'Your cart is empty.': 'आपका कार्ट खाली है।',
    'This Item Is Not Deliverable At Selected Address': 'यह आइटम चुने गए पते पर डिलीवर नहीं हो सकता',
    'Enter a coupon code.': 'कूपन कोड डालें।',
    'Coupons apply to prepaid orders only.': 'कूपन सिर्फ़ ऑनलाइन पेमेंट पर लागू होते हैं।',
    'Invalid coupon code.': 'कूपन कोड ग़लत है।',
    'This coupon is not active yet.': 'यह कूपन अभी चालू नहीं हुआ है।',
    'This coupon has expired.': 'इस कूपन की समय-सीमा खत्म हो गई है।',
    'This coupon has been fully redeemed.': 'यह कूपन पूरी तरह इस्तेमाल हो चुका है।',
    'You have already used this coupon.': 'आप यह कूपन पहले ही इस्तेमाल कर चुके हैं।',
    'Captcha required.': 'कैप्चा ज़रूरी है।',
    'Enter the captcha.': 'तस्वीर में दिखे अक्षर टाइप करें।',
    'Captcha Not Match.': 'कैप्चा मेल नहीं खाया।',
    'This order was already placed with other details. Reload the checkout page to place a new one.':
      'यह ऑर्डर पहले ही दूसरी जानकारी के साथ प्लेस हो चुका है। नया ऑर्डर करने के लिए चेकआउट पेज फिर से लोड करें।',
    'The payment could not be started. Your cart is unchanged; please try again.':
      'पेमेंट शुरू नहीं हो सका। आपका कार्ट जैसा था वैसा ही है; कृपया फिर से कोशिश करें।',
    'The payment could not be started.': 'पेमेंट शुरू नहीं हो सका।',
    'The payment gateway is not answering just now. Your cart is unchanged; please try again in a moment.':
      'पेमेंट गेटवे अभी जवाब नहीं दे रहा। आपका कार्ट जैसा था वैसा ही है; कृपया थोड़ी देर में फिर से कोशिश करें।',
    'Online payment is not available just now. Your cart is unchanged; please try again later or choose Cash on Delivery.':
      'ऑनलाइन पेमेंट अभी उपलब्ध नहीं है। आपका कार्ट जैसा था वैसा ही है; कृपया बाद में कोशिश करें या कैश ऑन डिलीवरी चुनें।',
    'Payment not completed in time.': 'पेमेंट समय पर पूरा नहीं हुआ।',

    // ---- Orders: cancel, invoice, reviews ----
    'Order not found.': 'ऑर्डर नहीं मिला।',
    'Invoice not found.': 'इनवॉइस नहीं मिला।',
    'Credit note not found.': 'क्रेडिट नोट नहीं मिला।',
    'Choose an item to cancel.': 'रद्द करने के लिए कोई आइटम चुनें।',
    'Cancelled.': 'रद्द हो गया।',
    'Cancellation Success.': 'कैंसलेशन सफल।',
    'This order is already cancelled.': 'यह ऑर्डर पहले ही रद्द हो चुका है।',
    'This order has been delivered; ask for a return instead.':
      'यह ऑर्डर डिलीवर हो चुका है; इसे रद्द करने के बजाय रिटर्न की रिक्वेस्ट करें।',
    'This order changed; look again.': 'इस ऑर्डर में बदलाव हुआ है; कृपया फिर से देखें।',
    'Some of these items are not in this order any more.': 'इनमें से कुछ आइटम अब इस ऑर्डर में नहीं हैं।',
    'Items can be cancelled on their own only before the order ships; cancel the whole order instead.':
      'अलग-अलग आइटम सिर्फ़ ऑर्डर शिप होने से पहले रद्द किए जा सकते हैं; अब पूरा ऑर्डर रद्द करें।',
    'This order is waiting for its online payment; pay or cancel it whole.':
      'यह ऑर्डर ऑनलाइन पेमेंट का इंतज़ार कर रहा है; पेमेंट करें या पूरा ऑर्डर रद्द करें।',
    'This order is waiting for its online payment.': 'यह ऑर्डर ऑनलाइन पेमेंट का इंतज़ार कर रहा है।',
    'Part of this order has already shipped; it can no longer be cancelled.':
      'इस ऑर्डर का कुछ हिस्सा शिप हो चुका है; अब इसे रद्द नहीं किया जा सकता।',
    'Order item not found.': 'ऑर्डर का आइटम नहीं मिला।',
    'You can review this product once it is delivered.':
      'डिलीवरी होने के बाद आप इस प्रोडक्ट का रिव्यू दे सकते हैं।',
    'You have already reviewed this product.': 'आप इस प्रोडक्ट का रिव्यू पहले ही दे चुके हैं।',
    'Thank you for your review.': 'रिव्यू देने के लिए धन्यवाद।',

    // ---- Returns and refunds ----
    'Choose why you are returning it.': 'रिटर्न करने की वजह चुनें।',
    'Enter a UPI ID such as name@okhdfcbank.': 'name@okhdfcbank जैसी UPI ID डालें।',
    'Enter the account holder’s name.': 'अकाउंट होल्डर का नाम डालें।',
    'Enter the account number: 9 to 18 digits.': 'अकाउंट नंबर डालें: 9 से 18 अंक।',
    'Enter the 11-character IFSC, such as HDFC0001234.': '11 अक्षरों का IFSC डालें, जैसे HDFC0001234।',
    'Choose UPI or a bank account.': 'UPI या बैंक अकाउंट चुनें।',
    'This order was cancelled.': 'यह ऑर्डर रद्द कर दिया गया था।',
    'You can ask for a return once this item has been delivered.':
      'यह आइटम डिलीवर होने के बाद आप रिटर्न की रिक्वेस्ट कर सकते हैं।',
    'This cash on delivery order is not paid in full yet; ask once every parcel is delivered.':
      'इस कैश ऑन डिलीवरी ऑर्डर का पूरा पेमेंट अभी नहीं हुआ है; सभी पार्सल डिलीवर होने के बाद रिक्वेस्ट करें।',
    'This order was not paid for.': 'इस ऑर्डर का पेमेंट नहीं हुआ था।',
    'You have already asked to return every piece of this item.':
      'आप इस आइटम के सभी पीस रिटर्न करने की रिक्वेस्ट पहले ही कर चुके हैं।',
    'This item is not in this order.': 'यह आइटम इस ऑर्डर में नहीं है।',
    'Tell us where to send your refund: a UPI ID or a bank account.':
      'बताएं कि आपका रिफ़ंड कहां भेजें: UPI ID या बैंक अकाउंट।',
    'Give a UPI ID or a bank account for the refund.': 'रिफ़ंड के लिए UPI ID या बैंक अकाउंट दें।',
    'Some of these photos could not be found; add them again.':
      'इनमें से कुछ फ़ोटो नहीं मिलीं; उन्हें फिर से जोड़ें।',
    'Add the photos again.': 'फ़ोटो फिर से जोड़ें।',
    'Return not found.': 'रिटर्न नहीं मिला।',
    // ---- Complaints to the grievance officer (docs/decisions/grievances.md) ----
    'Write what went wrong.': 'लिखें कि क्या गड़बड़ हुई।',
    'Choose what the complaint is about.': 'चुनें कि शिकायत किस बारे में है।',
    'Enter the ticket number as it was given, like GRV-7K3M9Q2XWD.':
      'टिकट नंबर वैसा ही डालें जैसा मिला था, जैसे GRV-7K3M9Q2XWD।',
    'Enter the last four digits of the mobile number the complaint was filed with.':
      'उस मोबाइल नंबर के आख़िरी चार अंक डालें जिससे शिकायत दर्ज की गई थी।',
    'Attach a picture (JPEG, PNG or WebP) or a PDF; that file is neither.':
      'कोई फ़ोटो (JPEG, PNG या WebP) या PDF लगाएं; यह फ़ाइल इनमें से कोई नहीं है।',
    'Send the attachment as a file.': 'अटैचमेंट फ़ाइल के रूप में भेजें।',
    'Ticket not found.': 'टिकट नहीं मिला।',
    'Seller not found.': 'विक्रेता नहीं मिला।',
    'This return changed; look again.': 'इस रिटर्न में बदलाव हुआ है; कृपया फिर से देखें।',
    'This return was rejected; it cannot be cancelled now.':
      'यह रिटर्न नामंज़ूर हो चुका है; अब इसे रद्द नहीं किया जा सकता।',
    'This return has been picked up; it cannot be cancelled now.':
      'इस रिटर्न का पार्सल उठाया जा चुका है; अब इसे रद्द नहीं किया जा सकता।',
    'This return has reached the seller; it cannot be cancelled now.':
      'यह रिटर्न विक्रेता तक पहुंच चुका है; अब इसे रद्द नहीं किया जा सकता।',
    'This return has been refunded; it cannot be cancelled now.':
      'इस रिटर्न का रिफ़ंड हो चुका है; अब इसे रद्द नहीं किया जा सकता।',
    'This return was cancelled; it cannot be cancelled now.': 'यह रिटर्न पहले ही रद्द हो चुका है।',
    'Choose a photo to add.': 'जोड़ने के लिए कोई फ़ोटो चुनें।',
    'Upload a JPEG, PNG or WebP picture.': 'JPEG, PNG या WebP फ़ोटो अपलोड करें।',
    'The picture could not be read: it may be damaged or cut short. Save it again and retry.':
      'फ़ोटो पढ़ी नहीं जा सकी: हो सकता है वह खराब या अधूरी हो। उसे फिर से सेव करके दोबारा कोशिश करें।',
    'Photo added.': 'फ़ोटो जुड़ गई।',
    'Your return is cancelled.': 'आपका रिटर्न रद्द हो गया है।',
    // The reasons (return-model.ts), lower-cased inside "Return requested: …".
    'it arrived damaged': 'आइटम खराब हालत में पहुंचा',
    'it does not work properly': 'आइटम ठीक से काम नहीं करता',
    'i received a different item': 'मुझे कोई दूसरा आइटम मिला',
    'it is not as described': 'आइटम बताए गए जैसा नहीं है',
    'the size or fit is wrong': 'साइज़ या फ़िटिंग सही नहीं है',
    'the quality is not good enough': 'क्वालिटी अच्छी नहीं है',
    'i no longer need it': 'अब मुझे इसकी ज़रूरत नहीं है',

    // ---- Errors of every call ----
    'Internal Server Error.': 'सर्वर में अंदरूनी गड़बड़ी हुई।',
    'The request body is not valid JSON.': 'भेजा गया डेटा सही JSON नहीं है।',
    'Request body is too large': 'भेजा गया डेटा बहुत बड़ा है',
    'That address is not valid.': 'यह वेब पता सही नहीं है।',
    'That address is too long.': 'यह वेब पता बहुत लंबा है।',
    'The form could not be read. Please send it again.': 'फ़ॉर्म पढ़ा नहीं जा सका। कृपया इसे फिर से भेजें।',
    'The shop is very busy right now. Please try again in a moment.':
      'इस समय साइट पर बहुत भीड़ है। कृपया थोड़ी देर में फिर से कोशिश करें।',
    'The shop cannot reach its database right now. Please try again shortly.':
      'साइट अभी अपने डेटाबेस तक नहीं पहुंच पा रही है। कृपया कुछ देर बाद फिर से कोशिश करें।',
    'The shop cannot store files right now, so nothing was saved. Please try again in a few minutes.':
      'साइट अभी फ़ाइलें सेव नहीं कर पा रही है, इसलिए कुछ भी सेव नहीं हुआ। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  },

  patterns: [
    // ---- Sentences around another sentence ($T1: the inner one is translated too) ----
    [/^Please check the form: (.+)$/, 'कृपया फ़ॉर्म जांचें: $T1'],
    [/^Too many OTP requests\. (.+)$/, 'बहुत ज़्यादा बार OTP मांगा गया। $T1'],
    [/^Too many login attempts\. (.+)$/, 'लॉग इन की बहुत ज़्यादा कोशिशें हुईं। $T1'],
    [/^Too many password attempts\. (.+)$/, 'पासवर्ड की बहुत ज़्यादा कोशिशें हुईं। $T1'],
    [/^Please try again in (\d+) minutes?\.$/, 'कृपया $1 मिनट बाद फिर से कोशिश करें।'],

    // ---- Validation: lengths, numbers, amounts, lists, files, dates (plain-messages.ts) ----
    [/^(?:Enter|Use|Write) at least ([\d,]+) characters?\.$/, 'कम से कम $1 अक्षर लिखें।'],
    [/^(?:Enter|Use|Write) at most ([\d,]+) characters?\.$/, 'ज़्यादा से ज़्यादा $1 अक्षर लिखें।'],
    [/^Use exactly ([\d,]+) characters?\.$/, 'ठीक $1 अक्षर लिखें।'],
    [/^Tell us why, in at least (\d+) characters\.$/, 'कम से कम $1 अक्षरों में वजह बताएं।'],
    [
      /^Write what went wrong, in at least (\d+) characters\.$/,
      'कम से कम $1 अक्षरों में लिखें कि क्या गड़बड़ हुई।',
    ],
    [
      /^Complaint received\. Your ticket number is (GRV-[0-9A-Z]+)\.$/,
      'शिकायत मिल गई। आपका टिकट नंबर $1 है।',
    ],
    [/^Enter the (\d+)-digit OTP\.$/, '$1 अंकों का OTP डालें।'],
    [/^Enter (-?[\d,.]+) or more\.$/, '$1 या उससे ज़्यादा डालें।'],
    [/^Enter (-?[\d,.]+) or less\.$/, '$1 या उससे कम डालें।'],
    [/^Enter more than (-?[\d,.]+)\.$/, '$1 से ज़्यादा डालें।'],
    [/^Enter less than (-?[\d,.]+)\.$/, '$1 से कम डालें।'],
    [/^Enter (-?[\d,.]+)\.$/, '$1 डालें।'],
    [/^Enter a multiple of ([\d,.]+)\.$/, 'ऐसी संख्या डालें जो $1 से पूरी तरह भाग हो जाए।'],
    [
      /^Enter (?:an amount|a price|an MRP) of (-?₹[\d,.]+) or more\.$/,
      '$1 या उससे ज़्यादा की राशि डालें।',
    ],
    [/^Enter (?:an amount|a price|an MRP) of (-?₹[\d,.]+) or less\.$/, '$1 या उससे कम की राशि डालें।'],
    [/^Enter (?:an amount|a price|an MRP) above (-?₹[\d,.]+)\.$/, '$1 से ज़्यादा की राशि डालें।'],
    [/^Enter (?:an amount|a price|an MRP) below (-?₹[\d,.]+)\.$/, '$1 से कम की राशि डालें।'],
    [/^Enter (?:an amount|a price|an MRP) of (-?₹[\d,.]+)\.$/, '$1 की राशि डालें।'],
    [
      /^Enter (?:an amount|a price|an MRP) in rupees, like 499 or 499\.50\.$/,
      'रुपयों में राशि डालें, जैसे 499 या 499.50।',
    ],
    [/^Add at least ([\d,]+)\.$/, 'कम से कम $1 जोड़ें।'],
    [/^Add at most ([\d,]+)\.$/, 'ज़्यादा से ज़्यादा $1 जोड़ें।'],
    [/^Add exactly ([\d,]+)\.$/, 'ठीक $1 जोड़ें।'],
    [/^Choose a file of at least ([\d,]+) (MB|KB)\.$/, 'कम से कम $1 $2 की फ़ाइल चुनें।'],
    [/^Choose a file of at most ([\d,]+) (MB|KB)\.$/, 'ज़्यादा से ज़्यादा $1 $2 की फ़ाइल चुनें।'],
    [/^Choose a file of at least ([\d,]+) bytes\.$/, 'कम से कम $1 बाइट की फ़ाइल चुनें।'],
    [/^Choose a file of at most ([\d,]+) bytes\.$/, 'ज़्यादा से ज़्यादा $1 बाइट की फ़ाइल चुनें।'],
    [/^Enter a date on or after (\d{4}-\d{2}-\d{2})\.$/, '$1 या उसके बाद की तारीख डालें।'],
    [/^Enter a date on or before (\d{4}-\d{2}-\d{2})\.$/, '$1 या उससे पहले की तारीख डालें।'],
    [/^Start with "(.*)"\.$/, 'शुरुआत में "$1" लिखें।'],
    [/^End with "(.*)"\.$/, 'आखिर में "$1" लिखें।'],
    [/^Include "(.*)"\.$/, 'इसमें "$1" शामिल करें।'],
    [/^Choose one of: (.+)\.$/, 'इनमें से एक चुनें: $1।'],
    [/^Remove what this form does not have: (.+)\.$/, 'ये फ़ील्ड इस फ़ॉर्म में नहीं हैं, इन्हें हटाएं: $1।'],

    // ---- Addresses ----
    [
      /^You can keep up to (\d+) addresses\. Please delete one you no longer use\.$/,
      'आप ज़्यादा से ज़्यादा $1 पते रख सकते हैं। कृपया कोई ऐसा पता हटाएं जो अब आपके काम का नहीं है।',
    ],

    // ---- Cart, wishlist and checkout ----
    [
      /^A cart holds at most (\d+) different items\.$/,
      'कार्ट में ज़्यादा से ज़्यादा $1 अलग-अलग आइटम हो सकते हैं।',
    ],
    [/^A wishlist holds at most (\d+) products\.$/, 'विशलिस्ट में ज़्यादा से ज़्यादा $1 प्रोडक्ट हो सकते हैं।'],
    [/^Only (\d+) left of (.+)\.$/, '$2 के सिर्फ़ $1 पीस बचे हैं।'],
    [/^Sorry, (.+) has just gone out of stock\.$/, 'माफ़ करें, $1 का स्टॉक अभी-अभी खत्म हो गया।'],
    [
      /^Add items worth (₹[\d,.]+) more to use this coupon\.$/,
      'यह कूपन इस्तेमाल करने के लिए $1 के और आइटम जोड़ें।',
    ],
    [
      /^Cash on delivery is available for orders up to (₹[\d,.]+)\. Please pay online\.$/,
      'कैश ऑन डिलीवरी सिर्फ़ $1 तक के ऑर्डर पर उपलब्ध है। कृपया ऑनलाइन पेमेंट करें।',
    ],
    [
      /^The order total has changed to (₹[\d,.]+)\. Please review your order and place it again\.$/,
      'ऑर्डर की कुल राशि बदलकर $1 हो गई है। कृपया अपना ऑर्डर देखें और फिर से ऑर्डर करें।',
    ],

    // ---- Orders and returns ----
    [/^Choose at most (\d+) items\.$/, 'ज़्यादा से ज़्यादा $1 आइटम चुनें।'],
    [
      /^Cancelled\. (₹[\d,.]+) goes back the way you paid\.$/,
      'रद्द हो गया। $1 उसी तरीके से वापस आएंगे जिससे आपने पेमेंट किया था।',
    ],
    [
      /^This order has shipped: cancelling it now costs (₹[\d,.]+), and (₹[\d,.]+) comes back to you\. Confirm the fee to cancel\.$/,
      'यह ऑर्डर शिप हो चुका है: अब इसे रद्द करने पर $1 फ़ीस लगेगी और आपको $2 वापस मिलेंगे। रद्द करने के लिए फ़ीस कन्फ़र्म करें।',
    ],
    [/^Add at most (\d+) photos\.$/, 'ज़्यादा से ज़्यादा $1 फ़ोटो जोड़ें।'],
    [
      /^The return window for this item closed on (\d{2}-[A-Za-z]{3}-\d{4})\.$/,
      'इस आइटम के रिटर्न का समय $1 को खत्म हो गया।',
    ],
    [
      /^You can return at most (\d+) more pieces? of this item\.$/,
      'आप इस आइटम के ज़्यादा से ज़्यादा $1 और पीस रिटर्न कर सकते हैं।',
    ],
    [/^The photo is over (\d+) MB; send a smaller one\.$/, 'फ़ोटो $1 MB से बड़ी है; कोई छोटी फ़ोटो भेजें।'],
    [
      /^The picture is (\d+) × (\d+) pixels; use one of at most 40 megapixels\.$/,
      'फ़ोटो $1 × $2 पिक्सेल की है; ज़्यादा से ज़्यादा 40 मेगापिक्सेल की फ़ोटो इस्तेमाल करें।',
    ],
    [
      /^Return requested: (.+)\. The seller replies within (\d+) days; (₹[\d,.]+) comes back once it reaches them\.$/,
      'रिटर्न की रिक्वेस्ट भेज दी गई: $T1। विक्रेता $2 दिन में जवाब देगा; आइटम उन तक पहुंचते ही $3 वापस मिल जाएंगे।',
    ],

    // ---- Sentences that begin with a product's title (kept last: they match widely) ----
    [
      /^(.+): This Item Is Not Deliverable At Selected Address$/,
      '$1: यह आइटम चुने गए पते पर डिलीवर नहीं हो सकता',
    ],
    [/^(.+) is out of stock\.$/, '$1 स्टॉक में नहीं है।'],
    [
      /^(.+) cannot be returned: its category is not returnable\.$/,
      '$1 रिटर्न नहीं किया जा सकता: इसकी कैटेगरी के प्रोडक्ट रिटर्न नहीं होते।',
    ],
    [/^No such address: ([A-Z]+) (\S+)$/, 'यह पता मौजूद नहीं है: $1 $2'],
  ],
};
