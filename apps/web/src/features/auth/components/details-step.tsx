import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CreateCustomerBody } from '@haat/contract';
import { MOBILE_LENGTH, sanitiseDigits } from '@haat/india';
import { messages as m } from '../../../messages/accounts';
import { FormField } from '../../../components/ui/form-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { withInputFilter } from '../../../lib/input-filter';
import { whatsappNumberShown } from '../../../lib/whatsapp-choice';
import { WhatsAppBox } from '../../../components/ui/whatsapp-box';

export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'password',
  'cpassword',
] as const satisfies readonly (keyof CreateCustomerBody)[];

export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

const validation = contractResolver((contract) => contract.CreateCustomerBodySchema);

const EMPTY_FORM: CreateCustomerBody = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  password: '',
  cpassword: '',
  // docs/decisions/whatsapp.md: off until the shopper ticks it.
  whatsappUpdates: false,
};

interface DetailsStepProps {
  /** The details sent last time, when the shopper comes back from the OTP step. */
  initialForm: CreateCustomerBody | null;
  /** Field → message from the server's last answer, shown under the fields. */
  serverErrors: Partial<Record<CustomerField, string>>;
  /** The server's message when it named no field (docs/spec.md §8: shown as an alert). */
  alert: string | null;
  isPending: boolean;
  /** True when the mobile passed the OTP step already: the button then creates the account. */
  isMobileVerified: (mobile: string) => boolean;
  /** The shop sends order updates on WhatsApp: the form offers them. */
  offersWhatsApp: boolean;
  onSubmit: (form: CreateCustomerBody) => void;
}

/**
 * Step 0 of registration (docs/spec.md §4). docs/spec.md §5: all six fields required, names at least 4
 * characters, an e-mail, a numeric mobile; docs/decisions/product-owner.md adds the password =
 * confirm check.
 */
export function DetailsStep({
  initialForm,
  serverErrors,
  alert,
  isPending,
  isMobileVerified,
  offersWhatsApp,
  onSubmit,
}: DetailsStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<CreateCustomerBody>({
    resolver: validation.resolver,
    defaultValues: initialForm ?? EMPTY_FORM,
  });
  useEffect(() => setFocus('firstName'), [setFocus]);
  // Focus moves only to a field the server refused: a refusal that names no field (the SMS
  // gateway down) keeps focus where the shopper was, beside the alert that explains it.
  useEffect(() => {
    let first: CustomerField | null = null;
    for (const field of CUSTOMER_FIELDS) {
      const message = serverErrors[field];
      if (!message) continue;
      setError(field, { type: 'server', message });
      first ??= field;
    }
    if (first) setFocus(first);
  }, [serverErrors, setError, setFocus]);

  const mobile = useWatch({ control, name: 'mobile' });
  const verified = isMobileVerified(mobile);
  const shownNumber = whatsappNumberShown(mobile);

  return (
    <form
      onSubmit={handleSubmit((form) => {
        if (!isPending) onSubmit(form);
      })}
      onFocus={validation.preload}
      noValidate
      aria-label={m.auth.stepNames[0]}
    >
      <div className="form-row">
        <FormField label={m.auth.firstName} error={errors.firstName?.message}>
          <input type="text" autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label={m.auth.lastName} error={errors.lastName?.message}>
          <input type="text" autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField label={m.auth.email} error={errors.email?.message}>
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...register('email')}
        />
      </FormField>
      <FormField label={m.auth.mobile} hint={m.auth.mobileHint} error={errors.mobile?.message}>
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...withInputFilter(register('mobile'), (value) => sanitiseDigits(value, MOBILE_LENGTH))}
        />
      </FormField>
      <FormField
        label={m.auth.newPassword}
        hint={m.auth.newPasswordHint}
        error={errors.password?.message}
      >
        <input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={m.auth.confirmPassword} error={errors.cpassword?.message}>
        <input type="password" autoComplete="new-password" {...register('cpassword')} />
      </FormField>
      {offersWhatsApp ? (
        <WhatsAppBox
          label={shownNumber ? m.whatsapp.optIn(shownNumber) : m.whatsapp.optInTypedNumber}
          hint={m.whatsapp.hint}
          {...register('whatsappUpdates')}
        />
      ) : null}
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className="button button-primary auth-submit" disabled={isPending}>
        {verified
          ? isPending
            ? m.auth.creatingAccount
            : m.auth.createAccountNow
          : isPending
            ? m.auth.sendingOtp
            : m.auth.sendOtp}
      </button>
    </form>
  );
}
