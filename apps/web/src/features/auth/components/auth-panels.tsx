import { useState } from 'react';
import type { LoginView } from '../../../lib/login-modal';
import { LoginPanel } from './login-panel';
import { RegisterPanel } from './register-panel';

interface AuthPanelsProps {
  view: LoginView;
  onViewChange: (view: LoginView) => void;
  /** After a login, once the session is set; a page that follows the session needs none. */
  onLoggedIn?: () => void;
  /** Focus the first field at once (the modal); the /login page waits for the shopper. */
  autoFocus: boolean;
}

/**
 * The two views of docs/spec.md §4's login modal — 1 login, 2 register — shared by the modal and the
 * /login page. Registration's done step returns to login with the new e-mail filled in.
 */
export function AuthPanels({ view, onViewChange, onLoggedIn, autoFocus }: AuthPanelsProps) {
  const [registeredEmail, setRegisteredEmail] = useState('');
  const [hasSwitched, setHasSwitched] = useState(false);

  function switchTo(next: LoginView) {
    setHasSwitched(true);
    onViewChange(next);
  }

  return view === 'login' ? (
    <LoginPanel
      key={registeredEmail}
      initialEmail={registeredEmail}
      focusOnMount={autoFocus || hasSwitched}
      onLoggedIn={onLoggedIn}
      onRegister={() => switchTo('register')}
    />
  ) : (
    <RegisterPanel
      onRegistered={(email) => {
        setRegisteredEmail(email);
        switchTo('login');
      }}
      onLogin={() => switchTo('login')}
    />
  );
}
