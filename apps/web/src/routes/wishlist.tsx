import { personalPage } from '../app/personal-page';
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

/** A personal page: the server sends its frame, the browser loads and renders the page (app/personal-page). */
export default personalPage(() =>
  import('../features/wishlist/components/wishlist-page').then((module) => ({
    default: module.WishlistPage,
  })),
);
