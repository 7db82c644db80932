import { useId, useRef, useState } from 'react';
import type { Address } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/server-errors';
import { TOAST_MS } from '@haat/contract/constants';
import { useDeleteAddress } from '../api/delete-address';
import { AddressLines } from './address-lines';

/** Asks before an address is deleted; Cancel (the safe choice) has the focus. */
export function DeleteAddressDialog({
  address,
  onClose,
}: {
  address: Address;
  onClose: () => void;
}) {
  const mutation = useDeleteAddress();
  const [alert, setAlert] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();

  function confirm() {
    if (mutation.isPending) return;
    setAlert(null);
    mutation.mutate(address.addressID, {
      onSuccess: (answer) => {
        showToast(answer.message || m.account.addressDeleted, {
          durationMs: TOAST_MS.profile,
          tone: 'success',
        });
        onClose();
      },
      onError: (error) => setAlert(errorMessage(error, m.errors.internalServerError)),
    });
  }

  return (
    <Dialog
      role="alertdialog"
      size="small"
      title={m.account.deleteTitle}
      closeLabel={m.account.closeDialog}
      onClose={onClose}
      initialFocusRef={cancelRef}
      describedBy={bodyId}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="button button-secondary"
            onClick={onClose}
          >
            {m.account.cancel}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={confirm}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? m.account.deleting : m.account.confirmDelete}
          </button>
        </>
      }
    >
      <p id={bodyId}>{m.account.deleteBody}</p>
      <div className="address-preview">
        <AddressLines address={address} />
      </div>
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
    </Dialog>
  );
}
