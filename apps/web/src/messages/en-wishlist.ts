/**
 * Sentences of the wishlist page and the account's wishlist panel: `wishlist`.
 * Wording follows docs/spec.md §2 and §8 with docs/decisions/product-owner.md's typo fixes.
 */

const items = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export const wishlistMessages = {
  wishlist: {
    title: 'Wishlist',
    panelTitle: 'My wishlist',
    count: (count: number) => `(${items(count)})`,
    loading: 'Loading your wishlist…',
    empty: 'Your wishlist is empty.',
    emptyHint: 'Tap the heart on any product to keep it here for later.',
    browse: 'Browse products',
    loadFailed: 'Your wishlist could not be loaded.',
    tryAgain: 'Try again',
    guestTitle: 'Log in to see your wishlist',
    guestBody: 'Your wishlist is saved with your account, so it follows you to any phone.',
    logIn: 'Log in',
    remove: (title: string) => `Remove ${title} from the wishlist`,
    removing: 'Removing…',
    view: 'View product',
    discount: (percent: number) => `${percent}% off`,
    mrp: 'MRP',
  },
};

export type WishlistMessages = typeof wishlistMessages;
