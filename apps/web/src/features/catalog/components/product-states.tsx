import { Link } from '../../../components/ui/link';
import { messages as m } from '../../../messages/catalog';

/**
 * An unknown product (404), with a way on. A failed load is the route's ErrorBoundary: the page's
 * loader fetches the product before anything shows, so there is no loading state of its own.
 */
export function ProductMissing() {
  return (
    <div className="container">
      <section className="notice-panel" aria-labelledby="product-unavailable-title">
        <h1 id="product-unavailable-title">{m.catalog.product.notFoundTitle}</h1>
        <p>{m.catalog.product.notFoundBody}</p>
        <p className="button-row button-row-centered">
          <Link className="button button-secondary" to="/shop">
            {m.catalog.listing.titles.all}
          </Link>
        </p>
      </section>
    </div>
  );
}
