import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /order/status/{trakingid}: read-only tracking, from the orders issue. */
export default function OrderStatusRoute() {
  return <BeingBuilt title={m.pages.orderStatus} />;
}
