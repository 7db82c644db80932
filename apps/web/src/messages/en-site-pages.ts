/**
 * Sentences of the site's own pages: contact, terms, returns and cancellation, privacy and FAQ.
 * Wording follows docs/spec.md §8 with the typos fixed as docs/decisions/product-owner.md asks.
 */
import { OTP_TTL_SECONDS } from '@haat/contract/constants';

export interface ProseSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  points?: string[];
}

export interface ProsePage {
  title: string;
  /** The search snippet, where the first lead paragraph has a placeholder in it. */
  description?: string;
  intro: string[];
  sections: ProseSection[];
}

export interface FaqItem {
  question: string;
  answer: string[];
}

/** The OTP's life, as the server keeps it (docs/decisions/accounts.md). */
const OTP_MINUTES = OTP_TTL_SECONDS / 60;

/*
 * The figures the policies promise are placeholders — {returnDays}, {codLimit}, {freeFrom},
 * {shippingPerItem} — and the operator's registered name, {legalName}, are filled from the settings the server applies (GET /public/shop-policy,
 * lib/shop-policy.ts); a paragraph starting {ifCancelFee} is said only while a shopper pays a fee
 * for cancelling after shipping, one starting {ifNoCancelFee} only while none is charged
 * (docs/decisions/dark-patterns.md "The policy pages").
 */

