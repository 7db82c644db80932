// The Delhivery account on the Couriers page (docs/decisions/couriers.md, "Delhivery"): the client
// name, the API token (sealed on the server, never shown back), the secret Delhivery's scan push
// sends in its Authorization header, and the registered warehouse with its pin code.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CouriersAnswer, DelhiveryAccountBody } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { formatWhen } from '../../lib/format.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

const FIELDS = [
  ['clientName', 'Client name', 'The name Delhivery registered the account under', 'text'],
  [
    'token',
    'API token',
    'Delhivery’s panel → Settings → API setup; kept sealed, never shown again',
    'password',
  ],
  [
    'pushSecret',
    'Scan push secret',
    'Give Delhivery the address /api/couriers/delhivery-scans and the header “Authorization: Bearer” followed by this secret',
    'password',
  ],
  [
    'pickupLocation',
    'Warehouse name',
    'Exactly as registered with Delhivery (its pickup location)',
    'text',
  ],
  ['pickupPincode', 'Warehouse pin code', 'Six digits', 'text'],
] as const;

export function DelhiveryAccountForm({
  current,
  onSaved,
}: {
  current: CouriersAnswer['data'];
  onSaved: (message: string) => Promise<void>;
}) {
  const resolver = useFormResolver((contract) => contract.DelhiveryAccountBodySchema);
  const account = current.delhivery;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<DelhiveryAccountBody>({
    resolver,
    defaultValues: {
      clientName: account?.email ?? '',
      token: '',
      pushSecret: '',
      pickupLocation: account?.pickupLocation ?? '',
      pickupPincode: account?.pickupPincode ?? '',
    },
  });

  async function save(body: DelhiveryAccountBody) {
    setFailure(null);
    try {
      await call(paths.couriersDelhivery, { body });
      reset({ ...body, token: '', pushSecret: '' });
      await onSaved('The Delhivery account is saved.');
    } catch (error) {
      setFailure(showServerErrors(error, setError, 'Saving failed. Try again.'));
    }
  }

  return (
    <form
      className="card"
      aria-label="Delhivery account"
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <h2>Delhivery account</h2>
      <p className="count">
        {account
          ? `Saved ${formatWhen(account.updatedAt)}. Saving again replaces the token and the secret.`
          : 'No account yet: sellers on Delhivery cannot book until it is saved.'}
      </p>
      <Notices failure={failure} />
      {FIELDS.map(([name, label, hint, type]) => (
        <Field key={name} label={label} hint={hint} error={errorAt(formState.errors, name)}>
          <input type={type} autoComplete="off" {...register(name)} />
        </Field>
      ))}
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        Save the Delhivery account
      </button>
    </form>
  );
}
