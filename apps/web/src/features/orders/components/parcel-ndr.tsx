import { useState } from 'react';
import { formatIsoDateIst } from '@haat/india';
import { TOAST_MS } from '@haat/contract/constants';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { messages as m } from '../../../messages/orders';
import { useReattempt } from '../api/reattempt';

/** How far ahead the shopper may put a re-attempt off (the server's NDR_DEFER_DAYS_MAX). */
const DEFER_DAYS = 7;

/** On the shopper's own order page: ask the courier to try again, once per attempt. */
export function ReattemptRequest({ orderID, awb }: { orderID: string; awb: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const reattempt = useReattempt();
  // The days the date picker offers, fixed when the box is first drawn.
  const [[first, last]] = useState(() => {
    const now = Date.now();
    return [
      formatIsoDateIst(new Date(now)),
      formatIsoDateIst(new Date(now + DEFER_DAYS * 24 * 3600_000)),
    ] as const;
  });

  if (!isOpen) {
    return (
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => setIsOpen(true)}
      >
        {m.shipments.ndr.ask}
      </button>
    );
  }
  return (
    <form
      className="cancel-box"
      aria-label={m.shipments.ndr.ask}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reattempt.isPending) return;
        setError(null);
        reattempt.mutate(
          { orderID, awb, date: date || undefined },
          {
            onSuccess: () => {
              setIsOpen(false);
              showToast(m.shipments.ndr.sent, { durationMs: TOAST_MS.default, tone: 'success' });
            },
            onError: (failure) => {
              if (failure instanceof ApiError && failure.status === 400)
                setDateError(m.shipments.ndr.badDate);
              else
                setError(
                  failure instanceof ApiError && failure.status === 409
                    ? m.shipments.ndr.askedAlready
                    : m.shipments.ndr.failedToSend,
                );
            },
          },
        );
      }}
    >
      <FormField
        label={m.shipments.ndr.dateLabel}
        hint={m.shipments.ndr.dateHint}
        hintPlacement="below"
        error={dateError ?? undefined}
      >
        <input
          type="date"
          min={first}
          max={last}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setDateError(null);
          }}
        />
      </FormField>
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        <button
          type="submit"
          className="button button-primary button-small"
          disabled={reattempt.isPending}
        >
          {m.shipments.ndr.send}
        </button>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setIsOpen(false)}
        >
          {m.shipments.ndr.close}
        </button>
      </div>
    </form>
  );
}
