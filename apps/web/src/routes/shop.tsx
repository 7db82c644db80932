import { ProductListing } from '../features/catalog/components/product-listing';

/** /shop: every product, with the listing's real filters (docs/decisions.md: /shop lists real products). */
export default function ShopRoute() {
  return <ProductListing scope={{ kind: 'all' }} canonicalPath="/shop" />;
}
