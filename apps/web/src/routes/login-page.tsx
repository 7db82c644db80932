// The content of /login, loaded and rendered in the browser after hydration (routes/login.tsx).

import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages as m } from '../messages';
import type { LoginView } from '../lib/login-modal';
import { useSession } from '../lib/session';
import { AuthPanels } from '../features/auth/components/auth-panels';
import { safeNextPath } from '../features/auth/lib/next-path';

/** /login: the login and register panels of the modal as a page, for direct links. */
export default function LoginPage() {
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
