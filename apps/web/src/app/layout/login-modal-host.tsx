import { Suspense } from 'react';
import { lazyChunk } from '../../lib/chunk-timeout';
import { preloadOverlays, usePreloadWhenIdle } from '../../components/ui/overlays';
import { useLoginModal } from '../../lib/login-modal';

// The dialog and its forms load when the modal first opens (or the browser is idle), not with the
// first page: a cheap phone on 4G downloads only what it shows.
const loadDialog = () => import('./login-dialog');
const LoginDialog = lazyChunk(() =>
  loadDialog().then((module) => ({ default: module.LoginDialog })),
);
const preload = () => Promise.all([preloadOverlays(), loadDialog()]);

/**
 * Draws the login modal whenever `openLoginModal()` is called — from the top bar, the header
 * icons, the cart's Proceed to Checkout or a wishlist heart (docs/spec.md §2, §4).
 */
export function LoginModalHost() {
  const state = useLoginModal();
  usePreloadWhenIdle(preload);
  if (!state.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog view={state.view} next={state.next} />
    </Suspense>
  );
}
