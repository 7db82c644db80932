// The customer module owns a signed-in customer's own account: profile, password and addresses.
export { registerCustomerRoutes } from './customer.routes.ts';
// Accounts are created and their tokens revoked by auth, through these (customers is ours).
export { incrementCustomerTokenVersion, insertCustomer } from './customer.repository.ts';
export { toWireAddress, type StoredAddress } from './address-wire.ts';
// The data principal's rights (docs/decisions/personal-data.md): the privacy module's calls.
export {
  customerPersonalData,
  eraseCustomer,
  selectCustomerContacts,
} from './personal-data.ts';
