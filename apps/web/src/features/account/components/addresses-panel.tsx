import { useState } from 'react';
import type { Address } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';
import { PinIcon } from '../../../components/ui/icons-more';
import { errorMessage } from '../../../lib/server-errors';
import { useAddresses } from '../api/get-addresses';
import { AddressDialog } from './address-dialog';
import { AddressLines } from './address-lines';
import { DeleteAddressDialog } from './delete-address-dialog';

/** Which dialog is open; edit and delete are tracked by address id (docs/spec.md §4). */
type OpenDialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; address: Address }
  | { kind: 'delete'; address: Address };

/** docs/spec.md §2 Addresses panel: the list, 'Add New Address' / 'Update Address', delete. */
export function AddressesPanel() {
  const addresses = useAddresses();
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  return (
    <section className="account-panel" aria-labelledby="addresses-panel-title">
      <div className="panel-head">
        <h2 id="addresses-panel-title">{m.account.addressesHeading}</h2>
        <button
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          onClick={() => setDialog({ kind: 'add' })}
        >
          {m.account.addAddress}
        </button>
      </div>

      {addresses.isPending ? (
        <p className="muted" role="status">
          {m.account.loadingAddresses}
        </p>
      ) : addresses.isError ? (
        <div className="form-alert" role="alert">
          <p>{errorMessage(addresses.error, m.errors.internalServerError)}</p>
          <button type="button" className="link-button" onClick={() => void addresses.refetch()}>
            {m.account.tryAgain}
          </button>
        </div>
      ) : addresses.data.length === 0 ? (
        <p className="empty-note">
          <PinIcon size={20} />
          {m.account.noAddresses}
        </p>
      ) : (
        <ul className="address-list">
          {addresses.data.map((address) => (
            <li key={address.addressID} className="address-card">
              <AddressLines address={address} />
              <div className="address-actions">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={m.account.editAddress(address.name)}
                  aria-haspopup="dialog"
                  onClick={() => setDialog({ kind: 'edit', address })}
                >
                  {m.account.edit}
                </button>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={m.account.deleteAddress(address.name)}
                  aria-haspopup="dialog"
                  onClick={() => setDialog({ kind: 'delete', address })}
                >
                  {m.account.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {dialog.kind === 'add' ? <AddressDialog address={null} onClose={close} /> : null}
      {dialog.kind === 'edit' ? (
        <AddressDialog key={dialog.address.addressID} address={dialog.address} onClose={close} />
      ) : null}
      {dialog.kind === 'delete' ? (
        <DeleteAddressDialog address={dialog.address} onClose={close} />
      ) : null}
    </section>
  );
}
