import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useNonce } from '../../lib/nonce';
import { scrollKeyOf } from '../../lib/scroll-key';
import { Logo } from '../../components/ui/logo';
import { PageLoading } from './page-loading';

/** The seller form's own frame: it opens in a new tab, outside the shop's layout (docs/spec.md §2). */
export default function BareLayout() {
  const nonce = useNonce();
  return (
    <>
      <header className="bare-header">
        <div className="container">
          <Logo />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <ScrollRestoration getKey={scrollKeyOf} nonce={nonce} />
    </>
  );
}
