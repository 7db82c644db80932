import { ClientOnly } from '../components/ui/client-only';
import { PageLoading } from '../app/layout/page-loading';
import { WishlistPage } from '../features/wishlist/components/wishlist-page';
import { messages as m } from '../messages';
import { fixedPageMeta } from '../lib/page-head';

/** A personal page: its shell is rendered on the server, its content in the browser. */
export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.pages.wishlist),
  description: m.site.description,
  noindex: true,
});

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';

/** A personal page: the server sends its frame, the browser fills it in (components/ui/client-only). */
export default function WishlistRoute() {
  return (
    <ClientOnly fallback={<PageLoading />}>
      <WishlistPage />
    </ClientOnly>
  );
}
