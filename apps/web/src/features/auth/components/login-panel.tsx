import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginBody } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/server-errors';
import { completeLogin } from '../../../lib/session';
import { TOAST_MS } from '@haat/contract/constants';
import { useLogin } from '../api/login';

interface LoginPanelProps {
  /** Filled in after registration, so the new customer only types the password. */
  initialEmail?: string;
  onLoggedIn?: () => void;
  onRegister: () => void;
  /** Move focus to the first field when the panel appears (switching views in the modal). */
  focusOnMount?: boolean;
}

/**
 * View 1 of the login modal, and the /login page. docs/spec.md §5: no client-side checks — what is
 * typed goes to the server, whose message comes back in a toast.
 */
export function LoginPanel({
  initialEmail = '',
  onLoggedIn,
  onRegister,
  focusOnMount,
}: LoginPanelProps) {
  const mutation = useLogin();
  const { register, handleSubmit, setFocus } = useForm<LoginBody>({
    defaultValues: { email: initialEmail, password: '' },
  });
  useEffect(() => {
    if (focusOnMount) setFocus(initialEmail === '' ? 'email' : 'password');
  }, [focusOnMount, initialEmail, setFocus]);

  const onSubmit = handleSubmit((body) => {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: async (answer) => {
        const session = await completeLogin(answer.token);
        if (!session.isLoggedIn) {
          showToast(m.errors.somethingWentWrong, { durationMs: TOAST_MS.login, tone: 'error' });
          return;
        }
        showToast(answer.message || m.auth.loggedIn, {
          durationMs: TOAST_MS.login,
          tone: 'success',
        });
        onLoggedIn?.();
      },
      onError: (error) => {
        showToast(errorMessage(error, m.errors.internalServerError), {
          durationMs: TOAST_MS.login,
          tone: 'error',
        });
      },
    });
  });

  return (
    <div className="auth-panel">
      <p className="muted">{m.auth.loginLead}</p>
      <form onSubmit={onSubmit} noValidate aria-label={m.authDialog.loginTitle}>
        <FormField label={m.auth.userName} hint={m.auth.userNameHint}>
          <input
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register('email')}
          />
        </FormField>
        <FormField label={m.auth.password}>
          <input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <button
          type="submit"
          className="button button-primary auth-submit"
          disabled={mutation.isPending}
        >
          {mutation.isPending ? m.auth.loggingIn : m.auth.loginSubmit}
        </button>
      </form>
      <p className="auth-switch">
        {m.auth.noAccount}{' '}
        <button type="button" className="link-button" onClick={onRegister}>
          {m.auth.createAccount}
        </button>
      </p>
    </div>
  );
}
