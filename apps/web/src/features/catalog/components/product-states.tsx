import { Link } from 'react-router';
import { messages as m } from '../../../messages/catalog';

/** The page's shape while the product loads: the picture's square and the info column hold still. */
export function ProductSkeleton() {
  return (
    <div className="container product-page" role="status" aria-busy="true">
      <span className="visually-hidden">{m.catalog.product.loading}</span>
      <div className="breadcrumb skeleton-block skeleton-line" aria-hidden="true" />
      <div className="product-main" aria-hidden="true">
        <div className="gallery">
          <div className="gallery-main skeleton-block" />
        </div>
        <div className="product-info">
          <div className="skeleton-block skeleton-title" />
          <div className="skeleton-block skeleton-line skeleton-line-short" />
          <div className="skeleton-block skeleton-price" />
          <div className="skeleton-block skeleton-line" />
          <div className="skeleton-block skeleton-line" />
        </div>
      </div>
    </div>
  );
}

/** An unknown product (404) or a failed load, with a way on. */
export function ProductUnavailable({
  isMissing,
  onRetry,
}: {
  isMissing: boolean;
  onRetry: () => void;
}) {
  const title = isMissing ? m.catalog.product.notFoundTitle : m.catalog.product.failed;
  return (
    <div className="container">
      <section className="notice-panel" aria-labelledby="product-unavailable-title">
        <h1 id="product-unavailable-title">{title}</h1>
        {isMissing ? <p>{m.catalog.product.notFoundBody}</p> : null}
        <p className="button-row button-row-centered">
          {isMissing ? null : (
            <button type="button" className="button button-primary" onClick={onRetry}>
              {m.catalog.product.retry}
            </button>
          )}
          <Link className="button button-secondary" to="/shop">
            {m.catalog.listing.titles.all}
          </Link>
        </p>
      </section>
    </div>
  );
}
