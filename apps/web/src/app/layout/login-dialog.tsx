// The login modal's dialog (login-modal-host.tsx): loaded when it first opens, or when the browser
// is idle; the forms inside need the contract's zod schemas and load with the first opening too.
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { messages as m } from '../../messages';
import { LazyDialog } from '../../components/ui/lazy-overlays';
import { closeLoginModal, setLoginView, type LoginView } from '../../lib/login-modal';
import { lazyWithQueries } from '../lazy-with-queries';
import { PageLoading } from './page-loading';

const AuthPanels = lazyWithQueries(() =>
  import('../../features/auth/components/auth-panels').then((module) => module.AuthPanels),
);

/** `next`: where a login goes (openLoginModal), inside the router's basename, so /hi stays. */
export function LoginDialog({ view, next }: { view: LoginView; next?: string }) {
  const navigate = useNavigate();
  const onLoggedIn = () => {
    closeLoginModal();
    if (next !== undefined) void navigate(next);
  };
  return (
    <LazyDialog
      title={view === 'login' ? m.authDialog.loginTitle : m.authDialog.registerTitle}
      closeLabel={m.authDialog.closeDialog}
      onClose={closeLoginModal}
    >
      <Suspense fallback={<PageLoading />}>
        <AuthPanels
          view={view}
          onViewChange={setLoginView}
          onLoggedIn={onLoggedIn}
          autoFocus
        />
      </Suspense>
    </LazyDialog>
  );
}
