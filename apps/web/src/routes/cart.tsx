import { CartPage } from '../features/cart/components/cart-page';

/** /cart: view or edit the cart (docs/spec.md §2). */
export default function CartRoute() {
  return <CartPage />;
}
