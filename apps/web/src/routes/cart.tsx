import { CartPage } from '../features/cart/components/cart-page';

/** /cart: view or edit the cart (SPEC.md §2). */
export default function CartRoute() {
  return <CartPage />;
}
