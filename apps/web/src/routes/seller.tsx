import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /Seller: seller registration, outside the main layout; from the seller issue. */
export default function SellerRoute() {
  return <BeingBuilt title={m.pages.seller} />;
}
