import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /checkout: from the checkout issue. */
export default function CheckoutRoute() {
  return <BeingBuilt title={m.pages.checkout} />;
}
