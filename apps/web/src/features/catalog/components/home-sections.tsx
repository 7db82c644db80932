// The home page's sections below the banners (docs/spec.md §2 Home page), each from the offer payload.
import { Link } from '../../../components/ui/link';
import type { BrandTile, HomeOffer, OfferBanner, SellerTile } from '@haat/contract';
import { TITLE_CUT, truncateText } from '@haat/india';
import { messages as m } from '../../../messages/catalog';
import { LISTING_TYPE } from '@haat/contract/constants';
import { buildListingPath } from '@haat/contract/listing-href';
import { ProductGrid } from './product-card';
import { BANNER_SIZES, OFFER_CARD_SIZES, pictureSources } from '../../../lib/picture.ts';

/** Offer card pictures are 600 × 400; brand and shop logos 300 × 300. */
const OFFER_CARD_WIDTH = 600;
const OFFER_CARD_HEIGHT = 400;
const LOGO_SIZE = 300;

function sectionId(prefix: string, id: string): string {
  return `${prefix}-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** One section per offer: its cards (type 3 listings), and 'View all' for the offer (type 4). */
export function OfferSections({ offers }: { offers: readonly HomeOffer[] }) {
  return (
    <>
      {offers.map((offer, offerIndex) => {
        const offerID = offer.value[0]?.offerID;
        const titleId = sectionId('offer', `${offerIndex}`);
        return (
          <section key={offer.title} className="home-section" aria-labelledby={titleId}>
            <div className="section-head">
              <h2 id={titleId}>{offer.title}</h2>
              {offerID ? (
                <Link
                  className="section-link"
                  to={buildListingPath(LISTING_TYPE.offer, [offerID])}
                  aria-label={m.catalog.home.viewAllIn(offer.title)}
                >
                  {m.catalog.home.viewAll}
                </Link>
              ) : null}
            </div>
            <ul className="offer-grid">
              {offer.value.map((card) => (
                <li key={card.cardID}>
                  <Link
                    className="offer-card"
                    to={buildListingPath(LISTING_TYPE.card, [card.cardID])}
                  >
                    <span className="offer-card-media">
                      <img
                        src={card.fileUrl}
                        {...pictureSources(card.fileUrl, OFFER_CARD_SIZES)}
                        alt=""
                        width={OFFER_CARD_WIDTH}
                        height={OFFER_CARD_HEIGHT}
                        loading="lazy"
                        decoding="async"
                      />
                      {card.discount > 0 ? (
                        <span className="discount-badge">
                          {m.catalog.home.discountOff(Math.round(card.discount))}
                        </span>
                      ) : null}
                    </span>
                    <span className="offer-card-title">{card.title}</span>
                    <span className="offer-card-body">
                      {truncateText(card.body, TITLE_CUT.offerBody)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** 'Top Products' from the offer banners: each banner opens its offer, with its products below. */
export function TopProducts({ banners }: { banners: readonly OfferBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="top-products-title">
      <h2 id="top-products-title">{m.catalog.home.topProducts}</h2>
      {banners.map((banner) => (
        <div key={banner.offerID} className="top-products-block">
          <div className="section-head">
            <h3>{banner.title}</h3>
            <Link
              className="section-link"
              to={buildListingPath(LISTING_TYPE.offer, [banner.offerID])}
              aria-label={m.catalog.home.viewAllIn(banner.title)}
            >
              {m.catalog.home.viewAll}
            </Link>
          </div>
          {banner.fileUrl !== '' ? (
            <Link
              className="offer-banner"
              to={buildListingPath(LISTING_TYPE.offer, [banner.offerID])}
              tabIndex={-1}
              aria-hidden="true"
            >
              <img
                src={banner.fileUrl}
                {...pictureSources(banner.fileUrl, BANNER_SIZES)}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
                decoding="async"
              />
            </Link>
          ) : null}
          <ProductGrid products={banner.products} titleAs="h4" aboveFold={0} />
        </div>
      ))}
    </section>
  );
}

/** 'Top Brands': each logo opens the brand's type-1 listing. */
export function TopBrands({ brands }: { brands: readonly BrandTile[] }) {
  if (brands.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="top-brands-title">
      <h2 id="top-brands-title">{m.catalog.home.topBrands}</h2>
      <ul className="logo-row">
        {brands.map((brand) => (
          <li key={brand.brandID}>
            <Link
              className="logo-tile"
              to={buildListingPath(LISTING_TYPE.brand, [brand.brandID])}
              aria-label={m.catalog.home.shopBrand(brand.name)}
            >
              <img
                src={brand.fileUrl}
                alt=""
                width={LOGO_SIZE}
                height={LOGO_SIZE}
                loading="lazy"
                decoding="async"
              />
              <span className="logo-name" aria-hidden="true">
                {brand.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Top Sellers' (type-2 listings): built, but hidden as docs/spec.md §2 has it. `hidden` keeps it out
 * of sight and of the accessibility tree, and its lazy logos are never downloaded.
 */
export function TopSellers({ sellers }: { sellers: readonly SellerTile[] }) {
  return (
    <section className="home-section" aria-labelledby="top-sellers-title" hidden>
      <h2 id="top-sellers-title">{m.catalog.home.topSellers}</h2>
      <ul className="logo-row">
        {sellers.map((seller) => (
          <li key={seller._id}>
            <Link className="logo-tile" to={buildListingPath(LISTING_TYPE.seller, [seller._id])}>
              <img
                src={seller.shop.fileUrl}
                alt=""
                width={LOGO_SIZE}
                height={LOGO_SIZE}
                loading="lazy"
                decoding="async"
              />
              <span className="logo-name">{seller.shop.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
