// Changing one's own password (operator or seller): the current one is asked for, the new one is
// checked by the same rules as at registration, and every other session is signed out — this tab
// carries on with the fresh token the server answers.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { BackOfficePasswordBody } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call, session } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { useFormResolver } from '../../lib/form-resolver.ts';

export function PasswordPage() {
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useFormResolver((contract) => contract.BackOfficePasswordBodySchema);
  const { register, handleSubmit, reset, setError, formState } = useForm<BackOfficePasswordBody>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  async function save(body: BackOfficePasswordBody) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(paths.password, { body });
      session.start(answer.token);
      reset();
      setNotice(answer.message ?? 'Your password is changed.');
    } catch (error) {
      setFailure(showServerErrors(error, setError, 'Changing the password failed. Try again.'));
    }
  }

  return (
    <section className="narrow">
      <h1>Change your password</h1>
      <Notices notice={notice} failure={failure} />
      <form
        className="card"
        aria-label="Change your password"
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
      >
        <Field label="Current password" error={errorAt(formState.errors, 'currentPassword')}>
          <input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </Field>
        <Field
          label="New password"
          error={errorAt(formState.errors, 'newPassword')}
          hint="Other sessions of this account are signed out."
        >
          <input type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Change the password
        </button>
      </form>
    </section>
  );
}
