import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ProductListing } from '../features/catalog/components/product-listing';
import { loadListing } from '../features/catalog/lib/listing-loader';
import { ListingNotFound } from '../features/catalog/components/listing-not-found';
import { headTags, originOf } from '../lib/page-head';

export function loader({ url, context }: LoaderFunctionArgs) {
  return loadListing({ kind: 'all' }, url, context);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData ? headTags(loaderData.head, originOf(matches)) : [];

/**
 * /shop: every product, with the listing's real filters (docs/decisions/product-owner.md: /shop
 * lists real products).
 */
export default function ShopRoute() {
  const { listing } = useLoaderData<typeof loader>();
  if (!listing) return <ListingNotFound />;
  return <ProductListing scope={{ kind: 'all' }} listing={listing} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
