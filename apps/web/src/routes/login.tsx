import { ClientOnly } from '../components/ui/client-only';
import { PageLoading } from '../app/layout/page-loading';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages as m } from '../messages';
import { fixedPageMeta } from '../lib/page-head';

/** A personal page: its shell is rendered on the server, its content in the browser. */
export const meta = fixedPageMeta({
  title: m.site.documentTitle(m.pages.login),
  description: m.site.description,
  noindex: true,
});

import type { LoginView } from '../lib/login-modal';
import { useSession } from '../lib/session';
import { AuthPanels } from '../features/auth/components/auth-panels';
import { safeNextPath } from '../features/auth/lib/next-path';

/** /login: the login and register panels of the modal as a page, for direct links. */
function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [view, setView] = useState<LoginView>(
    params.get('view') === 'register' ? 'register' : 'login',
  );
  const next = safeNextPath(params.get('next'));

  if (session.isLoggedIn) return <Navigate to={next} replace />;
  return (
    <div className="container login-page">
      <h1>{view === 'login' ? m.authDialog.loginTitle : m.authDialog.registerTitle}</h1>
      <div className="login-page-card">
        <AuthPanels
          view={view}
          onViewChange={setView}
          onLoggedIn={() => void navigate(next, { replace: true })}
          autoFocus={false}
        />
      </div>
    </div>
  );
}

/** A failure stays inside the layout: the header and footer remain, with a way on. */
export { RouteError as ErrorBoundary } from '../app/route-error';

/** A personal page: the server sends its frame, the browser fills it in (components/ui/client-only). */
export default function LoginRoute() {
  return (
    <ClientOnly fallback={<PageLoading />}>
      <LoginPage />
    </ClientOnly>
  );
}
