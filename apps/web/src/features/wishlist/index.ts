// The wishlist (docs/spec.md §2, §4): the provider behind every heart, the grid for /wishlist and the
// account panel, and the header count.
export { WishlistProvider } from './components/wishlist-provider';
export { WishlistGrid } from './components/wishlist-grid';
export { WishlistPage } from './components/wishlist-page';
export { useWishlistCount, useWishlistItems, useWishlistToggle } from './hooks/use-wishlist';
