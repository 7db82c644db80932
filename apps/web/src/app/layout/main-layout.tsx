import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useNonce } from '../../lib/nonce';
import { scrollKeyOf } from '../../lib/scroll-key';
import { messages as m } from '../../messages';
import { LoginModalHost } from './login-modal-host';
import { PageLoading } from './page-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

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
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <LoginModalHost />
      <ScrollRestoration getKey={scrollKeyOf} nonce={nonce} />
    </>
  );
}
