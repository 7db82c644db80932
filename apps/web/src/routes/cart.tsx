import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /cart: view and edit the cart, from the cart issue. */
export default function CartRoute() {
  return <BeingBuilt title={m.pages.cart} />;
}
