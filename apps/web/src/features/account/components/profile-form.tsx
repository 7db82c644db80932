import { useForm } from 'react-hook-form';
import type { Profile } from '@haat/contract';
import { MOBILE_LENGTH, sanitiseDigits } from '@haat/india';
import { messages as m } from '../../../messages/accounts';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../components/ui/toast';
import { contractResolver } from '../../../lib/contract-resolver';
import { withInputFilter } from '../../../lib/input-filter';
import { errorMessage, showServerValidation } from '../../../lib/server-errors';
import { TOAST_MS } from '@haat/contract/constants';
import { useUpdateProfile } from '../api/update-profile';

const validation = contractResolver((contract) => contract.ProfileSchema);

const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
] as const satisfies readonly (keyof Profile)[];

/** docs/spec.md §5: first name, last name, e-mail and mobile, all required. Toasts stay 700 ms. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Profile>({ resolver: validation.resolver, defaultValues: profile });

  const onSubmit = handleSubmit((body) => {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: (answer) => {
        reset(answer.data);
        showToast(m.accountToasts.profileUpdated, {
          durationMs: TOAST_MS.profile,
          tone: 'success',
        });
      },
      onError: (error) => {
        if (showServerValidation(error, PROFILE_FIELDS, setError)) return;
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
      aria-label={m.account.profileHeading}
    >
      <div className="form-row">
        <FormField label={m.account.firstName} error={errors.firstName?.message}>
          <input type="text" autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={m.account.lastName} error={errors.lastName?.message}>
          <input type="text" autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <div className="form-row">
        <FormField label={m.account.email} error={errors.email?.message}>
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...register('email')}
          />
        </FormField>
        <FormField label={m.account.mobile} error={errors.mobile?.message}>
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...withInputFilter(register('mobile'), (value) =>
              sanitiseDigits(value, MOBILE_LENGTH),
            )}
          />
        </FormField>
      </div>
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        {mutation.isPending ? m.account.savingProfile : m.account.saveProfile}
      </button>
    </form>
  );
}
