import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateCustomerBodySchema, LoginBodySchema, VerifyOtpSchema } from '../auth.ts';
import { CartMergeBodySchema, CartUpdateBodySchema } from '../cart.ts';
import { AddOrderBodySchema, CouponCheckBodySchema } from '../checkout.ts';
import { AddressInputSchema, PasswordChangeBodySchema, ProfileSchema } from '../customer.ts';
import { MoneySchema } from '../fields.ts';
import { OrderCancelBodySchema, OrderCancelItemsBodySchema, ReviewBodySchema } from '../orders.ts';
import { describeIssue } from '../plain-messages.ts';
import { ReturnRequestBodySchema } from '../returns.ts';
import { SellerRegistrationSchema } from '../seller.ts';
import { ContactBodySchema } from '../site.ts';
import { GrievanceBodySchema, GrievanceStatusQuerySchema } from '../grievances.ts';
import { translateWith } from './catalogue.ts';
import { hi } from './hi.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

/** How many capture groups a pattern has: an empty alternative makes every pattern match ''. */
const groupCount = (pattern: RegExp) =>
  (new RegExp(`${pattern.source}|`).exec('')?.length ?? 1) - 1;

/** The group numbers a translation refers to: $1, $2… and $T1, $T2… */
const referencedGroups = (translation: string) =>
  [...translation.matchAll(/\$T?(\d)/g)].map((match) => Number(match[1]));

