// The address book (docs/spec.md §5 address rules, enforced by the contract schema on the way in).
// City, state and country always come from the pin-code directory, never from the client; a
// customer only ever sees, changes or deletes their own addresses (anything else is a 404).
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { findPincodePlace } from '../pincode/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  countAddresses,
  deleteAddress,
  insertAddress,
  lockCustomer,
  selectAddress,
  selectAddresses,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './customer.repository.ts';

export const MAX_ADDRESSES = 20;
export const INVALID_PINCODE_MESSAGE = 'Invalid Pincode.';

/** What the form gives; the place names are looked up. */
export type AddressFields = Omit<AddressValues, 'city' | 'state' | 'country'>;

async function fillPlace(db: Executor, fields: AddressFields): Promise<AddressValues> {
  const place = await findPincodePlace(db, fields.pincode);
  if (!place) {
    throw new AppError('VALIDATION_FAILED', INVALID_PINCODE_MESSAGE, {
      zipcode: INVALID_PINCODE_MESSAGE,
    });
  }
  return { ...fields, city: place.district, state: place.state, country: place.country };
}

export function listAddresses(db: Database, customerId: string): Promise<AddressRow[]> {
  return selectAddresses(db, customerId);
}

export async function getAddress(
  db: Database,
  customerId: string,
  addressId: string,
): Promise<AddressRow> {
  const row = await selectAddress(db, customerId, addressId);
  if (!row) throw notFound('Address');
  return row;
}

export async function createAddress(
  { db, clock }: { db: Database; clock: Clock },
  customerId: string,
  fields: AddressFields,
): Promise<AddressRow> {
  const values = await fillPlace(db, fields);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    if ((await countAddresses(tx, customerId)) >= MAX_ADDRESSES) {
      throw new AppError(
        'CONFLICT',
        `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one you no longer use.`,
      );
    }
    return insertAddress(tx, {
      ...values,
      id: newId('addr'),
      customerId,
      createdAt: clock.now(),
    });
  });
}

export async function changeAddress(
  db: Database,
  customerId: string,
  addressId: string,
  fields: AddressFields,
): Promise<AddressRow> {
  // Ownership first: another customer's address is a 404 whatever the form holds.
  await getAddress(db, customerId, addressId);
  const row = await updateAddress(db, customerId, addressId, await fillPlace(db, fields));
  if (!row) throw notFound('Address');
  return row;
}

export async function removeAddress(
  db: Database,
  customerId: string,
  addressId: string,
): Promise<void> {
  if (!(await deleteAddress(db, customerId, addressId))) throw notFound('Address');
}
