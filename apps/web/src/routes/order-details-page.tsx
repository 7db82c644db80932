// The content of /order/details/{id}, loaded and rendered in the browser after hydration (routes/order-details.tsx).

import { useParams } from 'react-router';
import { OrderDetailsView } from '../features/orders/components/order-details-view';

/** /order/details/{id}: one order of the signed-in customer (docs/spec.md §2). */
export default function OrderDetailsPage() {
  const { id = '' } = useParams();
  return (
    <>
      <OrderDetailsView key={id} orderID={id} />
    </>
  );
}
