import type { Address } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';

/** An address as a label reads it: docs/spec.md §2 name, address, landmark, city, state, pin, mobile. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <address className="address-lines">
      <strong className="block">{address.name}</strong>
      <span className="block">{address.address}</span>
      {address.landmark ? (
        <span className="block">
          {m.account.landmarkLabel}: {address.landmark}
        </span>
      ) : null}
      <span className="block">
        {address.city}, {address.state} {address.zipcode}
      </span>
      <span className="block">
        {m.account.mobileShort}: {address.mobile}
        {address.allternateMobile
          ? ` · ${m.account.alternateShort}: ${address.allternateMobile}`
          : null}
      </span>
    </address>
  );
}