export const sitePageMessages = {
  contact: {
    title: 'Contact us',
    lead: 'Questions about an order, a return or selling on Haat? Write to us.',
    replyPromise: 'We reply within 24 hours.',
    formHeading: 'Send us a message',
    name: 'Your name',
    email: 'E-mail address',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    sending: 'Sending…',
    officeHeading: 'Head office',
    phonesHeading: 'Phone',
    customerCare: 'Customer care',
    careers: 'Careers',
    emailsHeading: 'E-mail',
    supportEmailLabel: 'Orders and support',
    careersEmailLabel: 'Careers',
    hours: 'Customer care is open 24x7.',
  },

  terms: {
    title: 'Terms and conditions',
    description:
      'The terms that apply when you browse or buy on Haat, the marketplace for India’s small sellers.',
    intro: [
      'These terms apply when you browse or buy on Haat, a marketplace run by {legalName}. By placing an order you agree to them.',
    ],
    sections: [
      {
        heading: 'About Haat',
        paragraphs: [
          'Haat is a marketplace. Independent sellers from across India list and sell their products here, and each product page names its seller. We run the website, collect payments on the sellers’ behalf and answer your questions.',
        ],
      },
      {
        heading: 'Prices',
        paragraphs: [
          'All prices are in Indian rupees (₹) and include GST. Each product shows its MRP and the sale price you pay.',
          'Delivery charges and a small platform charge are shown as separate lines at checkout, before you pay. The total shown at checkout is the amount you pay.',
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          'Your order is confirmed when you see its order number on the confirmation page. You can buy from 1 to 10 pieces of each item in one order.',
          'A seller may cancel an order when the product is out of stock or cannot be delivered to your pin code.',
          '{ifCancelFee}If the seller or Haat cancels an order you paid online, you get the whole amount back and, on top of it, the same amount a shopper pays for cancelling an order once it has shipped: we pay that part to your UPI ID or bank account. A cash on delivery order cancelled by the seller or Haat costs you nothing.',
          '{ifNoCancelFee}If the seller or Haat cancels an order you paid online, you get the whole amount back. A cash on delivery order cancelled by the seller or Haat costs you nothing.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: ['You can pay online or with cash on delivery (COD).'],
        points: [
          'Online: UPI, debit and credit cards (Visa, Mastercard, RuPay) and net banking, through our payment gateway. We never see or store your card number.',
          `Cash on delivery: at pin codes where the seller offers it, for orders up to {codLimit}. You confirm a COD order by typing a short captcha.`,
          'Coupons work on online (prepaid) orders only. A coupon can never take the amount payable below ₹0.',
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [
          `We deliver within India only. Delivery costs {shippingPerItem} per item when your order subtotal is below {freeFrom}, and is free at {freeFrom} or more. The expected delivery date for your pin code is shown at checkout.`,
        ],
      },
      {
        heading: 'Cancellation',
        paragraphs: [
          '{ifCancelFee}You can cancel an order from My account before it ships, at no cost. After it ships you can still cancel it: for an order paid online a fee that depends on how far the parcel has travelled is kept from your refund, and you see it before you confirm. The Returns and cancellation policy has the details.',
          '{ifNoCancelFee}You can cancel an order from My account before it ships, and after it ships too, at no cost. The Returns and cancellation policy has the details.',
        ],
      },
      {
        heading: 'Returns and refunds',
        paragraphs: [
          `Most products can be returned within {returnDays} days of delivery for a refund of what you paid for them, minus the shipping charges; some categories, such as innerwear and food, cannot be returned. Refunds are issued once the item reaches the seller.`,
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself; you are responsible for orders placed from your account. We may suspend an account used for fraud or abuse.',
        ],
      },
      {
        heading: 'Reviews',
        paragraphs: [
          'You can review a product once it has been delivered to you. Please be honest and polite; we remove reviews that are abusive or not about the product.',
        ],
      },
      {
        heading: 'Law and disputes',
        paragraphs: [
          'These terms are governed by the laws of India. Any dispute is heard by the courts at Indore, Madhya Pradesh. Before going to court, please write to us so we can try to set things right.',
        ],
      },
    ] satisfies ProseSection[],
  } satisfies ProsePage,

  returnsPolicy: {
    title: 'Returns and cancellation',
    intro: [
      'We want you to be happy with what you buy. If something is not right, here is how returns, refunds and cancellations work on Haat.',
    ],
    sections: [
      {
        heading: `{returnDays}-day returns`,
        paragraphs: [
          `You can return most products within {returnDays} days of delivery for a refund of what you paid for them, minus the shipping charges. Please send the item back unused, in its original packaging, with its tags.`,
        ],
      },
      {
        heading: 'Refunds, not replacements',
        paragraphs: [
          `A return on Haat is always refunded: we do not send a replacement or exchange an item for another size or colour. If a product arrives damaged, does not work or is not what you ordered, return it within {returnDays} days of delivery for a refund, and order it again if you still want it.`,
        ],
      },
      {
        heading: 'Products that cannot be returned',
        paragraphs: [
          'For hygiene and freshness, some categories cannot be returned, such as innerwear and food. The order page says so beside each such item. If one arrives damaged or is not what you ordered, write to customer care with your order number and a photo within 7 days of delivery.',
        ],
      },
      {
        heading: 'How to ask for a return',
        paragraphs: [
          'Open My account, choose the order, and press Return beside the product. Choose how many pieces and why, and add up to three photos if something is damaged or wrong. The seller replies within 2 days; if they approve it, a courier collects the parcel from your address. You can follow every step on the order page, and we send an SMS and an e-mail at each one. You can cancel the return until the courier has collected it.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'Once the returned product reaches the seller and passes a quick check, or once a cancellation is accepted, your refund is issued at once; banks take up to 7 working days to show it. A GST credit note for the returned item is then ready to download from the order page.',
          'Online payments are refunded to the same UPI ID, card or bank account. For cash on delivery orders we refund to the bank account or UPI ID you give us.',
        ],
      },
      {
        heading: 'Cancelling an order',
        paragraphs: [
          'Before the order ships, cancelling is free and you get the whole amount back.',
          '{ifCancelFee}After the order ships you can still cancel it from My account. For an order paid online a cancellation fee applies for bringing the parcel back: it depends on how far the parcel has travelled (shipped, or out for delivery), you see it before you confirm, and it is taken from your refund. A cash on delivery order is cancelled at no cost.',
          '{ifNoCancelFee}After the order ships you can still cancel it from My account, and no cancellation fee is charged on any order. A cash on delivery order is cancelled at no cost.',
          'Once any parcel of the order has been delivered, the order can no longer be cancelled: ask for a return of the delivered items instead, and of the rest once it arrives.',
          '{ifCancelFee}If the seller or Haat cancels an order you paid online, you get the whole amount back and, on top of it, the same amount a shopper pays for cancelling an order once it has shipped: we pay that part to your UPI ID or bank account. A cash on delivery order cancelled by the seller or Haat costs you nothing.',
          '{ifNoCancelFee}If the seller or Haat cancels an order you paid online, you get the whole amount back. A cash on delivery order cancelled by the seller or Haat costs you nothing.',
        ],
      },
      {
        heading: 'Delivery not received',
        paragraphs: [
          'If tracking says your order was delivered but it did not reach you, report it within 7 days of the delivery date. We check with the courier and the seller, then send the order again or refund you.',
        ],
      },
    ] satisfies ProseSection[],
  } satisfies ProsePage,

  privacy: {
    title: 'Privacy policy',
    description:
      'What Haat keeps about you, why, for how long and who receives it, and how to download or delete your data.',
    intro: [
      '{legalName} runs this shop and decides what is done with your personal data (the Digital Personal Data Protection Act, 2023 calls us the data fiduciary). This notice lists what we keep about you, why, for how long, and who receives it. We keep only what we need to sell to you and deliver your orders.',
    ],
    sections: [
      {
        heading: 'What we keep, why and for how long',
        paragraphs: [],
        points: [
          'Your name, e-mail address and mobile number: to run your account, deliver your orders and tell you about them. Kept while your account is open; erased when you delete it.',
          `Your password, only as a scrambled (hashed) form no one can read back; and the one-time passwords (OTP) we send you, also hashed, valid ${OTP_MINUTES} minutes and deleted after a day.`,
          'The delivery addresses you save: to deliver. Kept until you delete them or your account. Each order keeps a copy of the address it went to. A corrected address or mobile you give for another delivery attempt goes to the courier and is erased when you delete your account.',
          'Your orders, cancellations, refunds and payments: to deliver, refund and keep the accounts the law asks for. The tax invoices and credit notes of your orders, with the name and address on them, are kept for as long as tax law requires, even after you delete your account (see below).',
          'Your returns (the reason, your photos, and for a cash on delivery refund the UPI ID or bank account you give, kept sealed): to handle the return and pay you. Erased when you delete your account.',
          'Your reviews: shown with your name on the product page. Erased when you delete your account.',
          'Your cart and wishlist: to keep what you chose. Kept until you change them or delete your account.',
          'The SMS and e-mails we sent you about your orders: to show what we told you. Erased when you delete your account.',
          'Messages you send us through the contact form, and the newsletter list if you joined it: to answer you and send what you asked for. Erased when you delete your account.',
          'Your choice about offers and news: off until you turn it on in My account, recorded with the time of each change. Erased when you delete your account.',
          'Your complaints to our grievance officer (what you write and any picture or PDF you attach): to look into them and answer you. When you delete your account the text and the file are erased; the ticket number, what it was about, its dates and our answer stay, because the E-Commerce Rules hold us to answering each complaint on time.',
          'Your choice of WhatsApp order updates, and the WhatsApp messages we sent about your orders: to tell you how your orders are doing. When you delete your account the choice is erased and each message loses your number and its details; only a count of the messages sent stays, for our bills.',
          'Our servers record your IP address and browser with each request, to keep the shop working and safe; these logs are kept no longer than a year.',
        ],
      },
      {
        heading: 'What we do not collect',
        paragraphs: [
          'We do not ask for your Aadhaar number.',
          'We do not store card numbers, CVVs or UPI PINs. Payments are handled by our payment gateway, which holds that data; we receive only whether the payment succeeded and its reference number.',
        ],
      },
      {
        heading: 'Who receives it',
        paragraphs: ['Each only for the job named, and we sell your data to no one:'],
        points: [
          'The seller of each item and the courier that delivers it: your name, delivery address and mobile number.',
          'Our payment gateway: the amount and reference of your payment, and what you type on its page.',
          'Our SMS provider: your mobile number and the text of each message (order updates, OTPs).',
          'Our e-mail provider: your e-mail address and the text of each e-mail.',
          'Our WhatsApp provider (Meta’s WhatsApp Business Platform), only if you turn on WhatsApp updates: your mobile number and the text of each order update.',
          'Our storage provider, where the shop keeps its files: your invoices, credit notes and return photos.',
        ],
      },
      {
        heading: 'What stays after you delete your account',
        paragraphs: [
          'Tax law makes us keep each tax invoice and credit note, and the order and payment records behind them: for 72 months from the due date of the GST annual return of the year (CGST Act, section 36 and CGST Rules, rule 56), and the accounts the Income-tax Act asks for — in all up to about 8 years. On the order itself we keep only its amounts and its pin code, city and state (the place of supply); the invoice keeps the name and address as it was issued. Nothing else about you is kept.',
        ],
      },
      {
        heading: 'Your rights and how to use them',
        points: [
          'See and correct your profile and addresses in My account.',
          'Download everything we keep about your account: My account → Your data → Download my data.',
          'Turn offers and news on or off: My account → Your data. Turning it off is as easy as turning it on.',
          'Delete your account: My account → Your data → Delete my account, confirmed with an OTP to your mobile. It is refused while an order, a return or a refund of yours is still under way.',
          'Complain to our grievance officer on the Grievance officer page, linked at the foot of every page: you get a ticket number at once, an answer within a month, and can follow it by ticket. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.',
        ],
        paragraphs: [],
      },
      {
        heading: 'Where we keep it',
        paragraphs: ['Your data is stored on servers in India.'],
      },
      {
        heading: 'On your phone',
        paragraphs: [
          'Your browser keeps your login, your guest cart and the last pin code you checked in its local storage, so the site works quickly on the next visit. We use no advertising trackers.',
        ],
      },
    ] satisfies ProseSection[],
  } satisfies ProsePage,

  faq: {
    title: 'Frequently asked questions',
    intro: ['Quick answers about delivery, payments, returns and selling on Haat.'],
    stillNeedHelp: 'Still need help?',
    contactLink: 'Contact us',
    groups: [
      {
        heading: 'Delivery',
        items: [
          {
            question: 'How much does delivery cost?',
            answer: [
              `Delivery costs {shippingPerItem} per item when your order subtotal is below {freeFrom}. At {freeFrom} or more, delivery is free.`,
            ],
          },
          {
            question: 'Do you deliver to my pin code?',
            answer: [
              'Enter your 6-digit pin code on the product page. It tells you whether the seller delivers there and whether cash on delivery is available.',
            ],
          },
          {
            question: 'Do you deliver outside India?',
            answer: ['No. We deliver only to addresses in India.'],
          },
          {
            question: 'When will my order arrive?',
            answer: [
              'The expected delivery date for your pin code is shown at checkout. You can follow the order from My account.',
            ],
          },
        ],
      },
      {
        heading: 'Cash on delivery',
        items: [
          {
            question: 'Can I pay cash on delivery?',
            answer: [
              `Yes, at pin codes where the seller offers it, for orders up to {codLimit}. To confirm a COD order you type a short captcha shown at checkout.`,
            ],
          },
        ],
      },
      {
        heading: 'Payments',
        items: [
          {
            question: 'How can I pay online?',
            answer: [
              'With UPI, debit or credit cards (Visa, Mastercard, RuPay) or net banking, through our payment gateway. We never see or store your card number.',
            ],
          },
          {
            question: 'Can I use a coupon?',
            answer: [
              'Coupons work on online (prepaid) orders. Enter the code at checkout; the discount never takes the amount payable below ₹0.',
            ],
          },
        ],
      },
      {
        heading: 'Returns and refunds',
        items: [
          {
            question: 'Can I return a product?',
            answer: [
              `Most products can be returned within {returnDays} days of delivery: open the order in My account and press Return beside the product. You get back what you paid for it, minus the shipping charges.`,
              'Some categories, such as innerwear and food, cannot be returned; the order page says so beside them.',
            ],
          },
          {
            question: 'Can I get a replacement or an exchange instead?',
            answer: [
              `No: a return is always refunded. Return the item within {returnDays} days of delivery and order the one you want again.`,
            ],
          },
          {
            question: 'When will I get my refund?',
            answer: [
              'As soon as the returned item reaches the seller, to the same payment method; banks take up to 7 working days to show it. For cash on delivery orders, to the bank account or UPI ID you give us.',
            ],
          },
        ],
      },
      {
        heading: 'Cancellation',
        items: [
          {
            question: 'How do I cancel an order?',
            answer: [
              "{ifCancelFee}Open the order in My account and choose Cancel Request. Before the order ships, cancelling is free. After it ships, a fee for bringing it back is kept from an online payment's refund; you see it before you confirm.",
              '{ifNoCancelFee}Open the order in My account and choose Cancel Request. Before the order ships, cancelling is free, and after it ships no fee is charged either.',
            ],
          },
        ],
      },
      {
        heading: 'Selling on Haat',
        items: [
          {
            question: 'How do I start selling?',
            answer: [
              'Follow the Sell on Haat link at the bottom of any page and fill in the form with your shop details, pin code and GSTIN. Our team reviews it and gets in touch with you.',
            ],
          },
        ],
      },
    ] satisfies { heading: string; items: FaqItem[] }[],
  },
};

export type SitePageMessages = typeof sitePageMessages;
