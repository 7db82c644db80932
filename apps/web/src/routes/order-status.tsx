import { data, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { fetchTrackedOrder } from '../features/orders/api/track-order';
import { ApiError } from '../lib/api-client';
import { TrackingView } from '../features/orders/components/tracking-view';
import { messages as m } from '../messages';
import { fixedPageMeta } from '../lib/page-head';

/**
 * The order's progress in the server HTML (anyone with the link may see it, docs/spec.md §2); an
 * unknown tracking id answers 404 with the page's own message. Never indexed.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  try {
    return { order: await fetchTrackedOrder(params.trakingid ?? '', context.fetch) };
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.status)) {
      return data({ order: null }, { status: 404 });
    }
    throw error;
  }
}

export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.pages.orderStatus),
  description: m.site.description,
  noindex: true,
});

/** /order/status/{trakingid}: read-only tracking for anyone with the link (docs/spec.md §2). */
export default function OrderStatusRoute() {
  const { trakingid = '' } = useParams();
  const { order } = useLoaderData<typeof loader>();
  return <TrackingView key={trakingid} order={order} />;
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';
