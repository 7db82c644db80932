import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { messages as m } from '../../../messages/orders';
import { CANCEL_REASON_LIMITS, validateCancelReason } from '../lib/order-forms';

/** docs/spec.md §8: the server's message, or the network one when it could not be reached. */
export function cancelErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return error.message;
  return m.orderDetails.cancelNetworkError;
}

export interface ReasonBox {
  reason: string;
  setReason: (reason: string) => void;
  fieldError: string | null;
  setFieldError: (error: string | null) => void;
  submitError: string | null;
  setSubmitError: (error: string | null) => void;
  /** The form's submit: the reason checked (focus back on it when missing), then `send`. */
  submitWith: (send: (reason: string) => void) => (event: FormEvent<HTMLFormElement>) => void;
  reset: () => void;
}

/**
 * The state of a cancel's reason box: the reason (required), its message and the server's, and
 * the reason's text box (kept apart: a ref is not read while rendering).
 */
export function useReasonBox(): [ReasonBox, RefObject<HTMLTextAreaElement | null>] {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const box: ReasonBox = {
    reason,
    setReason,
    fieldError,
    setFieldError,
    submitError,
    setSubmitError,
    submitWith: (send) => (event) => {
      event.preventDefault();
      const problem = validateCancelReason(reason);
      setFieldError(problem);
      setSubmitError(null);
      if (problem) {
        reasonRef.current?.focus();
        return;
      }
      send(reason);
    },
    reset: () => {
      setReason('');
      setFieldError(null);
      setSubmitError(null);
    },
  };
  return [box, reasonRef];
}

/** The reason, the server's refusal, and the confirm and close buttons of a cancel's box. */
export function ReasonFields({
  box,
  reasonRef,
  label,
  hint,
  rows,
  confirmLabel,
  isPending,
  onClose,
  small = false,
}: {
  box: ReasonBox;
  reasonRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  hint: string;
  rows: number;
  confirmLabel: string;
  isPending: boolean;
  onClose: () => void;
  small?: boolean;
}) {
  const size = small ? ' button-small' : '';
  return (
    <>
      <FormField
        label={label}
        hint={hint}
        hintPlacement="below"
        error={box.fieldError ?? undefined}
      >
        <textarea
          ref={reasonRef}
          rows={rows}
          value={box.reason}
          maxLength={CANCEL_REASON_LIMITS.max}
          required
          onChange={(event) => {
            box.setReason(event.target.value);
            if (box.fieldError) box.setFieldError(null);
          }}
        />
      </FormField>
      {box.submitError ? (
        <p className="form-alert" role="alert">
          {box.submitError}
        </p>
      ) : null}
      <div className="button-row">
        <button type="submit" className={`button button-danger${size}`} disabled={isPending}>
          {isPending ? m.orderDetails.confirmingCancel : confirmLabel}
        </button>
        <button
          type="button"
          className={`button button-secondary${size}`}
          onClick={onClose}
          disabled={isPending}
        >
          {m.orderDetails.closeCancel}
        </button>
      </div>
    </>
  );
}
