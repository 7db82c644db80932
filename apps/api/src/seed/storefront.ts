// The home page and checkout extras of the demo shop: banners, collections, offers and their
// cards, the header mega-menu, and the coupon catalogue.
import type {
  coupons,
  homeBanners,
  menuEntries,
  offerCardProducts,
  offerCards,
  offers,
} from '../db/schema/index.ts';
import { MAIN_CATEGORIES } from './catalog-data.ts';
import type { MainCategorySeed, ShapeKind } from './catalog-data.ts';
import { MediaPool } from './media.ts';
import { bannerSvg, offerCardSvg } from './svg.ts';
import { hindiBannerSvg, hindiOfferCardSvg } from './svg-hindi.ts';
import { categoryNameHi } from './catalog-data-hi.ts';
import {
  CAROUSEL_HI,
  COLLECTION_SUBLINE_HI,
  OFF_OR_MORE_HI,
  OFFERS_HI,
  SHOP_NOW_HI,
} from './storefront-hi.ts';
import { categoryId, mainCategoryId } from './taxonomy.ts';

type HomeBannerRow = typeof homeBanners.$inferInsert;
type OfferRow = typeof offers.$inferInsert;
type OfferCardRow = typeof offerCards.$inferInsert;
type OfferCardProductRow = typeof offerCardProducts.$inferInsert;
type MenuEntryRow = typeof menuEntries.$inferInsert;
type CouponRow = typeof coupons.$inferInsert;

const DAY_MS = 86_400_000;

function hindiOf<T>(table: Readonly<Record<string, T>>, key: string): T {
  const words = table[key];
  if (words === undefined) throw new Error(`No Hindi words for the demo home page's "${key}"`);
  return words;
}

function mainByKey(key: string): MainCategorySeed {
  const main = MAIN_CATEGORIES.find((candidate) => candidate.key === key);
  if (main === undefined) throw new Error(`Unknown main category '${key}'`);
  return main;
}

interface BannerSeed {
  readonly key: string;
  readonly headline: string;
  readonly subline: string;
  readonly main: string;
}

const CAROUSEL: readonly BannerSeed[] = [
  {
    key: 'diwali',
    headline: 'Diwali Dhamaka',
    subline: 'Diyas, idols, rangoli and lights from ₹49',
    main: 'puja_festive',
  },
  {
    key: 'wedding',
    headline: 'The Wedding Edit',
    subline: 'Banarasi sarees, lehengas and juttis up to 60% off',
    main: 'fashion',
  },
  {
    key: 'gadgets',
    headline: 'Gadget Utsav',
    subline: '5G phones, earbuds and speakers with no-cost EMI',
    main: 'electronics',
  },
  {
    key: 'rasoi',
    headline: 'Rasoi Refresh',
    subline: 'Cookware and storage from ₹299',
    main: 'home_kitchen',
  },
];

export function buildHomeBanners(media: MediaPool): HomeBannerRow[] {
  const rows: HomeBannerRow[] = CAROUSEL.map((banner, index) => {
    const main = mainByKey(banner.main);
    const hindi = hindiOf(CAROUSEL_HI, banner.key);
    const picture = { from: main.colours[0], to: main.colours[1], shape: main.shape };
    return {
      id: `hb_${banner.key}`,
      kind: 'banner',
      title: banner.headline,
      mainCategoryId: mainCategoryId(main),
      imageUrl: media.use(`banners/${banner.key}.svg`, () =>
        bannerSvg({
          headline: banner.headline,
          subline: banner.subline,
          from: main.colours[0],
          to: main.colours[1],
          shape: main.shape,
        }),
      ),
      imageUrlHi: media.use(`banners/${banner.key}-hi.svg`, () =>
        hindiBannerSvg({ ...hindi, ...picture }, SHOP_NOW_HI),
      ),
      sortOrder: index,
    };
  });
  MAIN_CATEGORIES.forEach((main, index) => {
    rows.push({
      id: `hc_${main.key}`,
      kind: 'collection',
      title: main.name,
      mainCategoryId: mainCategoryId(main),
      imageUrl: mainCategoryImageUrl(media, main),
      imageUrlHi: media.use(`categories/${main.key}-hi.svg`, () =>
        hindiBannerSvg(
          {
            headline: categoryNameHi(main.key),
            subline: COLLECTION_SUBLINE_HI,
            from: main.colours[0],
            to: main.colours[1],
            shape: main.shape,
          },
          SHOP_NOW_HI,
        ),
      ),
      sortOrder: index,
    });
  });
  return rows;
}