/** English sentences as the schemas, plain-messages.ts and the API write them, and their Hindi. */
const SAMPLES: ReadonlyArray<readonly [string, string]> = [
  // Validation
  ['Required.', 'यह ज़रूरी है।'],
  ['This field is required.', 'यह फ़ील्ड ज़रूरी है।'],
  ['Check this value.', 'कृपया यह जानकारी जांच लें।'],
  ['Invalid pincode.', 'पिन कोड सही नहीं है।'],
  ['Invalid Pincode.', 'पिन कोड सही नहीं है।'],
  [
    'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
    '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर डालें।',
  ],
  ['Enter a valid e-mail address.', 'सही ई-मेल पता डालें।'],
  ['Password and confirm password do not match.', 'दोनों पासवर्ड मेल नहीं खाते।'],
  ['Enter at least 3 characters.', 'कम से कम 3 अक्षर लिखें।'],
  ['Use at least 8 characters.', 'कम से कम 8 अक्षर लिखें।'],
  ['Write at least 10 characters.', 'कम से कम 10 अक्षर लिखें।'],
  ['Use at least 1 character.', 'कम से कम 1 अक्षर लिखें।'],
  ['Enter at most 50 characters.', 'ज़्यादा से ज़्यादा 50 अक्षर लिखें।'],
  ['Use at most 1,000 characters.', 'ज़्यादा से ज़्यादा 1,000 अक्षर लिखें।'],
  ['Use exactly 6 characters.', 'ठीक 6 अक्षर लिखें।'],
  ['Enter 1 or more.', '1 या उससे ज़्यादा डालें।'],
  ['Enter 1,00,000 or less.', '1,00,000 या उससे कम डालें।'],
  ['Enter more than 0.', '0 से ज़्यादा डालें।'],
  ['Enter less than 10.', '10 से कम डालें।'],
  ['Enter a multiple of 5.', 'ऐसी संख्या डालें जो 5 से पूरी तरह भाग हो जाए।'],
  ['Enter an amount of ₹0 or more.', '₹0 या उससे ज़्यादा की राशि डालें।'],
  ['Enter an amount of ₹1,00,00,00,000 or less.', '₹1,00,00,00,000 या उससे कम की राशि डालें।'],
  ['Enter a price above ₹0.', '₹0 से ज़्यादा की राशि डालें।'],
  ['Enter an amount of ₹499.50.', '₹499.50 की राशि डालें।'],
  ['Enter an amount in rupees, like 499 or 499.50.', 'रुपयों में राशि डालें, जैसे 499 या 499.50।'],
  ['Use at most two decimals.', 'दशमलव के बाद ज़्यादा से ज़्यादा दो अंक लिखें।'],
  ['Add at least one.', 'कम से कम एक जोड़ें।'],
  ['Add at most 2.', 'ज़्यादा से ज़्यादा 2 जोड़ें।'],
  ['Choose a file of at most 10 MB.', 'ज़्यादा से ज़्यादा 10 MB की फ़ाइल चुनें।'],
  ['Enter a date on or after 2024-03-05.', '2024-03-05 या उसके बाद की तारीख डालें।'],
  ['Start with "HT-".', 'शुरुआत में "HT-" लिखें।'],
  ['Choose one of: draft, published.', 'इनमें से एक चुनें: draft, published।'],
  ['Enter a date like 2024-03-05.', '2024-03-05 जैसी तारीख डालें।'],
  ['Accept the terms and conditions.', 'नियम और शर्तें स्वीकार करें।'],
  // Login and OTP
  ['Enter the 6-digit OTP.', '6 अंकों का OTP डालें।'],
  ['Invalid OTP.', 'OTP ग़लत है।'],
  ['Invalid e-mail or password.', 'ई-मेल या पासवर्ड ग़लत है।'],
  ['Please log in again.', 'कृपया फिर से लॉग इन करें।'],
  [
    'Too many OTP requests. Please try again in 15 minutes.',
    'बहुत ज़्यादा बार OTP मांगा गया। कृपया 15 मिनट बाद फिर से कोशिश करें।',
  ],
  [
    'Too many login attempts. Please try again in 1 minute.',
    'लॉग इन की बहुत ज़्यादा कोशिशें हुईं। कृपया 1 मिनट बाद फिर से कोशिश करें।',
  ],
  [
    'Please verify your mobile number with the OTP first.',
    'कृपया पहले OTP से अपना मोबाइल नंबर वेरिफ़ाई करें।',
  ],
  // Addresses and profile
  [
    'You can keep up to 10 addresses. Please delete one you no longer use.',
    'आप ज़्यादा से ज़्यादा 10 पते रख सकते हैं। कृपया कोई ऐसा पता हटाएं जो अब आपके काम का नहीं है।',
  ],
  ['Address not found.', 'पता नहीं मिला।'],
  ['Your current password is not correct.', 'आपका मौजूदा पासवर्ड सही नहीं है।'],
  // Cart and checkout
  ['Captcha Not Match.', 'कैप्चा मेल नहीं खाया।'],
  ['Your cart is empty.', 'आपका कार्ट खाली है।'],
  ['Cotton Kurta (M) is out of stock.', 'Cotton Kurta (M) स्टॉक में नहीं है।'],
  ['Only 2 left of Brass Diya.', 'Brass Diya के सिर्फ़ 2 पीस बचे हैं।'],
  [
    'Sorry, Brass Diya has just gone out of stock.',
    'माफ़ करें, Brass Diya का स्टॉक अभी-अभी खत्म हो गया।',
  ],
  ['A cart holds at most 50 different items.', 'कार्ट में ज़्यादा से ज़्यादा 50 अलग-अलग आइटम हो सकते हैं।'],
  [
    'Silk Saree: This Item Is Not Deliverable At Selected Address',
    'Silk Saree: यह आइटम चुने गए पते पर डिलीवर नहीं हो सकता',
  ],
  ['Coupons apply to prepaid orders only.', 'कूपन सिर्फ़ ऑनलाइन पेमेंट पर लागू होते हैं।'],
  [
    'Add items worth ₹250.00 more to use this coupon.',
    'यह कूपन इस्तेमाल करने के लिए ₹250.00 के और आइटम जोड़ें।',
  ],
  [
    'Cash on delivery is available for orders up to ₹50,000.00. Please pay online.',
    'कैश ऑन डिलीवरी सिर्फ़ ₹50,000.00 तक के ऑर्डर पर उपलब्ध है। कृपया ऑनलाइन पेमेंट करें।',
  ],
  [
    'The order total has changed to ₹1,249.00. Please review your order and place it again.',
    'ऑर्डर की कुल राशि बदलकर ₹1,249.00 हो गई है। कृपया अपना ऑर्डर देखें और फिर से ऑर्डर करें।',
  ],
  [
    'The payment gateway is not answering just now. Your cart is unchanged; please try again in a moment.',
    'पेमेंट गेटवे अभी जवाब नहीं दे रहा। आपका कार्ट जैसा था वैसा ही है; कृपया थोड़ी देर में फिर से कोशिश करें।',
  ],
  [
    'Online payment is not available just now. Your cart is unchanged; please try again later or choose Cash on Delivery.',
    'ऑनलाइन पेमेंट अभी उपलब्ध नहीं है। आपका कार्ट जैसा था वैसा ही है; कृपया बाद में कोशिश करें या कैश ऑन डिलीवरी चुनें।',
  ],
  // Orders, returns, reviews
  ['Tell us why, in at least 3 characters.', 'कम से कम 3 अक्षरों में वजह बताएं।'],
  ['Choose an item to cancel.', 'रद्द करने के लिए कोई आइटम चुनें।'],
  [
    'This order has shipped: cancelling it now costs ₹60.00, and ₹940.00 comes back to you. Confirm the fee to cancel.',
    'यह ऑर्डर शिप हो चुका है: अब इसे रद्द करने पर ₹60.00 फ़ीस लगेगी और आपको ₹940.00 वापस मिलेंगे। रद्द करने के लिए फ़ीस कन्फ़र्म करें।',
  ],
  ['Add at most 3 photos.', 'ज़्यादा से ज़्यादा 3 फ़ोटो जोड़ें।'],
  [
    'The return window for this item closed on 05-Mar-2024.',
    'इस आइटम के रिटर्न का समय 05-Mar-2024 को खत्म हो गया।',
  ],
  [
    'You can return at most 1 more piece of this item.',
    'आप इस आइटम के ज़्यादा से ज़्यादा 1 और पीस रिटर्न कर सकते हैं।',
  ],
  [
    'Brass Diya cannot be returned: its category is not returnable.',
    'Brass Diya रिटर्न नहीं किया जा सकता: इसकी कैटेगरी के प्रोडक्ट रिटर्न नहीं होते।',
  ],
  [
    'Return requested: it arrived damaged. The seller replies within 2 days; ₹499.00 comes back once it reaches them.',
    'रिटर्न की रिक्वेस्ट भेज दी गई: आइटम खराब हालत में पहुंचा। विक्रेता 2 दिन में जवाब देगा; आइटम उन तक पहुंचते ही ₹499.00 वापस मिल जाएंगे।',
  ],
  ['Enter the 11-character IFSC, such as HDFC0001234.', '11 अक्षरों का IFSC डालें, जैसे HDFC0001234।'],
  ['You have already reviewed this product.', 'आप इस प्रोडक्ट का रिव्यू पहले ही दे चुके हैं।'],
  // Errors of every call
  ['Internal Server Error.', 'सर्वर में अंदरूनी गड़बड़ी हुई।'],
  ['The request body is not valid JSON.', 'भेजा गया डेटा सही JSON नहीं है।'],
  ['That address is not valid.', 'यह वेब पता सही नहीं है।'],
  [
    'The shop is very busy right now. Please try again in a moment.',
    'इस समय साइट पर बहुत भीड़ है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  ],
  ['Order not found.', 'ऑर्डर नहीं मिला।'],
  ['Please check the form: Enter at least 3 characters.', 'कृपया फ़ॉर्म जांचें: कम से कम 3 अक्षर लिखें।'],
  [
    'Please check the form: Remove the control characters (such as NUL) from this field.',
    'कृपया फ़ॉर्म जांचें: इस फ़ील्ड से कंट्रोल कैरेक्टर (जैसे NUL) हटाएं।',
  ],
  ['Please check the form: invalid request.', 'कृपया फ़ॉर्म जांचें: रिक्वेस्ट सही नहीं है।'],
];

describe('the Hindi catalogue', () => {
  it('writes every translation in Devanagari', () => {
    for (const [english, hindi] of Object.entries(hi.exact)) {
      expect(hindi, english).toMatch(DEVANAGARI);
    }
    for (const [english, hindi] of hi.patterns) {
      expect(hindi, english.source).toMatch(DEVANAGARI);
    }
  });

  it('ends a sentence with the danda where the English ends with a full stop', () => {
    for (const [english, hindi] of Object.entries(hi.exact)) {
      expect(hindi.endsWith('।'), english).toBe(english.endsWith('.'));
    }
    for (const [english, hindi] of hi.patterns) {
      if (english.source.endsWith('\\.$')) expect(hindi, english.source).toMatch(/।$/);
    }
  });

  it('anchors every pattern and refers only to groups it has', () => {
    for (const [english, hindi] of hi.patterns) {
      expect(english.source, english.source).toMatch(/^\^.*\$$/);
      const groups = groupCount(english);
      for (const group of referencedGroups(hindi)) {
        expect(group, `${english.source} → ${hindi}`).toBeGreaterThanOrEqual(1);
        expect(group, `${english.source} → ${hindi}`).toBeLessThanOrEqual(groups);
      }
    }
  });

  it.each(SAMPLES)('translates %j', (english, hindi) => {
    const translated = translateWith(hi, english);
    expect(translated).not.toBe(english);
    expect(translated).toMatch(DEVANAGARI);
    expect(translated).toBe(hindi);
  });

  it('keeps figures, amounts and titles as the English gives them', () => {
    for (const [english] of SAMPLES) {
      const kept = english.match(/₹[\d,.]*\d|\b\d{4}-\d{2}-\d{2}\b|HDFC0001234|Brass Diya/g) ?? [];
      const translated = translateWith(hi, english);
      for (const part of kept) expect(translated, english).toContain(part);
    }
  });

  it('translates a form refusal around any sentence it translates alone', () => {
    for (const [english, hindi] of SAMPLES) {
      if (english.startsWith('Please check the form: ')) continue;
      expect(translateWith(hi, `Please check the form: ${english}`)).toBe(
        `कृपया फ़ॉर्म जांचें: ${hindi}`,
      );
    }
  });

  it('translates every message the shopper’s forms give, as the server words them', () => {
    const long = 'a'.repeat(3000);
    const forms: ReadonlyArray<readonly [z.ZodType, unknown]> = [
      [LoginBodySchema, {}],
      [VerifyOtpSchema, { mobile: '12345', otp: '12' }],
      [CreateCustomerBodySchema, { firstName: 'Ab', lastName: long, email: 'x@', mobile: '5' }],
      [CreateCustomerBodySchema, { password: 'short', cpassword: 'other' }],
      [CreateCustomerBodySchema, { password: 'long enough', cpassword: 'other one' }],
      [ProfileSchema, { firstName: '', lastName: long, email: 3, mobile: '' }],
      [PasswordChangeBodySchema, { oldPassword: '', newPassword: long, confirmPassword: '' }],
      [AddressInputSchema, { name: 'A1', mobile: '1', zipcode: '12', landmark: 'a', address: '' }],
      [AddressInputSchema, { name: long, allternateMobile: '99', address: long, landmark: long }],
      [CartUpdateBodySchema, { productID: '', colorID: 1, sizeID: '', pieces: 11 }],
      [CartUpdateBodySchema, { productID: 'p', colorID: '0', sizeID: '0', pieces: -1 }],
      [CartMergeBodySchema, { products: Array.from({ length: 101 }, () => ({})) }],
      [CouponCheckBodySchema, { couponeid: '', addressID: 'a' }],
      [AddOrderBodySchema, { addressID: 'a', paymentType: 'cod', sub_total: -1, total: 1.001 }],
      [AddOrderBodySchema, { paymentType: 'upi', payableamount: '499' }],
      [MoneySchema, 2_000_000_000],
      [OrderCancelBodySchema, { orderID: 'o', remark: 'no' }],
      [OrderCancelBodySchema, { orderID: 'o', remark: long }],
      [OrderCancelItemsBodySchema, { orderID: 'o', lineIDs: [], remark: 'Changed my mind' }],
      [ReviewBodySchema, { productID: 'p', orderID: 'o', colorID: '0', sizeID: '0', rating: 6 }],
      [ReviewBodySchema, { rating: 0.5, remark: 'ok' }],
      [
        ReturnRequestBodySchema,
        { pieces: 0, reason: 'bored', details: long, photoIDs: ['1', '2', '3', '4'] },
      ],
      [ReturnRequestBodySchema, { payee: { method: 'upi', upiID: 'me' } }],
      [
        ReturnRequestBodySchema,
        { payee: { method: 'bank', accountName: 'A', accountNumber: '12', ifsc: 'x' } },
      ],
      [ReturnRequestBodySchema, { payee: { method: 'cash' } }],
      [GrievanceBodySchema, { about: 'order', text: 'short' }],
      [GrievanceBodySchema, { about: 'product', subjectID: 'p', text: long }],
      [GrievanceBodySchema, { about: 'site' }],
      [GrievanceStatusQuerySchema, { last4: '12' }],
      [
        SellerRegistrationSchema,
        { address: 'Flat #1', shopName: 'Shop!', gstNo: '22', TermCondition: false },
      ],
      [SellerRegistrationSchema, { gstNo: '22AAAAA0000A1Z0', email: 'a@b.in', city: 'A' }],
      [ContactBodySchema, { name: 'A', subject: 'Hi', message: 'Short' }],
      [ContactBodySchema, { name: long, subject: long, message: long, email: 'a@b.in' }],
    ];
    const messages = new Set<string>();
    for (const [schema, value] of forms) {
      const issues = schema.safeParse(value, { error: describeIssue }).error?.issues ?? [];
      for (const issue of issues) messages.add(issue.message);
    }
    expect(messages.size).toBeGreaterThan(30);
    for (const message of messages) {
      expect(translateWith(hi, message), message).toMatch(DEVANAGARI);
    }
  });

  it('leaves a sentence it has no entry for in English', () => {
    expect(translateWith(hi, 'Operators only.')).toBe('Operators only.');
  });
});
