import { Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-timeout';
import { Outlet, ScrollRestoration } from 'react-router';
import { useHydrated } from '../../lib/hydrated';
import { useNonce } from '../../lib/nonce';
import { scrollKeyOf } from '../../lib/scroll-key';
import { messages as m } from '../../messages';
import { LoginModalHost } from './login-modal-host';
import { PageLoading } from './page-loading';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

// Below the fold on every page: rendered on the server like the rest, but its code arrives after
// the page has hydrated, outside the first download (the initial-JS budget,
// docs/decisions/page-weight.md).
const SiteFooter = lazyChunk(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);
// Parts that only the browser shows (they read the connection, the service worker, the shopper's
// languages), so their code is fetched once the page runs, outside the first download.
const LanguageOffer = lazyChunk(() =>
  import('../language/language-offer').then((module) => ({ default: module.LanguageOffer })),
);
const OfflineBanner = lazyChunk(() =>
  import('../offline/offline-banner').then((module) => ({ default: module.OfflineBanner })),
);
const AppUpdates = lazyChunk(() =>
  import('../offline/app-updates').then((module) => ({ default: module.AppUpdates })),
);

/** Top bar, header, the page, footer: every page but the seller form (docs/spec.md §2). */
export default function MainLayout() {
  const nonce = useNonce();
  const hydrated = useHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.site.skipToContent}
      </a>
      <TopBar />
      <SiteHeader />
      {hydrated ? (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      ) : null}
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <LoginModalHost />
      {hydrated ? (
        <Suspense fallback={null}>
          <LanguageOffer />
          {/* The offline shell is the build's (sw.js); the dev server has none. */}
          <AppUpdates enabled={import.meta.env.PROD} />
        </Suspense>
      ) : null}
      <ScrollRestoration getKey={scrollKeyOf} nonce={nonce} />
    </>
  );
}