export function mainCategoryImageUrl(media: MediaPool, main: MainCategorySeed): string {
  return media.use(`categories/${main.key}.svg`, () =>
    bannerSvg({
      headline: main.name,
      subline: `Shop ${main.short.toLowerCase()} from sellers across India`,
      from: main.colours[0],
      to: main.colours[1],
      shape: main.shape,
    }),
  );
}

/** Each main category's categories, two to a column of the mega-menu. */
export function buildMenuEntries(): MenuEntryRow[] {
  return MAIN_CATEGORIES.flatMap((main) =>
    main.categories.map((category, index) => ({
      mainCategoryId: mainCategoryId(main),
      categoryId: categoryId(category),
      boxIndex: Math.floor(index / 2),
      sortOrder: index,
    })),
  );
}

/** What an offer card needs to know about a product to decide whether it belongs. */
export interface OfferCandidate {
  readonly id: string;
  readonly mainKey: string;
  readonly categoryKey: string;
  readonly discountPercent: number;
  readonly isInStock: boolean;
}

interface CardSeed {
  readonly key: string;
  readonly title: string;
  readonly body: string;
  readonly discountPercent: number;
  /** Main or category keys whose products the card may show. */
  readonly from: readonly string[];
  readonly shape: ShapeKind;
}

interface OfferSeed {
  readonly key: string;
  readonly title: string;
  /** Offers with a banner appear under 'Top Products'. */
  readonly banner: {
    readonly headline: string;
    readonly subline: string;
    readonly main: string;
  } | null;
  readonly cards: readonly CardSeed[];
}

