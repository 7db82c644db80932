import { useParams } from 'react-router';
import { messages as m } from '../messages';
import { PageTitle } from '../components/ui/page-title';
import { useCart } from '../features/cart/hooks/use-cart';
import { OrderResult } from '../features/checkout/components/order-result';

/** /order/{id}: the order-completion result (docs/spec.md §2). */
export default function OrderResultRoute() {
  const { id = '' } = useParams();
  const { reload } = useCart();
  return (
    <>
      <PageTitle title={m.pages.orderResult} />
      <OrderResult key={id} orderID={id} onFailed={reload} />
    </>
  );
}
