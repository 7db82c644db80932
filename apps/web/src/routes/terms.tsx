import { ProsePage } from '../components/ui/prose-page';
import { messages as m } from '../messages/site-pages';

/** /TermandCondition */
export default function TermsRoute() {
  return <ProsePage content={m.terms} />;
}
