// The sellers module owns seller registration: checked, hashed, and pending the operator's approval.
export { registerSellerRoutes } from './sellers.routes.ts';
export { selectSellerForUpdate, updateSellerStatus } from './sellers.repository.ts';
