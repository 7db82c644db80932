/**
 * Sentences of the seller registration page: the form and its terms, `sellerForm` and
 * `sellerTerms`. Wording follows docs/spec.md §8 with docs/decisions/product-owner.md's typo fixes.
 */

export const sellerMessages = {
  sellerForm: {
    title: 'Sell on Haat',
    lead: 'Reach shoppers across India. Fill in your details and our team reviews your shop, usually within 2 working days.',
    points: [
      'No listing fee: you pay a commission only when an order is delivered.',
      'Payouts to your bank account within 7 days of delivery.',
      'A valid GSTIN is needed; we do not ask for your Aadhaar number.',
    ],
    formLabel: 'Seller registration',
    aboutYou: 'About you',
    aboutShop: 'Your shop',
    pickupAddress: 'Pickup address',
    loginDetails: 'Password for your seller account',
    firstName: 'First name',
    lastName: 'Last name',
    mobile: 'Mobile number',
    email: 'E-mail address',
    shopName: 'Shop name',
    description: 'What do you sell?',
    descriptionHint: (left: number) => `${left} characters left.`,
    gstNo: 'GSTIN',
    gstNoHint: '15 characters, for example 08ABCDE1234F1Z0. Its state must match your pin code.',
    address: 'Address',
    addressHint: 'Letters, digits, spaces and , - / only.',
    pinCode: 'Pin code',
    city: 'City',
    state: 'State',
    country: 'Country',
    placeHint: 'Filled from your pin code.',
    password: 'Password',
    passwordHint: 'At least 8 characters. You use it to log in to your seller account.',
    confirmPassword: 'Confirm password',
    acceptTerms: 'I have read and accept the seller terms.',
    readTerms: 'Read the seller terms',
    submit: 'Register as a seller',
    submitting: 'Sending…',

    termsTitle: 'Seller terms',
    accept: 'Accept',
    cancel: 'Cancel',
    close: 'Close',

    warningTitle: 'Warning?',
    oopsTitle: 'Oops!',
    ok: 'OK',

    successHeading: 'Thank you for registering',
    successLead: 'Your seller application has reached us.',
    successCaption: 'Your application',
    nameLabel: 'Name',
    shopLabel: 'Shop name',
    statusLabel: 'Status',
    pendingApproval: 'Pending approval',
    pendingNote:
      'Our team checks your GSTIN and shop details and writes to you within 2 working days. You can start listing products once your shop is approved.',
    backHome: 'Go to the Haat home page',
  },

  /** The seller terms shown in the terms dialog. Amounts in rupees; the operator sets the rates. */
  sellerTerms: {
    intro:
      'These terms apply between you and Haat Commerce Private Limited, Indore (“Haat”) when you sell on the Haat marketplace. By accepting them you confirm that the details in your application are true.',
    sections: [
      {
        heading: '1. Commission and fees',
        points: [
          'There is no fee to register or to list products.',
          'Haat keeps a commission of 8% of the sale price (including GST) of every delivered item. GST at 18% is charged on the commission and shown on the monthly commission invoice.',
          'Delivery charges paid by the shopper go to the courier; a cash on delivery collection fee of ₹20 per COD order is deducted from the payout.',
          'All amounts are in Indian rupees (₹).',
        ],
      },
      {
        heading: '2. GST compliance',
        points: [
          'You must hold a valid GSTIN, and its state must match the state of your pickup address.',
          'You set the GST rate and HSN code of each product. Haat issues the tax invoice to the shopper in your name with your GSTIN, using the rate and HSN code you give.',
          'Haat collects tax at source (TCS) and deducts tax (TDS) on your sales as the GST and income-tax laws require, and gives you the certificates to claim them.',
          'You are responsible for filing your own GST returns.',
        ],
      },
      {
        heading: '3. Listings and stock',
        points: [
          'List only products you own and are allowed to sell in India. Counterfeit, banned or restricted goods are removed and may close your shop.',
          'Photos, titles and prices must be honest. The sale price may not exceed the MRP.',
          'Keep stock up to date, so shoppers never buy something you cannot send.',
        ],
      },
      {
        heading: '4. Dispatch',
        points: [
          'Pack and hand every order to the courier within 2 days of the order being placed.',
          'An order not dispatched within 2 days may be cancelled and the shopper refunded in full. Repeated late dispatch lowers your listings and can suspend your shop.',
          'Cancel an order only when the product is out of stock, and tell us the reason.',
        ],
      },
      {
        heading: '5. Returns',
        points: [
          'Shoppers may return most products within 15 days of delivery for a refund, minus the shipping charges. Categories Haat marks not returnable (such as innerwear and food) cannot be returned.',
          'You see each return of your products in the back office under Returns, with the reason and the photos, and approve or reject it within 2 days; a rejection tells the shopper why.',
          'When a product is damaged, defective, wrong or not as described, you bear the return shipping and the commission on it is refunded to you.',
          'Check a returned product within 2 days of receiving it; after that the refund to the shopper is approved.',
        ],
      },
      {
        heading: '6. Payouts',
        points: [
          'Haat collects the payment for every order, online or cash on delivery, on your behalf.',
          'The sale price minus the commission, GST on the commission, TCS, TDS and any return charges is paid to your bank account within 7 days of delivery.',
          'Each payout comes with a statement listing its orders. Write to us within 30 days if something in it looks wrong.',
        ],
      },
      {
        heading: '7. Account and data',
        points: [
          'Keep your password to yourself. Orders and changes made from your account are your responsibility.',
          'Use shoppers’ names, addresses and mobile numbers only to deliver their orders.',
          'Either side may end this agreement with 30 days’ notice; orders already placed are completed and paid out.',
          'These terms are governed by the laws of India, and disputes are heard by the courts at Indore, Madhya Pradesh.',
        ],
      },
    ],
  },
};

export type SellerMessages = typeof sellerMessages;
