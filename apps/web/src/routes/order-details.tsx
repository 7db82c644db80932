import { ClientOnly } from '../components/ui/client-only';
import { PageLoading } from '../app/layout/page-loading';
import { useParams } from 'react-router';
import { OrderDetailsView } from '../features/orders/components/order-details-view';
import { messages as m } from '../messages';
import { fixedPageMeta } from '../lib/page-head';

/** A personal page: its shell is rendered on the server, its content in the browser. */
export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.pages.orderDetails),
  description: m.site.description,
  noindex: true,
});

/** /order/details/{id}: one order of the signed-in customer (docs/spec.md §2). */
function OrderDetailsPage() {
  const { id = '' } = useParams();
  return (
    <>
      <OrderDetailsView key={id} orderID={id} />
    </>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';

/** A personal page: the server sends its frame, the browser fills it in (components/ui/client-only). */
export default function OrderDetailsRoute() {
  return (
    <ClientOnly fallback={<PageLoading />}>
      <OrderDetailsPage />
    </ClientOnly>
  );
}
