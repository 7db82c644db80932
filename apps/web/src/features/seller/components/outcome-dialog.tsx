import { useId, useRef } from 'react';
import { messages as m } from '../../../messages/seller';
import { Dialog } from '../../../components/ui/dialog';

/** docs/spec.md §8: 'Warning?' with the server's message, or 'Oops!' with 'Internal Server Error.'. */
export function OutcomeDialog({
  title,
  message,
  onClose,
}: {
  title: string;
  message: string;
  onClose: () => void;
}) {
  const okRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={title}
      closeLabel={m.sellerForm.close}
      onClose={onClose}
      initialFocusRef={okRef}
      describedBy={messageId}
      footer={
        <button ref={okRef} type="button" className="button button-primary" onClick={onClose}>
          {m.sellerForm.ok}
        </button>
      }
    >
      <p id={messageId}>{message}</p>
    </Dialog>
  );
}
