import { useParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { OrderDetailsView } from '../features/orders/components/order-details-view';
import { messages as m } from '../messages';

/** /order/details/{id}: one order of the signed-in customer (docs/spec.md §2). */
export default function OrderDetailsRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageTitle title={m.pages.orderDetails} />
      <OrderDetailsView key={id} orderID={id} />
    </>
  );
}
