// Cancelling an order as the operator: the reason is required (it is kept and shown to the
// shopper), checked with the contract's schema of the state call's body for a cancel.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as paths from '@haat/contract/back-office-paths';
import type { AdminOrderCancelBody } from '@haat/contract';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

export function CancelOrderForm({
  orderID,
  onCancelled,
}: {
  orderID: string;
  onCancelled: (message: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useFormResolver((contract) => contract.AdminOrderCancelBodySchema);
  const { register, handleSubmit, formState, setError } = useForm<AdminOrderCancelBody>({
    resolver,
    defaultValues: { state: 'Cancelled', reason: '' },
  });

  async function cancel(body: AdminOrderCancelBody) {
    setFailure(null);
    try {
      const answer = await call(paths.orderState, { params: { orderID }, body });
      await onCancelled(answer.message);
    } catch (error) {
      setFailure(showServerErrors(error, setError, 'Cancelling failed. Try again.'));
    }
  }

  return (
    <form
      className="card"
      aria-label="Cancel this order"
      noValidate
      onSubmit={(event) => void handleSubmit(cancel)(event)}
    >
      <h2>Cancel this order</h2>
      <Field
        label="Reason for cancelling"
        error={errorAt(formState.errors, 'reason')}
        hint="Kept with the order and shown to the shopper."
      >
        <textarea rows={2} {...register('reason')} />
      </Field>
      {failure ? (
        <p role="alert" className="error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="danger" disabled={formState.isSubmitting}>
        Cancel the order
      </button>
    </form>
  );
}
