import type { OrderCancellation } from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import { FormField } from '../../../components/ui/form-field';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { TOAST_MS } from '@haat/contract/constants';
import { messages as m } from '../../../messages/orders';
import { useCancelOrder } from '../api/cancel-order';
import { CANCEL_REASON_LIMITS, validateCancelReason } from '../lib/order-forms';

const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));

/** docs/spec.md §8: the server's message, or the network one when it could not be reached. */
function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.message;
  return m.orderDetails.cancelNetworkError;
}

/**
 * docs/spec.md §4 cancel request: 'Cancel Request' opens a reason box with 'Confirm For Cancel' and
 * 'Cancel'; the reason is required. On success the order reloads, the box closes and
 * 'Cancellation Success.' shows.
 */
export function CancelRequest({
  orderID,
  cancellation,
}: {
  orderID: string;
  /** What cancelling costs now, as the server quotes it (docs/decisions/cancellation.md). */
  cancellation: OrderCancellation;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const cancel = useCancelOrder();
  const boxId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isOpen) reasonRef.current?.focus();
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    setReason('');
    setFieldError(null);
    setSubmitError(null);
    // The opener is drawn again on the next render; give focus back to it there.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancel.isPending) return;
    const problem = validateCancelReason(reason);
    setFieldError(problem);
    setSubmitError(null);
    if (problem) {
      reasonRef.current?.focus();
      return;
    }
    cancel.mutate(
      {
        orderID,
        remark: reason,
        ...(cancellation.afterShipping ? { fee: cancellation.fee } : {}),
      },
      {
        onSuccess: () => {
          setIsOpen(false);
          setReason('');
          showToast(m.toasts.cancellationSuccess, {
            durationMs: TOAST_MS.default,
            tone: 'success',
          });
        },
        onError: (error) => setSubmitError(cancelErrorMessage(error)),
      },
    );
  }

  if (!isOpen) {
    return (
      <button
        ref={openerRef}
        type="button"
        className="button button-secondary"
        aria-expanded="false"
        aria-controls={boxId}
        onClick={() => setIsOpen(true)}
      >
        {m.orderDetails.cancelRequest}
      </button>
    );
  }

  return (
    <form
      id={boxId}
      className="cancel-box"
      aria-labelledby={`${boxId}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 id={`${boxId}-title`} className="cancel-box-title">
        {m.orderDetails.cancelHeading}
      </h2>
      {cancellation.afterShipping ? (
        <p className="cancel-box-fee" data-testid="cancel-fee">
          {cancellation.fee > 0
            ? m.orderDetails.shippedCancelFee(inr(cancellation.fee), inr(cancellation.refund))
            : m.orderDetails.shippedCancelFree}
        </p>
      ) : null}
      <FormField
        label={m.orderDetails.cancelReason}
        hint={m.orderDetails.cancelReasonHint}
        hintPlacement="below"
        error={fieldError ?? undefined}
      >
        <textarea
          ref={reasonRef}
          rows={3}
          value={reason}
          maxLength={CANCEL_REASON_LIMITS.max}
          required
          onChange={(event) => {
            setReason(event.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
      </FormField>
      {submitError ? (
        <p className="form-alert" role="alert">
          {submitError}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className="button button-danger" disabled={cancel.isPending}>
          {cancel.isPending
            ? m.orderDetails.confirmingCancel
            : cancellation.fee > 0
              ? m.orderDetails.confirmCancelWithFee(inr(cancellation.fee))
              : m.orderDetails.confirmCancel}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={close}
          disabled={cancel.isPending}
        >
          {m.orderDetails.closeCancel}
        </button>
      </div>
    </form>
  );
}
