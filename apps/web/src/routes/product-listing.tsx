import { useLocation, useParams } from 'react-router';
import { ListingNotFound } from '../features/catalog/components/listing-not-found';
import { ProductListing } from '../features/catalog/components/product-listing';
import { scopeFromRoute } from '../features/catalog/lib/listing-path';

/**
 * /products/{data}, /products/category/{id} and /products/{type}/{id}/{pid} (docs/spec.md §2). Keyed by
 * path: a new listing starts with its own state, and its filters come only from its own address.
 */
export default function ProductListingRoute() {
  const params = useParams();
  const { pathname } = useLocation();
  const scope = scopeFromRoute(params);
  if (!scope) return <ListingNotFound />;
  return <ProductListing key={pathname} scope={scope} canonicalPath={pathname} />;
}
