// The sellers module owns seller registration: checked, hashed, and pending the operator's approval.
export { registerSellerRoutes } from './sellers.routes.ts';
export {
  replaceFeaturedSellers,
  selectApprovedSellerIds,
  selectFeaturedSellerNames,
  selectSellerForUpdate,
  updateSellerStatus,
  type SellerStatus,
} from './sellers.repository.ts';
export {
  selectSeller,
  selectSellerPage,
  updateSellerPasswordHash,
  updateSellerProfileRow,
  type SellerRow,
} from './sellers-admin.repository.ts';
