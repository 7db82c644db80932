// Cancelling an order as the operator: the reason is required (it is kept and shown to the
// shopper), checked with the API's own body schema.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminOrderStateBodySchema, adminEndpoints } from '@haat/contract';
import { z } from 'zod';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { createResolver } from '../../lib/form-resolver.ts';

/** The state call's body with its reason required: an operator's cancel always says why. */
const CancelBodySchema = AdminOrderStateBodySchema.extend({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the order is cancelled.')
    .max(500, 'Use at most 500 characters.'),
});
type CancelBody = z.infer<typeof CancelBodySchema>;

export function CancelOrderForm({
  orderID,
  onCancelled,
}: {
  orderID: string;
  onCancelled: (message: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<CancelBody>({
    resolver: createResolver(CancelBodySchema),
    defaultValues: { state: 'Cancelled', reason: '' },
  });

  async function cancel(body: CancelBody) {
    setFailure(null);
    try {
      const answer = await call(adminEndpoints.orderState, { params: { orderID }, body });
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
