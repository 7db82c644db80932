// The one mapping of a stored address to docs/spec.md §3's wire names (`zipcode`,
// `allternateMobile`, `_id`): the address book and an order's shipping address answer alike.
import type { Address } from '@haat/contract';
import type { AddressRow } from './customer.repository.ts';

export type StoredAddress = Pick<
  AddressRow,
  | 'id'
  | 'name'
  | 'mobile'
  | 'alternateMobile'
  | 'pincode'
  | 'landmark'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
>;

export function toWireAddress(row: StoredAddress): Address {
  return {
    addressID: row.id,
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    zipcode: row.pincode,
    landmark: row.landmark,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    allternateMobile: row.alternateMobile,
  };
}
