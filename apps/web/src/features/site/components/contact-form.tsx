import { useForm } from 'react-hook-form';
import type { ContactBody } from '@haat/contract';
import { messages as m } from '../../../messages/site-pages';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/contract-resolver';
import { useHydrated } from '../../../lib/hydrated';
import { useSendContact } from '../api/send-contact';

const validation = contractResolver((contract) => contract.ContactBodySchema);

const FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactBody)[];

function isContactField(field: string): field is (typeof FIELDS)[number] {
  return (FIELDS as readonly string[]).includes(field);
}

/**
 * The contact page form. The same zod schema checks it here and on the server; a 400 answer's
 * `validation` map lands under the fields it names.
 */
export function ContactForm() {
  const mutation = useSendContact();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactBody>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const onSubmit = handleSubmit((body) => {
    mutation.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, message] of Object.entries(error.validation)) {
          if (isContactField(field)) setError(field, { type: 'server', message });
        }
      },
    });
  });

  const serverError =
    mutation.error instanceof ApiError && Object.keys(mutation.error.validation).length > 0
      ? null
      : mutation.error?.message;

  return (
    <form
      className="contact-form"
      onSubmit={onSubmit}
      onFocus={validation.preload}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{m.contact.formHeading}</h2>
      <div className="form-row">
        <FormField label={m.contact.name} error={errors.name?.message}>
          <input type="text" autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label={m.contact.email} error={errors.email?.message}>
          <input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField label={m.contact.subject} error={errors.subject?.message}>
        <input type="text" {...register('subject')} />
      </FormField>
      <FormField label={m.contact.message} error={errors.message?.message}>
        <textarea rows={6} {...register('message')} />
      </FormField>
      <div aria-live="polite">
        {mutation.isSuccess ? <p className="form-success">{mutation.data.message}</p> : null}
        {serverError ? <p className="form-error">{serverError}</p> : null}
      </div>
      {/* Enabled once its script runs: a press before that would send the form as a page address. */}
      <button
        type="submit"
        className="button button-primary"
        disabled={mutation.isPending || !hydrated}
      >
        {mutation.isPending ? m.contact.sending : m.contact.submit}
      </button>
    </form>
  );
}