const OFFERS: readonly OfferSeed[] = [
  {
    key: 'festive',
    title: 'Festive Specials',
    banner: null,
    cards: [
      {
        key: 'diyas',
        title: 'Diyas & Lamps',
        body: 'Handmade terracotta and brass diyas from the potters of Gorakhpur and the brass workers of Moradabad. Light up Diwali for less.',
        discountPercent: 20,
        from: ['diyas_lamps'],
        shape: 'diya',
      },
      {
        key: 'ethnic',
        title: 'Ethnic Wear',
        body: 'Sarees, kurtas and lehengas for weddings and pujas, woven in Surat, Varanasi and Jaipur. At least 30% off every piece.',
        discountPercent: 30,
        from: ['womens_ethnic', 'kids_wear'],
        shape: 'drape',
      },
      {
        key: 'puja',
        title: 'Puja Essentials',
        body: 'Thalis, agarbatti, camphor and idols for the home mandir, packed with care and delivered before the festival.',
        discountPercent: 15,
        from: ['puja_essentials', 'idols'],
        shape: 'thali',
      },
      {
        key: 'gifting',
        title: 'Festive Gifting',
        body: 'Dry fruits, attars and wall decor that make thoughtful gifts for family and friends this season.',
        discountPercent: 10,
        from: ['snacks_beverages', 'fragrances', 'home_decor'],
        shape: 'jar',
      },
    ],
  },
  {
    key: 'home_deals',
    title: 'Deals for Your Home',
    banner: null,
    cards: [
      {
        key: 'kitchen',
        title: 'Kitchen Essentials',
        body: 'Pressure cookers, kadais, dinner sets and containers built for Indian cooking. Sturdy, ISI-marked and at least 25% off.',
        discountPercent: 25,
        from: ['cookware', 'kitchen_storage'],
        shape: 'pot',
      },
      {
        key: 'furnishing',
        title: 'Home Furnishing',
        body: 'Jaipuri bedsheets, curtains and cushion covers in fresh colours to give every room a new look.',
        discountPercent: 30,
        from: ['home_furnishing'],
        shape: 'fabric',
      },
      {
        key: 'beauty',
        title: 'Beauty Picks',
        body: 'Herbal skin care, hair oils and long-stay lipsticks from brands made for Indian skin and hair.',
        discountPercent: 20,
        from: ['beauty'],
        shape: 'bottle',
      },
    ],
  },
  {
    key: 'top_electronics',
    title: 'Top Products in Electronics',
    banner: {
      headline: 'Top Products',
      subline: 'Best-rated phones, audio and appliances',
      main: 'electronics',
    },
    cards: [
      {
        key: 'phones',
        title: 'Smartphones',
        body: '5G phones with big batteries and fast chargers, with full manufacturer warranty and GST invoice.',
        discountPercent: 10,
        from: ['mobiles'],
        shape: 'phone',
      },
      {
        key: 'audio',
        title: 'Audio',
        body: 'Earbuds, headphones and party speakers with deep bass, at 30% off or more.',
        discountPercent: 30,
        from: ['audio'],
        shape: 'speaker',
      },
      {
        key: 'appliances',
        title: 'Home Appliances',
        body: 'Mixer grinders, ceiling fans and kettles that save time and power every day.',
        discountPercent: 20,
        from: ['home_appliances'],
        shape: 'appliance',
      },
    ],
  },
  {
    key: 'top_fashion',
    title: 'Top Products in Fashion',
    banner: {
      headline: 'Trending Now',
      subline: 'Most-loved shirts, sneakers and juttis',
      main: 'fashion',
    },
    cards: [
      {
        key: 'menswear',
        title: "Men's Wear",
        body: 'Shirts, T-shirts, jeans and kurta sets in cotton that breathes through the Indian summer.',
        discountPercent: 25,
        from: ['mens_wear'],
        shape: 'shirt',
      },
      {
        key: 'footwear',
        title: 'Footwear',
        body: 'Running shoes, Kolhapuri chappals and Punjabi juttis in UK sizes 6 to 10.',
        discountPercent: 20,
        from: ['footwear'],
        shape: 'shoe',
      },
      {
        key: 'kids',
        title: "Kids' Wear",
        body: 'Frocks and festive sets in soft cotton for little ones, from 2 to 8 years.',
        discountPercent: 15,
        from: ['kids_wear'],
        shape: 'drape',
      },
    ],
  },
];

/** Most products one card links to. */
const PRODUCTS_PER_CARD = 12;

export interface OfferRows {
  readonly offers: OfferRow[];
  readonly cards: OfferCardRow[];
  readonly cardProducts: OfferCardProductRow[];
}

/**
 * Offers and their cards. A card links only to in-stock products whose real discount is at
 * least the card's figure, so a shopper who follows '30% off' never finds 10% off.
 */
