import { BannerCarousel } from '../features/catalog/components/banner-carousel';
import { HomeSkeleton } from '../features/catalog/components/home-skeleton';
import {
  OfferSections,
  TopBrands,
  TopProducts,
  TopSellers,
} from '../features/catalog/components/home-sections';
import { TopCategories } from '../features/catalog/components/top-categories';
import { useHomeOffer } from '../features/catalog/api/get-home-offer';
import { nodeValues } from '../features/catalog/lib/home-nodes';
import { useDocumentMeta } from '../lib/document-meta';
import { messages as m } from '../messages/catalog';

/** / — banners, Top Categories, offers, Top Products, Top Brands, hidden Top Sellers (docs/spec.md §2). */
export default function HomeRoute() {
  const { data, isPending, isError } = useHomeOffer();
  useDocumentMeta({
    title: m.catalog.seo.homeTitle,
    description: m.catalog.seo.homeDescription,
    canonicalPath: '/',
  });

  return (
    <div className="container home">
      <h1 className="visually-hidden">{m.catalog.home.heading}</h1>
      {isPending ? (
        <HomeSkeleton />
      ) : isError ? (
        // docs/spec.md §8: a failed home fetch is only logged; this line keeps the page from being blank.
        <p className="muted home-unavailable">{m.catalog.home.unavailable}</p>
      ) : (
        <>
          <BannerCarousel banners={nodeValues(data.nodes, 'banners')} />
          <TopCategories collections={nodeValues(data.nodes, 'collections')} />
          <OfferSections offers={data.offers} />
          <TopProducts banners={data.offerBanners} />
          <TopBrands brands={nodeValues(data.nodes, 'brands')} />
          <TopSellers sellers={nodeValues(data.nodes, 'Sellers')} />
        </>
      )}
    </div>
  );
}
