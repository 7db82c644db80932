import { useState } from 'react';
import { LazyDrawer } from '../../../components/ui/lazy-overlays';
import { messages as m } from '../../../messages/catalog';
import { useListingFilters } from '../hooks/use-listing-filters';
import { SORT } from '@haat/contract/constants';
import { canLoadMore, hasActiveFilters, type ListingFilters } from '../lib/listing-filters';
import type { LoadedListing } from '../lib/listing-loader';
import type { ListingScope } from '../lib/listing-path';
import { ListingFiltersPanel } from './listing-filters-panel';
import { ProductGrid } from './product-card';

interface ProductListingProps {
  scope: ListingScope;
  /** What the route's loader fetched for the address's filters. */
  listing: LoadedListing;
}

/** How many filters the shopper set (the mobile button shows it). */
function countFilters(filters: ListingFilters): number {
  return [
    filters.subCategoryID,
    filters.brandID,
    filters.origin,
    filters.minPrice,
    filters.maxPrice,
  ].filter((value) => value !== undefined).length;
}

/**
 * The product listing of docs/spec.md §2 and §4: sidebar filters (a slide-over sheet on a phone), sort,
 * 'N Items Found' and Load More. Filters live in the query string, and the route's loader answers
 * each (the products shown stay, dimmed, until it has); the page keys this component by path, so a
 * new path starts with fresh state.
 */
export function ProductListing({ scope, listing }: ProductListingProps) {
  const { filters, setFilter, clearFilters, loadMore, isLoading } = useListingFilters();
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const { answer, title, pinnedCard } = listing;

  const products = pinnedCard
    ? [pinnedCard, ...answer.data.filter((card) => card.productID !== pinnedCard.productID)]
    : answer.data;
  const isUpdating = isLoading;
  const filterCount = countFilters(filters);

  const panel = (
    <ListingFiltersPanel
      filters={filters}
      subCategories={answer.subCategories}
      brands={answer.brands}
      origins={answer.origins}
      showSubCategories={scope.subCategoryID === undefined}
      showBrands={scope.brandID === undefined}
      onChange={setFilter}
    />
  );

  return (
    <div className="container listing">
      <header className="listing-head">
        <h1 className="listing-title">{title}</h1>
        <div className="listing-toolbar">
          <p className="listing-count" role="status" aria-live="polite">
            {m.catalog.listing.itemsFound(answer.total)}
          </p>
          <button
            type="button"
            className="button button-secondary listing-filters-button"
            aria-haspopup="dialog"
            aria-expanded={isSheetOpen}
            onClick={() => setIsSheetOpen(true)}
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
          {products.length === 0 ? (
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
              {canLoadMore(answer.data.length, filters.limit, answer.total) ? (
                <div className="load-more">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={loadMore}
                    disabled={isLoading}
                  >
                    {isLoading ? m.catalog.listing.loadingMore : m.catalog.listing.loadMore}
                  </button>
                </div>
              ) : null}
            </div>
          )}
        </section>
      </div>

      {isSheetOpen ? (
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
