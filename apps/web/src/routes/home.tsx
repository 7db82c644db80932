import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { BannerCarousel } from '../features/catalog/components/banner-carousel';
import {
  OfferSections,
  TopBrands,
  TopProducts,
  TopSellers,
} from '../features/catalog/components/home-sections';
import { TopCategories } from '../features/catalog/components/top-categories';
import { fetchHomeOffer } from '../features/catalog/api/get-home-offer';
import { nodeValues } from '../features/catalog/lib/home-nodes';
import { headTags, originOf } from '../lib/page-head';
import { messages as m } from '../messages/catalog';

/** The home page's offers for the server HTML; a failed fetch leaves the page's own message. */
export async function loader({ context }: LoaderFunctionArgs) {
  const home = await fetchHomeOffer(context.fetch).then(
    (answer) => answer.data,
    (error: unknown) => {
      // docs/spec.md §8: a failed home fetch is only logged.
      console.error('Loading failed', 'home offer', error);
      return null;
    },
  );
  return { home };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  headTags(
    { title: m.catalog.seo.homeTitle, description: m.catalog.seo.homeDescription, path: '/' },
    originOf(matches),
  );

type HomeData = NonNullable<Awaited<ReturnType<typeof loader>>['home']>;

/** Nothing at all to show: no tile, no offer, no product. */
const isEmptyShop = (data: HomeData): boolean =>
  data.nodes.every((node) => node.value.length === 0) &&
  data.offers.length === 0 &&
  data.offerBanners.length === 0;

/** / — banners, Top Categories, offers, Top Products, Top Brands, hidden Top Sellers (docs/spec.md §2). */
export default function HomeRoute() {
  const { home: data } = useLoaderData<typeof loader>();

  return (
    <div className="container home">
      <h1 className="visually-hidden">{m.catalog.home.heading}</h1>
      {data === null ? (
        // docs/spec.md §8: a failed home fetch is only logged; this line keeps the page from being blank.
        <p className="muted home-unavailable">{m.catalog.home.unavailable}</p>
      ) : isEmptyShop(data) ? (
        // A real shop before its first product (docs/decisions/going-live.md): said, not blank.
        <p className="muted home-unavailable">{m.catalog.home.opening}</p>
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

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
