import { ProsePage } from '../components/ui/prose-page';
import { messages as m } from '../messages';

/** /PrivacyPolicy */
export default function PrivacyPolicyRoute() {
  return <ProsePage content={m.privacy} />;
}
