// The storefront content calls at the wire edge: what the content editor reads, in the
// contract's shape, after every change as well.
import type {
  FeaturedBody,
  HomeBannersBody,
  HomeContentAnswer,
  MenuBody,
  OffersBody,
} from '@haat/contract';
import type { Actor, OperatorDependencies } from '../shared/operator.ts';
import {
  type HomeContentRows,
  readHomeContent,
  replaceBanners,
  replaceFeatured,
  replaceMenuList,
  replaceOfferList,
} from './content.service.ts';

function contentToWire(rows: HomeContentRows): HomeContentAnswer {
  return {
    status: 'success',
    data: {
      banners: rows.banners.map(({ banner, mainCategoryName }) => ({
        bannerID: banner.id,
        kind: banner.kind,
        title: banner.title,
        mainCategoryID: banner.mainCategoryId,
        mainCategoryName,
        imageUrl: banner.imageUrl,
        imageUrlHi: banner.imageUrlHi,
      })),
      offers: rows.offers.map((offer) => ({
        offerID: offer.id,
        title: offer.title,
        titleHi: offer.titleHi ?? '',
        bannerUrl: offer.bannerUrl,
        bannerUrlHi: offer.bannerUrlHi,
        startsAt: offer.startsAt?.toISOString() ?? null,
        endsAt: offer.endsAt?.toISOString() ?? null,
        cards: rows.cards
          .filter((card) => card.offerId === offer.id)
          .map((card) => ({
            cardID: card.id,
            title: card.title,
            body: card.body,
            titleHi: card.titleHi ?? '',
            bodyHi: card.bodyHi ?? '',
            discountPercent: card.discountPercent,
            imageUrl: card.imageUrl,
            imageUrlHi: card.imageUrlHi,
            productIDs: rows.cardProducts
              .filter((link) => link.cardId === card.id)
              .map((link) => link.productId)
              .sort(),
          })),
      })),
      featuredBrands: rows.featuredBrands.map((brand) => ({
        brandID: brand.id,
        name: brand.name,
        logoUrl: brand.logoUrl,
      })),
      featuredSellers: rows.featuredSellers.map((seller) => ({
        sellerID: seller.id,
        shopName: seller.shopName,
      })),
      menus: rows.mains.map((main) => ({
        mainCategoryID: main.id,
        name: main.name,
        entries: rows.entries
          .filter((entry) => entry.mainCategoryId === main.id)
          .map((entry) => ({
            categoryID: entry.categoryId,
            name: entry.name,
            box: entry.boxIndex,
          })),
      })),
    },
  };
}

export function createContentActions(deps: OperatorDependencies, actor: Actor) {
  return {
    read: async () => contentToWire(await readHomeContent(deps.db)),
    banners: async (body: HomeBannersBody) =>
      contentToWire(await replaceBanners(deps, actor, body)),
    offers: async (body: OffersBody) => contentToWire(await replaceOfferList(deps, actor, body)),
    featured: async (body: FeaturedBody) => contentToWire(await replaceFeatured(deps, actor, body)),
    menus: async (body: MenuBody) => contentToWire(await replaceMenuList(deps, actor, body)),
  };
}
