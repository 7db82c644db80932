// The loader of every listing page (/products/…, /shop): the first page of products for the
// server HTML, and the head. Runs on the server only (route modules' `loader`).
import { data, type AppLoadContext } from 'react-router';
import { categoriesQueryOptions } from '../api/get-categories';
import { homeOfferQueryOptions } from '../api/get-home-offer';
import { listProductsQueryOptions } from '../api/list-products';
import { languageFreePath } from '../../../lib/language';
import type { PageHead } from '../../../lib/page-head';
import { createLoaderQueryClient, prefetched } from '../../../lib/server-data';
import { messages as m } from '../../../messages/catalog';
import { buildListingQuery, readListingFilters } from './listing-filters';
import type { ListingScope } from './listing-path';
import { listingTitle } from './listing-title';

export async function loadListing(
  scope: ListingScope | null,
  request: Request,
  context: AppLoadContext,
) {
  const url = new URL(request.url);
  if (!scope) {
    const head: PageHead = {
      title: m.site.documentTitle(m.catalog.listing.notFoundTitle),
      description: m.catalog.listing.notFoundBody,
      path: languageFreePath(url.pathname),
      noindex: true,
    };
    return data({ head, ...prefetched(createLoaderQueryClient()) }, { status: 404 });
  }
  const queryClient = createLoaderQueryClient();
  const query = buildListingQuery(scope, readListingFilters(url.searchParams));
  const [answer, categories, home] = await Promise.all([
    queryClient.fetchQuery(listProductsQueryOptions(query, context.fetch)),
    scope.kind === 'category'
      ? queryClient.fetchQuery(categoriesQueryOptions(context.fetch))
      : undefined,
    scope.kind === 'card' || scope.kind === 'offer'
      ? queryClient.fetchQuery(homeOfferQueryOptions(context.fetch))
      : undefined,
    scope.pinnedProductID !== undefined
      ? queryClient.fetchQuery(
          listProductsQueryOptions(
            { ...query, productID: scope.pinnedProductID, limit: 1 },
            context.fetch,
          ),
        )
      : undefined,
  ]);
  const title = listingTitle(scope, { answer, categories: categories?.data, home });
  const head: PageHead = {
    title: m.site.documentTitle(title),
    description: m.catalog.seo.listingDescription(title),
    path: languageFreePath(url.pathname),
  };
  return { head, ...prefetched(queryClient) };
}

/** Filters and Load More change only the query string: the page fetches those itself. */
export function revalidateOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}
