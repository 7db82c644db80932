import type { OrderCancellation } from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import { useEffect, useId, useRef, useState } from 'react';
import { showToast } from '../../../components/ui/toast';
import { TOAST_MS } from '@haat/contract/constants';
import { messages as m } from '../../../messages/orders';
import { useCancelOrder } from '../api/cancel-order';
import { cancelErrorMessage, ReasonFields, useReasonBox } from './reason-box';

const inr = (rupees: number) => formatInr(rupeesToPaise(rupees));

/**
 * docs/spec.md §4 cancel request: 'Cancel Request' opens a reason box with 'Confirm For Cancel' and
 * 'Cancel'; the reason is required. On success the order reloads, the box closes and
 * 'Cancellation Success.' shows. After shipping, the box shows the fee first
 * (docs/decisions/cancellation.md).
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
  const [box, reasonRef] = useReasonBox();
  const cancel = useCancelOrder();
  const boxId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isOpen) reasonRef.current?.focus();
  }, [isOpen, reasonRef]);

  function close() {
    setIsOpen(false);
    box.reset();
    // The opener is drawn again on the next render; give focus back to it there.
    requestAnimationFrame(() => openerRef.current?.focus());
  }

  const submit = box.submitWith((reason) => {
    if (cancel.isPending) return;
    cancel.mutate(
      {
        orderID,
        remark: reason,
        ...(cancellation.afterShipping ? { fee: cancellation.fee } : {}),
      },
      {
        onSuccess: () => {
          setIsOpen(false);
          box.setReason('');
          showToast(m.orderToasts.cancellationSuccess, {
            durationMs: TOAST_MS.default,
            tone: 'success',
          });
        },
        onError: (error) => box.setSubmitError(cancelErrorMessage(error)),
      },
    );
  });

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
      <ReasonFields
        box={box}
        reasonRef={reasonRef}
        label={m.orderDetails.cancelReason}
        hint={m.orderDetails.cancelReasonHint}
        rows={3}
        confirmLabel={
          cancellation.fee > 0
            ? m.orderDetails.confirmCancelWithFee(inr(cancellation.fee))
            : m.orderDetails.confirmCancel
        }
        isPending={cancel.isPending}
        onClose={close}
      />
    </form>
  );
}
