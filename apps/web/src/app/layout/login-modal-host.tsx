import { Suspense } from 'react';
import { messages as m } from '../../messages';
import { LazyDialog, preloadOverlays, usePreloadWhenIdle } from '../../components/ui/overlays';
import { closeLoginModal, setLoginView, useLoginModal } from '../../lib/login-modal';
import { lazyWithQueries } from '../lazy-with-queries';
import { PageLoading } from './page-loading';

// The forms need the contract's zod schemas; they load when the modal first opens, not with the
// first page (a cheap phone on 4G downloads only what it shows).
const AuthPanels = lazyWithQueries(() =>
  import('../../features/auth/components/auth-panels').then((module) => module.AuthPanels),
);

/**
 * Draws the login modal whenever `openLoginModal()` is called — from the top bar, the header
 * icons, the cart's Proceed to Checkout or a wishlist heart (docs/spec.md §2, §4).
 */
export function LoginModalHost() {
  const state = useLoginModal();
  usePreloadWhenIdle(preloadOverlays);
  if (!state.isOpen) return null;
  return (
    <LazyDialog
      title={state.view === 'login' ? m.authDialog.loginTitle : m.authDialog.registerTitle}
      closeLabel={m.authDialog.closeDialog}
      onClose={closeLoginModal}
    >
      <Suspense fallback={<PageLoading />}>
        <AuthPanels
          view={state.view}
          onViewChange={setLoginView}
          onLoggedIn={closeLoginModal}
          autoFocus
        />
      </Suspense>
    </LazyDialog>
  );
}
