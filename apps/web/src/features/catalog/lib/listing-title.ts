// A listing's heading, from what the answers say about what its path names: used by the page and
// by its loader for the server HTML's title, so both say the same.
import type { CategoriesAnswer, HomeOfferAnswer, ListingAnswer } from '@haat/contract';
import { messages as m } from '../../../messages/catalog';
import type { ListingScope } from './listing-path';

export interface ListingTitleSources {
  answer?: ListingAnswer | undefined;
  /** The category tree (GET /public/categories `data`). */
  categories?: CategoriesAnswer['data'] | undefined;
  /** The home page's offers, which name offer cards and offer banners. */
  home?: HomeOfferAnswer | undefined;
}

/** The most specific name the answers give for what the path names. */
export function listingTitle(scope: ListingScope, sources: ListingTitleSources): string {
  const titles = m.catalog.listing.titles;
  const { answer, categories, home } = sources;
  switch (scope.kind) {
    case 'all':
      return titles.all;
    case 'category': {
      const main = categories?.find((candidate) => candidate._id === scope.mainCategoryID);
      const category = main?.categories.find((candidate) => candidate._id === scope.categoryID);
      const sub = category?.subsubCategories.find(
        (candidate) => candidate._id === scope.subCategoryID,
      );
      return (
        sub?.name ?? category?.name ?? main?.name ?? answer?.mainCategory?.name ?? titles.category
      );
    }
    case 'brand': {
      const brand = answer?.brands.find((candidate) => candidate._id === scope.brandID);
      return brand ? m.catalog.listing.brandTitle(brand.name) : titles.brand;
    }
    case 'seller':
      // The seller's page: its products under its shop name (the product page's seller link).
      return answer?.seller ? m.catalog.listing.sellerTitle(answer.seller.name) : titles.seller;
    case 'card':
    case 'offer': {
      const cards = home?.data.offers.flatMap((offer) => offer.value) ?? [];
      const card = cards.find((candidate) => candidate.cardID === scope.cardID);
      const offer =
        home?.data.offers.find((candidate) =>
          candidate.value.some((value) => value.offerID === scope.offerID),
        ) ?? home?.data.offerBanners.find((candidate) => candidate.offerID === scope.offerID);
      return card?.title ?? offer?.title ?? titles[scope.kind];
    }
    default:
      return titles[scope.kind];
  }
}
