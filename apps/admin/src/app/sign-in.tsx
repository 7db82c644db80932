// Sign in as the operator or as an approved seller (the e-mail and password of the registration).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
// Zod-free routes: the endpoint declarations would bring their schemas into the frame every
// back-office page loads. The operator's sign-in is declared with the storefront's calls.
import { adminLogin, sellerLogin } from '@haat/contract/back-office-paths';
import { ApiError, call, session } from '../lib/api.ts';

export function SignInPage() {
  const navigate = useNavigate();
  const [role, setRole] = useState<'operator' | 'seller'>('operator');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    };
    setBusy(true);
    setError(null);
    try {
      const answer =
        role === 'operator' ? await call(adminLogin, { body }) : await call(sellerLogin, { body });
      session.start(answer.token);
      await navigate('/products');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Signing in failed. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <h1>Haat back office</h1>
      <form
        onSubmit={submit}
        className="card"
        aria-describedby={error ? 'sign-in-error' : undefined}
      >
        <fieldset className="choice">
          <legend>I am</legend>
          <label>
            <input
              type="radio"
              name="role"
              checked={role === 'operator'}
              onChange={() => setRole('operator')}
            />
            The marketplace operator
          </label>
          <label>
            <input
              type="radio"
              name="role"
              checked={role === 'seller'}
              onChange={() => setRole('seller')}
            />
            A seller
          </label>
        </fieldset>
        <label className="field">
          <span>E-mail</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="field">
          <span>Password</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error ? (
          <p id="sign-in-error" role="alert" className="error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
