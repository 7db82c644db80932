import type { Address } from '@haat/contract';
import { messages as m } from '../../../messages/cart';

interface AddressChooserProps {
  addresses: readonly Address[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedID: string | null;
  onSelect: (addressID: string) => void;
  onAdd: () => void;
  onEdit: (address: Address) => void;
}

/** docs/spec.md §2 checkout: the address book as a radio list, with add and edit. */
export function AddressChooser({
  addresses,
  isLoading,
  isError,
  onRetry,
  selectedID,
  onSelect,
  onAdd,
  onEdit,
}: AddressChooserProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-address-title">
      <div className="checkout-card-head">
        <h2 id="checkout-address-title">{m.checkout.addressHeading}</h2>
        <button type="button" className="button button-secondary button-small" onClick={onAdd}>
          {m.checkout.addAddress}
        </button>
      </div>
      {isLoading ? (
        <p className="muted" role="status">
          {m.checkout.addressesLoading}
        </p>
      ) : isError ? (
        <div className="form-alert" role="alert">
          <p>{m.checkout.addressesFailed}</p>
          <button type="button" className="link-button" onClick={onRetry}>
            {m.errors.tryAgain}
          </button>
        </div>
      ) : !addresses || addresses.length === 0 ? (
        <p className="checkout-note">{m.checkout.noAddress}</p>
      ) : (
        <fieldset className="address-options">
          <legend className="visually-hidden">{m.checkout.addressesLabel}</legend>
          {addresses.map((address) => (
            <div
              key={address.addressID}
              className={`address-option ${address.addressID === selectedID ? 'is-selected' : ''}`}
            >
              <label className="address-option-label">
                <input
                  type="radio"
                  name="checkout-address"
                  value={address.addressID}
                  checked={address.addressID === selectedID}
                  onChange={() => onSelect(address.addressID)}
                />
                <span className="address-option-text">
                  <strong className="block">
                    {address.name} <span className="address-pin">{address.zipcode}</span>
                  </strong>
                  <span className="block">
                    {address.address}
                    {address.landmark ? `, ${address.landmark}` : ''}
                  </span>
                  <span className="block">
                    {address.city}, {address.state}
                  </span>
                  <span className="block muted">{address.mobile}</span>
                </span>
              </label>
              <button
                type="button"
                className="link-button address-option-edit"
                aria-label={m.checkout.editAddressLabel(address.name)}
                onClick={() => onEdit(address)}
              >
                {m.checkout.editAddress}
              </button>
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
}
