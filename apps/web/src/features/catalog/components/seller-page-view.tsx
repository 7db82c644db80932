// A seller's page, /seller/<slug> (docs/decisions/legal-declarations.md): what the Consumer
// Protection (E-Commerce) Rules 2020, rule 5(3)(a) ask a marketplace to show of each seller —
// business name, whether registered, its address, customer-care number and rating — with since
// when it sells on Haat and a way to all its products. Static text: nothing on it needs scripts.
import type { SellerPage } from '@haat/contract';
import { LISTING_TYPE } from '@haat/contract/constants';
import { buildListingPath } from '@haat/contract/listing-path';
import { Link } from '../../../components/ui/link';
import { formatMonthAndYear } from '../../../lib/dates';
import { messages as m } from '../../../messages/catalog';
import { SellerFacts } from './seller-facts';

export function SellerPageView({ seller }: { seller: SellerPage }) {
  const p = m.catalog.sellerPage;
  return (
    <div className="container seller-page">
      <header className="seller-page-header">
        <p className="seller-page-kicker">{p.kicker}</p>
        <h1 id="seller-page-title" data-seller="name">
          {seller.businessName}
        </h1>
        {seller.description ? <p className="seller-page-about">{seller.description}</p> : null}
      </header>
      <section className="product-seller" aria-labelledby="seller-details-heading">
        <h2 id="seller-details-heading">{p.details}</h2>
        <SellerFacts seller={seller}>
          <div className="legal-row" data-seller="since">
            <dt>{p.since}</dt>
            <dd>
              <time dateTime={seller.since}>{formatMonthAndYear(seller.since)}</time>
            </dd>
          </div>
          <div className="legal-row" data-seller="product-count">
            <dt>{p.productCount}</dt>
            <dd>{p.products(seller.productCount)}</dd>
          </div>
        </SellerFacts>
        {seller.productCount > 0 ? (
          <Link
            className="button button-primary seller-products-link"
            data-seller="products"
            to={buildListingPath(LISTING_TYPE.seller, [seller._id])}
          >
            {p.allProducts(seller.productCount, seller.businessName)}
          </Link>
        ) : (
          <p className="muted">{p.noProducts}</p>
        )}
      </section>
      <p className="seller-page-complain">
        <Link to="/grievance">{p.complain}</Link>
      </p>
    </div>
  );
}

/** An unknown seller (404), with a way on. */
export function SellerMissing() {
  const p = m.catalog.sellerPage;
  return (
    <div className="container">
      <section className="notice-panel" aria-labelledby="seller-missing-title">
        <h1 id="seller-missing-title">{p.notFoundTitle}</h1>
        <p>{p.notFoundBody}</p>
        <p className="button-row button-row-centered">
          <Link className="button button-secondary" to="/shop">
            {m.catalog.listing.titles.all}
          </Link>
        </p>
      </section>
    </div>
  );
}
