import { ProsePage } from '../components/ui/prose-page';
import { fixedPageMeta } from '../lib/page-head';
import { messages as m } from '../messages/site-pages';

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.returnsPolicy.title),
  description: m.returnsPolicy.intro[0] ?? m.site.description,
  path: '/ReturnCancellation',
});

/** /ReturnCancellation */
export default function ReturnCancellationRoute() {
  return <ProsePage content={m.returnsPolicy} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
