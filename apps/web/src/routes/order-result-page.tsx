// The content of /order/{id}, loaded and rendered in the browser after hydration (routes/order-result.tsx).

import { useParams } from 'react-router';
import { useCart } from '../features/cart/hooks/use-cart';
import { OrderResult } from '../features/checkout/components/order-result';

/** /order/{id}: the order-completion result (docs/spec.md §2). */
export default function OrderResultPage() {
  const { id = '' } = useParams();
  const { reload } = useCart();
  return (
    <>
      <OrderResult key={id} orderID={id} onFailed={reload} />
    </>
  );
}
