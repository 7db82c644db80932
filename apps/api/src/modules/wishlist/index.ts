// The wishlist module owns each customer's saved products.
export { registerWishlistRoutes } from './wishlist.routes.ts';
export { findWishlistedProductIds } from './wishlist.service.ts';
// The data principal's rights (docs/decisions/personal-data.md).
export { eraseWishlist, wishlistPersonalData } from './personal-data.ts';
