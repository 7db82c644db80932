// The cart module owns the signed-in customer's server cart.
export { registerCartRoutes } from './cart.routes.ts';
export {
  loadCartLines,
  emptyCart,
  restoreCartLines,
  titleIn,
  toServerCartLine,
  type CartLine,
} from './cart.service.ts';
export { lockCartVersion } from './cart.repository.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { cartPersonalData, eraseCart } from './personal-data.ts';
