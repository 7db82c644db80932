import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HomeOfferAnswer,
  ListingAnswer,
  ProductCard as ProductCardData,
} from '@haat/contract';
import { LazyDrawer } from '../../../components/ui/overlays';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { messages as m } from '../../../messages/catalog';
import { homeOfferQueryOptions } from '../api/get-home-offer';
import { categoriesQueryOptions } from '../api/get-categories';
import { useListProducts } from '../api/list-products';
import { useListingFilters } from '../hooks/use-listing-filters';
import { SORT } from '@haat/contract/constants';
import {
  buildListingQuery,
  canLoadMore,
  hasActiveFilters,
  type ListingFilters,
} from '../lib/listing-filters';
import type { ListingScope } from '../lib/listing-path';
import { listingTitle } from '../lib/listing-title';
import { ListingFiltersPanel } from './listing-filters-panel';
import { ProductGrid } from './product-card';

interface ProductListingProps {
  scope: ListingScope;
}

/** How many filters the shopper set (the mobile button shows it). */
function countFilters(filters: ListingFilters): number {
  return [filters.subCategoryID, filters.brandID, filters.minPrice, filters.maxPrice].filter(
    (value) => value !== undefined,
  ).length;
}

/** The heading, from the answers this page and the home page already have in the cache. */
function useListingTitle(scope: ListingScope, answer: ListingAnswer | undefined): string {
  const { data: categories } = useQuery({
    ...categoriesQueryOptions(),
    enabled: scope.kind === 'category',
  });
  const queryClient = useQueryClient();
  const home = queryClient.getQueryData<HomeOfferAnswer>(homeOfferQueryOptions().queryKey);
  return listingTitle(scope, { answer, categories, home });
}

/**
 * The product listing of docs/spec.md §2 and §4: sidebar filters (a slide-over sheet on a phone), sort,
 * 'N Items Found', skeleton cards while the first answer loads, and Load More. Filters live in the
 * query string; the page keys this component by path, so a new path starts with fresh state.
 */
export function ProductListing({ scope }: ProductListingProps) {
  const { filters, setFilter, clearFilters, loadMore } = useListingFilters();
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const query = buildListingQuery(scope, filters);
  const listing = useListProducts(query);
  const pinned = useListProducts(
    { ...query, productID: scope.pinnedProductID ?? '', limit: 1 },
    { enabled: scope.pinnedProductID !== undefined },
  );

  const answer = listing.data;
  const title = useListingTitle(scope, answer);

  const pinnedCard: ProductCardData | undefined =
    scope.pinnedProductID !== undefined ? pinned.data?.data[0] : undefined;
  const products = answer
    ? pinnedCard
      ? [pinnedCard, ...answer.data.filter((card) => card.productID !== pinnedCard.productID)]
      : answer.data
    : [];
  const isUpdating = listing.isFetching && listing.isPlaceholderData;
  const filterCount = countFilters(filters);

  const panel = answer ? (
    <ListingFiltersPanel
      filters={filters}
      subCategories={answer.subCategories}
      brands={answer.brands}
      showSubCategories={scope.subCategoryID === undefined}
      showBrands={scope.brandID === undefined}
      onChange={setFilter}
    />
  ) : null;

  return (
    <div className="container listing">
      <header className="listing-head">
        <h1 className="listing-title">{title}</h1>
        <div className="listing-toolbar">
          <p className="listing-count" role="status" aria-live="polite">
            {answer ? m.catalog.listing.itemsFound(answer.total) : '\u00a0'}
          </p>
          <button
            type="button"
            className="button button-secondary listing-filters-button"
            aria-haspopup="dialog"
            aria-expanded={isSheetOpen}
            onClick={() => setIsSheetOpen(true)}
            disabled={!answer}
          >
            {m.catalog.listing.activeFilters(filterCount)}
          </button>
          <label className="select-field sort-field">
            <span>{m.catalog.listing.sort}</span>
            <select
              value={filters.orderBy === undefined ? '' : String(filters.orderBy)}
              onChange={(event) =>
                setFilter('orderBy', event.target.value === '' ? undefined : event.target.value)
              }
            >
              <option value="">{m.catalog.listing.sortDefault}</option>
              <option value={SORT.lowToHigh}>{m.catalog.listing.sortLowToHigh}</option>
              <option value={SORT.highToLow}>{m.catalog.listing.sortHighToLow}</option>
            </select>
          </label>
        </div>
      </header>

      <div className="listing-layout">
        <aside className="listing-sidebar" aria-label={m.catalog.listing.filters}>
          <h2 className="filters-heading">{m.catalog.listing.filters}</h2>
          {panel}
          {hasActiveFilters(filters) ? (
            <button type="button" className="link-button" onClick={clearFilters}>
              {m.catalog.listing.clearFilters}
            </button>
          ) : null}
        </aside>

        <section className="listing-results" aria-label={title} aria-busy={isUpdating}>
          {listing.isPending ? (
            <SkeletonGrid count={8} label={m.catalog.listing.loading} />
          ) : listing.isError && !answer ? (
            <div className="listing-message">
              <p>{m.catalog.listing.failed}</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => void listing.refetch()}
              >
                {m.catalog.listing.retry}
              </button>
            </div>
          ) : products.length === 0 ? (
            <div className="listing-message">
              <p>{m.catalog.listing.empty}</p>
              {hasActiveFilters(filters) ? (
                <button type="button" className="button button-secondary" onClick={clearFilters}>
                  {m.catalog.listing.clearFilters}
                </button>
              ) : null}
            </div>
          ) : (
            <div className={isUpdating ? 'listing-grid is-updating' : 'listing-grid'}>
              <ProductGrid
                products={products}
                titleAs="h2"
                pinnedProductID={pinnedCard?.productID}
                pinnedBadge={m.catalog.listing.pinnedLabel}
              />
              {answer && canLoadMore(answer.data.length, filters.limit, answer.total) ? (
                <div className="load-more">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={loadMore}
                    disabled={listing.isFetching}
                  >
                    {listing.isFetching
                      ? m.catalog.listing.loadingMore
                      : m.catalog.listing.loadMore}
                  </button>
                </div>
              ) : null}
            </div>
          )}
        </section>
      </div>

      {isSheetOpen && answer ? (
        <LazyDrawer
          side="left"
          title={m.catalog.listing.filters}
          closeLabel={m.catalog.listing.closeFilters}
          onClose={() => setIsSheetOpen(false)}
          footer={
            <div className="sheet-actions">
              {hasActiveFilters(filters) ? (
                <button type="button" className="button button-secondary" onClick={clearFilters}>
                  {m.catalog.listing.clearFilters}
                </button>
              ) : null}
              <button
                type="button"
                className="button button-primary"
                onClick={() => setIsSheetOpen(false)}
              >
                {m.catalog.listing.showResults(answer.total)}
              </button>
            </div>
          }
        >
          {panel}
        </LazyDrawer>
      ) : null}
    </div>
  );
}
