import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /product/{id}: product detail, from the catalogue issue. */
export default function ProductRoute() {
  return <BeingBuilt title={m.pages.product} />;
}
