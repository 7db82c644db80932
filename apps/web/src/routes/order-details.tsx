import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /order/details/{id}: from the orders issue. */
export default function OrderDetailsRoute() {
  return <BeingBuilt title={m.pages.orderDetails} />;
}
