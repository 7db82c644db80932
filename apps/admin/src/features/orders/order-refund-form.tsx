// Recording a refund paid back to the shopper of a cancelled, paid order: the reference from the
// gateway or bank is required (checked with the API's own body schema); the shopper is told.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminOrderRefundBody } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { rupees } from '../../lib/format.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';

export function RefundOrderForm({
  orderID,
  refundDue,
  onRefunded,
}: {
  orderID: string;
  refundDue: number;
  onRefunded: (message: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useFormResolver((contract) => contract.AdminOrderRefundBodySchema);
  const { register, handleSubmit, formState, setError } = useForm<AdminOrderRefundBody>({
    resolver,
    defaultValues: { reference: '' },
  });

  async function refund(body: AdminOrderRefundBody) {
    setFailure(null);
    try {
      const answer = await call(paths.orderRefund, {
        params: { orderID },
        body,
      });
      await onRefunded(answer.message);
    } catch (error) {
      setFailure(showServerErrors(error, setError, 'Recording the refund failed. Try again.'));
    }
  }

  return (
    <form
      className="card"
      aria-label="Record the refund"
      noValidate
      onSubmit={(event) => void handleSubmit(refund)(event)}
    >
      <h2>Refund {rupees(refundDue)} to the shopper</h2>
      <p>Pay it back through the gateway or the bank first, then record it here.</p>
      <Field
        label="Refund reference"
        error={errorAt(formState.errors, 'reference')}
        hint="The gateway's refund id (rfnd_…) or the bank transfer's UTR. The shopper receives it."
      >
        <input autoComplete="off" {...register('reference')} />
      </Field>
      {failure ? (
        <p role="alert" className="error">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        Record the refund
      </button>
    </form>
  );
}
