import { useForm } from 'react-hook-form';
import type { PasswordChangeBody } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../components/ui/toast';
import { contractResolver } from '../../../lib/contract-resolver';
import { errorMessage, showServerValidation } from '../../../lib/server-errors';
import { TOAST_MS } from '@haat/contract/constants';
import { useChangePassword } from '../api/change-password';

const PASSWORD_FIELDS = [
  'oldPassword',
  'newPassword',
  'confirmPassword',
] as const satisfies readonly (keyof PasswordChangeBody)[];

const validation = contractResolver((contract) => contract.PasswordChangeBodySchema);

const EMPTY: PasswordChangeBody = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * docs/spec.md §5: all three required; docs/decisions/product-owner.md: new and confirm must match.
 * Toasts 700 ms.
 */
export function PasswordForm() {
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeBody>({
    resolver: validation.resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((body) => {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: () => {
        reset(EMPTY);
        showToast(m.accountToasts.passwordChanged, {
          durationMs: TOAST_MS.profile,
          tone: 'success',
        });
      },
      onError: (error) => {
        if (showServerValidation(error, PASSWORD_FIELDS, setError)) return;
        showToast(errorMessage(error, m.errors.internalServerError), {
          durationMs: TOAST_MS.profile,
          tone: 'error',
        });
      },
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-label={m.account.passwordHeading}
    >
      <FormField label={m.account.oldPassword} error={errors.oldPassword?.message}>
        <input type="password" autoComplete="current-password" {...register('oldPassword')} />
      </FormField>
      <div className="form-row">
        <FormField
          label={m.account.newPassword}
          hint={m.account.newPasswordHint}
          error={errors.newPassword?.message}
        >
          <input type="password" autoComplete="new-password" {...register('newPassword')} />
        </FormField>
        <FormField label={m.account.confirmPassword} error={errors.confirmPassword?.message}>
          <input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
      </div>
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        {mutation.isPending ? m.account.savingPassword : m.account.savePassword}
      </button>
    </form>
  );
}
