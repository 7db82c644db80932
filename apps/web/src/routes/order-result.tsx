import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /order/{id}: the order-completion result, from the orders issue. */
export default function OrderResultRoute() {
  return <BeingBuilt title={m.pages.orderResult} />;
}
