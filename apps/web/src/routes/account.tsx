import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /account: the customer dashboard, from the account issue. */
export default function AccountRoute() {
  return <BeingBuilt title={m.pages.account} />;
}
