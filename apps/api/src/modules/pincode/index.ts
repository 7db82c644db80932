// The pincode module owns the India Post directory lookup and sellers' serviceability.
export { registerPincodeRoutes } from './pincode.routes.ts';
export {
  findPincodePlace,
  lookupPincodePlace,
  findSellerServiceability,
  type PincodePlace,
  type SellerServiceability,
  type CourierEstimateLookup,
} from './pincode.service.ts';
export {
  replaceSellerServiceAreas,
  selectSellerServiceAreas,
  type SellerServiceArea,
} from './pincode.repository.ts';
