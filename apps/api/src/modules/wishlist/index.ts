// The wishlist module owns each customer's saved products.
export { registerWishlistRoutes } from './wishlist.routes.ts';
export { findWishlistedProductIds } from './wishlist.service.ts';
