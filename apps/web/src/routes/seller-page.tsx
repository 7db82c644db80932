import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { sellerPagePath } from '@haat/contract/constants';
import { fetchSellerPage } from '../features/catalog/api/get-seller';
import { SellerMissing, SellerPageView } from '../features/catalog/components/seller-page-view';
import { ApiError } from '../lib/api-client';
import { headTags, originOf, type PageHead } from '../lib/page-head';
import { messages as m } from '../messages/catalog';

const isMissing = (error: unknown) =>
  error instanceof ApiError && [400, 404].includes(error.status);

/** The seller for the server HTML and the head; an unknown slug answers 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  try {
    const { data: seller } = await fetchSellerPage(slug, context.fetch);
    const place = seller.address.split(', ').slice(-3, -1).join(', ');
    const head: PageHead = {
      title: m.site.documentTitle(m.catalog.sellerPage.documentTitle(seller.businessName)),
      description: m.catalog.sellerPage.description(seller.businessName, place),
      path: sellerPagePath(seller.slug),
    };
    return { head, seller };
  } catch (error) {
    if (!isMissing(error)) throw error;
    const head: PageHead = {
      title: m.site.documentTitle(m.catalog.sellerPage.notFoundTitle),
      description: m.catalog.sellerPage.notFoundBody,
      path: sellerPagePath(slug),
      noindex: true,
    };
    return data({ head, seller: null }, { status: 404 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData ? headTags(loaderData.head, originOf(matches)) : [];

/** /seller/{slug}: who a seller is, as the product page's seller block links it. */
export default function SellerRoute() {
  const { seller } = useLoaderData<typeof loader>();
  if (!seller) return <SellerMissing />;
  return <SellerPageView seller={seller} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
