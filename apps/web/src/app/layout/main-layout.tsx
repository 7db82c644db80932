import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useNonce } from '../../lib/nonce';
import { scrollKeyOf } from '../../lib/scroll-key';
import { messages as m } from '../../messages';
import { LanguageOffer } from '../language/language-offer';
import { AppUpdates } from '../offline/app-updates';
import { OfflineBanner } from '../offline/offline-banner';
import { LoginModalHost } from './login-modal-host';
import { PageLoading } from './page-loading';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

// Below the fold on every page: rendered on the server like the rest, but its code arrives after
// the page has hydrated, outside the first download (the initial-JS budget,
// docs/decisions/page-weight.md).
const SiteFooter = lazy(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);

/** Top bar, header, the page, footer: every page but the seller form (docs/spec.md §2). */
export default function MainLayout() {
  const nonce = useNonce();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.site.skipToContent}
      </a>
      <TopBar />
      <SiteHeader />
      <OfflineBanner />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <LoginModalHost />
      <LanguageOffer />
      {/* The offline shell is the build's (sw.js); the dev server has none. */}
      <AppUpdates enabled={import.meta.env.PROD} />
      <ScrollRestoration getKey={scrollKeyOf} nonce={nonce} />
    </>
  );
}
