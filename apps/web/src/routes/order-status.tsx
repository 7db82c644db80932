import { useParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { TrackingView } from '../features/orders/components/tracking-view';
import { messages as m } from '../messages';

/** /order/status/{trakingid}: read-only tracking for anyone with the link (docs/spec.md §2). */
export default function OrderStatusRoute() {
  const { trakingid = '' } = useParams();
  return (
    <>
      <PageTitle title={m.pages.orderStatus} />
      <TrackingView key={trakingid} trakingid={trakingid} />
    </>
  );
}
