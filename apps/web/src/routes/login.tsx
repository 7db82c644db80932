import { BeingBuilt } from '../components/ui/being-built';
import { messages as m } from '../messages';

/** /login: from the login issue. */
export default function LoginRoute() {
  return <BeingBuilt title={m.pages.login} />;
}
