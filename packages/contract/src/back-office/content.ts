// The storefront's content as the operator edits it: the home page's banners and
// collections, offers with their cards and products, the featured brands and sellers, and which
// categories the header's mega-menu shows in which box. Each list is replaced whole, in order.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { DateTimeSchema, IdSchema, SuccessSchema, hindiName } from '../fields.ts';
import {
  FEATURED_MAX,
  HOME_BANNERS_MAX,
  MENU_BOXES,
  MENU_ENTRIES_MAX,
  OFFER_CARD_PRODUCTS_MAX,
  OFFER_CARDS_MAX,
  OFFERS_MAX,
} from '../back-office-constants.ts';

/** A picture the shop serves itself: a path under /media (an upload or a generated picture). */
export const MediaUrlSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, 'Choose a picture uploaded to the shop.')
  .refine((url) => !url.includes('..'), 'Choose a picture uploaded to the shop.');

const title = (max: number) =>
  z.string().trim().min(1, 'Required.').max(max, `Use at most ${max} characters.`);

/**
 * The Hindi pages' text or picture beside the English one (docs/decisions/hindi.md): '' or absent
 * for none, when the Hindi pages show the English one. A list is replaced whole, so a field left
 * out is none, as for every other field.
 */
const hindiTitle = (max: number) => hindiName(max).optional().default('');
const hindiPicture = z
  .union([z.literal(''), MediaUrlSchema])
  .nullable()
  .optional()
  .transform((url) => url || null);

/** An optional instant: a full ISO time, or empty for none. */
const OptionalInstantSchema = z
  .union([z.literal(''), z.iso.datetime({ offset: true })], {
    error: 'Use a date and time like 2026-03-31T09:00:00+05:30.',
  })
  .nullable()
  .optional()
  .transform((value) => (value ? new Date(value) : null));

/** True when no id is given twice (items without one are new, each its own). */
const idsUnique = (ids: Array<string | undefined>) => {
  const given = ids.filter((id) => id !== undefined);
  return new Set(given).size === given.length;
};

// ---- Banners and collections ----

export const HomeBannerInputSchema = z.object({
  /** Sent back for a banner that exists, to keep its id; absent for a new one. */
  bannerID: IdSchema.optional(),
  kind: z.enum(['banner', 'collection']),
  title: title(80),
  /** The listing the banner opens: a main category. */
  mainCategoryID: IdSchema,
  imageUrl: MediaUrlSchema,
  /** The picture on the Hindi pages, its words in Hindi. */
  imageUrlHi: hindiPicture,
});
export type HomeBannerInput = z.infer<typeof HomeBannerInputSchema>;

export const HomeBannersBodySchema = z.object({
  banners: z
    .array(HomeBannerInputSchema)
    .max(HOME_BANNERS_MAX, `At most ${HOME_BANNERS_MAX} banners.`)
    .refine((banners) => idsUnique(banners.map((banner) => banner.bannerID)), {
      message: 'Each banner may appear once.',
    }),
});
export type HomeBannersBody = z.infer<typeof HomeBannersBodySchema>;

// ---- Offers ----

