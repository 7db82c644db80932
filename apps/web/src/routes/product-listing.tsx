import {
  useLoaderData,
  useLocation,
  useParams,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ListingNotFound } from '../features/catalog/components/listing-not-found';
import { ProductListing } from '../features/catalog/components/product-listing';
import { loadListing } from '../features/catalog/lib/listing-loader';
import { scopeFromRoute } from '../features/catalog/lib/listing-path';
import { headTags, originOf } from '../lib/page-head';

export function loader({ params, url, context }: LoaderFunctionArgs) {
  return loadListing(scopeFromRoute(params), url, context);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) =>
  loaderData ? headTags(loaderData.head, originOf(matches)) : [];

/**
 * /products/{data}, /products/category/{id} and /products/{type}/{id}/{pid} (docs/spec.md §2). Keyed by
 * path: a new listing starts with its own state, and its filters come only from its own address.
 */
export default function ProductListingRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  const { listing } = useLoaderData<typeof loader>();
  const scope = scopeFromRoute(params);
  if (!scope || !listing) return <ListingNotFound />;
  return <ProductListing key={pathname} scope={scope} listing={listing} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
