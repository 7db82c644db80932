import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /products/{data}, /products/category/{id}, /products/{type}/{id}/{pid}: the listing arrives with the catalogue issue. */
export default function ProductListingRoute() {
  return <BeingBuilt title={m.pages.listing} />;
}