export const OfferCardInputSchema = z.object({
  cardID: IdSchema.optional(),
  title: title(60),
  body: title(160),
  titleHi: hindiTitle(60),
  bodyHi: hindiTitle(160),
  discountPercent: z
    .number({ error: 'Enter the discount.' })
    .int('Use a whole percent.')
    .min(1, 'At least 1%.')
    .max(90, 'At most 90%.'),
  imageUrl: MediaUrlSchema,
  imageUrlHi: hindiPicture,
  /** The products the card opens, in no particular order (the storefront sorts by discount). */
  productIDs: z
    .array(IdSchema)
    .max(OFFER_CARD_PRODUCTS_MAX, `At most ${OFFER_CARD_PRODUCTS_MAX} products a card.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each product may appear once.'),
});
export type OfferCardInput = z.infer<typeof OfferCardInputSchema>;

export const OfferInputSchema = z
  .object({
    offerID: IdSchema.optional(),
    title: title(60),
    titleHi: hindiTitle(60),
    /** A banner puts the offer's products under 'Top Products' on the home page. */
    bannerUrl: MediaUrlSchema.nullable(),
    bannerUrlHi: hindiPicture,
    startsAt: OptionalInstantSchema,
    endsAt: OptionalInstantSchema,
    cards: z.array(OfferCardInputSchema).max(OFFER_CARDS_MAX, `At most ${OFFER_CARDS_MAX} cards.`),
  })
  .refine((offer) => !offer.startsAt || !offer.endsAt || offer.endsAt > offer.startsAt, {
    path: ['endsAt'],
    message: 'The end must come after the start.',
  });
export type OfferInput = z.infer<typeof OfferInputSchema>;

export const OffersBodySchema = z.object({
  offers: z
    .array(OfferInputSchema)
    .max(OFFERS_MAX, `At most ${OFFERS_MAX} offers.`)
    .refine((offers) => idsUnique(offers.map((offer) => offer.offerID)), {
      message: 'Each offer may appear once.',
    })
    .refine(
      (offers) => idsUnique(offers.flatMap((offer) => offer.cards.map((card) => card.cardID))),
      { message: 'Each card may appear once.' },
    ),
});
export type OffersBody = z.infer<typeof OffersBodySchema>;

// ---- Featured brands and sellers ----

export const FeaturedBodySchema = z.object({
  /** In the order the home page shows them. */
  brandIDs: z
    .array(IdSchema)
    .max(FEATURED_MAX, `At most ${FEATURED_MAX} brands.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each brand may appear once.'),
  sellerIDs: z
    .array(IdSchema)
    .max(FEATURED_MAX, `At most ${FEATURED_MAX} sellers.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each seller may appear once.'),
});
export type FeaturedBody = z.infer<typeof FeaturedBodySchema>;

// ---- The mega-menu ----

export const MenuBodySchema = z.object({
  /** Main categories in the header's order; each with the categories its menu shows, by box. */
  menus: z
    .array(
      z.object({
        mainCategoryID: IdSchema,
        entries: z
          .array(
            z.object({
              categoryID: IdSchema,
              box: z
                .number()
                .int()
                .min(0)
                .max(MENU_BOXES - 1, `Use box 1 to ${MENU_BOXES}.`),
            }),
          )
          .max(MENU_ENTRIES_MAX)
          .refine(
            (entries) => new Set(entries.map((entry) => entry.categoryID)).size === entries.length,
            'Each category may appear once in a menu.',
          ),
      }),
    )
    .refine(
      (menus) => new Set(menus.map((menu) => menu.mainCategoryID)).size === menus.length,
      'Each main category may appear once.',
    ),
});
export type MenuBody = z.infer<typeof MenuBodySchema>;

// ---- What the content editor reads ----

export const HomeContentSchema = z.object({
  banners: z.array(
    HomeBannerInputSchema.extend({
      bannerID: IdSchema,
      mainCategoryName: z.string(),
      imageUrlHi: z.string().nullable(),
    }),
  ),
  offers: z.array(
    z.object({
      offerID: IdSchema,
      title: z.string(),
      titleHi: z.string(),
      bannerUrl: z.string().nullable(),
      bannerUrlHi: z.string().nullable(),
      startsAt: DateTimeSchema.nullable(),
      endsAt: DateTimeSchema.nullable(),
      cards: z.array(
        z.object({
          cardID: IdSchema,
          title: z.string(),
          body: z.string(),
          titleHi: z.string(),
          bodyHi: z.string(),
          discountPercent: z.number().int(),
          imageUrl: z.string(),
          imageUrlHi: z.string().nullable(),
          productIDs: z.array(IdSchema),
        }),
      ),
    }),
  ),
  featuredBrands: z.array(z.object({ brandID: IdSchema, name: z.string(), logoUrl: z.string() })),
  featuredSellers: z.array(z.object({ sellerID: IdSchema, shopName: z.string() })),
  menus: z.array(
    z.object({
      mainCategoryID: IdSchema,
      name: z.string(),
      entries: z.array(z.object({ categoryID: IdSchema, name: z.string(), box: z.number().int() })),
    }),
  ),
});
export type HomeContent = z.infer<typeof HomeContentSchema>;

export const HomeContentAnswerSchema = z.object({ status: SuccessSchema, data: HomeContentSchema });
export type HomeContentAnswer = z.infer<typeof HomeContentAnswerSchema>;

/** The storefront's content, read whole and each list replaced whole; its pictures are in pictures.ts. */
export const contentBackOfficeEndpoints = {
  content: defineEndpoint({
    method: 'GET',
    path: '/admin/content',
    auth: 'admin',
    answer: HomeContentAnswerSchema,
  }),
  contentBanners: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/banners',
    auth: 'admin',
    body: HomeBannersBodySchema,
    answer: HomeContentAnswerSchema,
  }),
  contentOffers: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/offers',
    auth: 'admin',
    body: OffersBodySchema,
    answer: HomeContentAnswerSchema,
  }),
  contentFeatured: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/featured',
    auth: 'admin',
    body: FeaturedBodySchema,
    answer: HomeContentAnswerSchema,
  }),
  contentMenus: defineEndpoint({
    method: 'PUT',
    path: '/admin/content/menus',
    auth: 'admin',
    body: MenuBodySchema,
    answer: HomeContentAnswerSchema,
  }),
} as const;
