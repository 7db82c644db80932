import { type FormEvent, useId, useRef, useState } from 'react';
import { messages as m } from '../../../messages/footer';
import { useSubscribe } from '../api/subscribe';
import { useHydrated } from '../../../lib/hydrated';
import { useTypedBeforeHydration } from '../../../lib/typed-before-hydration';

/** The footer subscribe box: shows the server's own message, success or failure. */
export function SubscribeForm() {
  const inputId = useId();
  const hintId = useId();
  const [email, setEmail] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // In every page's HTML: an address typed before this form's code arrived is kept.
  useTypedBeforeHydration(inputRef, email, setEmail);
  const [invalid, setInvalid] = useState(false);
  const mutation = useSubscribe();
  // In the server's HTML, and until this form has hydrated, its button is disabled: the browser
  // would otherwise send the form itself, as a GET that puts the e-mail address in the page's URL
  // (and the server's log). A disabled default button also stops Enter from submitting it.
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The contract's zod schemas (about 30 KB gzip) load when someone subscribes, not with the
    // footer of every page.
    const { SubscribeBodySchema } = await import('@haat/contract');
    const parsed = SubscribeBodySchema.safeParse({ email });
    if (!parsed.success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    mutation.mutate(parsed.data, { onSuccess: () => setEmail('') });
  }

  return (
    <form className="subscribe-form" onSubmit={onSubmit} noValidate>
      <h2 className="footer-heading">{m.subscribe.heading}</h2>
      <p id={hintId} className="footer-hint">
        {m.subscribe.hint}
      </p>
      <label htmlFor={inputId} className="visually-hidden">
        {m.subscribe.label}
      </label>
      <div className="subscribe-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={m.subscribe.placeholder}
          value={email}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <button
          type="submit"
          className="button button-accent"
          disabled={!hydrated || mutation.isPending}
        >
          {mutation.isPending ? m.subscribe.sending : m.subscribe.submit}
        </button>
      </div>
      <div className="subscribe-result" aria-live="polite">
        {invalid ? (
          <p className="form-error">{m.subscribe.invalidEmail}</p>
        ) : mutation.isSuccess ? (
          <p className="form-success">{mutation.data.message}</p>
        ) : mutation.isError ? (
          <p className="form-error">{mutation.error.message}</p>
        ) : null}
      </div>
    </form>
  );
}
