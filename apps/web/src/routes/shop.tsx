import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /shop: lists real products once the catalogue issue lands (DECISIONS.md). */
export default function ShopRoute() {
  return <BeingBuilt title={m.pages.shop} />;
}
