// The content of /login, loaded and rendered in the browser after hydration (routes/login.tsx).

import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { messages as m } from '../messages';
import type { LoginView } from '../lib/login-modal';
import { useSession } from '../lib/session';
import { AuthPanels } from '../features/auth/components/auth-panels';
import { safeNextPath } from '../features/auth/lib/next-path';

/** /login: the login and register panels of the modal as a page, for direct links. */
export default function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const [view, setView] = useState<LoginView>(
    params.get('view') === 'register' ? 'register' : 'login',
  );
  const next = safeNextPath(params.get('next'));

  // Also how a login here leaves the page: the panel sets the session, and this navigates once.
  // A second navigation when the login's own work ended (the cart merge) came after the shopper
  // had moved on, and undid it (a tab chosen on /account went back to Profile Info).
  if (session.isLoggedIn) return <Navigate to={next} replace />;
  return (
    <div className="container login-page">
      <h1>{view === 'login' ? m.authDialog.loginTitle : m.authDialog.registerTitle}</h1>
      <div className="login-page-card">
        <AuthPanels view={view} onViewChange={setView} autoFocus={false} />
      </div>
    </div>
  );
}
