/**
 * The sentences of the shell every page shows (header, search, cart drawer, footer, toasts,
 * errors), in English. The pages' own sentences live beside it (en-catalog.ts, en-accounts.ts…)
 * and load with their pages (index.ts). Hindi is planned: a `hi.ts` will satisfy the same types,
 * so keep functions for anything that interpolates a value.
 * Wording follows docs/spec.md §8 with the typos fixed as docs/decisions/product-owner.md asks.
 */

import type { LanguageCode } from '@haat/contract/constants';
import { company } from './company';

export const shellMessages = {
  /** This catalogue's language, and the switch to the others (docs/decisions/hindi.md). */
  language: {
    code: 'en' as LanguageCode,
    offerLabel: 'Language',
    offerDismiss: 'No, thanks',
  },

  site: {
    name: 'Haat',
    documentTitle: (page: string) => `${page} · Haat`,
    /** The head of a page that names none of its own (account, cart…), in the server HTML. */
    defaultTitle: 'Haat — shop from India’s small sellers',
    /** What the shop's link-preview card (public/og-haat.png) shows, for those who cannot see it. */
    cardAlt:
      'Haat: shop from India’s small sellers. Prices in ₹, cash on delivery, easy returns.',
    description:
      'Haat is a marketplace for India’s small sellers: handmade decor, gifts, clothes and more, in rupees, with cash on delivery and easy returns.',
    skipToContent: 'Skip to main content',
    homeLink: 'Back to home',
    /** The way on from a page that has nothing to show (an unknown product or listing). */
    homePageLink: 'Go to the home page',
    loadingPage: 'Loading…',
  },

  company,

  topBar: {
    landmarkLabel: 'Help and account',
    supportPrefix: 'Help:',
    supportLabel: 'Call customer care',
    emailLabel: 'E-mail customer care',
    wishlist: 'Wishlist',
    account: 'My account',
  },

  header: {
    homeLabel: 'Haat home',
    openCategories: 'Open the category menu',
    closeCategories: 'Close the category menu',
    categoriesTitle: 'Shop by category',
    mainNavLabel: 'Product categories',
    allIn: (name: string) => `All ${name}`,
    account: 'My account',
    wishlist: (count: number) =>
      count === 1 ? 'Wishlist, 1 item' : count > 0 ? `Wishlist, ${count} items` : 'Wishlist',
    cart: (count: number) =>
      count === 0 ? 'Cart, empty' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`,
  },

  search: {
    label: 'Search products',
    placeholder: 'Search for diyas, kurtas, spices…',
    suggestionsLabel: 'Suggestions',
    resultsCount: (count: number) =>
      count === 0
        ? 'No matching products'
        : count === 1
          ? '1 suggestion. Use the arrow keys to choose it.'
          : `${count} suggestions. Use the arrow keys to choose one.`,
    noMatches: (text: string) => `No products match “${text}”.`,
    searching: 'Searching…',
  },

  /** The login and registration dialog's frame; its panels load with it (en-accounts.ts). */
  authDialog: {
    loginTitle: 'Log in',
    registerTitle: 'Create your account',
    closeDialog: 'Close',
  },

  toasts: {
    cartAdded: 'Item successfully added.',
    cartRemoved: 'Item successfully removed.',
    cartUpdated: 'Item successfully updated.',
    wishlistAdded: 'Item successfully added.',
    wishlistRemoved: 'Successfully removed.',
    copied: 'Copied.',
  },

  errors: {
    internalServerError: 'Internal Server Error.',
    somethingWentWrong: 'Something went wrong.',
    sessionEnded: 'Your session has ended. Please log in again.',
    routeTitle: 'Something went wrong.',
    routeBody: 'This page could not be shown. Please try again in a moment.',
    chunkTitle: 'This page did not load.',
    chunkBody: 'Your connection may have dropped. Check it and try again.',
    tryAgain: 'Try again',
  },

  pages: {
    cart: 'Your cart',
    checkout: 'Checkout',
    account: 'My account',
    wishlist: 'Wishlist',
    orderResult: 'Your order',
    orderDetails: 'Order details',
    orderStatus: 'Track your order',
    login: 'Log in',
    seller: 'Sell on Haat',
  },

  home: {
    categoriesLoading: 'Loading categories',
  },

  notFound: {
    title: '404. Page not found.',
    body: 'The page you asked for does not exist or has moved.',
    homeLink: 'Go to the home page',
    promisesHeading: 'Shopping on Haat',
  },

  promises: {
    label: 'Our promises',
    /** With the shop's own terms (the root loader's shop policy). */
    freeShipping: (amount: string) => `Free shipping on orders of ${amount} or more`,
    freeShippingPlain: 'Free shipping on bigger orders',
    securePayments: 'Secure payments',
    returns: (days: number) => `${days}-day returns`,
    returnsPlain: 'Easy returns',
    support: '24x7 support',
  },
};

export type ShellMessages = typeof shellMessages;
