import { useState } from 'react';
import { TOAST_MS } from '@haat/contract/constants';
import { showToast } from '../../../components/ui/toast';
import { messages as m } from '../../../messages/orders';
import { useCancelItems } from '../api/cancel-order';
import { cancelErrorMessage, ReasonFields, useReasonBox } from './reason-box';

/**
 * One item, or one seller's parcel, cancelled before the order ships
 * (docs/decisions/cancellation.md): a button that opens a reason box; the server says what
 * comes back, and the order reloads.
 */
export function CancelItems({
  orderID,
  lineIDs,
  label,
  what,
}: {
  orderID: string;
  lineIDs: string[];
  /** The button's word: 'Cancel this item'. */
  label: string;
  /** What it cancels, for the button's accessible name: the item's title, the shop's name. */
  what: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [box, reasonRef] = useReasonBox();
  const cancel = useCancelItems();

  const submit = box.submitWith((remark) => {
    if (cancel.isPending) return;
    cancel.mutate(
      { orderID, lineIDs, remark },
      {
        onSuccess: (answer) => {
          setIsOpen(false);
          showToast(answer.message, { durationMs: TOAST_MS.default, tone: 'success' });
        },
        onError: (error) => box.setSubmitError(cancelErrorMessage(error)),
      },
    );
  });

  if (!isOpen) {
    return (
      <button
        type="button"
        className="button button-secondary button-small"
        aria-label={`${label}: ${what}`}
        onClick={() => {
          setIsOpen(true);
          requestAnimationFrame(() => reasonRef.current?.focus());
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <form
      className="cancel-box cancel-items"
      aria-label={`${label}: ${what}`}
      onSubmit={submit}
      noValidate
    >
      <ReasonFields
        box={box}
        reasonRef={reasonRef}
        label={m.orderDetails.cancelItemsReason}
        hint={m.orderDetails.cancelItemsHint}
        rows={2}
        confirmLabel={m.orderDetails.confirmCancelItems}
        isPending={cancel.isPending}
        onClose={() => {
          setIsOpen(false);
          box.reset();
        }}
        small
      />
    </form>
  );
}
