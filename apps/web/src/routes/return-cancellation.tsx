import { ProsePage } from '../components/ui/prose-page';
import { messages as m } from '../messages/site-pages';

/** /ReturnCancellation */
export default function ReturnCancellationRoute() {
  return <ProsePage content={m.returnsPolicy} />;
}
