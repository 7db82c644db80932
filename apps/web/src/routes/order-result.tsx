import { ClientOnly } from '../components/ui/client-only';
import { PageLoading } from '../app/layout/page-loading';
import { useParams } from 'react-router';
import { messages as m } from '../messages';
import { fixedPageMeta } from '../lib/page-head';

/** A personal page: its shell is rendered on the server, its content in the browser. */
export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.pages.orderResult),
  description: m.site.description,
  noindex: true,
});

import { useCart } from '../features/cart/hooks/use-cart';
import { OrderResult } from '../features/checkout/components/order-result';

/** /order/{id}: the order-completion result (docs/spec.md §2). */
function OrderResultPage() {
  const { id = '' } = useParams();
  const { reload } = useCart();
  return (
    <>
      <OrderResult key={id} orderID={id} onFailed={reload} />
    </>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';

/** A personal page: the server sends its frame, the browser fills it in (components/ui/client-only). */
export default function OrderResultRoute() {
  return (
    <ClientOnly fallback={<PageLoading />}>
      <OrderResultPage />
    </ClientOnly>
  );
}
