// A personal page (cart, checkout, account, wishlist, orders, login) depends on what only the
// browser knows: the session and the guest cart in localStorage. The server renders its frame and
// a loading line; after hydration the browser downloads the page's own code and renders it. Its
// code (forms, react-hook-form, the account and checkout features) is therefore never part of the
// first download of any page (the initial-JS budget, docs/decisions/page-weight.md).
import { Suspense, type ComponentType } from 'react';
import { ClientOnly } from '../components/ui/client-only';
import { lazyWithQueries } from './lazy-with-queries';
import { PageLoading } from './layout/page-loading';

export function personalPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  // The query cache comes with the page's own code, never in the first download.
  const Page = lazyWithQueries(async () => (await load()).default);
  return function PersonalPage() {
    return (
      <ClientOnly fallback={<PageLoading />}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ClientOnly>
    );
  };
}
