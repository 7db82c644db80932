import { ProsePage } from '../components/ui/prose-page';
import { messages as m } from '../messages/site-pages';

/** /PrivacyPolicy */
export default function PrivacyPolicyRoute() {
  return <ProsePage content={m.privacy} />;
}
