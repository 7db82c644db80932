/**
 * The footer's sentences and its newsletter form's: `footer`, `subscribe`. They load with the
 * footer, which arrives after the page has hydrated (app/layout/main-layout.tsx), not with the
 * shell every page downloads first.
 */

export const footerMessages = {
  footer: {
    aboutHeading: 'Haat',
    about: 'A marketplace for India’s small sellers and the people who love what they make.',
    contactHeading: 'Contact',
    phoneLabel: 'Phone',
    emailLabel: 'E-mail',
    policiesHeading: 'Help and policies',
    shopHeading: 'Shop',
    socialHeading: 'Follow us',
    terms: 'Terms and conditions',
    returns: 'Returns and cancellation',
    privacy: 'Privacy policy',
    faq: 'FAQ',
    contactUs: 'Contact us',
    grievance: 'Grievance officer and complaints',
    grievanceOfficer: 'Grievance officer',
    home: 'Home',
    shop: 'All products',
    cart: 'Cart',
    wishlist: 'Wishlist',
    account: 'My account',
    sellOnHaat: 'Sell on Haat',
    opensInNewTab: '(opens in a new tab)',
    paymentsLabel: 'We accept',
    paymentMethods: ['Visa', 'Mastercard', 'RuPay', 'UPI'],
    copyright: (year: number, legalName: string) =>
      `© ${year} ${legalName}. All prices in rupees, including GST.`,
    social: {
      facebook: 'Haat on Facebook',
      instagram: 'Haat on Instagram',
      youtube: 'Haat on YouTube',
      x: 'Haat on X',
    },
  },

  subscribe: {
    heading: 'Offers in your inbox',
    hint: 'New sellers and festival offers, about twice a month.',
    label: 'Your e-mail address',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    sending: 'Subscribing…',
    invalidEmail: 'Please enter a valid e-mail address.',
  },
};

export type FooterMessages = typeof footerMessages;
