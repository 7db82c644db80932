// The home page payload of docs/spec.md §3: nodes (banners, collections, brands, Sellers), offers
// with their cards, and offer banners with their products ('Top Products').
import type { HomeNode, HomeOffer, OfferBanner } from '@haat/contract';
import type { LanguageCode } from '@haat/contract/constants';
import type { Database } from '../../db/client.ts';
import { nameIn, textIn } from './catalog-names.ts';
import { loadCardsInOrder } from './product.service.ts';
import {
  selectFeaturedBrands,
  selectFeaturedSellers,
  selectHomeBanners,
  selectLiveOffers,
  selectOfferCards,
  selectOfferProductIds,
} from './home.repository.ts';

const PRODUCTS_PER_OFFER_BANNER = 8;

export interface HomePayload {
  nodes: HomeNode[];
  offers: HomeOffer[];
  offerBanners: OfferBanner[];
}

/** Category tiles and brands are named in `language` (catalog-names.ts). */
export async function getHomePayload(
  db: Database,
  now: Date,
  language: LanguageCode,
): Promise<HomePayload> {
  const [banners, featuredBrands, featuredSellers, liveOffers, cards] = await Promise.all([
    selectHomeBanners(db),
    selectFeaturedBrands(db),
    selectFeaturedSellers(db),
    selectLiveOffers(db, now),
    selectOfferCards(db),
  ]);
  const tile = (banner: (typeof banners)[number]) => ({
    fileUrl: textIn(language, banner.imageUrl, banner.imageUrlHi),
    mainCategoryID: banner.mainCategoryId,
    category: {
      name: nameIn(language, { name: banner.mainCategoryName, nameHi: banner.mainCategoryNameHi }),
    },
  });
  const nodes: HomeNode[] = [
    { title: 'banners', value: banners.filter((banner) => banner.kind === 'banner').map(tile) },
    {
      title: 'collections',
      value: banners.filter((banner) => banner.kind === 'collection').map(tile),
    },
    {
      title: 'brands',
      value: featuredBrands.map((brand) => ({
        brandID: brand.id,
        fileUrl: brand.logoUrl,
        name: nameIn(language, brand),
      })),
    },
    {
      title: 'Sellers',
      value: featuredSellers.map((seller) => ({
        _id: seller.id,
        shop: { name: seller.shopName, fileUrl: seller.logoUrl ?? '' },
      })),
    },
  ];

  const liveIds = new Set(liveOffers.map((offer) => offer.id));
  const offerSections: HomeOffer[] = liveOffers
    .map((offer) => ({
      title: textIn(language, offer.title, offer.titleHi),
      value: cards
        .filter((card) => card.offerId === offer.id)
        .map((card) => ({
          cardID: card.id,
          offerID: offer.id,
          title: textIn(language, card.title, card.titleHi),
          body: textIn(language, card.body, card.bodyHi),
          discount: card.discountPercent,
          fileUrl: textIn(language, card.imageUrl, card.imageUrlHi),
        })),
    }))
    .filter((section) => section.value.length > 0);

  const bannerOffers = liveOffers.filter(
    (offer) => offer.bannerUrl !== null && liveIds.has(offer.id),
  );
  const picks = await selectOfferProductIds(
    db,
    bannerOffers.map((offer) => offer.id),
    PRODUCTS_PER_OFFER_BANNER,
  );
  const offerBanners: OfferBanner[] = [];
  for (const offer of bannerOffers) {
    const ids = picks.filter((pick) => pick.offer_id === offer.id).map((pick) => pick.product_id);
    offerBanners.push({
      offerID: offer.id,
      title: textIn(language, offer.title, offer.titleHi),
      fileUrl: textIn(language, offer.bannerUrl ?? '', offer.bannerUrlHi),
      products: await loadCardsInOrder(db, ids, language),
    });
  }
  return { nodes, offers: offerSections, offerBanners };
}
