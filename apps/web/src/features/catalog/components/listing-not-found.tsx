import { Link } from '../../../components/ui/link';
import { messages as m } from '../../../messages/catalog';

/** A listing address that names nothing we know: say so and offer a way on. */
export function ListingNotFound() {
  return (
    <div className="container">
      <section className="notice-panel" aria-labelledby="listing-not-found-title">
        <h1 id="listing-not-found-title">{m.catalog.listing.notFoundTitle}</h1>
        <p>{m.catalog.listing.notFoundBody}</p>
        <p className="button-row button-row-centered">
          <Link className="button button-primary" to="/shop">
            {m.catalog.listing.titles.all}
          </Link>
          <Link className="button button-secondary" to="/">
            {m.site.homePageLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