export function buildOffers(
  media: MediaPool,
  candidates: readonly OfferCandidate[],
  now: Date,
): OfferRows {
  const rows: OfferRows = { offers: [], cards: [], cardProducts: [] };
  OFFERS.forEach((offer, offerIndex) => {
    const offerId = `of_${offer.key}`;
    const banner = offer.banner;
    const bannerMain = banner === null ? null : mainByKey(banner.main);
    const hindi = hindiOf(OFFERS_HI, offer.key);
    const bannerHi = hindi.banner;
    rows.offers.push({
      id: offerId,
      title: offer.title,
      titleHi: hindi.title,
      bannerUrl:
        banner === null || bannerMain === null
          ? null
          : media.use(`offers/${offer.key}-banner.svg`, () =>
              bannerSvg({
                headline: banner.headline,
                subline: banner.subline,
                from: bannerMain.colours[0],
                to: bannerMain.colours[1],
                shape: bannerMain.shape,
              }),
            ),
      bannerUrlHi:
        bannerMain === null || bannerHi === undefined
          ? null
          : media.use(`offers/${offer.key}-banner-hi.svg`, () =>
              hindiBannerSvg(
                {
                  ...bannerHi,
                  from: bannerMain.colours[0],
                  to: bannerMain.colours[1],
                  shape: bannerMain.shape,
                },
                SHOP_NOW_HI,
              ),
            ),
      startsAt: new Date(now.getTime() - 7 * DAY_MS),
      endsAt: new Date(now.getTime() + 90 * DAY_MS),
      sortOrder: offerIndex,
    });
    offer.cards.forEach((card, cardIndex) => {
      const cardId = `oc_${offer.key}_${card.key}`;
      const colours = mainColoursFor(card.from);
      const cardHi = hindiOf(hindi.cards, card.key);
      rows.cards.push({
        id: cardId,
        offerId,
        title: card.title,
        body: card.body,
        titleHi: cardHi.title,
        bodyHi: cardHi.body,
        discountPercent: card.discountPercent,
        imageUrl: media.use(`offers/${offer.key}-${card.key}.svg`, () =>
          offerCardSvg(card.title, card.discountPercent, colours[0], colours[1], card.shape),
        ),
        imageUrlHi: media.use(`offers/${offer.key}-${card.key}-hi.svg`, () =>
          hindiOfferCardSvg(
            {
              title: cardHi.title,
              discountPercent: card.discountPercent,
              from: colours[0],
              to: colours[1],
              shape: card.shape,
            },
            OFF_OR_MORE_HI,
          ),
        ),
        sortOrder: cardIndex,
      });
      const matching = candidates.filter(
        (candidate) =>
          candidate.isInStock &&
          candidate.discountPercent >= card.discountPercent &&
          (card.from.includes(candidate.mainKey) || card.from.includes(candidate.categoryKey)),
      );
      for (const candidate of matching.slice(0, PRODUCTS_PER_CARD))
        rows.cardProducts.push({ cardId, productId: candidate.id });
    });
  });
  return rows;
}

function mainColoursFor(keys: readonly string[]): readonly [string, string] {
  for (const main of MAIN_CATEGORIES) {
    if (keys.includes(main.key) || main.categories.some((category) => keys.includes(category.key)))
      return main.colours;
  }
  return ['#7b1e2b', '#d8a31a'];
}

/**
 * The coupon catalogue. BIGSAVE (₹2,000 off from ₹1,500) can exceed a small order's total, which
 * exercises the rule that the discount is capped at the total; EXPIRED50 ended last year.
 */
export function buildCoupons(now: Date): CouponRow[] {
  const year = now.getUTCFullYear();
  return [
    {
      id: 'cp_welcome100',
      code: 'WELCOME100',
      kind: 'flat',
      value: 10_000,
      maxDiscountPaise: null,
      minOrderPaise: 49_900,
      startsAt: new Date(now.getTime() - 30 * DAY_MS),
      endsAt: new Date(now.getTime() + 365 * DAY_MS),
      maxUsesTotal: 100_000,
      maxUsesPerCustomer: 1,
      usedCount: 0,
      isActive: true,
    },
    {
      id: 'cp_festive10',
      code: 'FESTIVE10',
      kind: 'percent',
      value: 10,
      maxDiscountPaise: 50_000,
      minOrderPaise: 99_900,
      startsAt: new Date(now.getTime() - 7 * DAY_MS),
      endsAt: new Date(now.getTime() + 90 * DAY_MS),
      maxUsesTotal: 10_000,
      maxUsesPerCustomer: 3,
      usedCount: 0,
      isActive: true,
    },
    {
      id: 'cp_bigsave',
      code: 'BIGSAVE',
      kind: 'flat',
      value: 200_000,
      maxDiscountPaise: null,
      minOrderPaise: 150_000,
      startsAt: new Date(now.getTime() - 7 * DAY_MS),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
      maxUsesTotal: 500,
      maxUsesPerCustomer: 1,
      usedCount: 0,
      isActive: true,
    },
    {
      id: 'cp_expired50',
      code: 'EXPIRED50',
      kind: 'flat',
      value: 5_000,
      maxDiscountPaise: null,
      minOrderPaise: 29_900,
      // The whole of last year, in India time (UTC+05:30).
      startsAt: new Date(Date.UTC(year - 1, 0, 1, -5, -30)),
      endsAt: new Date(Date.UTC(year - 1, 11, 31, 18, 29, 59)),
      maxUsesTotal: 1_000,
      maxUsesPerCustomer: 1,
      usedCount: 0,
      isActive: true,
    },
  ];
}
