// The loader of every listing page (/products/…, /shop): the products for the filters in the
// address, the heading and the head. Runs on the server (route modules' `loader`): for the server
// HTML, and again for each filter, sort and Load More, which change only the query string.
import { data, type AppLoadContext } from 'react-router';
import type { ListingAnswer, ProductCard } from '@haat/contract';
import { fetchCategories } from '../api/get-categories';
import { fetchHomeOffer } from '../api/get-home-offer';
import { fetchListing } from '../api/list-products';
import { languageFreePath } from '../../../lib/language';
import type { PageHead } from '../../../lib/page-head';
import { messages as m } from '../../../messages/catalog';
import { buildListingQuery, readListingFilters } from './listing-filters';
import type { ListingScope } from './listing-path';
import { listingTitle } from './listing-title';

/** What a listing page shows: its heading, the answer and the searched-for product pinned first. */
export interface LoadedListing {
  title: string;
  answer: ListingAnswer;
  pinnedCard: ProductCard | null;
}

export async function loadListing(
  scope: ListingScope | null,
  // The address the shopper is on, without React Router's own parts: a data request's `.data` and
  // `_routes` (future.v8_passThroughRequests, react-router.config.ts).
  url: URL,
  context: AppLoadContext,
) {
  if (!scope) {
    const head: PageHead = {
      title: m.site.documentTitle(m.catalog.listing.notFoundTitle),
      description: m.catalog.listing.notFoundBody,
      path: languageFreePath(url.pathname),
      noindex: true,
    };
    return data({ head, listing: null as LoadedListing | null }, { status: 404 });
  }
  const query = buildListingQuery(scope, readListingFilters(url.searchParams));
  const [answer, categories, home, pinned] = await Promise.all([
    fetchListing(query, context.fetch),
    scope.kind === 'category' ? fetchCategories(context.fetch) : undefined,
    scope.kind === 'card' || scope.kind === 'offer' ? fetchHomeOffer(context.fetch) : undefined,
    scope.pinnedProductID !== undefined
      ? fetchListing({ ...query, productID: scope.pinnedProductID, limit: 1 }, context.fetch)
      : undefined,
  ]);
  const title = listingTitle(scope, { answer, categories, home });
  const head: PageHead = {
    title: m.site.documentTitle(title),
    description: m.catalog.seo.listingDescription(title),
    path: languageFreePath(url.pathname),
  };
  const listing: LoadedListing = { title, answer, pinnedCard: pinned?.data[0] ?? null };
  return { head, listing: listing as LoadedListing | null };
}
